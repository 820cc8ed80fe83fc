-- PostgreSQL only (its 060 adds the lexical retriever's postings table): FTS5 already ranks from its own index, so
-- SQLite has nothing to add. The migration exists so both backends list the same migrations.
SELECT 1;

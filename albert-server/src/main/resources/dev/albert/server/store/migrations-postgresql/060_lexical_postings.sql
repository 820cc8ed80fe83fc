-- The lexical retriever's postings: one row per lexeme of a memory's search_vector, with the number of positions it
-- has there. For a query that is an OR of single lexemes (every search whose terms are plain words), ts_rank_cd with
-- the default weights and no normalization is 0.1 × the number of positions of the query's lexemes in the document
-- (each position is a cover of its own), so the retriever sums tf here instead of running ts_rank_cd over every match:
-- the same ranks, from one index-only scan (store/Dialect, docs/postgresql.md). Kept by statement triggers on
-- memory_fts, so every statement that writes the full-text entry (remember, update, forget, import, restore) keeps it.
CREATE TABLE memory_lexemes (
    lexeme  TEXT NOT NULL,
    rowid   BIGINT NOT NULL,
    tf      INTEGER NOT NULL,
    PRIMARY KEY (lexeme, rowid) INCLUDE (tf)
);
--;
INSERT INTO memory_lexemes (lexeme, rowid, tf)
SELECT u.lexeme, f.rowid, coalesce(cardinality(u.positions), 0) FROM memory_fts f, unnest(f.search_vector) u;
--;
CREATE FUNCTION memory_lexemes_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
        DELETE FROM memory_lexemes l USING removed o
        WHERE l.lexeme = ANY (tsvector_to_array(o.search_vector)) AND l.rowid = o.rowid;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO memory_lexemes (lexeme, rowid, tf)
        SELECT u.lexeme, n.rowid, coalesce(cardinality(u.positions), 0) FROM added n, unnest(n.search_vector) u;
    END IF;
    RETURN NULL;
END
$$;
--;
CREATE TRIGGER memory_lexemes_insert AFTER INSERT ON memory_fts REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION memory_lexemes_sync();
--;
CREATE TRIGGER memory_lexemes_update AFTER UPDATE ON memory_fts REFERENCING OLD TABLE AS removed NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION memory_lexemes_sync();
--;
CREATE TRIGGER memory_lexemes_delete AFTER DELETE ON memory_fts REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION memory_lexemes_sync();

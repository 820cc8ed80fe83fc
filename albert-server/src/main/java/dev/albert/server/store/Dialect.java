package dev.albert.server.store;

/**
 * Where the SQL of the two backends differs. Everything else is one text: the PostgreSQL migrations define
 * SQLite's scalar functions the server uses ({@code ifnull}, {@code instr}, two-argument {@code max},
 * {@code json_extract}) with SQLite's meaning, and both accept {@code ON CONFLICT … DO NOTHING/UPDATE}.
 */
public enum Dialect {
    SQLITE("migrations", "sqlite"),
    POSTGRESQL("migrations-postgresql", "postgresql");

    private final String migrations;
    private final String wireName;

    Dialect(String migrations, String wireName) {
        this.migrations = migrations;
        this.wireName = wireName;
    }

    /** The resource directory (beside {@link Migrations}) holding this backend's numbered migrations. */
    String migrationsDirectory() {
        return migrations;
    }

    /** The backend's name as reported to clients (health). */
    public String wireName() {
        return wireName;
    }

    /**
     * The lexical retriever's statement: {@code columns} of {@code memories m} plus {@code rank} (higher is better),
     * for the rows whose full-text entry matches the first parameter ({@link #lexicalMatch}) and pass {@code where},
     * best first, limited by the last parameter. Both backends match any of the query's terms (OR), so a search finds
     * the same memories on either. SQLite: FTS5 {@code MATCH}, ranked by bm25. PostgreSQL: the stored generated
     * tsvector (English configuration, as the contract's {@code search_vector}) against {@code to_tsquery('english',
     * …)} of the OR-ed terms, ranked by {@code ts_rank_cd}; the contract's {@code plainto_tsquery} would require every
     * term, which the SQLite backend never did.
     */
    public String lexicalSql(String columns, String where) {
        return switch (this) {
            case SQLITE -> "SELECT " + columns + ", -bm25(memory_fts) AS rank FROM memory_fts"
                    + " JOIN memories m ON m.pk = memory_fts.rowid WHERE memory_fts MATCH ? AND " + where
                    + " ORDER BY rank DESC, m.pk LIMIT ?";
            case POSTGRESQL -> "SELECT " + columns + ", ts_rank_cd(f.search_vector, q.query) AS rank"
                    + " FROM to_tsquery('english', ?) AS q(query)"
                    + " JOIN memory_fts f ON f.search_vector @@ q.query JOIN memories m ON m.pk = f.rowid WHERE "
                    + where + " ORDER BY rank DESC, m.pk LIMIT ?";
        };
    }

    /**
     * {@link #lexicalSql} over the best-ranked matches only: the full-text index's first {@code k} matches (the second
     * parameter) by rank, then {@code where}, best first, limited by the last parameter. Joining every match to
     * {@code memories} before the sort is what made a search grow with the corpus (a query term found in most
     * memories: 74 ms against 47 ms of CPU at 20,000 memories on SQLite). Both statements order by rank and then
     * {@code pk}, a total order, so when this one returns the full limit its rows are exactly those of
     * {@link #lexicalSql}; when the filter left fewer, the caller runs {@link #lexicalSql}. On SQLite, {@code CROSS JOIN}
     * keeps the ranked matches as the outer loop: left to itself, SQLite 3.54 (sqlite-jdbc's) walks every memory of the
     * tenant through {@code memories_review} and probes the matches with an automatic index, which cost 66 ms against
     * 24 ms of CPU at 100,000 memories (the raw FTS5 statement: 21 ms).
     */
    public String lexicalTopSql(String columns, String where) {
        return switch (this) {
            case SQLITE -> "SELECT " + columns + ", r.score AS rank FROM (SELECT rowid AS fts_pk, -bm25(memory_fts) AS score"
                    + " FROM memory_fts WHERE memory_fts MATCH ? ORDER BY score DESC, rowid LIMIT ?) r"
                    + " CROSS JOIN memories m ON m.pk = r.fts_pk WHERE " + where + " ORDER BY r.score DESC, m.pk LIMIT ?";
            case POSTGRESQL -> "SELECT " + columns + ", r.score AS rank FROM (SELECT f.rowid AS fts_pk,"
                    + " ts_rank_cd(f.search_vector, q.query) AS score FROM to_tsquery('english', ?) AS q(query)"
                    + " JOIN memory_fts f ON f.search_vector @@ q.query ORDER BY score DESC, f.rowid LIMIT ?) r"
                    + " JOIN memories m ON m.pk = r.fts_pk WHERE " + where + " ORDER BY r.score DESC, m.pk LIMIT ?";
        };
    }

    /**
     * How the lexical retriever asks this backend about these terms: the match parameter and the statements that take
     * it. SQLite: the FTS5 expression of {@link #lexicalMatch} with {@link #lexicalTopSql} / {@link #lexicalSql}.
     * PostgreSQL: when every term is at most one lexeme of the English configuration (a plain word, or a stop word),
     * the query is an OR of single lexemes, whose {@code ts_rank_cd} (default weights, no normalization) is 0.1 × the
     * number of positions of its lexemes in the document, every position being a cover of its own; the statements then
     * sum those counts from {@code memory_lexemes} (migration 060), one index-only scan instead of {@code ts_rank_cd}
     * over every match (155 ms against 20 ms for a three-word query at 100,000 memories), and give the same rows in the
     * same order with the same rank. A term that is several lexemes ({@code long-lived}, {@code foo_bar}: a phrase
     * in {@code to_tsquery}) keeps the {@code ts_rank_cd} statements.
     */
    public LexicalQuery lexicalQuery(java.sql.Connection c, java.util.List<String> terms) throws java.sql.SQLException {
        if (this == SQLITE) {
            return new LexicalQuery(this, lexicalMatch(terms), false);
        }
        String[] plain = terms.stream().map(Dialect::pgTermText).toArray(String[]::new);
        try (java.sql.PreparedStatement p = c.prepareStatement("""
                SELECT coalesce(bool_and(numnode(to_tsquery('english', quote_literal(t))) <= 1), true),
                       coalesce(array_agg(DISTINCT l) FILTER (WHERE l IS NOT NULL), '{}')
                FROM unnest(?::text[]) AS t
                LEFT JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english', t))) AS l ON true""")) {
            p.setArray(1, c.createArrayOf("text", plain));
            try (java.sql.ResultSet rs = p.executeQuery()) {
                rs.next();
                if (!rs.getBoolean(1)) {
                    return new LexicalQuery(this, lexicalMatch(terms), false);
                }
                String[] lexemes = (String[]) rs.getArray(2).getArray();
                return new LexicalQuery(this, lexemes.length == 0 ? null : c.createArrayOf("text", lexemes), true);
            }
        }
    }

    /**
     * One search's lexical question to the backend: {@code match} is the first parameter of {@link #topSql} and
     * {@link #allSql} (null when the terms hold no lexeme, so nothing can match); {@code postings} says the statements
     * read {@code memory_lexemes} (PostgreSQL, {@link Dialect#lexicalQuery}).
     */
    public record LexicalQuery(Dialect dialect, Object match, boolean postings) {
        /** Whether the terms can match nothing (PostgreSQL: only English stop words). */
        public boolean matchesNothing() {
            return match == null;
        }

        /** {@link Dialect#lexicalTopSql}, or its postings form. */
        public String topSql(String columns, String where) {
            if (!postings) {
                return dialect.lexicalTopSql(columns, where);
            }
            return "SELECT " + columns + ", r.score AS rank FROM (" + POSTINGS_SCORE + " ORDER BY score DESC, l.rowid"
                    + " LIMIT ?) r JOIN memories m ON m.pk = r.fts_pk WHERE " + where + " ORDER BY r.score DESC, m.pk LIMIT ?";
        }

        /** {@link Dialect#lexicalSql}, or its postings form. */
        public String allSql(String columns, String where) {
            if (!postings) {
                return dialect.lexicalSql(columns, where);
            }
            return "SELECT " + columns + ", r.score AS rank FROM (" + POSTINGS_SCORE + ") r"
                    + " JOIN memories m ON m.pk = r.fts_pk WHERE " + where + " ORDER BY r.score DESC, m.pk LIMIT ?";
        }
    }

    /** ts_rank_cd's value for an OR of single lexemes, per matching memory (the float4 it returns, to the bit). */
    private static final String POSTINGS_SCORE = "SELECT l.rowid AS fts_pk, (0.1::real * sum(l.tf))::real AS score"
            + " FROM memory_lexemes l WHERE l.lexeme = ANY (?) GROUP BY l.rowid";

    /** A term as {@link #lexicalMatch} puts it between quotes for to_tsquery. */
    private static String pgTermText(String term) {
        return term.replace("\\", " ").replace("'", " ");
    }

    /**
     * The first parameter of {@link #lexicalSql} for these terms, every term quoted so user text cannot inject query
     * syntax, OR-ed: {@code "a" OR "b"} for FTS5, {@code 'a' | 'b'} for to_tsquery (which stems each quoted term and
     * drops English stop words).
     */
    public String lexicalMatch(java.util.List<String> terms) {
        java.util.List<String> quoted = new java.util.ArrayList<>();
        for (String term : terms) {
            quoted.add(this == SQLITE ? '"' + term.replace("\"", "\"\"") + '"'
                    : "'" + pgTermText(term) + "'");
        }
        return String.join(this == SQLITE ? " OR " : " | ", quoted);
    }

    /**
     * How the vector retriever joins the candidates' chunks to their memories. SQLite needs {@code CROSS JOIN} to
     * keep the chunks as the outer loop (left to itself it walks every memory of the tenant); PostgreSQL's planner
     * chooses well, and its CROSS JOIN takes no ON clause.
     */
    public String chunkCandidateJoin() {
        return this == SQLITE ? " CROSS JOIN" : " JOIN";
    }
}

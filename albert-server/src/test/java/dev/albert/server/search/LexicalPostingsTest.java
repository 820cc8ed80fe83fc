package dev.albert.server.search;

import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import dev.albert.server.store.Dialect;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * On PostgreSQL the lexical retriever ranks plain-word queries from {@code memory_lexemes} instead of running
 * {@code ts_rank_cd} over every match (migration 060, {@link Dialect#lexicalQuery}). The claim is exactness: for any
 * such query, the postings statements give the rows of the {@code ts_rank_cd} statements, in their order, with their
 * rank to the bit. The corpus is written through the REST routes (remember, edit, forget), so the triggers that keep
 * the postings are the ones under test too; queries draw words, inflections, stop words and repeats from the same
 * vocabulary, with a seeded generator (the seed is in every message).
 */
@Tag("postgresql-only")
class LexicalPostingsTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static final String[] WORDS = {"deploy", "deploys", "deployed", "rollback", "cache", "caching", "queue", "queues",
            "billing", "timeout", "timeouts", "retry", "the", "a", "of", "and", "postgres", "lease", "fenced", "kafka",
            "duplicate", "duplicates", "ledger", "index", "indexes", "alerts", "alert", "paging", "schema", "drift"};
    static final long SEED = 20261204L;
    static Tenant admin;

    @BeforeAll
    static void corpus() {
        admin = server.bootstrap("Acme", "main");
        Random random = new Random(SEED);
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 160; i++) {
            ids.add(server.post("/v1/memories", admin.key(), Map.of("subject", sentence(random, 1 + random.nextInt(3)),
                    "content", sentence(random, 3 + random.nextInt(40)))).expect(201).json().get("id").asText());
        }
        for (int i = 0; i < 40; i++) {
            server.patch("/v1/memories/" + ids.get(i), admin.key(), Map.of("content", sentence(random, 5 + random.nextInt(20))))
                    .expect(200);
        }
        for (int i = 40; i < 60; i++) {
            server.delete("/v1/memories/" + ids.get(i), admin.key()).expect(204);
        }
    }

    static String sentence(Random random, int words) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < words; i++) {
            s.append(i == 0 ? "" : " ").append(WORDS[random.nextInt(WORDS.length)]);
        }
        return s.toString();
    }

    @Test
    void plainWordQueriesRankExactlyAsTsRankCd() throws SQLException {
        Random random = new Random(SEED + 1);
        try (Connection c = server.jdbc()) {
            c.setAutoCommit(false);
            for (int q = 0; q < 200; q++) {
                List<String> terms = new ArrayList<>();
                for (int t = 1 + random.nextInt(5); t > 0; t--) {
                    terms.add(WORDS[random.nextInt(WORDS.length)]);
                }
                terms = List.copyOf(new java.util.LinkedHashSet<>(terms));
                Dialect.LexicalQuery postings = Dialect.POSTGRESQL.lexicalQuery(c, terms);
                assertTrue(postings.postings(), "plain words take the postings path: " + terms);
                if (postings.matchesNothing()) {
                    assertTrue(terms.stream().allMatch(w -> w.length() <= 3), "only stop words match nothing: " + terms);
                    assertEquals(List.of(), rows(c, Dialect.POSTGRESQL.lexicalSql("m.pk", where()),
                            Dialect.POSTGRESQL.lexicalMatch(terms), 1000), "seed " + SEED + ", " + terms);
                    continue;
                }
                int limit = 1 + random.nextInt(30);
                String match = Dialect.POSTGRESQL.lexicalMatch(terms);
                assertEquals(rows(c, Dialect.POSTGRESQL.lexicalSql("m.pk", where()), match, limit),
                        rows(c, postings.allSql("m.pk", where()), postings.match(), limit),
                        "whole statement, seed " + SEED + ", query " + q + ": " + terms);
                assertEquals(topRows(c, Dialect.POSTGRESQL.lexicalTopSql("m.pk", where()), match, limit),
                        topRows(c, postings.topSql("m.pk", where()), postings.match(), limit),
                        "best-ranked first, seed " + SEED + ", query " + q + ": " + terms);
            }
            c.rollback();
        }
    }

    @Test
    void aTermThatIsSeveralLexemesKeepsTheTsRankCdStatements() throws SQLException {
        try (Connection c = server.jdbc()) {
            c.setAutoCommit(false);
            assertFalse(Dialect.POSTGRESQL.lexicalQuery(c, List.of("deploy", "long-lived")).postings());
            assertFalse(Dialect.POSTGRESQL.lexicalQuery(c, List.of("foo_bar")).postings());
            c.rollback();
        }
    }

    @Test
    void forgottenAndEditedTextLeavesThePostings() {
        assertEquals(0, server.count("""
                SELECT count(*) FROM memory_lexemes l WHERE NOT EXISTS (SELECT 1 FROM memory_fts f
                  WHERE f.rowid = l.rowid AND l.lexeme = ANY (tsvector_to_array(f.search_vector)))"""));
        assertEquals(server.count("SELECT count(*) FROM memory_fts f, unnest(f.search_vector)"),
                server.count("SELECT count(*) FROM memory_lexemes"));
    }

    static String where() {
        return "m.organization_id = '" + admin.organizationId() + "' AND m.status = 'active'";
    }

    static List<String> rows(Connection c, String sql, Object match, int limit) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            p.setObject(1, match);
            p.setInt(2, limit);
            return read(p);
        }
    }

    static List<String> topRows(Connection c, String sql, Object match, int limit) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            p.setObject(1, match);
            p.setInt(2, limit * 2);
            p.setInt(3, limit);
            return read(p);
        }
    }

    private static List<String> read(PreparedStatement p) throws SQLException {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = p.executeQuery()) {
            while (rs.next()) {
                out.add(rs.getLong(1) + ":" + Float.floatToIntBits(rs.getFloat(2)));
            }
        }
        return out;
    }
}

package dev.albert.server.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A database written before the safety migrations gets trust and ceilings that match its write paths. */
// sqlite-only: it upgrades a SQLite file written with an old schema; every PostgreSQL test server migrates from scratch.
@org.junit.jupiter.api.Tag("sqlite-only")
class MigrationUpgradeTest {

    @Test
    void existingMemoriesGetTheTrustOfTheirWritePath(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("old.sqlite3");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL,"
                    + " applied_at TEXT NOT NULL)");
            for (String statement : resource("001_initial.sql").split("(?m)^--;\\s*$")) {
                if (!statement.isBlank()) {
                    s.execute(statement);
                }
            }
            s.execute("INSERT INTO schema_migrations VALUES (1, '001_initial.sql', datetime('now'))");
            s.execute("INSERT INTO organizations VALUES ('o', 'Acme', 0)");
            s.execute("INSERT INTO principals (id, organization_id, workspace_id, name, principal_type, active,"
                    + " created_at) VALUES ('h', 'o', NULL, 'Ada', 'human', 1, 0), ('a', 'o', NULL, 'bot', 'agent', 1, 0)");
            s.execute("INSERT INTO episodes (id, organization_id, owner_principal_id, source_type, source_uri, content,"
                    + " content_hash, sensitivity, occurred_at, enrichment_status, created_at)"
                    + " VALUES ('e', 'o', 'h', 'explicit', '', 'x', 'x', 'internal', 0, 'complete', 0)");
            s.execute("INSERT INTO memories (id, episode_id, organization_id, owner_principal_id, subject, content,"
                    + " memory_type, sensitivity, confidence, status, valid_from, created_at, updated_at) VALUES"
                    + " ('by-human', NULL, 'o', 'h', '', 'x', 'fact', 'internal', 1.0, 'active', 0, 0, 0),"
                    + " ('by-agent', NULL, 'o', 'a', '', 'x', 'fact', 'internal', 0.9, 'active', 0, 0, 0),"
                    + " ('derived', 'e', 'o', 'h', '', 'x', 'fact', 'internal', 0.65, 'active', 0, 0, 0),"
                    + " ('low', NULL, 'o', 'h', '', 'x', 'fact', 'internal', 0.3, 'active', 0, 0, 0)");
        }
        Database.open(file).close();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            assertEquals("verified 0.8", row(c, "by-human"));
            assertEquals("untrusted 0.45", row(c, "by-agent"));
            assertEquals("untrusted 0.45", row(c, "derived"));
            assertEquals("verified 0.3", row(c, "low"));
        }
    }

    private static String row(Connection c, String id) throws SQLException {
        try (var p = c.prepareStatement("SELECT trust, confidence, quarantined FROM memories WHERE id = ?")) {
            p.setString(1, id);
            try (ResultSet rs = p.executeQuery()) {
                rs.next();
                assertEquals(0, rs.getInt("quarantined"));
                return rs.getString("trust") + " " + rs.getDouble("confidence");
            }
        }
    }

    private static String resource(String name) throws Exception {
        try (InputStream in = Database.class.getResourceAsStream("migrations/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}

package dev.albert.capture.queue;

import dev.albert.api.capture.CaptureEventClass;
import dev.albert.capture.testing.MutableClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every column the queue keeps in clear, found from the schema itself (so a column added later is
 * checked without anyone listing it here), holds no credential: a token in every field of an event
 * that is then parked, retried and moved aside as tampered shows up in no row of any table.
 */
class ClearColumnsTest {
    private static final String TOKEN = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";

    @TempDir
    Path dir;

    private final MutableClock clock = MutableClock.at("2026-12-01T10:00:00Z");

    @Test
    void noClearColumnOfAnyTableHoldsACredential() throws Exception {
        QueueConfig config = QueueConfig.at(dir).withClock(clock);
        String parked;
        String tampered;
        try (CaptureQueue q = CaptureQueue.open(config)) {
            parked = q.enqueue(tokenEverywhere()).eventId();
            String retried = q.enqueue(tokenEverywhere()).eventId();
            tampered = q.enqueue(tokenEverywhere()).eventId();
            Claim claim = q.claim("me", 10, 1 << 20, clock.instant().plusSeconds(60));
            assertEquals(3, claim.events().size());
            assertFalse(claim.events().getFirst().sessionKey().contains(TOKEN), "the session key is screened before it is stored");
            q.settle("me", List.of(
                    new Settlement.Parked(parked, "refused: session_key " + TOKEN + " looks like a credential"),
                    new Settlement.Retry(retried, clock.instant().plusSeconds(5), "HTTP 503 echoing " + TOKEN),
                    new Settlement.Released(tampered)));
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("queue.db"));
             PreparedStatement s = c.prepareStatement("UPDATE records SET ciphertext = zeroblob(length(ciphertext)) WHERE event_id = ?")) {
            s.setString(1, tampered);
            assertEquals(1, s.executeUpdate());
        }
        try (CaptureQueue q = CaptureQueue.open(config)) {
            assertEquals(1, q.verify().movedAside(), "the edited record is moved aside to the tampered table");
        }

        List<String> checked = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("queue.db"))) {
            for (String table : tables(c)) {
                for (String column : columns(c, table)) {
                    checked.add(table + "." + column);
                    try (Statement s = c.createStatement();
                         ResultSet rs = s.executeQuery("SELECT CAST(\"" + column + "\" AS TEXT) FROM \"" + table + "\"")) {
                        while (rs.next()) {
                            String value = rs.getString(1);
                            assertFalse(value != null && value.contains(TOKEN), table + "." + column + " holds the token in clear");
                        }
                    }
                }
            }
        }
        assertTrue(checked.containsAll(List.of("records.session_key", "records.host", "records.last_error",
                "tampered.session_key", "tampered.host")), "the schema was read: " + checked);
    }

    private static NewEvent tokenEverywhere() {
        return new NewEvent(null, "codex", "session-" + TOKEN, CaptureEventClass.NOTE, "deploy with " + TOKEN, null,
                "turn-" + TOKEN, "prj_" + TOKEN, "feature/" + TOKEN, Map.of("env", "GITHUB_TOKEN=" + TOKEN));
    }

    private static List<String> tables(Connection c) throws Exception {
        List<String> names = new ArrayList<>();
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")) {
            while (rs.next()) {
                names.add(rs.getString(1));
            }
        }
        return names;
    }

    private static List<String> columns(Connection c, String table) throws Exception {
        List<String> names = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT name FROM pragma_table_info(?)")) {
            s.setString(1, table);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    names.add(rs.getString(1));
                }
            }
        }
        return names;
    }
}

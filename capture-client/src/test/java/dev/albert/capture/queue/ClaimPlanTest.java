package dev.albert.capture.queue;

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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * The claim walks the records in seq order and stops at its limit: its cost must not grow with the queue. The plan
 * is SQLite's (the version sqlite-jdbc bundles), read on the queue's own schema; without statistics it is the same
 * on an empty file as on a full one.
 */
class ClaimPlanTest {
    @TempDir
    Path dir;

    @Test
    void theClaimScansInSeqOrderWithoutSortingEveryDueRecord() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("q.sqlite3"));
             Statement s = c.createStatement()) {
            for (String statement : Schema.V1) {
                s.execute(statement);
            }
            List<String> plan = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("EXPLAIN QUERY PLAN " + Leases.CLAIM)) {
                p.setLong(1, 1);
                p.setLong(2, 1);
                p.setInt(3, 100);
                try (ResultSet rs = p.executeQuery()) {
                    while (rs.next()) {
                        plan.add(rs.getString("detail"));
                    }
                }
            }
            assertEquals(List.of("SCAN records"), plan);
            assertFalse(plan.toString().contains("TEMP B-TREE"), plan::toString);
        }
    }

    @Test
    void theClaimStillTakesTheOldestDueRecordsFirst() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("r.sqlite3"));
             Statement s = c.createStatement()) {
            s.execute("CREATE TABLE records (seq INTEGER PRIMARY KEY AUTOINCREMENT, event_id TEXT NOT NULL UNIQUE,"
                    + " status TEXT NOT NULL, next_attempt_at INTEGER NOT NULL, lease_until INTEGER)");
            // seq 1 parked, 2 waiting for a retry, 3 leased, 4..6 due: the claim of two takes 4 and 5.
            s.execute("INSERT INTO records (event_id, status, next_attempt_at, lease_until) VALUES"
                    + " ('a', 'parked', 0, NULL), ('b', 'pending', 999, NULL), ('c', 'pending', 0, 999),"
                    + " ('d', 'pending', 0, NULL), ('e', 'pending', 0, 5), ('f', 'pending', 0, NULL)");
            String claim = Leases.CLAIM.substring(Leases.CLAIM.indexOf("FROM"));
            List<String> picked = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT event_id " + claim)) {
                p.setLong(1, 10);
                p.setLong(2, 10);
                p.setInt(3, 2);
                try (ResultSet rs = p.executeQuery()) {
                    while (rs.next()) {
                        picked.add(rs.getString(1));
                    }
                }
            }
            assertEquals(List.of("d", "e"), picked);
        }
    }
}

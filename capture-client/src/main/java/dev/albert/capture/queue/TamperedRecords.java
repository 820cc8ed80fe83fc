package dev.albert.capture.queue;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The {@code tampered} table: records that failed authentication, moved there (bookkeeping only, the
 * ciphertext is dropped) and counted; the newest {@value #MAX_KEPT} are kept.
 */
final class TamperedRecords {
    static final int MAX_KEPT = 1_000;

    private final QueueDatabase db;

    TamperedRecords(QueueDatabase db) {
        this.db = db;
    }

    /** Moves the records (by {@code seq}) aside with their reasons, in one write transaction. */
    void moveAside(Map<Long, TamperReason> records, long nowMillis) {
        db.inWriteTransaction("move tampered records aside", () -> {
            int moved = 0;
            try (PreparedStatement copy = db.connection().prepareStatement("""
                    INSERT OR REPLACE INTO tampered(event_id, host, session_key, event_class, created_at, detected_at,
                                                    reason, size)
                    SELECT event_id, host, session_key, event_class, created_at, ?, ?, size FROM records WHERE seq = ?""");
                 PreparedStatement delete = db.connection().prepareStatement("DELETE FROM records WHERE seq = ?")) {
                for (Map.Entry<Long, TamperReason> e : records.entrySet()) {
                    copy.setLong(1, nowMillis);
                    copy.setString(2, e.getValue().code());
                    copy.setLong(3, e.getKey());
                    copy.executeUpdate();
                    delete.setLong(1, e.getKey());
                    delete.executeUpdate();
                    moved += db.changes();
                }
            }
            if (moved > 0) {
                db.addToCounter("tampered", moved);
            }
            try (PreparedStatement trim = db.connection().prepareStatement("""
                    DELETE FROM tampered WHERE rowid IN
                      (SELECT rowid FROM tampered ORDER BY detected_at DESC, rowid DESC LIMIT -1 OFFSET ?)""")) {
                trim.setInt(1, MAX_KEPT);
                trim.executeUpdate();
            }
            return null;
        });
    }

    List<TamperedRecord> list() throws SQLException {
        List<TamperedRecord> out = new ArrayList<>();
        try (Statement s = db.connection().createStatement(); ResultSet rs = s.executeQuery("""
                SELECT event_id, host, session_key, event_class, created_at, detected_at, reason, size
                  FROM tampered ORDER BY detected_at, rowid""")) {
            while (rs.next()) {
                out.add(new TamperedRecord(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
                        Instant.ofEpochMilli(rs.getLong(5)), Instant.ofEpochMilli(rs.getLong(6)), rs.getString(7),
                        rs.getLong(8)));
            }
        }
        return out;
    }
}

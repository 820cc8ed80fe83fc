package dev.albert.capture.queue;

import dev.albert.api.capture.CaptureEventClass;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The {@code records} table: storing within the bounds, reading back in order, purging. */
final class RecordStore {
    private final QueueDatabase db;

    RecordStore(QueueDatabase db) {
        this.db = db;
    }

    /** Inserts one sealed record, due now; false (and nothing written) if its event id is already stored. */
    boolean insert(RecordCipher.RecordHeader header, byte[] keyId, RecordCipher.Sealed sealed, Instant now)
            throws SQLException {
        PreparedStatement insert = db.statement("""
                INSERT INTO records(event_id, format, key_id, host, session_key, event_class, created_at,
                                    enqueued_at, next_attempt_at, nonce, ciphertext, size)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(event_id) DO NOTHING""");
        insert.setString(1, header.eventId());
        insert.setInt(2, RecordCipher.FORMAT_VERSION);
        insert.setBytes(3, keyId);
        insert.setString(4, header.host());
        insert.setString(5, header.sessionKey());
        insert.setString(6, header.eventClass().wireName());
        insert.setLong(7, header.createdAtMillis());
        insert.setLong(8, now.toEpochMilli());
        insert.setLong(9, now.toEpochMilli());
        insert.setBytes(10, sealed.nonce());
        insert.setBytes(11, sealed.ciphertext());
        insert.setLong(12, sealed.ciphertext().length);
        insert.executeUpdate();
        return db.changes() > 0;
    }

    /**
     * Deletes the oldest records until both bounds hold; returns how many (also counted in
     * {@code dropped}). The record just inserted is the newest and always fits on its own
     * (maxRecordBytes ≤ maxBytes, maxRecords ≥ 1), so it is never reached.
     */
    int dropOldestBeyond(QueueLimits limits) throws SQLException {
        Map<String, Long> counters = db.counters();
        long records = counters.getOrDefault("stored_records", 0L);
        long bytes = counters.getOrDefault("stored_bytes", 0L);
        if (records <= limits.maxRecords() && bytes <= limits.maxBytes()) {
            return 0;
        }
        int dropped = 0;
        long lastDropped = -1;
        try (ResultSet rs = db.statement("SELECT seq, size FROM records ORDER BY seq").executeQuery()) {
            while ((records > limits.maxRecords() || bytes > limits.maxBytes()) && rs.next()) {
                lastDropped = rs.getLong(1);
                bytes -= rs.getLong(2);
                records--;
                dropped++;
            }
        }
        if (dropped > 0) {
            PreparedStatement delete = db.statement("DELETE FROM records WHERE seq <= ?");
            delete.setLong(1, lastDropped);
            delete.executeUpdate();
            db.addToCounter("dropped", dropped);
        }
        return dropped;
    }

    @FunctionalInterface
    interface RecordVisitor {
        void visit(StoredRecord record);
    }

    /** Every stored record (pending and parked), oldest first, read one at a time. */
    void forEach(RecordVisitor visitor) throws SQLException {
        try (PreparedStatement select = db.connection().prepareStatement(
                "SELECT " + StoredRecord.COLUMNS + " FROM records ORDER BY seq");
             ResultSet rs = select.executeQuery()) {
            while (rs.next()) {
                visitor.visit(StoredRecord.from(rs));
            }
        }
    }

    /** The oldest {@code limit} records, bookkeeping only (the content stays sealed). */
    List<RecordSummary> summaries(int limit, long nowMillis) throws SQLException {
        List<RecordSummary> out = new ArrayList<>();
        try (PreparedStatement select = db.connection().prepareStatement("""
                SELECT event_id, host, session_key, event_class, created_at, status, attempts, next_attempt_at,
                       last_error, size, lease_until
                  FROM records ORDER BY seq LIMIT ?""")) {
            select.setInt(1, limit);
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    CaptureEventClass eventClass;
                    try {
                        eventClass = CaptureEventClass.fromWire(rs.getString(4));
                    } catch (IllegalArgumentException e) {
                        eventClass = null;
                    }
                    long leaseUntil = rs.getLong(11);
                    boolean leased = !rs.wasNull() && leaseUntil > nowMillis;
                    out.add(new RecordSummary(rs.getString(1), rs.getString(2), rs.getString(3), eventClass,
                            Instant.ofEpochMilli(rs.getLong(5)), RecordStatus.fromColumn(rs.getString(6)), rs.getInt(7),
                            Instant.ofEpochMilli(rs.getLong(8)), rs.getString(9), rs.getLong(10), leased));
                }
            }
        }
        return out;
    }

    /** Deletes every stored and every tampered record (the totals stay); returns how many. Call in a write transaction. */
    int deleteAll() throws SQLException {
        int removed;
        try (Statement s = db.connection().createStatement()) {
            s.executeUpdate("DELETE FROM records");
            removed = db.changes();
            s.executeUpdate("DELETE FROM tampered");
            removed += db.changes();
        }
        return removed;
    }
}

package dev.albert.capture.queue;

import java.sql.ResultSet;
import java.sql.SQLException;

/** One row of {@code records} as read for authentication: its clear columns and its ciphertext. */
record StoredRecord(long seq, String eventId, int format, byte[] keyId, String host, String sessionKey, String eventClass,
                    long createdAt, int attempts, byte[] nonce, byte[] ciphertext, long size) {
    /** The columns {@link #from} reads, in its order. */
    static final String COLUMNS = """
            seq, event_id, format, key_id, host, session_key, event_class, created_at, attempts, nonce, ciphertext, size""";

    static StoredRecord from(ResultSet rs) throws SQLException {
        return new StoredRecord(rs.getLong(1), rs.getString(2), rs.getInt(3), rs.getBytes(4), rs.getString(5),
                rs.getString(6), rs.getString(7), rs.getLong(8), rs.getInt(9), rs.getBytes(10), rs.getBytes(11),
                rs.getLong(12));
    }
}

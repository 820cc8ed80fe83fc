package dev.albert.capture.queue;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;

/** {@link QueueStats} from the counters and two small queries; nothing is decrypted. */
final class QueueStatistics {
    private final QueueDatabase db;

    QueueStatistics(QueueDatabase db) {
        this.db = db;
    }

    QueueStats read(long nowMillis) throws SQLException {
        Map<String, Long> c = db.counters();
        long parked;
        Duration oldest = null;
        try (Statement s = db.connection().createStatement()) {
            try (ResultSet rs = s.executeQuery("SELECT count(*) FROM records WHERE status = 'parked'")) {
                rs.next();
                parked = rs.getLong(1);
            }
            try (ResultSet rs = s.executeQuery("SELECT min(created_at) FROM records WHERE status = 'pending'")) {
                rs.next();
                long min = rs.getLong(1);
                if (!rs.wasNull()) {
                    oldest = Duration.ofMillis(Math.max(0, nowMillis - min));
                }
            }
        }
        long stored = c.getOrDefault("stored_records", 0L);
        return new QueueStats(stored - parked, c.getOrDefault("stored_bytes", 0L), c.getOrDefault("dropped", 0L),
                parked, c.getOrDefault("tampered", 0L), c.getOrDefault("delivered", 0L), oldest);
    }
}

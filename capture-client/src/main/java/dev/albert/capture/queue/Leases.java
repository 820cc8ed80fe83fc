package dev.albert.capture.queue;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.albert.api.Json;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The delivery side of {@code records}: leasing due records to one flusher (owner and expiry), so two
 * flushers never send the same record at once, and recording how each attempt ended.
 */
final class Leases {
    private final QueueDatabase db;
    private final EventScreen screen;

    /**
     * The due records, oldest first. NOT INDEXED: SQLite walks the records in seq order and stops at the limit. Left
     * to itself, SQLite 3.54 (sqlite-jdbc's) reads every due record through {@code records_due} and sorts them all by
     * seq, ciphertext included, so a claim cost grew with the queue: 8-11 ms at 10,000 records, 0.5-1 ms this way
     * ({@code ClaimPlanTest}). A walk reads past parked and waiting records; a sort read all the due ones.
     */
    static final String CLAIM = "SELECT " + StoredRecord.COLUMNS + """

              FROM records NOT INDEXED
             WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
             ORDER BY seq
             LIMIT ?""";

    Leases(QueueDatabase db, EventScreen screen) {
        this.db = db;
        this.screen = screen;
    }

    /**
     * Leases the oldest due records not leased by anyone else to {@code owner}: at most {@code maxEvents},
     * at most {@code maxBytes} of ciphertext, but at least one if any is due. One write transaction.
     */
    List<StoredRecord> leaseDue(String owner, int maxEvents, long maxBytes, Instant leaseUntil, long nowMillis) {
        return db.inWriteTransaction("claim records for delivery", () -> {
            List<StoredRecord> picked = new ArrayList<>();
            long total = 0;
            PreparedStatement select = db.statement(CLAIM);
            select.setLong(1, nowMillis);
            select.setLong(2, nowMillis);
            select.setInt(3, maxEvents);
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    StoredRecord r = StoredRecord.from(rs);
                    if (!picked.isEmpty() && total + r.size() > maxBytes) {
                        break;
                    }
                    total += r.size();
                    picked.add(r);
                }
            }
            if (!picked.isEmpty()) {
                PreparedStatement lease = db.statement(
                        "UPDATE records SET lease_owner = ?, lease_until = ? WHERE seq IN (SELECT value FROM json_each(?))");
                lease.setString(1, owner);
                lease.setLong(2, leaseUntil.toEpochMilli());
                lease.setString(3, jsonArray(picked.stream().map(r -> (Object) r.seq()).toList()));
                lease.executeUpdate();
            }
            return picked;
        });
    }

    /**
     * Records how a delivery attempt ended, in one transaction: delivered records are deleted and
     * counted; parked, retried and released ones change only if {@code owner} still holds their lease.
     */
    void settle(String owner, List<? extends Settlement> settlements) {
        db.inWriteTransaction("record delivery results", () -> {
            int delivered = 0;
            List<Object> deliveredIds = settlements.stream()
                    .filter(s -> s instanceof Settlement.Delivered).map(s -> (Object) s.eventId()).toList();
            if (!deliveredIds.isEmpty()) {
                PreparedStatement delete = db.statement("DELETE FROM records WHERE event_id IN (SELECT value FROM json_each(?))");
                delete.setString(1, jsonArray(deliveredIds));
                delete.executeUpdate();
                delivered = db.changes();
            }
            for (Settlement s : settlements) {
                switch (s) {
                    case Settlement.Delivered ignored -> {
                        // deleted above, all at once
                    }
                    case Settlement.Parked p -> {
                        PreparedStatement park = db.statement("""
                                UPDATE records SET status = 'parked', attempts = attempts + 1, last_error = ?,
                                                   lease_owner = NULL, lease_until = NULL
                                 WHERE event_id = ? AND lease_owner = ?""");
                        park.setString(1, screen.errorText(p.reason()));
                        park.setString(2, p.eventId());
                        park.setString(3, owner);
                        park.executeUpdate();
                    }
                    case Settlement.Retry r -> {
                        PreparedStatement retry = db.statement("""
                                UPDATE records SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?,
                                                   lease_owner = NULL, lease_until = NULL
                                 WHERE event_id = ? AND lease_owner = ?""");
                        retry.setLong(1, r.nextAttemptAt().toEpochMilli());
                        retry.setString(2, screen.errorText(r.error()));
                        retry.setString(3, r.eventId());
                        retry.setString(4, owner);
                        retry.executeUpdate();
                    }
                    case Settlement.Released r -> {
                        PreparedStatement release = db.statement("""
                                UPDATE records SET lease_owner = NULL, lease_until = NULL
                                 WHERE event_id = ? AND lease_owner = ?""");
                        release.setString(1, r.eventId());
                        release.setString(2, owner);
                        release.executeUpdate();
                    }
                }
            }
            if (delivered > 0) {
                db.addToCounter("delivered", delivered);
            }
            return null;
        });
    }

    private static String jsonArray(List<Object> values) {
        try {
            return Json.mapper().writeValueAsString(values);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("ids cannot be serialized", e);
        }
    }
}

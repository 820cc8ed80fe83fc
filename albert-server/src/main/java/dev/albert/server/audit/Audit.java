package dev.albert.server.audit;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.albert.api.Json;
import dev.albert.server.auth.Caller;
import dev.albert.server.store.Database;
import dev.albert.server.store.Sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.UUID;

/**
 * Writes audit events (contract §3.12). Details hold ids, counts and labels only, never memory
 * bodies, keys or tokens.
 */
public final class Audit {
    private final Database db;
    private final Clock clock;

    public Audit(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    /** Records an event inside the caller's write transaction. */
    public void record(Connection c, Caller caller, String type, UUID target, Map<String, ?> detail)
            throws SQLException {
        record(c, caller.organizationId(), caller.principalId(), caller.principalType().wireName(), type, target, detail);
    }

    public void record(Connection c, UUID organization, UUID principal, String principalType, String type,
                       UUID target, Map<String, ?> detail) throws SQLException {
        Sql.update(c, """
                INSERT INTO audit_events (id, organization_id, event_type, principal_id, principal_type, target_id,
                                          detail, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)""",
                UUID.randomUUID(), organization, type, principal, principalType, target, json(detail), now());
    }

    /** Records an event for a read, in its own small write transaction. */
    public void recordRead(Caller caller, String type, UUID target, Map<String, ?> detail) {
        db.write(c -> {
            record(c, caller, type, target, detail);
            return null;
        });
    }

    private Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }

    private static String json(Map<String, ?> detail) {
        try {
            return Json.mapper().writeValueAsString(detail == null ? Map.of() : detail);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}

package dev.albert.server.capture;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import dev.albert.api.Json;
import dev.albert.api.capture.CaptureEventClass;
import dev.albert.api.capture.CaptureSessionRead;
import dev.albert.api.capture.CapturedEvent;
import dev.albert.server.auth.Caller;
import dev.albert.server.store.Sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/** SQL of the capture tables (migration 030). Every method runs inside the caller's transaction. */
final class CaptureStore {
    private static final TypeReference<Map<String, String>> STRING_MAP = new TypeReference<>() {
    };
    private static final TypeReference<List<String>> STRING_LIST = new TypeReference<>() {
    };
    private static final String SESSION_COLUMNS = """
            pk, id, organization_id, workspace_id, principal_id, host, session_key, project_ref, branch, created_at,
            last_event_at, profile""";
    private static final String EVENT_COLUMNS = """
            pk, event_id, host, session_key, event_class, text, created_at, received_at, turn_key, project_ref, branch,
            metadata, workspace_id, principal_id, redacted""";

    /** A stored session; {@code pk} links its events. */
    record Session(long pk, UUID id, UUID organizationId, UUID workspaceId, UUID principalId, String host,
                   String sessionKey, String projectRef, String branch, Instant createdAt, Instant lastEventAt,
                   String profile) {
        CaptureSessionRead read() {
            return new CaptureSessionRead(publicId(id), host, sessionKey, projectRef, branch, workspaceId, createdAt,
                    lastEventAt, profile == null ? CaptureProfile.DEFAULT : profile);
        }
    }

    /** A stored event and its position (the read-back cursor). */
    record Stored(long pk, CapturedEvent event) {
    }

    /** The id clients see: {@code cs_} and the UUID's 32 hex digits. */
    static String publicId(UUID id) {
        return "cs_" + id.toString().replace("-", "");
    }

    Optional<Session> session(Connection c, UUID organization, String host, String sessionKey) throws SQLException {
        return Sql.one(c, "SELECT " + SESSION_COLUMNS
                        + " FROM capture_sessions WHERE organization_id = ? AND host = ? AND session_key = ?",
                CaptureStore::mapSession, organization, host, sessionKey);
    }

    Session createSession(Connection c, Caller caller, UUID workspace, String host, String sessionKey,
                          String projectRef, String branch, String profile, Instant now) throws SQLException {
        Sql.update(c, "INSERT INTO capture_sessions (id, organization_id, workspace_id, principal_id, host, session_key,"
                        + " project_ref, branch, created_at, last_event_at, profile)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)",
                UUID.randomUUID(), caller.organizationId(), workspace, caller.principalId(), host, sessionKey,
                projectRef, branch, now, profile);
        return session(c, caller.organizationId(), host, sessionKey).orElseThrow();
    }

    /** Sets the non-null fields; a null argument keeps the stored value. */
    void updateSession(Connection c, long pk, UUID workspace, String projectRef, String branch, String profile)
            throws SQLException {
        Sql.update(c, """
                UPDATE capture_sessions SET workspace_id = coalesce(?, workspace_id),
                       project_ref = coalesce(?, project_ref), branch = coalesce(?, branch),
                       profile = coalesce(?, profile)
                WHERE pk = ?""", workspace, projectRef, branch, profile, pk);
    }

    /** How many events the session holds (the bound of its profile's {@code max_events_per_session}). */
    long eventCount(Connection c, long sessionPk) throws SQLException {
        return Sql.one(c, "SELECT count(*) AS n FROM capture_events WHERE session_pk = ?", rs -> rs.getLong("n"),
                sessionPk).orElse(0L);
    }

    /**
     * The time (the client's own {@code created_at}) of the session's latest checkpoint, or null before its first: an
     * event that happened before it but arrives after it (delivered late, e.g. from a hook's spool) belongs to it.
     */
    Instant lastCheckpointAt(Connection c, long sessionPk) throws SQLException {
        long micros = Sql.one(c, "SELECT coalesce(max(created_at), -1) AS at FROM capture_events WHERE session_pk = ?"
                + " AND event_class = 'checkpoint'", rs -> rs.getLong("at"), sessionPk).orElse(-1L);
        return micros < 0 ? null : Sql.instant(micros);
    }

    /** After events arrived: the time, the latest branch, and the project if the session had none. */
    void touchSession(Connection c, long pk, Instant at, String projectRef, String branch) throws SQLException {
        Sql.update(c, """
                UPDATE capture_sessions SET last_event_at = max(coalesce(last_event_at, 0), ?),
                       project_ref = coalesce(project_ref, ?), branch = coalesce(?, branch)
                WHERE pk = ?""", at, projectRef, branch, pk);
    }

    boolean hasEvents(Connection c, long sessionPk) throws SQLException {
        return Sql.exists(c, "SELECT 1 FROM capture_events WHERE session_pk = ? LIMIT 1", sessionPk);
    }

    /** Inserts a batch's events with one prepared statement (compiling the INSERT per event was a cost per event). */
    EventInserter inserter(Connection c) throws SQLException {
        return new EventInserter(c.prepareStatement("""
                INSERT INTO capture_events (id, organization_id, workspace_id, principal_id, session_pk, host,
                                            session_key, event_id, event_class, text, created_at, received_at,
                                            turn_key, project_ref, branch, metadata, redacted)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (organization_id, event_id) DO NOTHING"""));
    }

    /** One transaction's event inserts; close it before the transaction ends. */
    static final class EventInserter implements AutoCloseable {
        private final PreparedStatement insert;

        private EventInserter(PreparedStatement insert) {
            this.insert = insert;
        }

        /** Inserts the event unless its id is already stored for the organization; true when inserted. */
        boolean insertIfAbsent(Caller caller, Session session, IncomingEvent.Valid e, String text, Instant receivedAt)
                throws SQLException {
            insert.clearParameters();
            Sql.bind(insert, UUID.randomUUID(), caller.organizationId(), session.workspaceId(), caller.principalId(),
                    session.pk(), e.host(), e.sessionKey(), e.eventId(), e.eventClass().wireName(), text,
                    e.createdAt(), receivedAt, e.turnKey(), e.projectRef(), e.branch(), json(e.metadata()),
                    json(e.redacted()));
            return insert.executeUpdate() == 1;
        }

        @Override
        public void close() throws SQLException {
            insert.close();
        }
    }

    /** Whether the organization already stores an event of this id (ids are compared in lower case). */
    boolean eventStored(Connection c, UUID organization, String eventId) throws SQLException {
        return Sql.exists(c, "SELECT 1 FROM capture_events WHERE organization_id = ? AND event_id = ?", organization,
                eventId);
    }

    /** Up to {@code limit} events of the session after position {@code after}, in the order they were stored. */
    List<Stored> events(Connection c, long sessionPk, long after, int limit) throws SQLException {
        return Sql.list(c, "SELECT " + EVENT_COLUMNS
                        + " FROM capture_events WHERE session_pk = ? AND pk > ? ORDER BY pk LIMIT ?",
                rs -> new Stored(rs.getLong("pk"), mapEvent(rs)), sessionPk, after, limit);
    }

    private static Session mapSession(ResultSet rs) throws SQLException {
        return new Session(rs.getLong("pk"), Sql.uuid(rs, "id"), Sql.uuid(rs, "organization_id"),
                Sql.uuid(rs, "workspace_id"), Sql.uuid(rs, "principal_id"), rs.getString("host"),
                rs.getString("session_key"), rs.getString("project_ref"), rs.getString("branch"),
                Sql.instant(rs, "created_at"), Sql.instant(rs, "last_event_at"), rs.getString("profile"));
    }

    private static CapturedEvent mapEvent(ResultSet rs) throws SQLException {
        return new CapturedEvent(rs.getString("event_id"), rs.getString("host"), rs.getString("session_key"),
                CaptureEventClass.fromWire(rs.getString("event_class")), rs.getString("text"),
                Sql.instant(rs, "created_at"), Sql.instant(rs, "received_at"), rs.getString("turn_key"),
                rs.getString("project_ref"), rs.getString("branch"), parse(rs.getString("metadata"), STRING_MAP),
                Sql.uuid(rs, "workspace_id"), Sql.uuid(rs, "principal_id"), parse(rs.getString("redacted"), STRING_LIST));
    }

    private static <T> T parse(String json, TypeReference<T> type) {
        try {
            return Json.mapper().readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored capture column is not JSON", e);
        }
    }

    private static String json(Object value) {
        try {
            return Json.mapper().writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}

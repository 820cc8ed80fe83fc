package dev.albert.server.working;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.api.lock.LockRead;
import dev.albert.api.working.WorkingMemoryRead;
import dev.albert.api.working.WorkingMemoryStatus;
import dev.albert.server.auth.Caller;
import dev.albert.server.http.ApiException;
import dev.albert.server.locks.LockStore;
import dev.albert.server.memories.MemoryRow;
import dev.albert.server.store.Sql;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/** Working-memory rows (contract §3.7): lookup within reach, the owner and state checks, expiry. */
public final class WorkingMemoryStore {
    public static final String NOT_FOUND = "Working memory not found";
    public static final String NOT_ACTIVE = "Working memory is not active";
    public static final String OTHER_OWNER = "Working memory is owned by another principal";

    private static final String COLUMNS = """
            id, organization_id, workspace_id, owner_principal_id, task_id, description, status, progress,
            resource_type, resource_ref, expires_at, completed_at, consolidation_notes""";

    private final LockStore locks;

    public WorkingMemoryStore(LockStore locks) {
        this.locks = locks;
    }

    /** A working memory as stored. */
    public record Row(UUID id, UUID organizationId, UUID workspaceId, UUID ownerPrincipalId, String taskId,
                      String description, WorkingMemoryStatus status, ObjectNode progress, String resourceType,
                      String resourceRef, Instant expiresAt, Instant completedAt, String consolidationNotes) {

        /** Active and not past its expiry (the sweep may not have marked it yet). */
        public boolean activeAt(Instant now) {
            return status == WorkingMemoryStatus.ACTIVE && expiresAt.isAfter(now);
        }

        /** The v1 shape; {@code lock} is non-null only in the create response. */
        @SuppressWarnings("unchecked")
        public WorkingMemoryRead toRead(LockRead lock) {
            return new WorkingMemoryRead(id, taskId, description, status,
                    Json.mapper().convertValue(progress, Map.class), resourceType, resourceRef, expiresAt, completedAt,
                    consolidationNotes, lock);
        }
    }

    private static Row map(ResultSet rs) throws SQLException {
        return new Row(Sql.uuid(rs, "id"), Sql.uuid(rs, "organization_id"), Sql.uuid(rs, "workspace_id"),
                Sql.uuid(rs, "owner_principal_id"), rs.getString("task_id"), rs.getString("description"),
                WorkingMemoryStatus.fromWire(rs.getString("status")), MemoryRow.parseObject(rs.getString("progress")),
                rs.getString("resource_type"), rs.getString("resource_ref"), Sql.instant(rs, "expires_at"),
                Sql.instant(rs, "completed_at"), rs.getString("consolidation_notes"));
    }

    public Optional<Row> find(Connection c, UUID id) throws SQLException {
        return Sql.one(c, "SELECT " + COLUMNS + " FROM working_memories WHERE id = ?", WorkingMemoryStore::map, id);
    }

    /** The record if it is in the caller's organization and, for a workspace-scoped key, its workspace. */
    public Optional<Row> findInReach(Connection c, Caller caller, UUID id) throws SQLException {
        return find(c, id).filter(w -> caller.reaches(w.organizationId(), w.workspaceId()));
    }

    /**
     * The record a write may change: 404 when out of reach, 403 when another principal owns it (unless
     * the caller is admin), 409 when it is no longer active.
     */
    public Row requireWritable(Connection c, Caller caller, UUID id, Instant now) throws SQLException {
        Row w = findInReach(c, caller, id).orElseThrow(() -> ApiException.notFound(NOT_FOUND));
        if (!w.ownerPrincipalId().equals(caller.principalId()) && !caller.isAdmin()) {
            throw ApiException.forbidden(OTHER_OWNER);
        }
        if (!w.activeAt(now)) {
            throw ApiException.conflict(NOT_ACTIVE);
        }
        return w;
    }

    public boolean taskExists(Connection c, UUID organization, String taskId) throws SQLException {
        return Sql.exists(c, "SELECT 1 FROM working_memories WHERE organization_id = ? AND task_id = ?",
                organization, taskId);
    }

    /** What create stores. */
    public record NewWorkingMemory(UUID organizationId, UUID workspaceId, UUID ownerPrincipalId, String taskId,
                                   String description, String resourceType, String resourceRef, Instant expiresAt) {
    }

    public Row insert(Connection c, NewWorkingMemory w, Instant now) throws SQLException {
        UUID id = UUID.randomUUID();
        Sql.update(c, """
                INSERT INTO working_memories (id, organization_id, workspace_id, owner_principal_id, task_id,
                                              description, status, progress, resource_type, resource_ref, expires_at,
                                              completed_at, consolidation_notes, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, 'active', '{}', ?, ?, ?, NULL, NULL, ?, ?)""",
                id, w.organizationId(), w.workspaceId(), w.ownerPrincipalId(), w.taskId(), w.description(),
                w.resourceType(), w.resourceRef(), w.expiresAt(), now, now);
        return find(c, id).orElseThrow();
    }

    /** Replaces progress (when given) and resets the expiry (when given). */
    public Row update(Connection c, Row w, ObjectNode progress, Integer expiresInSeconds, Instant now)
            throws SQLException {
        Sql.update(c, "UPDATE working_memories SET progress = ?, expires_at = ?, updated_at = ? WHERE id = ?",
                (progress != null ? progress : w.progress()).toString(),
                expiresInSeconds != null ? now.plusSeconds(expiresInSeconds) : w.expiresAt(), now, w.id());
        return find(c, w.id()).orElseThrow();
    }

    /** The record after complete or fail, and how many locks that released. */
    public record Finished(Row row, int locksReleased) {
    }

    /** Completes or fails the record and releases every lock linked to it. */
    public Finished finish(Connection c, Row w, WorkingMemoryStatus status, String notes, Instant now)
            throws SQLException {
        Sql.update(c, """
                UPDATE working_memories SET status = ?, completed_at = ?, consolidation_notes = ?, updated_at = ?
                WHERE id = ?""", status.wireName(), now, notes, now, w.id());
        int released = locks.releaseLinked(c, w.id(), now);
        return new Finished(find(c, w.id()).orElseThrow(), released);
    }

    /** Marks every active record past its expiry {@code expired} and releases its locks; returns how many. */
    public int expireDue(Connection c, Instant now) throws SQLException {
        locks.releaseForExpiringWorkingMemories(c, now);
        return Sql.update(c, """
                UPDATE working_memories SET status = 'expired', updated_at = ?
                WHERE status = 'active' AND expires_at <= ?""", now, now);
    }
}

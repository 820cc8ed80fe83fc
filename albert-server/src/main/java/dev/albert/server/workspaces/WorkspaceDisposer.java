package dev.albert.server.workspaces;

import dev.albert.api.identity.WorkspaceDeleted;
import dev.albert.api.identity.WorkspaceDisposition;
import dev.albert.server.Services;
import dev.albert.server.memories.MemoryRow;
import dev.albert.server.store.Sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Deletes a workspace inside the caller's transaction: its memories, episodes, graph, task state and captured
 * sessions become organization-wide or move to another workspace (entities merging with the ones already there), or are scrubbed; its principals are
 * deactivated; the workspace row is kept, marked deleted and renamed so its name can be used again.
 */
final class WorkspaceDisposer {
    private final Services s;

    WorkspaceDisposer(Services services) {
        this.s = services;
    }

    WorkspaceDeleted delete(Connection c, UUID organization, UUID workspace, WorkspaceDisposition disposition,
                            UUID target, Instant now) throws SQLException {
        int memories;
        int episodes;
        int relationships;
        if (disposition == WorkspaceDisposition.FORGET) {
            memories = forgetMemories(c, workspace, now);
            episodes = Sql.update(c, """
                    UPDATE episodes SET content = '', extra = '{}', enrichment_error = NULL, deleted_at = ?
                    WHERE workspace_id = ? AND deleted_at IS NULL""", now, workspace);
            relationships = Sql.update(c, "DELETE FROM relationships WHERE workspace_id = ?", workspace);
            Sql.update(c, "DELETE FROM entities WHERE workspace_id = ?", workspace);
        } else {
            memories = Sql.update(c, "UPDATE memories SET workspace_id = ?, updated_at = ? WHERE workspace_id = ?",
                    target, now, workspace);
            episodes = Sql.update(c, "UPDATE episodes SET workspace_id = ? WHERE workspace_id = ?", target, workspace);
            mergeEntities(c, organization, workspace, target, now);
            relationships = Sql.update(c, "UPDATE relationships SET workspace_id = ?, updated_at = ? WHERE workspace_id = ?",
                    target, now, workspace);
        }
        taskStateAndCapture(c, workspace, disposition, target, now);
        int principals = Sql.update(c, """
                UPDATE principals SET active = 0, deactivated_at = ? WHERE workspace_id = ? AND active = 1""",
                now, workspace);
        Sql.update(c, "UPDATE workspaces SET deleted_at = ?, name = ? WHERE id = ?", now,
                freedName(c, organization, workspace), workspace);
        return new WorkspaceDeleted(workspace, disposition, target, memories, episodes, relationships, principals);
    }

    /**
     * Working memory, locks and captured sessions follow the same disposition as memories: re-homed with them, or
     * forgotten. Forgetting scrubs task text and progress (user text), ends active tasks, releases their locks
     * (the rows stay, so fences keep counting up) and deletes captured sessions and events outright.
     */
    private static void taskStateAndCapture(Connection c, UUID workspace, WorkspaceDisposition disposition,
                                            UUID target, Instant now) throws SQLException {
        // A workspace's capture profiles are its policy and go with it; moved sessions follow the target's profiles.
        Sql.update(c, "DELETE FROM capture_profiles WHERE workspace_id = ?", workspace);
        if (disposition == WorkspaceDisposition.FORGET) {
            Sql.update(c, """
                    UPDATE working_memories SET description = '', progress = '{}', consolidation_notes = NULL,
                           status = CASE WHEN status = 'active' THEN 'expired' ELSE status END, updated_at = ?
                    WHERE workspace_id = ?""", now, workspace);
            Sql.update(c, """
                    UPDATE resource_locks SET released_at = ?, updated_at = ?
                    WHERE workspace_id = ? AND released_at IS NULL""", now, now, workspace);
            Sql.update(c, "DELETE FROM capture_events WHERE workspace_id = ?", workspace);
            Sql.update(c, "DELETE FROM capture_sessions WHERE workspace_id = ?", workspace);
            return;
        }
        for (String table : List.of("working_memories", "resource_locks", "capture_sessions", "capture_events")) {
            Sql.update(c, "UPDATE " + table + " SET workspace_id = ? WHERE workspace_id = ?", target, workspace);
        }
    }

    /**
     * The name a deleted workspace keeps, so that its own name can be used again: its old name marked with its id,
     * or (should someone have taken exactly that name) with a random suffix, since names are unique per organization.
     */
    private static String freedName(Connection c, UUID organization, UUID workspace) throws SQLException {
        String name = Sql.one(c, "SELECT name FROM workspaces WHERE id = ?", rs -> rs.getString("name"), workspace)
                .orElseThrow();
        String candidate = name + " (deleted " + workspace + ")";
        while (Sql.exists(c, "SELECT 1 FROM workspaces WHERE organization_id = ? AND name = ?", organization,
                candidate)) {
            candidate = name + " (deleted " + workspace + " " + UUID.randomUUID() + ")";
        }
        return candidate;
    }

    /** Scrubs every memory as DELETE does, and drops the reasons kept in their history (user text). */
    private int forgetMemories(Connection c, UUID workspace, Instant now) throws SQLException {
        List<MemoryRow> active = Sql.list(c, "SELECT " + MemoryRow.COLUMNS
                + " FROM memories m WHERE m.workspace_id = ? AND m.status = 'active'", MemoryRow::map, workspace);
        for (MemoryRow m : active) {
            s.memories().scrub(c, m, now);
        }
        Sql.update(c, """
                UPDATE memory_history SET reason = NULL
                WHERE memory_id IN (SELECT id FROM memories WHERE workspace_id = ?)""", workspace);
        return active.size();
    }

    private record Entity(UUID id, String canonicalName, String entityType, String description, double confidence) {
    }

    /**
     * Entities are unique per (organization, workspace, canonical name, type): one that already exists where the
     * workspace's entities go absorbs its twin (edges re-pointed, empty description filled, confidence the max).
     */
    private static void mergeEntities(Connection c, UUID organization, UUID workspace, UUID target, Instant now)
            throws SQLException {
        List<Entity> moving = Sql.list(c, """
                SELECT id, canonical_name, entity_type, description, confidence FROM entities WHERE workspace_id = ?""",
                rs -> new Entity(Sql.uuid(rs, "id"), rs.getString("canonical_name"), rs.getString("entity_type"),
                        rs.getString("description"), rs.getDouble("confidence")), workspace);
        for (Entity e : moving) {
            Optional<UUID> twin = Sql.one(c, """
                    SELECT id FROM entities
                    WHERE organization_id = ? AND ifnull(workspace_id, '') = ifnull(?, '') AND canonical_name = ?
                      AND entity_type = ?""", rs -> Sql.uuid(rs, "id"), organization, target, e.canonicalName(),
                    e.entityType());
            if (twin.isEmpty()) {
                Sql.update(c, "UPDATE entities SET workspace_id = ?, updated_at = ? WHERE id = ?", target, now, e.id());
                continue;
            }
            Sql.update(c, "UPDATE relationships SET source_entity_id = ? WHERE source_entity_id = ?", twin.get(), e.id());
            Sql.update(c, "UPDATE relationships SET target_entity_id = ? WHERE target_entity_id = ?", twin.get(), e.id());
            Sql.update(c, """
                    UPDATE entities SET description = CASE WHEN description = '' THEN ? ELSE description END,
                                        confidence = max(confidence, ?), updated_at = ?
                    WHERE id = ?""", e.description(), e.confidence(), now, twin.get());
            Sql.update(c, "DELETE FROM entities WHERE id = ?", e.id());
        }
    }
}

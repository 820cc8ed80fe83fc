package dev.albert.server.memories;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.memory.MemoryStatus;
import dev.albert.api.memory.Trust;
import dev.albert.server.auth.Caller;
import dev.albert.server.graph.GraphStore;
import dev.albert.server.search.vector.VectorIndex;
import dev.albert.server.store.Sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/** Memory rows: insert, lookup within a caller's reach, and the delete scrub (contract §3.3). */
public final class MemoryStore {
    private final GraphStore graph;
    private final VectorIndex vectors;

    public MemoryStore(GraphStore graph, VectorIndex vectors) {
        this.graph = graph;
        this.vectors = vectors;
    }

    /**
     * What a new memory is made of, before enrichment. {@code trust} is the trust the write path assigns
     * ({@link TrustPolicy}); null means untrusted, the safe default for a path that does not say.
     */
    public record NewMemory(UUID episodeId, UUID organizationId, UUID workspaceId, UUID ownerPrincipalId,
                            String projectRef, String taskRef, String runRef, String subject, String content,
                            String memoryType, Sensitivity sensitivity, double confidence, Instant validFrom,
                            Instant validUntil, ObjectNode metadata, Trust trust) {
        public NewMemory(UUID episodeId, UUID organizationId, UUID workspaceId, UUID ownerPrincipalId,
                         String projectRef, String taskRef, String runRef, String subject, String content,
                         String memoryType, Sensitivity sensitivity, double confidence, Instant validFrom,
                         Instant validUntil, ObjectNode metadata) {
            this(episodeId, organizationId, workspaceId, ownerPrincipalId, projectRef, taskRef, runRef, subject,
                    content, memoryType, sensitivity, confidence, validFrom, validUntil, metadata, null);
        }
    }

    /** Inserts the memory with its trust, its confidence clamped to the trust's ceiling. Enrich it next. */
    public MemoryRow insert(Connection c, NewMemory m, Instant now) throws SQLException {
        UUID id = UUID.randomUUID();
        Trust trust = m.trust() != null ? m.trust() : Trust.UNTRUSTED;
        Sql.update(c, """
                INSERT INTO memories (id, episode_id, organization_id, workspace_id, owner_principal_id, project_ref,
                                      task_ref, run_ref, subject, content, memory_type, sensitivity, confidence, status,
                                      valid_from, valid_until, embedding_model, metadata, created_at, updated_at, trust)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, NULL, ?, ?, ?, ?)""",
                id, m.episodeId(), m.organizationId(), m.workspaceId(), m.ownerPrincipalId(), m.projectRef(),
                m.taskRef(), m.runRef(), m.subject(), m.content(), m.memoryType(), m.sensitivity(),
                TrustPolicy.clamp(m.confidence(), trust), m.validFrom(), m.validUntil(), m.metadata().toString(), now,
                now, trust.wireName());
        return find(c, id).orElseThrow();
    }

    public Optional<MemoryRow> find(Connection c, UUID id) throws SQLException {
        return Sql.one(c, "SELECT " + MemoryRow.COLUMNS + " FROM memories m WHERE m.id = ?", MemoryRow::map, id);
    }

    /** The memory if the caller may see it: active, in reach, and at a readable sensitivity. */
    public Optional<MemoryRow> findVisible(Connection c, Caller caller, UUID id) throws SQLException {
        return find(c, id).filter(m -> m.status() == MemoryStatus.ACTIVE
                && caller.reaches(m.organizationId(), m.workspaceId())
                && caller.canRead(m.sensitivity()));
    }

    /** Deletes a memory by scrubbing it: no text, no metadata, no chunks, no index row, edges closed. */
    public void scrub(Connection c, MemoryRow m, Instant now) throws SQLException {
        Sql.update(c, """
                UPDATE memories SET status = 'deleted', subject = '', content = '', metadata = '{}',
                                    embedding_model = NULL, quarantined = 0, quarantine_reasons = '[]',
                                    quarantine_released_hash = NULL, updated_at = ?
                WHERE id = ?""", now, m.id());
        Sql.update(c, "DELETE FROM memory_chunks WHERE memory_id = ?", m.id());
        vectors.stageRemove(m.organizationId(), m.id());
        Sql.update(c, "DELETE FROM memory_fts WHERE rowid = ?", m.pk());
        graph.closeAllFromMemory(c, m.id(), now);
    }

    /** Drops the index of a memory whose text changed (before it is enriched again). */
    public void dropIndex(Connection c, MemoryRow m, Instant now) throws SQLException {
        Sql.update(c, "DELETE FROM memory_chunks WHERE memory_id = ?", m.id());
        vectors.stageRemove(m.organizationId(), m.id());
        Sql.update(c, "DELETE FROM memory_fts WHERE rowid = ?", m.pk());
        Sql.update(c, "UPDATE memories SET embedding_model = NULL, updated_at = ? WHERE id = ?", now, m.id());
        graph.closeExtracted(c, m.id(), now);
    }

    /** Appends an event to a memory's history (the reason is an invalidation reason or a reviewer's note). */
    public void recordHistory(Connection c, MemoryRow m, String event, UUID related, String reason, UUID principal,
                              Instant now) throws SQLException {
        Sql.update(c, """
                INSERT INTO memory_history (organization_id, memory_id, event, related_memory_id, reason, principal_id,
                                            created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)""", m.organizationId(), m.id(), event, related, reason, principal, now);
    }

    public static ObjectNode emptyObject() {
        return Json.mapper().createObjectNode();
    }
}

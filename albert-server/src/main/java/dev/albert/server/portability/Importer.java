package dev.albert.server.portability;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.api.portability.ImportResult;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.graph.GraphStore;
import dev.albert.server.http.ApiException;
import dev.albert.server.memories.MemoryRow;
import dev.albert.server.memories.MemoryStore;
import dev.albert.server.memories.ServerOwnedMetadata;
import dev.albert.server.portability.BundleItems.MemoryItem;
import dev.albert.server.portability.BundleItems.RelationshipItem;
import dev.albert.server.portability.BundleItems.WorkspaceItem;
import dev.albert.server.store.Sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Applies bundle records inside the caller's one write transaction (contract §6): any exception rolls the
 * whole import back. Records must come in bundle order — workspaces, then memories, then relationships —
 * because references resolve against what was seen before. Used by the JSON and the NDJSON import alike.
 */
final class Importer {
    static final String UNKNOWN_WORKSPACE = "Bundle contains an unknown workspace reference";
    static final String UNAUTHORIZED_SENSITIVITY = "Bundle contains unauthorized sensitivity";
    static final String MEMORY_INTERVAL = "Memory validity interval is invalid";
    static final String RELATIONSHIP_INTERVAL = "Relationship validity interval is invalid";
    static final String UNKNOWN_MEMORY = "Relationship references an unknown memory";
    /** What a credential in a bundle is called in the 422 (contract §3); the parsed bundle body screens it. */
    static final String SCREENED_AS = "Bundle";

    private final Services s;
    private final Connection c;
    private final Caller caller;
    /** Where everything goes when flattening; null when bundle workspaces are matched by name. */
    private final UUID destination;
    private final String organizationName;
    private final Instant exportedAt;
    private final Instant now;
    private final Map<UUID, UUID> workspaces = new HashMap<>();
    private final Map<UUID, UUID> memories = new HashMap<>();
    private int memoriesCreated;
    private int memoriesSkipped;
    private int relationshipsCreated;
    private int workspacesCreated;

    Importer(Services s, Connection c, Caller caller, UUID destination, String organizationName, Instant exportedAt,
             Instant now) {
        this.s = s;
        this.c = c;
        this.caller = caller;
        this.destination = destination;
        this.organizationName = organizationName;
        this.exportedAt = exportedAt;
        this.now = now;
    }

    ImportResult result() {
        return new ImportResult(memoriesCreated, memoriesSkipped, relationshipsCreated, workspacesCreated);
    }

    /** Flattened into the destination, or matched by name in the caller's organization and created if missing. */
    void workspace(WorkspaceItem w) throws SQLException {
        if (destination != null) {
            workspaces.put(w.ref(), destination);
            return;
        }
        Optional<UUID> existing = Sql.one(c, "SELECT id FROM workspaces WHERE organization_id = ? AND name = ?",
                rs -> Sql.uuid(rs, "id"), caller.organizationId(), w.name());
        UUID local = existing.orElse(null);
        if (local == null) {
            local = UUID.randomUUID();
            Sql.update(c, "INSERT INTO workspaces (id, organization_id, name, created_at) VALUES (?, ?, ?, ?)", local,
                    caller.organizationId(), w.name(), now);
            workspacesCreated++;
        }
        workspaces.put(w.ref(), local);
    }

    private UUID localWorkspace(UUID ref) {
        if (ref == null) {
            return destination;
        }
        UUID local = workspaces.get(ref);
        if (local == null) {
            throw ApiException.unprocessable(UNKNOWN_WORKSPACE);
        }
        return local;
    }

    void memory(MemoryItem m) throws SQLException {
        UUID workspace = localWorkspace(m.workspaceRef());
        if (!caller.canRead(m.sensitivity())) {
            throw ApiException.forbidden(UNAUTHORIZED_SENSITIVITY);
        }
        Instant from = m.validFrom() != null ? m.validFrom() : now;
        if (m.validUntil() != null && !m.validUntil().isAfter(from)) {
            throw ApiException.unprocessable(MEMORY_INTERVAL);
        }
        Optional<UUID> already = Sql.one(c, """
                SELECT id FROM memories
                WHERE organization_id = ? AND json_extract(metadata, '$.imported_from.memory_ref') = ?
                  AND status = 'active' AND json_extract(metadata, '$.imported_from.organization') = ?
                ORDER BY pk LIMIT 1""", rs -> Sql.uuid(rs, "id"), caller.organizationId(), m.ref().toString(),
                organizationName);
        if (already.isPresent()) {
            memories.put(m.ref(), already.get());
            memoriesSkipped++;
            return;
        }
        ObjectNode metadata = ServerOwnedMetadata.fromClient(m.metadata());
        ObjectNode provenance = Json.mapper().createObjectNode();
        provenance.put("organization", organizationName);
        provenance.put("memory_ref", m.ref().toString());
        provenance.put("exported_at", exportedAt.toString());
        metadata.set("imported_from", provenance);
        MemoryRow inserted = s.memories().insert(c, new MemoryStore.NewMemory(null, caller.organizationId(),
                workspace, caller.principalId(), m.projectRef(), m.taskRef(), m.runRef(), m.subject(), m.content(),
                m.memoryType(), m.sensitivity(), m.confidence(), from, m.validUntil(), metadata), now);
        s.enricher().enrich(c, inserted, false, now);
        memories.put(m.ref(), inserted.id());
        memoriesCreated++;
    }

    void relationship(RelationshipItem r) throws SQLException {
        UUID workspace = localWorkspace(r.workspaceRef());
        if (!caller.canRead(r.sensitivity())) {
            throw ApiException.forbidden(UNAUTHORIZED_SENSITIVITY);
        }
        Instant from = r.validFrom() != null ? r.validFrom() : now;
        if (r.validUntil() != null && !r.validUntil().isAfter(from)) {
            throw ApiException.unprocessable(RELATIONSHIP_INTERVAL);
        }
        UUID sourceMemory = null;
        if (r.sourceMemoryRef() != null) {
            sourceMemory = memories.get(r.sourceMemoryRef());
            if (sourceMemory == null) {
                throw ApiException.unprocessable(UNKNOWN_MEMORY);
            }
        }
        ObjectNode metadata = r.metadata().deepCopy().put("imported", true);
        GraphStore.EdgeSpec edge = new GraphStore.EdgeSpec(caller.organizationId(), workspace, r.source(),
                r.relationType(), r.target(), r.sensitivity(), sourceMemory, r.confidence(), from, r.validUntil(),
                metadata.toString(), false);
        if (r.validUntil() != null && !r.validUntil().isAfter(now) && closedEdgeExists(edge)) {
            // The open-edge upsert never matches a closed edge, so a re-import would duplicate history.
            return;
        }
        if (s.graph().upsertEdge(c, edge, now).created()) {
            relationshipsCreated++;
        }
    }

    private boolean closedEdgeExists(GraphStore.EdgeSpec e) throws SQLException {
        UUID source = s.graph().upsertEntity(c, e.organizationId(), e.workspaceId(), e.source(), now);
        UUID target = s.graph().upsertEntity(c, e.organizationId(), e.workspaceId(), e.target(), now);
        return Sql.exists(c, """
                SELECT 1 FROM relationships
                WHERE source_entity_id = ? AND target_entity_id = ? AND relation_type = ? AND sensitivity = ?
                  AND ifnull(source_memory_id, '') = ifnull(?, '') AND valid_from = ? AND valid_until = ?""",
                source, target, e.relationType(), e.sensitivity(), e.sourceMemoryId(), e.validFrom(), e.validUntil());
    }
}

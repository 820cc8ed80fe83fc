package dev.albert.server.memories;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.memory.MemoryRead;
import dev.albert.api.memory.MemoryStatus;
import dev.albert.api.memory.Trust;
import dev.albert.server.store.Sql;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** A memory as stored. */
public record MemoryRow(long pk, UUID id, UUID episodeId, UUID organizationId, UUID workspaceId,
                        UUID ownerPrincipalId, String projectRef, String taskRef, String runRef, String subject,
                        String content, String memoryType, Sensitivity sensitivity, double confidence,
                        MemoryStatus status, Instant validFrom, Instant validUntil, String embeddingModel,
                        ObjectNode metadata, Instant createdAt, Instant updatedAt, Trust trust, boolean quarantined,
                        List<String> quarantineReasons) {

    public MemoryRow {
        quarantineReasons = List.copyOf(quarantineReasons);
    }

    public static final String COLUMNS = """
            m.pk, m.id, m.episode_id, m.organization_id, m.workspace_id, m.owner_principal_id, m.project_ref,
            m.task_ref, m.run_ref, m.subject, m.content, m.memory_type, m.sensitivity, m.confidence, m.status,
            m.valid_from, m.valid_until, m.embedding_model, m.metadata, m.created_at, m.updated_at, m.trust,
            m.quarantined, m.quarantine_reasons""";

    public static MemoryRow map(ResultSet rs) throws SQLException {
        return new MemoryRow(rs.getLong("pk"), Sql.uuid(rs, "id"), Sql.uuid(rs, "episode_id"),
                Sql.uuid(rs, "organization_id"), Sql.uuid(rs, "workspace_id"), Sql.uuid(rs, "owner_principal_id"),
                rs.getString("project_ref"), rs.getString("task_ref"), rs.getString("run_ref"),
                rs.getString("subject"), rs.getString("content"), rs.getString("memory_type"),
                Sql.sensitivity(rs, "sensitivity"), rs.getDouble("confidence"),
                MemoryStatus.fromWire(rs.getString("status")), Sql.instant(rs, "valid_from"),
                Sql.instant(rs, "valid_until"), rs.getString("embedding_model"), parseObject(rs.getString("metadata")),
                Sql.instant(rs, "created_at"), Sql.instant(rs, "updated_at"), Trust.fromWire(rs.getString("trust")),
                rs.getInt("quarantined") == 1, parseStrings(rs.getString("quarantine_reasons")));
    }

    public static ObjectNode parseObject(String json) {
        try {
            return (ObjectNode) Json.mapper().readTree(json == null ? "{}" : json);
        } catch (JsonProcessingException | ClassCastException e) {
            return Json.mapper().createObjectNode();
        }
    }

    /** A stored JSON array of strings; anything else reads as empty. */
    public static List<String> parseStrings(String json) {
        List<String> out = new ArrayList<>();
        try {
            for (var node : Json.mapper().readTree(json == null ? "[]" : json)) {
                if (node.isTextual()) {
                    out.add(node.asText());
                }
            }
        } catch (JsonProcessingException e) {
            return List.of();
        }
        return out;
    }

    /** Whether the memory is valid at the instant: {@code valid_from <= t} and no {@code valid_until} at or before it. */
    public boolean currentAt(Instant t) {
        return !validFrom.isAfter(t) && (validUntil == null || validUntil.isAfter(t));
    }

    @SuppressWarnings("unchecked")
    public MemoryRead toRead() {
        Map<String, Object> meta = Json.mapper().convertValue(metadata, Map.class);
        return new MemoryRead(id, episodeId, organizationId, workspaceId, projectRef, taskRef, runRef, subject, content,
                memoryType, sensitivity, confidence, status, validFrom, validUntil, embeddingModel, meta, createdAt,
                updatedAt, trust, quarantined, quarantineReasons);
    }
}

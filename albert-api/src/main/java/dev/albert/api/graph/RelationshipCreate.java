package dev.albert.api.graph;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.auth.Sensitivity;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/** {@code POST /v1/relationships} body (contract §3.6). */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RelationshipCreate(
        UUID workspaceId,
        EntityInput source,
        String relationType,
        EntityInput target,
        Sensitivity sensitivity,
        UUID sourceMemoryId,
        Double confidence,
        Instant validFrom,
        Instant validUntil,
        Map<String, Object> metadata) {}

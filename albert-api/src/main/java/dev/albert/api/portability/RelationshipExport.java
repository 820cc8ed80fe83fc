package dev.albert.api.portability;

import dev.albert.api.auth.Sensitivity;
import dev.albert.api.graph.EntityInput;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/** One explicit relationship of an {@code albert-export-v1} bundle (contract §6). */
public record RelationshipExport(
        UUID workspaceRef,
        EntityInput source,
        EntityInput target,
        String relationType,
        Sensitivity sensitivity,
        UUID sourceMemoryRef,
        Double confidence,
        Instant validFrom,
        Instant validUntil,
        Map<String, Object> metadata) {}

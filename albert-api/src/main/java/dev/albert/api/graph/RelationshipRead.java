package dev.albert.api.graph;

import dev.albert.api.auth.Sensitivity;
import java.time.Instant;
import java.util.UUID;

/** A graph edge as the server returns it. */
public record RelationshipRead(
        UUID id,
        UUID sourceEntityId,
        String sourceName,
        String sourceType,
        String relationType,
        Sensitivity sensitivity,
        UUID targetEntityId,
        String targetName,
        String targetType,
        UUID sourceMemoryId,
        Double confidence,
        Instant validFrom,
        Instant validUntil) {}

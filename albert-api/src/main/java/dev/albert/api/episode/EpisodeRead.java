package dev.albert.api.episode;

import dev.albert.api.auth.Sensitivity;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/** An episode as the server returns it (contract §3.2); metadata comes back as {@code extra}. */
public record EpisodeRead(
        UUID id,
        UUID organizationId,
        UUID workspaceId,
        String projectRef,
        String taskRef,
        String runRef,
        String sourceType,
        String sourceUri,
        String content,
        String contentHash,
        Sensitivity sensitivity,
        Instant occurredAt,
        EnrichmentStatus enrichmentStatus,
        String enrichmentError,
        Map<String, Object> extra,
        Instant createdAt) {}

package dev.albert.api.memory;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.albert.api.auth.Sensitivity;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** A memory as the server returns it (contract §3.3). The wire name of the metadata is {@code metadata_}; both spellings are read. */
public record MemoryRead(
        UUID id,
        UUID episodeId,
        UUID organizationId,
        UUID workspaceId,
        String projectRef,
        String taskRef,
        String runRef,
        String subject,
        String content,
        String memoryType,
        Sensitivity sensitivity,
        Double confidence,
        MemoryStatus status,
        Instant validFrom,
        Instant validUntil,
        String embeddingModel,
        @JsonProperty("metadata_") @JsonAlias("metadata") Map<String, Object> metadata,
        Instant createdAt,
        Instant updatedAt,
        Trust trust,
        Boolean quarantined,
        List<String> quarantineReasons) {}

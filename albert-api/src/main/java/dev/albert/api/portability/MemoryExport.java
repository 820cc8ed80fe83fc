package dev.albert.api.portability;

import dev.albert.api.auth.Sensitivity;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/** One memory of an {@code albert-export-v1} bundle (contract §6). */
public record MemoryExport(
        UUID ref,
        UUID workspaceRef,
        String projectRef,
        String taskRef,
        String runRef,
        String subject,
        String content,
        String memoryType,
        Sensitivity sensitivity,
        Double confidence,
        Instant validFrom,
        Instant validUntil,
        Map<String, Object> metadata) {}

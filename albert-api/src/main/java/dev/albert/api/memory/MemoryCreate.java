package dev.albert.api.memory;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.auth.Sensitivity;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/** {@code POST /v1/memories} body (contract §3.3). {@code trust} is our extension: clients may lower it, never raise it. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record MemoryCreate(
        UUID workspaceId,
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
        Map<String, Object> metadata,
        Trust trust) {
    public static MemoryCreate of(String content) {
        return new MemoryCreate(null, null, null, null, null, content, null, null, null, null, null, null, null);
    }
}

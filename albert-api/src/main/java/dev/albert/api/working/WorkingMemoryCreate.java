package dev.albert.api.working;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.UUID;

/** {@code POST /v1/working-memory} body (contract §3.7). expires_in_seconds 60–604,800, default 7,200. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record WorkingMemoryCreate(
        String taskId,
        String description,
        UUID workspaceId,
        String resourceType,
        String resourceRef,
        Integer expiresInSeconds,
        Boolean acquireLock) {}

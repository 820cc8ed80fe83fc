package dev.albert.api.lock;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.UUID;

/** {@code POST /v1/locks/acquire} body; ttl_seconds 10–86,400, default 900. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LockAcquire(
        UUID workspaceId,
        UUID workingMemoryId,
        String resourceType,
        String resourceRef,
        Integer ttlSeconds) {}

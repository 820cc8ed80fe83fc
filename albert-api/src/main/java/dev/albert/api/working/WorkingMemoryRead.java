package dev.albert.api.working;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.lock.LockRead;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/**
 * Working memory as the server returns it. {@code lock} is sent only by create (Albert v1's
 * WorkingMemoryCreateRead: the lock with its token, or null); get, patch, complete and fail leave it out.
 */
public record WorkingMemoryRead(
        UUID id,
        String taskId,
        String description,
        WorkingMemoryStatus status,
        Map<String, Object> progress,
        String resourceType,
        String resourceRef,
        Instant expiresAt,
        Instant completedAt,
        String consolidationNotes,
        @JsonInclude(JsonInclude.Include.NON_NULL) LockRead lock) {}

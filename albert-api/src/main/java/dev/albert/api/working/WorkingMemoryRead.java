package dev.albert.api.working;

import dev.albert.api.lock.LockRead;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/** Working memory as the server returns it; {@code lock} is present (with its token) only on create. */
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
        LockRead lock) {}

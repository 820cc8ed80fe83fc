package dev.albert.api.gc;

import java.time.Instant;
import java.util.UUID;

/** An active working memory nobody updated for the report's {@code stale_after_seconds}. */
public record StaleWorkingMemory(UUID id, String taskId, String description, Instant updatedAt, Instant expiresAt) {
}

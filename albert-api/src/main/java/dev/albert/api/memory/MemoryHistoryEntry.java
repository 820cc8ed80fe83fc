package dev.albert.api.memory;

import java.time.Instant;
import java.util.UUID;

/**
 * One event of a memory's history. For {@code superseded}, {@code memory_id} is the old memory and
 * {@code related_memory_id} the new one; {@code reason} is the invalidation reason or the review note.
 */
public record MemoryHistoryEntry(
        MemoryHistoryEvent event,
        UUID memoryId,
        UUID relatedMemoryId,
        String reason,
        UUID principalId,
        Instant at) {}

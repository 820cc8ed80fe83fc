package dev.albert.api.memory;

import java.util.List;
import java.util.UUID;

/**
 * {@code GET /v1/memories/{id}/history} (extension): the supersession chain the memory belongs to, oldest first, and
 * the events of every memory in it, in order.
 */
public record MemoryHistory(
        UUID memoryId,
        List<UUID> chain,
        List<MemoryHistoryEntry> events) {}

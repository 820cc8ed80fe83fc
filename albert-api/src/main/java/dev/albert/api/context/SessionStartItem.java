package dev.albert.api.context;

import dev.albert.api.memory.Trust;

import java.util.UUID;

/** One memory of a session-start context (docs/hooks.md §5.3), in the order of its line in the block. */
public record SessionStartItem(
        UUID memoryId,
        Trust trust,
        String label,
        double score,
        String citation) {}

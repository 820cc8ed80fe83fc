package dev.albert.api.gc;

import dev.albert.api.memory.Trust;

import java.time.Instant;
import java.util.UUID;

/** A memory of a duplicate group; {@code similarity} is its word overlap (Jaccard) with the kept one (1 for that one). */
public record GcMemory(UUID id, String subject, Trust trust, double confidence, String projectRef, Instant createdAt,
                       double similarity) {
}

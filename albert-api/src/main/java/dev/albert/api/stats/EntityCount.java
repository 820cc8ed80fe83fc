package dev.albert.api.stats;

import java.util.UUID;

/** An entity and how many open relationships touch it ({@code GET /v1/stats}). */
public record EntityCount(UUID entityId, String name, String entityType, long relationships) {
}

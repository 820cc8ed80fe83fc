package dev.albert.api.health;

/** {@code GET /v1/health/live} and {@code /ready} (contract §3.1); graph fields are reported by newer servers. */
public record HealthResponse(
        String status,
        String database,
        String version,
        String embeddingProvider,
        String embeddingModel,
        Integer embeddingDimensions,
        String classifierProvider,
        String graphStore,
        String graphBuilder) {}

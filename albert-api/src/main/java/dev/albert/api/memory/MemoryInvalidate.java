package dev.albert.api.memory;

/** {@code POST /v1/memories/{id}/invalidate} (extension): ends the memory's validity now, for a reason. */
public record MemoryInvalidate(
        String reason) {}

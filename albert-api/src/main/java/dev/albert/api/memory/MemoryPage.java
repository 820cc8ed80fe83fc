package dev.albert.api.memory;

import java.util.List;

/** One page of {@code GET /v1/memories}; {@code next_cursor} is null on the last page. */
public record MemoryPage(
        List<MemoryRead> items,
        String nextCursor) {}

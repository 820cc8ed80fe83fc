package dev.albert.api.identity;

import java.util.List;

/** One page of {@code GET /v1/principals}; {@code next_cursor} is null on the last page. */
public record PrincipalPage(
        List<PrincipalRead> items,
        String nextCursor) {}

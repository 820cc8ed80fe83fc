package dev.albert.api.episode;

import java.util.List;

/** One page of {@code GET /v1/episodes}; {@code next_cursor} is null on the last page. */
public record EpisodePage(
        List<EpisodeRead> items,
        String nextCursor) {}

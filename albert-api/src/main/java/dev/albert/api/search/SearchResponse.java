package dev.albert.api.search;

import java.util.List;

/** {@code POST /v1/search} response; always check {@code degraded}. */
public record SearchResponse(
        List<SearchHit> hits,
        List<String> degraded) {}

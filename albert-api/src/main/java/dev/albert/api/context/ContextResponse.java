package dev.albert.api.context;

import java.util.List;

/** {@code POST /v1/context/assemble} response. */
public record ContextResponse(
        String context,
        List<Citation> citations,
        List<String> degraded) {}

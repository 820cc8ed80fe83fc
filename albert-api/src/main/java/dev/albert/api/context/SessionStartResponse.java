package dev.albert.api.context;

import java.util.List;

/** {@code POST /v1/context/session-start} response (docs/hooks.md §5.3). {@code context} is "" when nothing qualifies. */
public record SessionStartResponse(
        String context,
        List<SessionStartItem> items,
        List<String> degraded) {}

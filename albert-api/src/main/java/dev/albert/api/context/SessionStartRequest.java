package dev.albert.api.context;

import java.util.UUID;

/**
 * {@code POST /v1/context/session-start} body (docs/hooks.md §5.1): recall for hooks. {@code query} is the prompt, or
 * null at session start; unknown fields are ignored; absent provenance or budgets take the defaults.
 */
public record SessionStartRequest(
        String query,
        String host,
        String sessionKey,
        String event,
        SessionStartProvenance provenance,
        SessionStartBudgets budgets,
        UUID workspaceId) {}

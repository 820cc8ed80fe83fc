package dev.albert.api.context;

import dev.albert.api.wire.Wire;

/** Bounds of a session-start context; null takes the default (8,000 characters, 2,000 tokens, 8 items). */
public record SessionStartBudgets(
        @Wire.Nullable @Wire.Range(min = 200, max = 20_000) @Wire.Default("8000") Integer maxCharacters,
        @Wire.Nullable @Wire.Range(min = 50, max = 5_000) @Wire.Default("2000") Integer maxTokens,
        @Wire.Nullable @Wire.Range(min = 1, max = 50) @Wire.Default("8") Integer maxItems) {
    public static final int DEFAULT_MAX_CHARACTERS = 8_000;
    public static final int DEFAULT_MAX_TOKENS = 2_000;
    public static final int DEFAULT_MAX_ITEMS = 8;
    /** What the server applies when a request leaves the budgets out, and what the hooks ask for. */
    public static final SessionStartBudgets DEFAULTS =
            new SessionStartBudgets(DEFAULT_MAX_CHARACTERS, DEFAULT_MAX_TOKENS, DEFAULT_MAX_ITEMS);
}

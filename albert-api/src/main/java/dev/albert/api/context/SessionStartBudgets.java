package dev.albert.api.context;

/** Bounds of a session-start context; null takes the default (8,000 characters, 2,000 tokens, 8 items). */
public record SessionStartBudgets(
        Integer maxCharacters,
        Integer maxTokens,
        Integer maxItems) {
    public static final int DEFAULT_MAX_CHARACTERS = 8_000;
    public static final int DEFAULT_MAX_TOKENS = 2_000;
    public static final int DEFAULT_MAX_ITEMS = 8;
    /** What the server applies when a request leaves the budgets out, and what the hooks ask for. */
    public static final SessionStartBudgets DEFAULTS =
            new SessionStartBudgets(DEFAULT_MAX_CHARACTERS, DEFAULT_MAX_TOKENS, DEFAULT_MAX_ITEMS);
}

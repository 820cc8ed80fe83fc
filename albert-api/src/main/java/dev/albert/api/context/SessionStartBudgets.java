package dev.albert.api.context;

/** Bounds of a session-start context; null takes the default (8,000 characters, 2,000 tokens, 8 items). */
public record SessionStartBudgets(
        Integer maxCharacters,
        Integer maxTokens,
        Integer maxItems) {}

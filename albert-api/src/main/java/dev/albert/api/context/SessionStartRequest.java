package dev.albert.api.context;

import dev.albert.api.wire.Wire;
import java.util.UUID;

/**
 * {@code POST /v1/context/session-start} body (docs/hooks.md §5.1): recall for hooks. {@code query} is the prompt, or
 * null at session start; unknown fields are ignored; absent provenance or budgets take the defaults.
 */
public record SessionStartRequest(
        @Wire.Nullable @Wire.NotStored String query,
        @Wire.Required @Wire.Length(min = 1, max = 64) @Wire.Pattern("^[a-z0-9][a-z0-9._-]{0,63}$") @Wire.NotStored
        String host,
        @Wire.Required @Wire.Length(min = 1, max = 256)
        @Wire.Pattern(value = "^[^\\u0000-\\u001F\\u007F-\\u009F]*$", message = "must be printable") @Wire.NotStored
        String sessionKey,
        @Wire.Nullable @Wire.Length(max = 64) @Wire.NotStored String event,
        @Wire.Nullable SessionStartProvenance provenance,
        @Wire.Nullable SessionStartBudgets budgets,
        @Wire.Nullable UUID workspaceId) {}

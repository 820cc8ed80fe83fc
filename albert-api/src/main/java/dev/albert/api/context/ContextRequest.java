package dev.albert.api.context;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.wire.Wire;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/** {@code POST /v1/context/assemble} body: a search request plus {@code max_characters} (default 12,000, 500–200,000). */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ContextRequest(
        @Wire.Nullable UUID workspaceId,
        @Wire.Nullable @Wire.Length(max = Limits.REF_MAX) String projectRef,
        @Wire.Nullable @Wire.Length(max = Limits.REF_MAX) String taskRef,
        @Wire.Nullable @Wire.Length(max = Limits.REF_MAX) String runRef,
        @Wire.Required @Wire.Length(min = 1, max = Limits.QUERY_MAX) @Wire.NotStored String query,
        @Wire.Range(min = 1, max = Limits.SEARCH_LIMIT_MAX) @Wire.Default("10") Integer limit,
        @Wire.Length(max = Limits.MEMORY_TYPE_MAX) @Wire.NotStored List<String> memoryTypes,
        List<Sensitivity> sensitivity,
        @Wire.Nullable Instant temporalAsOf,
        @Wire.Default("true") Boolean includeGraph,
        @Wire.Default("true") Boolean includeContent,
        @Wire.Range(min = Limits.CONTEXT_CHARS_MIN, max = Limits.CONTEXT_CHARS_MAX) @Wire.Default("12000")
        Integer maxCharacters) {
    public static ContextRequest of(String query, int limit, int maxCharacters) {
        return new ContextRequest(null, null, null, null, query, limit, null, null, null, null, null, maxCharacters);
    }
}

package dev.albert.api.context;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.auth.Sensitivity;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/** {@code POST /v1/context/assemble} body: a search request plus {@code max_characters} (default 12,000, 500–200,000). */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ContextRequest(
        UUID workspaceId,
        String projectRef,
        String taskRef,
        String runRef,
        String query,
        Integer limit,
        List<String> memoryTypes,
        List<Sensitivity> sensitivity,
        Instant temporalAsOf,
        Boolean includeGraph,
        Boolean includeContent,
        Integer maxCharacters) {
    public static ContextRequest of(String query, int limit, int maxCharacters) {
        return new ContextRequest(null, null, null, null, query, limit, null, null, null, null, null, maxCharacters);
    }
}

package dev.albert.api.search;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.auth.Sensitivity;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/** {@code POST /v1/search} body (contract §3.4). Defaults: limit 10, include_graph and include_content true. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SearchRequest(
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
        Boolean includeContent) {
    public static SearchRequest of(String query, int limit) {
        return new SearchRequest(null, null, null, null, query, limit, null, null, null, null, null);
    }
}

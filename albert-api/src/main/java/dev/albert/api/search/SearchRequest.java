package dev.albert.api.search;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.wire.Wire;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * {@code POST /v1/search} body (contract §3.4). Defaults: limit 10, include_graph and include_content true.
 * {@code include_quarantined} (extension, default false) is honoured only for keys with {@code memory.review} or
 * {@code admin}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SearchRequest(
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
        @Wire.Default("false") Boolean includeQuarantined) {
    public SearchRequest(UUID workspaceId, String projectRef, String taskRef, String runRef, String query,
                         Integer limit, List<String> memoryTypes, List<Sensitivity> sensitivity, Instant temporalAsOf,
                         Boolean includeGraph, Boolean includeContent) {
        this(workspaceId, projectRef, taskRef, runRef, query, limit, memoryTypes, sensitivity, temporalAsOf,
                includeGraph, includeContent, null);
    }

    public static SearchRequest of(String query, int limit) {
        return new SearchRequest(null, null, null, null, query, limit, null, null, null, null, null);
    }
}

package dev.albert.server.search;

import dev.albert.api.Limits;
import dev.albert.api.auth.Sensitivity;
import dev.albert.server.http.Body;
import dev.albert.server.http.Body.Presence;
import dev.albert.server.http.ScopeFields;

import java.time.Instant;
import java.util.List;

/**
 * A validated search request (contract §3.4). {@code includeQuarantined} is false unless the search route decided
 * the caller may see quarantined memories; context assembly never sets it.
 */
public record SearchParams(ScopeFields scope, String query, int limit, List<String> memoryTypes,
                           List<Sensitivity> sensitivity, Instant temporalAsOf, boolean includeGraph,
                           boolean includeContent, boolean includeQuarantined) {

    /** Reads the fields; the caller calls {@link Body#finish()} after reading its own extra fields. */
    public static SearchParams read(Body body) {
        ScopeFields scope = ScopeFields.read(body);
        String query = body.string("query", Presence.REQUIRED, null, 1, Limits.QUERY_MAX);
        Integer limit = body.integer("limit", Presence.OPTIONAL, Limits.SEARCH_LIMIT_DEFAULT, 1, Limits.SEARCH_LIMIT_MAX);
        List<String> memoryTypes = body.stringList("memory_types", Presence.OPTIONAL, Limits.MEMORY_TYPE_MAX);
        List<Sensitivity> sensitivity = body.sensitivityList("sensitivity", Presence.OPTIONAL);
        Instant asOf = body.instant("temporal_as_of", Presence.NULLABLE);
        Boolean includeGraph = body.bool("include_graph", Presence.OPTIONAL, true);
        Boolean includeContent = body.bool("include_content", Presence.OPTIONAL, true);
        if (!body.ok()) {
            return null;
        }
        return new SearchParams(scope, query, limit, memoryTypes, sensitivity, asOf, includeGraph, includeContent,
                false);
    }

    public SearchParams withIncludeQuarantined(boolean include) {
        return new SearchParams(scope, query, limit, memoryTypes, sensitivity, temporalAsOf, includeGraph,
                includeContent, include);
    }
}

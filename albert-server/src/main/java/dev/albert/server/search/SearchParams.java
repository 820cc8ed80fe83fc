package dev.albert.server.search;

import dev.albert.api.auth.Sensitivity;
import dev.albert.api.context.ContextRequest;
import dev.albert.api.search.SearchRequest;
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

    /** The parameters of a bound search (or explain) body, once its {@code Body#finish()} passed. */
    public static SearchParams of(SearchRequest r) {
        return new SearchParams(new ScopeFields(r.workspaceId(), r.projectRef(), r.taskRef(), r.runRef()), r.query(),
                r.limit(), r.memoryTypes(), r.sensitivity(), r.temporalAsOf(), r.includeGraph(), r.includeContent(),
                false);
    }

    /** The search part of a bound context-assembly body, once its {@code Body#finish()} passed. */
    public static SearchParams of(ContextRequest r) {
        return new SearchParams(new ScopeFields(r.workspaceId(), r.projectRef(), r.taskRef(), r.runRef()), r.query(),
                r.limit(), r.memoryTypes(), r.sensitivity(), r.temporalAsOf(), r.includeGraph(), r.includeContent(),
                false);
    }

    public SearchParams withIncludeQuarantined(boolean include) {
        return new SearchParams(scope, query, limit, memoryTypes, sensitivity, temporalAsOf, includeGraph,
                includeContent, include);
    }
}

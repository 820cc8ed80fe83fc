package dev.albert.api.graph;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.wire.Wire;
import java.time.Instant;
import java.util.UUID;

/** {@code POST /v1/graph/query} body: hops 1–5 (default 2), limit 1–200 (default 50). The query is not stored. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record GraphQuery(
        @Wire.Required @Wire.Length(min = 1, max = Limits.GRAPH_QUERY_MAX) @Wire.NotStored String query,
        @Wire.Nullable UUID workspaceId,
        @Wire.Range(min = 1, max = Limits.GRAPH_HOPS_MAX) @Wire.Default("" + Limits.GRAPH_HOPS_DEFAULT) Integer hops,
        @Wire.Range(min = 1, max = Limits.GRAPH_LIMIT_MAX) @Wire.Default("" + Limits.GRAPH_LIMIT_DEFAULT) Integer limit,
        @Wire.Nullable Instant temporalAsOf) {}

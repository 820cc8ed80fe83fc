package dev.albert.api.graph;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.UUID;

/** {@code POST /v1/graph/query} body: hops 1–5 (default 2), limit 1–200 (default 50). */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record GraphQuery(
        String query,
        UUID workspaceId,
        Integer hops,
        Integer limit,
        Instant temporalAsOf) {}

package dev.albert.api.explain;

import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * {@code POST /v1/search/explain} (extension): the hits {@code POST /v1/search} would return for the same body, each
 * with its per-retriever ranks, scores and RRF contributions; the scope searched; how many candidates each retriever
 * returned; and the degraded backends.
 */
public record ExplainResponse(String query, UUID workspaceId, String projectRef, String taskRef, double rrfK,
                              Map<String, Integer> candidates, List<ExplainedHit> hits, List<String> degraded) {
}

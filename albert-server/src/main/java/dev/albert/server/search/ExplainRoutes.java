package dev.albert.server.search;

import dev.albert.api.Limits;
import dev.albert.api.auth.Capability;
import dev.albert.api.explain.ExplainResponse;
import dev.albert.api.explain.ExplainedHit;
import dev.albert.api.explain.RetrieverRank;
import dev.albert.api.search.HitKind;
import dev.albert.api.search.SearchHit;
import dev.albert.api.search.SearchRequest;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.http.Binder;
import dev.albert.server.http.Body;
import dev.albert.server.http.Responses;
import dev.albert.server.store.Sql;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * {@code POST /v1/search/explain} (extension, {@code memory.read}): the console's "why did this come back" — for each
 * hit of the same search, which retrievers found it, at which rank and score, and what each added to the fused score.
 * The body is a search request; quarantined memories are left out as in context assembly.
 */
public final class ExplainRoutes {
    private final Services s;
    private final SearchService search;

    public ExplainRoutes(Services services) {
        this.s = services;
        this.search = new SearchService(services);
    }

    public void register(RoutesConfig routes) {
        routes.post("/v1/search/explain", this::explain);
    }

    private void explain(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_READ);
        // explain reads what search reads and stores nothing; include_quarantined is validated and not honoured
        // (an explanation never ranks quarantined memories, whoever asks).
        Body body = Body.parse(ctx.bodyAsBytes());
        SearchRequest request = Binder.bind(body, SearchRequest.class);
        body.finish();
        SearchParams params = SearchParams.of(request);
        SearchService.Explained explained = search.explain(caller, params);
        Map<String, Integer> candidates = new LinkedHashMap<>();
        explained.lists().forEach((name, list) -> candidates.put(name, list.size()));
        List<UUID> ids = explained.hits().stream().map(SearchHit::memoryId).filter(java.util.Objects::nonNull).distinct().toList();
        record Scope(UUID workspaceId, String projectRef) {
        }
        Map<UUID, Scope> scopes = new java.util.HashMap<>();
        if (!ids.isEmpty()) {
            s.db().read(c -> {
                for (Object[] row : Sql.list(c, "SELECT id, workspace_id, project_ref FROM memories WHERE id IN ("
                        + Sql.placeholders(ids.size()) + ")", rs -> new Object[] {Sql.uuid(rs, "id"),
                        Sql.uuid(rs, "workspace_id"), rs.getString("project_ref")}, ids)) {
                    scopes.put((UUID) row[0], new Scope((UUID) row[1], (String) row[2]));
                }
                return null;
            });
        }
        List<ExplainedHit> hits = new ArrayList<>();
        int rank = 1;
        for (SearchHit hit : explained.hits()) {
            String key = key(hit);
            List<RetrieverRank> retrievers = new ArrayList<>();
            explained.lists().forEach((name, list) -> {
                for (int i = 0; i < list.size(); i++) {
                    if (list.get(i).key().equals(key)) {
                        retrievers.add(new RetrieverRank(name, i + 1, list.get(i).backendScore(),
                                1.0 / (Limits.RRF_K + i + 1)));
                        break;
                    }
                }
            });
            Scope scope = hit.memoryId() == null ? null : scopes.get(hit.memoryId());
            Object trust = hit.metadata() == null ? null : hit.metadata().get("trust");
            hits.add(new ExplainedHit(rank++, hit.memoryId(), hit.kind(), hit.subject(), hit.score(),
                    trust == null ? null : trust.toString(), scope == null ? null : scope.workspaceId(),
                    scope == null ? null : scope.projectRef(), retrievers));
        }
        s.audit().recordRead(caller, "memory.explained", null, Map.of("result_count", hits.size(),
                "degraded", explained.degraded()));
        Responses.json(ctx, 200, new ExplainResponse(params.query(), explained.workspace(), params.scope().projectRef(),
                params.scope().taskRef(), Limits.RRF_K, candidates, hits, explained.degraded()));
    }

    private static String key(SearchHit hit) {
        if (hit.kind() == HitKind.RELATIONSHIP && hit.metadata() != null) {
            return "relationship:" + hit.metadata().get("relationship_id");
        }
        return "memory:" + hit.memoryId();
    }

}

package dev.albert.server.health;

import dev.albert.api.Limits;
import dev.albert.server.store.Dialect;
import dev.albert.api.capture.CaptureLimits;
import dev.albert.api.compat.CompatManifest;
import dev.albert.api.health.HealthResponse;
import dev.albert.server.ServerVersion;
import dev.albert.server.Services;
import dev.albert.server.capture.CaptureRoutes;
import dev.albert.server.search.SessionStartRoutes;
import dev.albert.server.enrich.HashingEmbedder;
import dev.albert.server.http.HttpApi;
import dev.albert.server.http.Responses;
import dev.albert.server.identity.IdentityRoutes;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import dev.albert.api.OpenApi;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Health (contract §3.1) and the compatibility manifest (extension); no authentication. */
public final class HealthRoutes {
    /** Extension features this server offers, announced by {@code GET /v1/compat}. */
    public static final List<String> FEATURES = List.of("health", "compat", "bootstrap", "keys",
            "credential-screening", "episodes", "memories", "search", "context", "graph",
            "working-memory", "locks", "export-import", "export-stream", "backup", "whoami",
            CaptureRoutes.FEATURE,
            "principals", "workspaces", "links", "trust", "quarantine", "memory-lifecycle", "listing",
            SessionStartRoutes.FEATURE, "explain", "stats", dev.albert.server.gc.GcRoutes.FEATURE);


    private final Services s;

    public HealthRoutes(Services services) {
        this.s = services;
    }

    public void register(RoutesConfig routes) {
        routes.get("/v1/health/live", ctx -> Responses.json(ctx, 200, health("unchecked")));
        routes.get("/v1/health/ready", this::ready);
        routes.get("/v1/compat", ctx -> Responses.json(ctx, 200, manifest()));
        // Where FastAPI serves its description upstream; clients infer features from it.
        routes.get("/openapi.json", ctx -> ctx.status(200).contentType("application/json").result(OpenApi.json()));
    }

    private void ready(Context ctx) {
        if (s.db().ping()) {
            Responses.json(ctx, 200, health("ok"));
        } else {
            Responses.detail(ctx, 503, "Database unavailable");
        }
    }

    private HealthResponse health(String database) {
        // The contract's graph store on PostgreSQL is "postgres"; the graph lives in the same database either way.
        String graphStore = s.db().dialect() == Dialect.POSTGRESQL ? "postgres" : "sqlite";
        return new HealthResponse("ok", database, ServerVersion.VERSION, HashingEmbedder.PROVIDER,
                HashingEmbedder.MODEL, HashingEmbedder.DIMENSIONS, "none", graphStore, "heuristic");
    }

    public static CompatManifest manifest() {
        Map<String, Long> limits = new LinkedHashMap<>();
        limits.put("episode_content_max", (long) Limits.EPISODE_CONTENT_MAX);
        limits.put("memory_content_max", (long) Limits.MEMORY_CONTENT_MAX);
        limits.put("subject_max", (long) Limits.SUBJECT_MAX);
        limits.put("query_max", (long) Limits.QUERY_MAX);
        limits.put("search_limit_max", (long) Limits.SEARCH_LIMIT_MAX);
        limits.put("context_chars_min", (long) Limits.CONTEXT_CHARS_MIN);
        limits.put("context_chars_max", (long) Limits.CONTEXT_CHARS_MAX);
        limits.put("graph_limit_max", (long) Limits.GRAPH_LIMIT_MAX);
        limits.put("embedding_dimensions", (long) HashingEmbedder.DIMENSIONS);
        limits.put("max_request_bytes", HttpApi.MAX_REQUEST_BYTES);
        limits.put("capture_batch_max", (long) CaptureLimits.BATCH_MAX);
        limits.put("capture_body_max_bytes", (long) CaptureLimits.BODY_MAX_BYTES);
        limits.put("capture_text_max", (long) CaptureLimits.TEXT_MAX);
        return new CompatManifest(ServerVersion.SERVER_NAME, ServerVersion.VERSION, List.of("v1"), FEATURES,
                IdentityRoutes.allCapabilityNames(), limits);
    }
}

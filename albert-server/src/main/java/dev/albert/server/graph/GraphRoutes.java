package dev.albert.server.graph;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Limits;
import dev.albert.api.auth.Capability;
import dev.albert.api.graph.EntityInput;
import dev.albert.api.graph.GraphQuery;
import dev.albert.api.graph.RelationshipCreate;
import dev.albert.api.graph.RelationshipRead;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.Scopes;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.Binder;
import dev.albert.server.http.Body;
import dev.albert.server.http.Body.Presence;
import dev.albert.server.http.Query;
import dev.albert.server.http.Responses;
import dev.albert.server.memories.MemoryRoutes;
import dev.albert.server.memories.MemoryStore;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** {@code POST /v1/relationships}, {@code POST /v1/graph/query}, subgraph (contract §3.6). */
public final class GraphRoutes {
    public static final String ENTITY_NOT_FOUND = "Entity not found";
    private final Services s;

    public GraphRoutes(Services services) {
        this.s = services;
    }

    public void register(RoutesConfig routes) {
        routes.post("/v1/relationships", this::create);
        routes.post("/v1/graph/query", this::query);
        routes.get("/v1/graph/entities/{entity_id}/subgraph", this::subgraph);
    }

    /** An {@code EntityInput} field of an import item; null when absent or invalid. */
    public static GraphStore.EntitySpec entity(Body body, String name) {
        Body e = body.nested(name, Presence.REQUIRED);
        return e == null ? null : spec(Binder.bind(e, EntityInput.class));
    }

    /** A bound entity as the store takes it; null when a field was invalid (the body's 422 follows). */
    static GraphStore.EntitySpec spec(EntityInput e) {
        if (e == null || e.name() == null || e.entityType() == null || e.description() == null || e.confidence() == null) {
            return null;
        }
        return new GraphStore.EntitySpec(e.name(), e.entityType(), e.description(), e.confidence());
    }

    private void create(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.GRAPH_WRITE);
        Body body = Body.parse(ctx.bodyAsBytes());
        RelationshipCreate request = Binder.bind(body, RelationshipCreate.class);
        Instant now = s.now();
        Instant from = request.validFrom() != null ? request.validFrom() : now;
        Instant validUntil = request.validUntil();
        if (body.ok() && validUntil != null && !validUntil.isAfter(from)) {
            body.modelError("valid_until must be after valid_from");
        }
        body.finish();
        GraphStore.EntitySpec source = spec(request.source());
        GraphStore.EntitySpec target = spec(request.target());
        String relationType = request.relationType();
        UUID sourceMemoryId = request.sourceMemoryId();
        ObjectNode meta = request.metadata() == null ? MemoryStore.emptyObject() : Binder.tree(request.metadata());
        if (sourceMemoryId != null) {
            caller.require(Capability.MEMORY_READ);
        }
        RelationshipRead read = s.db().write(c -> {
            UUID workspace = Scopes.resolveWorkspace(c, caller, request.workspaceId());
            if (sourceMemoryId != null && s.memories().findVisible(c, caller, sourceMemoryId).isEmpty()) {
                throw ApiException.notFound(MemoryRoutes.NOT_FOUND);
            }
            GraphStore.Upserted upserted = s.graph().upsertEdge(c, new GraphStore.EdgeSpec(caller.organizationId(),
                    workspace, source, relationType, target, request.sensitivity(), sourceMemoryId,
                    request.confidence(), from, validUntil, meta.toString(), false), now);
            s.audit().record(c, caller, "relationship.created", upserted.relationship().id(),
                    Map.of("relation_type_length", relationType.length(), "created", upserted.created()));
            return upserted.relationship();
        });
        Responses.json(ctx, 201, read);
    }

    private void query(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.GRAPH_QUERY);
        Body body = Body.parse(ctx.bodyAsBytes());
        GraphQuery req = Binder.bind(body, GraphQuery.class);
        body.finish();
        Instant t = req.temporalAsOf() != null ? req.temporalAsOf() : s.now();
        List<RelationshipRead> edges = s.db().read(c -> {
            UUID workspace = Scopes.resolveWorkspace(c, caller, req.workspaceId());
            return s.graph().query(c, caller.organizationId(), workspace, caller.readable(), req.query(), t,
                    req.limit());
        });
        s.audit().recordRead(caller, "graph.queried", null, Map.of("result_count", edges.size()));
        Responses.json(ctx, 200, edges);
    }

    private void subgraph(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.GRAPH_QUERY);
        UUID entityId = Responses.pathUuid(ctx, "entity_id");
        Query q = Query.of(ctx);
        Integer hops = q.integer("hops", Limits.GRAPH_HOPS_DEFAULT, 1, Limits.GRAPH_HOPS_MAX);
        Integer limit = q.integer("limit", Limits.GRAPH_LIMIT_DEFAULT, 1, Limits.GRAPH_LIMIT_MAX);
        Instant asOf = q.instant("temporal_as_of");
        q.finish();
        Instant t = asOf != null ? asOf : s.now();
        List<RelationshipRead> edges = s.db().read(c -> {
            GraphStore.EntityRow entity = s.graph().entity(c, entityId)
                    .filter(e -> caller.reaches(e.organizationId(), e.workspaceId()))
                    .orElseThrow(() -> ApiException.notFound(ENTITY_NOT_FOUND));
            return s.graph().subgraph(c, entity, caller.readable(), hops, limit, t);
        });
        s.audit().recordRead(caller, "graph.queried", entityId, Map.of("result_count", edges.size()));
        Responses.json(ctx, 200, edges);
    }
}

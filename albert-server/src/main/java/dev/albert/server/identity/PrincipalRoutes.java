package dev.albert.server.identity;

import dev.albert.api.auth.Capability;
import dev.albert.api.auth.PrincipalType;
import dev.albert.api.identity.PrincipalCreate;
import dev.albert.api.identity.PrincipalPage;
import dev.albert.api.identity.PrincipalRead;
import dev.albert.server.Services;
import dev.albert.server.auth.Authenticator;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.Scopes;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.Binder;
import dev.albert.server.http.Body;
import dev.albert.server.http.Query;
import dev.albert.server.http.Responses;
import dev.albert.server.listing.Cursors;
import dev.albert.server.listing.Listing;
import dev.albert.server.store.Sql;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Principals over REST (extension, {@code principals.manage}): create, list with cursors, deactivate. Deactivation
 * takes effect at once: the authenticator checks the principal on every request.
 */
public final class PrincipalRoutes {
    public static final String ORGANIZATION_PRINCIPAL_FORBIDDEN =
            "Only an organization-scoped API key or admin may create an organization-scoped principal";

    private final Services s;
    private final Cursors cursors;

    public PrincipalRoutes(Services services) {
        this.s = services;
        this.cursors = new Cursors(services.hasher());
    }

    public void register(RoutesConfig routes) {
        routes.post("/v1/principals", this::create);
        routes.get("/v1/principals", this::list);
        routes.post("/v1/principals/{principal_id}/deactivate", this::deactivate);
    }

    static PrincipalRead read(KeyIssuer.PrincipalRow p) {
        return new PrincipalRead(p.id(), p.organizationId(), p.workspaceId(), p.name(), p.type(), p.active(),
                p.createdAt(), p.deactivatedAt());
    }

    private void create(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.PRINCIPALS_MANAGE);
        Body body = Body.parse(ctx.bodyAsBytes());
        PrincipalCreate req = Binder.bind(body, PrincipalCreate.class);
        body.finish();
        String name = req.name();
        PrincipalType type = req.principalType();
        UUID workspaceId = req.workspaceId();
        if (workspaceId == null && caller.workspaceScoped() && !caller.isAdmin()) {
            throw ApiException.forbidden(ORGANIZATION_PRINCIPAL_FORBIDDEN);
        }
        Scopes.checkRequested(caller, workspaceId);
        Instant now = s.now();
        KeyIssuer.PrincipalRow created = s.db().write(c -> {
            if (workspaceId != null) {
                Scopes.resolveWorkspace(c, caller, workspaceId);
            }
            UUID id = UUID.randomUUID();
            Sql.update(c, """
                    INSERT INTO principals (id, organization_id, workspace_id, name, principal_type, active, created_at)
                    VALUES (?, ?, ?, ?, ?, 1, ?)""", id, caller.organizationId(), workspaceId, name.strip(), type, now);
            s.audit().record(c, caller, "principal.created", id, Map.of("principal_type", type.wireName(),
                    "organization_scoped", workspaceId == null));
            return KeyIssuer.find(c, id).orElseThrow();
        });
        Responses.json(ctx, 201, read(created));
    }

    private void list(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.PRINCIPALS_MANAGE);
        Query q = Query.of(ctx);
        UUID workspaceId = q.uuid("workspace_id");
        PrincipalType type = q.choice("principal_type", PrincipalType.values(), PrincipalType::wireName);
        Boolean active = q.bool("active");
        Map<String, Object> filters = new LinkedHashMap<>();
        filters.put("workspace_id", workspaceId);
        filters.put("principal_type", type == null ? null : type.wireName());
        filters.put("active", active);
        filters.put("admin", caller.isAdmin());
        Listing listing = Listing.read(q, cursors, "principals", caller, filters);
        q.finish();
        UUID confined = KeyIssuer.reachWorkspace(caller);
        if (confined != null && workspaceId != null && !confined.equals(workspaceId)) {
            throw ApiException.forbidden(Scopes.OUTSIDE_SCOPE);
        }
        Listing.Page<KeyIssuer.PrincipalRow> page = s.db().read(c -> {
            UUID workspace = workspaceId != null ? workspaceId : confined;
            if (workspace != null && !Scopes.workspaceExists(c, caller.organizationId(), workspace)) {
                throw ApiException.notFound(Scopes.WORKSPACE_NOT_FOUND);
            }
            List<Object> params = new ArrayList<>();
            StringBuilder sql = new StringBuilder("SELECT " + KeyIssuer.PRINCIPAL_COLUMNS
                    + " FROM principals p WHERE p.organization_id = ?");
            params.add(caller.organizationId());
            if (workspace != null) {
                sql.append(" AND p.workspace_id = ?");
                params.add(workspace);
            }
            if (type != null) {
                sql.append(" AND p.principal_type = ?");
                params.add(type);
            }
            if (active != null) {
                sql.append(" AND p.active = ?");
                params.add(active);
            }
            sql.append(listing.keyset("p", params)).append(listing.orderAndLimit("p", params));
            return listing.page(Sql.list(c, sql.toString(), KeyIssuer::principal, params.toArray()),
                    p -> new Cursors.Position(p.createdAt(), p.id()));
        });
        Responses.json(ctx, 200, new PrincipalPage(page.items().stream().map(PrincipalRoutes::read).toList(),
                page.nextCursor()));
    }

    private void deactivate(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.PRINCIPALS_MANAGE);
        UUID id = Responses.pathUuid(ctx, "principal_id");
        Instant now = s.now();
        KeyIssuer.PrincipalRow done = s.db().write(c -> {
            KeyIssuer.PrincipalRow p = KeyIssuer.findInReach(c, caller, id);
            // Never wider: taking away a principal's keys needs every capability those keys hold.
            Set<Capability> held = EnumSet.noneOf(Capability.class);
            for (String json : Sql.list(c, "SELECT capabilities FROM api_keys WHERE principal_id = ? AND active = 1",
                    rs -> rs.getString("capabilities"), id)) {
                held.addAll(Authenticator.parseCapabilities(json));
            }
            KeyIssuer.requireNotWider(caller, held);
            if (p.active()) {
                Sql.update(c, "UPDATE principals SET active = 0, deactivated_at = ? WHERE id = ?", now, id);
                s.audit().record(c, caller, "principal.deactivated", id, Map.of());
            }
            return KeyIssuer.find(c, id).orElseThrow();
        });
        Responses.json(ctx, 200, read(done));
    }
}

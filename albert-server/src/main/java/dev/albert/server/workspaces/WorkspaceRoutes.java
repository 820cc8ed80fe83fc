package dev.albert.server.workspaces;

import dev.albert.api.auth.Capability;
import dev.albert.api.identity.WorkspaceCreate;
import dev.albert.api.identity.WorkspaceDeleted;
import dev.albert.api.identity.WorkspaceDisposition;
import dev.albert.api.identity.WorkspaceRead;
import dev.albert.api.identity.WorkspaceUpdate;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.Scopes;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.Binder;
import dev.albert.server.http.Body;
import dev.albert.server.http.Query;
import dev.albert.server.http.Responses;
import dev.albert.server.store.Sql;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Workspaces over REST (extension, {@code workspaces.manage}). Workspaces are organization-level objects: a
 * workspace-scoped key sees and renames only its own and cannot create or delete any, whatever its capabilities
 * ({@code admin} included); organization-scoped keys manage them all.
 */
public final class WorkspaceRoutes {
    public static final String WORKSPACE_SCOPED = "Workspace-scoped API keys cannot create or delete workspaces";
    public static final String NAME_TAKEN = "A workspace with this name already exists in the organization";
    public static final String TARGET_NOT_FOUND = "Target workspace not found";
    public static final String SAME_TARGET = "target_workspace_id must differ from the workspace being deleted";

    private final Services s;
    private final WorkspaceDisposer disposer;

    public WorkspaceRoutes(Services services) {
        this.s = services;
        this.disposer = new WorkspaceDisposer(services);
    }

    public void register(RoutesConfig routes) {
        routes.post("/v1/workspaces", this::create);
        routes.get("/v1/workspaces", this::list);
        routes.patch("/v1/workspaces/{workspace_id}", this::rename);
        routes.delete("/v1/workspaces/{workspace_id}", this::delete);
    }

    private static final String COLUMNS = "w.id, w.organization_id, w.name, w.created_at";

    private static WorkspaceRead read(ResultSet rs) throws SQLException {
        return new WorkspaceRead(Sql.uuid(rs, "id"), Sql.uuid(rs, "organization_id"), rs.getString("name"),
                Sql.instant(rs, "created_at"));
    }

    static Optional<WorkspaceRead> find(Connection c, UUID organization, UUID id) throws SQLException {
        return Sql.one(c, "SELECT " + COLUMNS + " FROM workspaces w WHERE w.id = ? AND w.organization_id = ?"
                + " AND w.deleted_at IS NULL", WorkspaceRoutes::read, id, organization);
    }

    private static void requireUniqueName(Connection c, UUID organization, String name, UUID except)
            throws SQLException {
        if (Sql.exists(c, "SELECT 1 FROM workspaces WHERE organization_id = ? AND name = ? AND id <> ?", organization,
                name, except)) {
            throw ApiException.conflict(NAME_TAKEN);
        }
    }

    /** The validated body's workspace name, stripped: names are compared and stored without edge whitespace. */
    private static String stripped(Body body, String name) {
        body.finish();
        return name.strip();
    }

    private void create(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.WORKSPACES_MANAGE);
        if (caller.workspaceScoped()) {
            throw ApiException.forbidden(WORKSPACE_SCOPED);
        }
        Body body = Body.parse(ctx.bodyAsBytes());
        String name = stripped(body, Binder.bind(body, WorkspaceCreate.class).name());
        Instant now = s.now();
        WorkspaceRead created = s.db().write(c -> {
            UUID id = UUID.randomUUID();
            requireUniqueName(c, caller.organizationId(), name, id);
            Sql.update(c, "INSERT INTO workspaces (id, organization_id, name, created_at) VALUES (?, ?, ?, ?)", id,
                    caller.organizationId(), name, now);
            s.audit().record(c, caller, "workspace.created", id, Map.of());
            return find(c, caller.organizationId(), id).orElseThrow();
        });
        Responses.json(ctx, 201, created);
    }

    private void list(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.WORKSPACES_MANAGE);
        List<WorkspaceRead> workspaces = s.db().read(c -> Sql.list(c, "SELECT " + COLUMNS
                + " FROM workspaces w WHERE w.organization_id = ? AND w.deleted_at IS NULL AND (CAST(? AS TEXT) IS NULL OR w.id = ?)"
                + " ORDER BY w.name, w.id", WorkspaceRoutes::read, caller.organizationId(), caller.workspaceId(),
                caller.workspaceId()));
        Responses.json(ctx, 200, workspaces);
    }

    private void rename(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.WORKSPACES_MANAGE);
        UUID id = Responses.pathUuid(ctx, "workspace_id");
        Body body = Body.parse(ctx.bodyAsBytes());
        String name = stripped(body, Binder.bind(body, WorkspaceUpdate.class).name());
        Scopes.checkRequested(caller, id);
        Instant now = s.now();
        WorkspaceRead renamed = s.db().write(c -> {
            find(c, caller.organizationId(), id).orElseThrow(() -> ApiException.notFound(Scopes.WORKSPACE_NOT_FOUND));
            requireUniqueName(c, caller.organizationId(), name, id);
            Sql.update(c, "UPDATE workspaces SET name = ? WHERE id = ?", name, id);
            s.audit().record(c, caller, "workspace.renamed", id, Map.of());
            return find(c, caller.organizationId(), id).orElseThrow();
        });
        Responses.json(ctx, 200, renamed);
    }

    private void delete(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.WORKSPACES_MANAGE);
        UUID id = Responses.pathUuid(ctx, "workspace_id");
        if (caller.workspaceScoped()) {
            throw ApiException.forbidden(WORKSPACE_SCOPED);
        }
        Query q = Query.of(ctx);
        q.require("disposition");
        WorkspaceDisposition disposition = q.choice("disposition", WorkspaceDisposition.values(),
                WorkspaceDisposition::wireName);
        UUID target = q.uuid("target_workspace_id");
        if (disposition == WorkspaceDisposition.MOVE && !q.has("target_workspace_id")) {
            q.require("target_workspace_id");
        }
        q.finish();
        if (disposition == WorkspaceDisposition.MOVE && id.equals(target)) {
            throw ApiException.unprocessable(SAME_TARGET);
        }
        Instant now = s.now();
        WorkspaceDeleted deleted = s.db().write(c -> {
            find(c, caller.organizationId(), id).orElseThrow(() -> ApiException.notFound(Scopes.WORKSPACE_NOT_FOUND));
            UUID into = null;
            if (disposition == WorkspaceDisposition.MOVE) {
                into = find(c, caller.organizationId(), target)
                        .orElseThrow(() -> ApiException.notFound(TARGET_NOT_FOUND)).id();
            }
            WorkspaceDeleted outcome = disposer.delete(c, caller.organizationId(), id, disposition, into, now);
            Map<String, Object> detail = new LinkedHashMap<>();
            detail.put("disposition", disposition.wireName());
            if (into != null) {
                detail.put("target_workspace_id", into.toString());
            }
            detail.put("memories", outcome.memories());
            detail.put("episodes", outcome.episodes());
            detail.put("relationships", outcome.relationships());
            detail.put("principals_deactivated", outcome.principalsDeactivated());
            s.audit().record(c, caller, "workspace.deleted", id, detail);
            return outcome;
        });
        Responses.json(ctx, 200, deleted);
    }
}

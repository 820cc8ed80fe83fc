package dev.albert.server.auth;

import dev.albert.server.http.ApiException;
import dev.albert.server.store.Sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.UUID;

/** Workspace resolution for every call that takes {@code workspace_id} (contract §2). */
public final class Scopes {
    public static final String OUTSIDE_SCOPE = "Workspace is outside the API key scope";
    public static final String WORKSPACE_NOT_FOUND = "Workspace not found";

    private Scopes() {
    }

    /** The check that needs no database: a workspace-scoped key may not name another workspace. */
    public static void checkRequested(Caller caller, UUID requested) {
        if (caller.workspaceId() != null && requested != null && !requested.equals(caller.workspaceId())) {
            throw ApiException.forbidden(OUTSIDE_SCOPE);
        }
    }

    /** The effective workspace (requested, else the key's own, else null), which must exist. */
    public static UUID resolveWorkspace(Connection c, Caller caller, UUID requested) throws SQLException {
        checkRequested(caller, requested);
        UUID effective = requested != null ? requested : caller.workspaceId();
        if (effective != null && !workspaceExists(c, caller.organizationId(), effective)) {
            throw ApiException.notFound(WORKSPACE_NOT_FOUND);
        }
        return effective;
    }

    /** Whether the workspace exists in the organization and has not been deleted. */
    public static boolean workspaceExists(Connection c, UUID organization, UUID workspace) throws SQLException {
        return Sql.exists(c, "SELECT 1 FROM workspaces WHERE id = ? AND organization_id = ? AND deleted_at IS NULL",
                workspace, organization);
    }
}

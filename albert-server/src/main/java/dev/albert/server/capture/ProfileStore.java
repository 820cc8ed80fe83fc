package dev.albert.server.capture;

import dev.albert.server.store.Sql;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** SQL of capture profiles (migration 050). Every method runs inside the caller's transaction. */
final class ProfileStore {
    private static final String COLUMNS = "name, workspace_id, definition, created_at, updated_at";

    /** The unique-key column: the workspace id, or '' for an organization-wide profile. */
    static String scopeKey(UUID workspace) {
        return workspace == null ? "" : workspace.toString();
    }

    /** The profile stored under exactly this name and workspace (null = organization-wide). */
    Optional<CaptureProfile> stored(Connection c, UUID organization, UUID workspace, String name) throws SQLException {
        return Sql.one(c, "SELECT " + COLUMNS + " FROM capture_profiles WHERE organization_id = ? AND scope_key = ?"
                + " AND name = ?", ProfileStore::map, organization, scopeKey(workspace), name);
    }

    /**
     * The profile a session of this workspace gets by name: the workspace's own, else the organization-wide one of the
     * name, else (for {@code default}) the built-in profile; empty if no profile has the name.
     */
    Optional<CaptureProfile> resolve(Connection c, UUID organization, UUID workspace, String name) throws SQLException {
        if (workspace != null) {
            Optional<CaptureProfile> own = stored(c, organization, workspace, name);
            if (own.isPresent()) {
                return own;
            }
        }
        Optional<CaptureProfile> shared = stored(c, organization, null, name);
        if (shared.isPresent() || !CaptureProfile.DEFAULT.equals(name)) {
            return shared;
        }
        return Optional.of(CaptureProfile.BUILTIN);
    }

    /** The profile that governs a session: the one it chose, or {@code default} if that one was deleted since. */
    CaptureProfile forSession(Connection c, CaptureStore.Session session) throws SQLException {
        String name = session.profile() == null ? CaptureProfile.DEFAULT : session.profile();
        Optional<CaptureProfile> chosen = resolve(c, session.organizationId(), session.workspaceId(), name);
        return chosen.isPresent() ? chosen.get()
                : resolve(c, session.organizationId(), session.workspaceId(), CaptureProfile.DEFAULT).orElseThrow();
    }

    /** Every profile of the organization, organization-wide ones first, then by workspace and name. */
    List<CaptureProfile> all(Connection c, UUID organization) throws SQLException {
        return Sql.list(c, "SELECT " + COLUMNS + " FROM capture_profiles WHERE organization_id = ?"
                + " ORDER BY scope_key, name", ProfileStore::map, organization);
    }

    /** Creates or replaces; true when created. */
    boolean put(Connection c, UUID organization, CaptureProfile p, Instant now) throws SQLException {
        boolean exists = stored(c, organization, p.workspaceId(), p.name()).isPresent();
        if (exists) {
            Sql.update(c, """
                    UPDATE capture_profiles SET definition = ?, updated_at = ?
                    WHERE organization_id = ? AND scope_key = ? AND name = ?""",
                    p.definition(), now, organization, scopeKey(p.workspaceId()), p.name());
        } else {
            Sql.update(c, """
                    INSERT INTO capture_profiles (id, organization_id, workspace_id, scope_key, name, definition,
                                                  created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)""", UUID.randomUUID(), organization, p.workspaceId(),
                    scopeKey(p.workspaceId()), p.name(), p.definition(), now, now);
        }
        return !exists;
    }

    boolean delete(Connection c, UUID organization, UUID workspace, String name) throws SQLException {
        return Sql.update(c, "DELETE FROM capture_profiles WHERE organization_id = ? AND scope_key = ? AND name = ?",
                organization, scopeKey(workspace), name) > 0;
    }

    private static CaptureProfile map(ResultSet rs) throws SQLException {
        return CaptureProfile.fromDefinition(rs.getString("name"), Sql.uuid(rs, "workspace_id"),
                rs.getString("definition"), Sql.instant(rs, "created_at"), Sql.instant(rs, "updated_at"));
    }
}

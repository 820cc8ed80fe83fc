package dev.albert.server.stats;

import dev.albert.api.auth.Capability;
import dev.albert.api.stats.StatsResponse;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.Scopes;
import dev.albert.server.http.Query;
import dev.albert.server.http.Responses;
import dev.albert.server.store.Sql;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * {@code GET /v1/stats} (extension, {@code memory.read}): counts over the memories the caller could list — the same
 * organization, workspace scope and readable sensitivities as {@code GET /v1/memories}, deleted ones counted by status
 * only — and the ten entities with the most open relationships.
 */
public final class StatsRoutes {
    private static final int TOP_ENTITIES = 10;

    private final Services s;

    public StatsRoutes(Services services) {
        this.s = services;
    }

    public void register(RoutesConfig routes) {
        routes.get("/v1/stats", this::stats);
    }

    private void stats(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_READ);
        Query q = Query.of(ctx);
        UUID workspaceId = q.uuid("workspace_id");
        q.finish();
        Scopes.checkRequested(caller, workspaceId);
        Instant now = s.now();
        StatsResponse stats = s.db().read(c -> {
            UUID workspace = Scopes.resolveWorkspace(c, caller, workspaceId);
            List<Object> scope = new ArrayList<>();
            String where = scope(caller, workspace, "m", scope);
            String active = where + " AND m.status = 'active'";
            long memories = count(c, "SELECT count(*) AS n FROM memories m WHERE " + active, scope);
            long quarantined = count(c, "SELECT count(*) AS n FROM memories m WHERE " + active + " AND m.quarantined = 1", scope);
            List<Object> ended = new ArrayList<>(scope);
            ended.add(now);
            long noLongerValid = count(c, "SELECT count(*) AS n FROM memories m WHERE " + active
                    + " AND m.valid_until IS NOT NULL AND m.valid_until <= ?", ended);
            List<Object> episodeScope = new ArrayList<>();
            long episodes = count(c, "SELECT count(*) AS n FROM episodes m WHERE " + scope(caller, workspace, "m", episodeScope)
                    + " AND m.deleted_at IS NULL", episodeScope);
            return new StatsResponse(workspace, memories, quarantined, noLongerValid, episodes,
                    grouped(c, "m.memory_type", active, scope), grouped(c, "m.trust", active, scope),
                    grouped(c, "m.status", where, scope), grouped(c, "ifnull(m.workspace_id, 'organization')", active, scope),
                    topEntities(c, caller, workspace, now));
        });
        s.audit().recordRead(caller, "memory.stats", null, Map.of("memories", stats.memories()));
        Responses.json(ctx, 200, stats);
    }

    /** Organization, resolved workspace and readable sensitivities over {@code alias}. */
    private static String scope(Caller caller, UUID workspace, String alias, List<Object> params) {
        StringBuilder sql = new StringBuilder(alias + ".organization_id = ?");
        params.add(caller.organizationId());
        if (workspace != null) {
            sql.append(" AND ").append(alias).append(".workspace_id = ?");
            params.add(workspace);
        }
        sql.append(" AND ").append(alias).append(".sensitivity IN (").append(Sql.placeholders(caller.readable().size())).append(')');
        params.add(caller.readable());
        return sql.toString();
    }

    private static long count(Connection c, String sql, List<Object> params) throws SQLException {
        return Sql.one(c, sql, rs -> rs.getLong("n"), params.toArray()).orElse(0L);
    }

    private static Map<String, Long> grouped(Connection c, String column, String where, List<Object> params)
            throws SQLException {
        Map<String, Long> out = new LinkedHashMap<>();
        for (Object[] row : Sql.list(c, "SELECT " + column + " AS k, count(*) AS n FROM memories m WHERE " + where
                + " GROUP BY k ORDER BY n DESC, k", rs -> new Object[] {rs.getString("k"), rs.getLong("n")}, params.toArray())) {
            out.put((String) row[0], (Long) row[1]);
        }
        return out;
    }

    private static List<dev.albert.api.stats.EntityCount> topEntities(Connection c, Caller caller, UUID workspace, Instant now)
            throws SQLException {
        List<Object> params = new ArrayList<>();
        String where = scope(caller, workspace, "r", params);
        params.add(now);
        params.add(TOP_ENTITIES);
        return Sql.list(c, """
                SELECT e.id, e.name, e.entity_type, count(*) AS n
                FROM relationships r JOIN entities e ON e.id IN (r.source_entity_id, r.target_entity_id)
                WHERE %s AND (r.valid_until IS NULL OR r.valid_until > ?)
                GROUP BY e.id ORDER BY n DESC, e.name LIMIT ?""".formatted(where),
                rs -> new dev.albert.api.stats.EntityCount(Sql.uuid(rs, "id"), rs.getString("name"), rs.getString("entity_type"),
                        rs.getLong("n")), params.toArray());
    }
}

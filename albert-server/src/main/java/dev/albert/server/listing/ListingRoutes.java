package dev.albert.server.listing;

import dev.albert.api.Json;
import dev.albert.api.Limits;
import dev.albert.api.audit.AuditEventPage;
import dev.albert.api.audit.AuditEventRead;
import dev.albert.api.auth.Capability;
import dev.albert.api.episode.EpisodePage;
import dev.albert.api.episode.EpisodeRead;
import dev.albert.api.memory.MemoryPage;
import dev.albert.api.memory.MemoryStatus;
import dev.albert.api.memory.Trust;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.Scopes;
import dev.albert.server.episodes.EpisodeRoutes;
import dev.albert.server.http.Query;
import dev.albert.server.http.Responses;
import dev.albert.server.memories.MemoryRow;
import dev.albert.server.store.Sql;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Browsing with cursors (extension): {@code GET /v1/memories}, {@code GET /v1/episodes} and
 * {@code GET /v1/audit-events}, ordered by {@code created_at} then {@code id}, for timelines, stats, gc and exports.
 * The scope and sensitivity rules are those of search; the audit log needs {@code admin}, as it spans workspaces.
 */
public final class ListingRoutes {
    private final Services s;
    private final Cursors cursors;

    public ListingRoutes(Services services) {
        this.s = services;
        this.cursors = new Cursors(services.hasher());
    }

    public void register(RoutesConfig routes) {
        routes.get("/v1/memories", this::memories);
        routes.get("/v1/episodes", this::episodes);
        routes.get("/v1/audit-events", this::auditEvents);
    }

    private static void equal(StringBuilder sql, List<Object> params, String column, Object value) {
        if (value != null) {
            sql.append(" AND ").append(column).append(" = ?");
            params.add(value);
        }
    }

    private static void created(StringBuilder sql, List<Object> params, String column, Instant after, Instant before) {
        if (after != null) {
            sql.append(" AND ").append(column).append(" > ?");
            params.add(after);
        }
        if (before != null) {
            sql.append(" AND ").append(column).append(" < ?");
            params.add(before);
        }
    }

    private void memories(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_READ);
        Query q = Query.of(ctx);
        String type = q.string("type", Limits.MEMORY_TYPE_MAX);
        MemoryStatus status = q.choice("status", MemoryStatus.values(), MemoryStatus::wireName);
        Trust trust = q.choice("trust", Trust.values(), Trust::wireName);
        Boolean quarantined = q.bool("quarantined");
        String project = q.string("project_ref", Limits.REF_MAX);
        String task = q.string("task_ref", Limits.REF_MAX);
        UUID workspaceId = q.uuid("workspace_id");
        Instant after = q.instant("created_after");
        Instant before = q.instant("created_before");
        UUID episodeId = q.uuid("episode_id");
        MemoryStatus effectiveStatus = status == null ? MemoryStatus.ACTIVE : status;
        Map<String, Object> filters = new LinkedHashMap<>();
        filters.put("type", type);
        filters.put("status", effectiveStatus.wireName());
        filters.put("trust", trust == null ? null : trust.wireName());
        filters.put("quarantined", quarantined);
        filters.put("project_ref", project);
        filters.put("task_ref", task);
        filters.put("workspace_id", workspaceId);
        filters.put("created_after", after);
        filters.put("created_before", before);
        filters.put("episode_id", episodeId);
        Listing listing = Listing.read(q, cursors, "memories", caller, filters);
        q.finish();
        Scopes.checkRequested(caller, workspaceId);
        Listing.Page<MemoryRow> page = s.db().read(c -> {
            UUID workspace = Scopes.resolveWorkspace(c, caller, workspaceId);
            List<Object> params = new ArrayList<>();
            StringBuilder sql = new StringBuilder("SELECT " + MemoryRow.COLUMNS
                    + " FROM memories m WHERE m.organization_id = ? AND m.status = ?");
            params.add(caller.organizationId());
            params.add(effectiveStatus.wireName());
            equal(sql, params, "m.workspace_id", workspace);
            sql.append(" AND m.sensitivity IN (").append(Sql.placeholders(caller.readable().size())).append(')');
            params.add(caller.readable());
            equal(sql, params, "m.memory_type", type);
            equal(sql, params, "m.trust", trust == null ? null : trust.wireName());
            equal(sql, params, "m.quarantined", quarantined);
            equal(sql, params, "m.project_ref", project);
            equal(sql, params, "m.task_ref", task);
            equal(sql, params, "m.episode_id", episodeId);
            created(sql, params, "m.created_at", after, before);
            sql.append(listing.keyset("m", params)).append(listing.orderAndLimit("m", params));
            return listing.page(Sql.list(c, sql.toString(), MemoryRow::map, params.toArray()),
                    m -> new Cursors.Position(m.createdAt(), m.id()));
        });
        s.audit().recordRead(caller, "memory.listed", null, Map.of("result_count", page.items().size()));
        Responses.json(ctx, 200, new MemoryPage(page.items().stream().map(MemoryRow::toRead).toList(),
                page.nextCursor()));
    }

    private void episodes(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_READ);
        Query q = Query.of(ctx);
        String sourceType = q.string("source_type", Limits.SOURCE_TYPE_MAX);
        String project = q.string("project_ref", Limits.REF_MAX);
        String task = q.string("task_ref", Limits.REF_MAX);
        UUID workspaceId = q.uuid("workspace_id");
        Instant after = q.instant("created_after");
        Instant before = q.instant("created_before");
        Map<String, Object> filters = new LinkedHashMap<>();
        filters.put("source_type", sourceType);
        filters.put("project_ref", project);
        filters.put("task_ref", task);
        filters.put("workspace_id", workspaceId);
        filters.put("created_after", after);
        filters.put("created_before", before);
        Listing listing = Listing.read(q, cursors, "episodes", caller, filters);
        q.finish();
        Scopes.checkRequested(caller, workspaceId);
        Listing.Page<EpisodeRead> page = s.db().read(c -> {
            UUID workspace = Scopes.resolveWorkspace(c, caller, workspaceId);
            List<Object> params = new ArrayList<>();
            StringBuilder sql = new StringBuilder("SELECT " + EpisodeRoutes.COLUMNS
                    + " FROM episodes e WHERE e.organization_id = ? AND e.deleted_at IS NULL");
            params.add(caller.organizationId());
            equal(sql, params, "e.workspace_id", workspace);
            sql.append(" AND e.sensitivity IN (").append(Sql.placeholders(caller.readable().size())).append(')');
            params.add(caller.readable());
            equal(sql, params, "e.source_type", sourceType);
            equal(sql, params, "e.project_ref", project);
            equal(sql, params, "e.task_ref", task);
            created(sql, params, "e.created_at", after, before);
            sql.append(listing.keyset("e", params)).append(listing.orderAndLimit("e", params));
            return listing.page(Sql.list(c, sql.toString(), EpisodeRoutes::read, params.toArray()),
                    e -> new Cursors.Position(e.createdAt(), e.id()));
        });
        s.audit().recordRead(caller, "episode.listed", null, Map.of("result_count", page.items().size()));
        Responses.json(ctx, 200, new EpisodePage(page.items(), page.nextCursor()));
    }

    private void auditEvents(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.ADMIN);
        Query q = Query.of(ctx);
        String type = q.string("type", 100);
        UUID principal = q.uuid("principal_id");
        Instant since = q.instant("since");
        Instant until = q.instant("until");
        Map<String, Object> filters = new LinkedHashMap<>();
        filters.put("type", type);
        filters.put("principal_id", principal);
        filters.put("since", since);
        filters.put("until", until);
        Listing listing = Listing.read(q, cursors, "audit-events", caller, filters);
        q.finish();
        Listing.Page<AuditEventRead> page = s.db().read(c -> {
            List<Object> params = new ArrayList<>();
            StringBuilder sql = new StringBuilder("""
                    SELECT a.id, a.organization_id, a.event_type, a.principal_id, a.principal_type, a.target_id,
                           a.detail, a.created_at
                    FROM audit_events a WHERE a.organization_id = ?""");
            params.add(caller.organizationId());
            equal(sql, params, "a.event_type", type);
            equal(sql, params, "a.principal_id", principal);
            if (since != null) {
                sql.append(" AND a.created_at >= ?");
                params.add(since);
            }
            if (until != null) {
                sql.append(" AND a.created_at < ?");
                params.add(until);
            }
            sql.append(listing.keyset("a", params)).append(listing.orderAndLimit("a", params));
            return listing.page(Sql.list(c, sql.toString(), ListingRoutes::auditEvent, params.toArray()),
                    a -> new Cursors.Position(a.createdAt(), a.id()));
        });
        Responses.json(ctx, 200, new AuditEventPage(page.items(), page.nextCursor()));
    }

    @SuppressWarnings("unchecked")
    private static AuditEventRead auditEvent(ResultSet rs) throws SQLException {
        Map<String, Object> detail = Json.mapper().convertValue(MemoryRow.parseObject(rs.getString("detail")), Map.class);
        return new AuditEventRead(Sql.uuid(rs, "id"), Sql.uuid(rs, "organization_id"), rs.getString("event_type"),
                Sql.uuid(rs, "principal_id"), rs.getString("principal_type"), Sql.uuid(rs, "target_id"), detail,
                Sql.instant(rs, "created_at"));
    }
}

package dev.albert.server.gc;

import dev.albert.api.auth.Capability;
import dev.albert.api.gc.DuplicateGroup;
import dev.albert.api.gc.GcReport;
import dev.albert.api.gc.StaleWorkingMemory;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.Scopes;
import dev.albert.server.http.Query;
import dev.albert.server.http.Responses;
import dev.albert.server.memories.MemoryRow;
import dev.albert.server.store.Sql;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * {@code GET /v1/gc} (extension, {@code memory.read}): the report {@code albert gc} acts on. It changes nothing; the
 * clean-up itself goes through the ordinary routes ({@code POST /v1/memories/{id}/invalidate} for each duplicate,
 * {@code POST /v1/working-memory/{id}/fail} for each stale working memory), so every change is checked, recorded in
 * the memory's history and audited as any other.
 */
public final class GcRoutes {
    public static final String FEATURE = "gc";
    /** Memories compared in one report (the most recent); pairwise comparison grows with the square. */
    static final int MAX_SCANNED = 2_000;
    static final int SIMILARITY_DEFAULT = 85;
    /** A day: working memory lives at most a week between updates (its longest expiry), so a day without one is long. */
    static final int STALE_DEFAULT_SECONDS = 24 * 3600;

    private final Services s;

    public GcRoutes(Services services) {
        this.s = services;
    }

    public void register(RoutesConfig routes) {
        routes.get("/v1/gc", this::report);
    }

    private void report(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_READ);
        Query q = Query.of(ctx);
        UUID workspaceId = q.uuid("workspace_id");
        Integer similarityParam = q.integer("similarity_percent", SIMILARITY_DEFAULT, 50, 100);
        Integer staleAfterParam = q.integer("stale_after_seconds", STALE_DEFAULT_SECONDS, 60, 10 * 366 * 24 * 3600);
        q.finish(); // a bad parameter is a 422 here, so both are set below
        int similarity = similarityParam;
        int staleAfter = staleAfterParam;
        Scopes.checkRequested(caller, workspaceId);
        Instant now = s.now();
        boolean workingMemory = caller.has(Capability.WORKING_MEMORY_READ) || caller.has(Capability.WORKING_MEMORY_WRITE);
        GcReport report = s.db().read(c -> {
            UUID workspace = Scopes.resolveWorkspace(c, caller, workspaceId);
            List<Object> params = new ArrayList<>();
            StringBuilder sql = new StringBuilder("SELECT " + MemoryRow.COLUMNS + " FROM memories m WHERE m.organization_id = ?"
                    + " AND m.status = 'active' AND m.quarantined = 0 AND m.valid_from <= ? AND (m.valid_until IS NULL OR m.valid_until > ?)");
            params.add(caller.organizationId());
            params.add(now);
            params.add(now);
            if (workspace != null) {
                sql.append(" AND m.workspace_id = ?");
                params.add(workspace);
            }
            sql.append(" AND m.sensitivity IN (").append(Sql.placeholders(caller.readable().size())).append(')');
            params.add(caller.readable());
            sql.append(" ORDER BY m.created_at DESC, m.id DESC LIMIT ?");
            params.add(MAX_SCANNED + 1);
            List<MemoryRow> rows = Sql.list(c, sql.toString(), MemoryRow::map, params.toArray());
            boolean truncated = rows.size() > MAX_SCANNED;
            List<MemoryRow> scanned = truncated ? rows.subList(0, MAX_SCANNED) : rows;
            List<DuplicateGroup> groups = NearDuplicates.groups(scanned, similarity / 100.0);
            List<StaleWorkingMemory> stale = workingMemory ? stale(c, caller, workspace, now.minusSeconds(staleAfter), now) : null;
            return new GcReport(workspace, similarity, staleAfter, scanned.size(), truncated, groups, stale,
                    workingMemory ? List.of() : List.of("stale_working_memory: needs working_memory.read"));
        });
        s.audit().recordRead(caller, "memory.gc_reported", null, Map.of("duplicate_groups", report.duplicateGroups().size(),
                "stale_working_memory", report.staleWorkingMemory() == null ? 0 : report.staleWorkingMemory().size()));
        Responses.json(ctx, 200, report);
    }

    /** The caller's own (any, for admin) active, unexpired working memories last updated before {@code before}. */
    private static List<StaleWorkingMemory> stale(java.sql.Connection c, Caller caller, UUID workspace, Instant before, Instant now)
            throws java.sql.SQLException {
        List<Object> params = new ArrayList<>();
        StringBuilder sql = new StringBuilder("""
                SELECT id, task_id, description, updated_at, expires_at FROM working_memories
                WHERE organization_id = ? AND status = 'active' AND expires_at > ? AND updated_at <= ?""");
        params.add(caller.organizationId());
        params.add(now);
        params.add(before);
        if (workspace != null) {
            sql.append(" AND workspace_id = ?");
            params.add(workspace);
        }
        if (!caller.isAdmin()) {
            sql.append(" AND owner_principal_id = ?");
            params.add(caller.principalId());
        }
        sql.append(" ORDER BY updated_at, id");
        return Sql.list(c, sql.toString(), rs -> new StaleWorkingMemory(Sql.uuid(rs, "id"), rs.getString("task_id"),
                rs.getString("description"), Sql.instant(rs, "updated_at"), Sql.instant(rs, "expires_at")), params.toArray());
    }
}

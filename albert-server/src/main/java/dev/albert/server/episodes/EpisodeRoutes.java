package dev.albert.server.episodes;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.api.Limits;
import dev.albert.api.auth.Capability;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.episode.EnrichmentStatus;
import dev.albert.api.episode.EpisodeCreate;
import dev.albert.api.episode.EpisodeRead;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.Scopes;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.Binder;
import dev.albert.server.http.Body;
import dev.albert.server.http.Responses;
import dev.albert.server.http.ScopeFields;
import dev.albert.server.memories.MemoryRow;
import dev.albert.server.memories.MemoryStore;
import dev.albert.server.memories.TrustPolicy;
import dev.albert.server.store.Sql;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/** {@code /v1/episodes}: ingest (deduplicated), get, delete (contract §3.2). */
public final class EpisodeRoutes {
    public static final String NOT_FOUND = "Episode not found";
    public static final String COLUMNS = """
            id, organization_id, workspace_id, owner_principal_id, project_ref, task_ref, run_ref, source_type,
            source_uri, content, content_hash, sensitivity, occurred_at, enrichment_status, enrichment_error, extra,
            created_at, deleted_at""";

    private final Services s;

    public EpisodeRoutes(Services services) {
        this.s = services;
    }

    private record EpisodeRow(EpisodeRead read, UUID ownerPrincipalId, Instant deletedAt) {
    }

    public void register(RoutesConfig routes) {
        routes.post("/v1/episodes", this::create);
        routes.get("/v1/episodes/{episode_id}", this::get);
        routes.delete("/v1/episodes/{episode_id}", this::delete);
    }

    private void create(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_WRITE);
        Body body = Body.parse(ctx.bodyAsBytes());
        EpisodeCreate req = Binder.bind(body, EpisodeCreate.class);
        body.finish();
        ScopeFields scope = new ScopeFields(req.workspaceId(), req.projectRef(), req.taskRef(), req.runRef());
        ObjectNode extra = Binder.tree(req.metadata());
        String hash = sha256(req.content());
        Instant now = s.now();
        Instant occurred = req.occurredAt() != null ? req.occurredAt() : now;
        record Outcome(EpisodeRead episode, boolean created) {
        }
        Outcome outcome = s.db().write(c -> {
            UUID workspace = Scopes.resolveWorkspace(c, caller, scope.workspaceId());
            Optional<EpisodeRow> existing = Sql.one(c, "SELECT " + COLUMNS + """
                     FROM episodes
                    WHERE organization_id = ? AND ifnull(workspace_id, '') = ifnull(?, '') AND owner_principal_id = ?
                      AND content_hash = ? AND source_uri = ? AND deleted_at IS NULL
                    ORDER BY created_at LIMIT 1""", EpisodeRoutes::map, caller.organizationId(), workspace,
                    caller.principalId(), hash, req.sourceUri());
            if (existing.isPresent()) {
                return new Outcome(existing.get().read(), false);
            }
            UUID id = UUID.randomUUID();
            Sql.update(c, "INSERT INTO episodes (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    id, caller.organizationId(), workspace, caller.principalId(), scope.projectRef(), scope.taskRef(),
                    scope.runRef(), req.sourceType(), req.sourceUri(), req.content(), hash, req.sensitivity(), occurred,
                    EnrichmentStatus.COMPLETE.wireName(), null, extra.toString(), now, null);
            deriveMemory(c, id, caller, workspace, scope, req.content(), req.sensitivity(), occurred, now);
            s.audit().record(c, caller, "episode.created", id, Map.of("source_type", req.sourceType()));
            return new Outcome(find(c, id).orElseThrow().read(), true);
        });
        Responses.json(ctx, outcome.created() ? 201 : 200, outcome.episode());
    }

    /** The one memory the worker would derive from an episode (contract §3.3, episode-derived memory). */
    private void deriveMemory(Connection c, UUID episodeId, Caller caller, UUID workspace, ScopeFields scope,
                              String content, Sensitivity sensitivity, Instant occurred, Instant now)
            throws SQLException {
        String stripped = content.strip();
        int newline = stripped.indexOf('\n');
        String firstLine = (newline < 0 ? stripped : stripped.substring(0, newline)).strip();
        String subject = firstLine.codePointCount(0, firstLine.length()) > Limits.SUBJECT_MAX
                ? firstLine.substring(0, firstLine.offsetByCodePoints(0, Limits.SUBJECT_MAX)) : firstLine;
        ObjectNode metadata = Json.mapper().createObjectNode().put("derived_from_episode", true);
        MemoryRow inserted = s.memories().insert(c, new MemoryStore.NewMemory(episodeId, caller.organizationId(),
                workspace, caller.principalId(), scope.projectRef(), scope.taskRef(), scope.runRef(), subject, content,
                "fact", sensitivity, 1.0, occurred, null, metadata, TrustPolicy.EPISODE_DERIVED), now);
        MemoryRow derived = s.enricher().enrich(c, inserted, true, now);
        if (derived.quarantined()) {
            s.audit().record(c, caller, "memory.quarantined", derived.id(), Map.of("reasons", derived.quarantineReasons()));
        }
    }

    private void get(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_READ);
        UUID id = Responses.pathUuid(ctx, "episode_id");
        EpisodeRow row = s.db().read(c -> findVisible(c, caller, id)).orElseThrow(() -> ApiException.notFound(NOT_FOUND));
        s.audit().recordRead(caller, "episode.read", id, Map.of());
        Responses.json(ctx, 200, row.read());
    }

    private void delete(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_DELETE, Capability.MEMORY_READ);
        UUID id = Responses.pathUuid(ctx, "episode_id");
        Instant now = s.now();
        s.db().write(c -> {
            findVisible(c, caller, id).orElseThrow(() -> ApiException.notFound(NOT_FOUND));
            List<MemoryRow> derived = Sql.list(c, "SELECT " + MemoryRow.COLUMNS
                    + " FROM memories m WHERE m.episode_id = ? AND m.status = 'active'", MemoryRow::map, id);
            for (MemoryRow m : derived) {
                s.memories().scrub(c, m, now);
            }
            Sql.update(c, """
                    UPDATE episodes SET content = '', extra = '{}', enrichment_error = NULL, deleted_at = ?
                    WHERE id = ?""", now, id);
            s.audit().record(c, caller, "episode.deleted", id, Map.of("memories_deleted", derived.size()));
            return null;
        });
        Responses.noContent(ctx);
    }

    private Optional<EpisodeRow> find(Connection c, UUID id) throws SQLException {
        return Sql.one(c, "SELECT " + COLUMNS + " FROM episodes WHERE id = ?", EpisodeRoutes::map, id);
    }

    private Optional<EpisodeRow> findVisible(Connection c, Caller caller, UUID id) throws SQLException {
        return find(c, id).filter(e -> e.deletedAt() == null
                && caller.reaches(e.read().organizationId(), e.read().workspaceId())
                && caller.canRead(e.read().sensitivity()));
    }

    /** An episode row as returned (the listing reads rows selected with {@link #COLUMNS}). */
    public static EpisodeRead read(ResultSet rs) throws SQLException {
        return map(rs).read();
    }

    @SuppressWarnings("unchecked")
    private static EpisodeRow map(ResultSet rs) throws SQLException {
        Map<String, Object> extra = Json.mapper().convertValue(MemoryRow.parseObject(rs.getString("extra")), Map.class);
        EpisodeRead read = new EpisodeRead(Sql.uuid(rs, "id"), Sql.uuid(rs, "organization_id"),
                Sql.uuid(rs, "workspace_id"), rs.getString("project_ref"), rs.getString("task_ref"),
                rs.getString("run_ref"), rs.getString("source_type"), rs.getString("source_uri"),
                rs.getString("content"), rs.getString("content_hash"), Sql.sensitivity(rs, "sensitivity"),
                Sql.instant(rs, "occurred_at"), EnrichmentStatus.fromWire(rs.getString("enrichment_status")),
                rs.getString("enrichment_error"), extra, Sql.instant(rs, "created_at"));
        return new EpisodeRow(read, Sql.uuid(rs, "owner_principal_id"), Sql.instant(rs, "deleted_at"));
    }

    static String sha256(String content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(content.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every JDK", e);
        }
    }
}

package dev.albert.server.memories;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.api.auth.Capability;
import dev.albert.api.memory.MemoryCreate;
import dev.albert.api.memory.MemoryHistory;
import dev.albert.api.memory.MemoryHistoryEntry;
import dev.albert.api.memory.MemoryHistoryEvent;
import dev.albert.api.memory.MemoryInvalidate;
import dev.albert.api.memory.Trust;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.Scopes;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.Binder;
import dev.albert.server.http.Body;
import dev.albert.server.http.Responses;
import dev.albert.server.store.Sql;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Memory lifecycle (extension): supersede (the new claim and the end of the old one, in one transaction), invalidate
 * with a reason, and the history of both. Neither deletes: the old memory stays readable by id, it is only no longer
 * valid, so search and context (which filter by validity) stop returning it.
 */
public final class MemoryLifecycleRoutes {
    public static final String NOT_CURRENT = "Memory is no longer current";
    private static final int MAX_CHAIN = 1000;

    private final Services s;

    public MemoryLifecycleRoutes(Services services) {
        this.s = services;
    }

    public void register(RoutesConfig routes) {
        routes.post("/v1/memories/{memory_id}/supersede", this::supersede);
        routes.post("/v1/memories/{memory_id}/invalidate", this::invalidate);
        routes.get("/v1/memories/{memory_id}/history", this::history);
    }

    /** The old memory stops being current at {@code now} (or at its start, if that lies ahead). */
    private static Instant endOf(MemoryRow m, Instant now) {
        return m.validFrom().isAfter(now) ? m.validFrom() : now;
    }

    private static boolean ended(MemoryRow m, Instant now) {
        return m.validUntil() != null && !m.validUntil().isAfter(now);
    }

    private void supersede(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_WRITE, Capability.MEMORY_READ);
        UUID id = Responses.pathUuid(ctx, "memory_id");
        // The body is a MemoryCreate, but what it leaves out is the old memory's, not MemoryCreate's default.
        Body body = Body.parse(ctx.bodyAsBytes());
        MemoryCreate request = Binder.bind(body, MemoryCreate.class);
        boolean workspaceGiven = body.has("workspace_id");
        Instant now = s.now();
        Instant from = request.validFrom() != null ? request.validFrom() : now;
        Instant validUntil = request.validUntil();
        if (body.ok() && validUntil != null && !validUntil.isAfter(from)) {
            body.modelError("valid_until must be after valid_from");
        }
        body.finish();
        Trust requestedTrust = request.trust();
        Trust trust = TrustPolicy.lowerOnly(TrustPolicy.forRemember(caller.principalType()), requestedTrust);
        // No early credential check here: the shared write path refuses inside the transaction, and a refusal rolls
        // back the whole supersession, the old memory's end included.
        MemoryRow created = s.db().write(c -> {
            MemoryRow old = s.memories().findVisible(c, caller, id)
                    .orElseThrow(() -> ApiException.notFound(MemoryRoutes.NOT_FOUND));
            if (ended(old, now)) {
                throw ApiException.conflict(NOT_CURRENT);
            }
            UUID workspace = workspaceGiven ? Scopes.resolveWorkspace(c, caller, request.workspaceId()) : old.workspaceId();
            return supersede(c, s, caller, old, new MemoryStore.NewMemory(null, caller.organizationId(),
                    workspace, caller.principalId(),
                    body.has("project_ref") ? request.projectRef() : old.projectRef(),
                    body.has("task_ref") ? request.taskRef() : old.taskRef(),
                    body.has("run_ref") ? request.runRef() : old.runRef(),
                    body.has("subject") ? request.subject() : old.subject(), request.content(),
                    body.has("memory_type") ? request.memoryType() : old.memoryType(),
                    body.has("sensitivity") ? request.sensitivity() : old.sensitivity(), request.confidence(), from,
                    validUntil, request.metadata() == null ? MemoryStore.emptyObject()
                            : ServerOwnedMetadata.fromClient(Binder.tree(request.metadata())), trust), now);
        });
        Responses.json(ctx, 201, created.toRead());
    }

    /**
     * The shared supersession, inside the caller's transaction: the old memory stops being current, its successor
     * (metadata {@code supersedes}) is inserted and enriched (credential refusal and injection scan included), the old
     * one gets {@code superseded_by}, a history entry and audit events. Used by the route and by capture promotion.
     */
    public static MemoryRow supersede(Connection c, Services s, Caller caller, MemoryRow old,
                                      MemoryStore.NewMemory successor, Instant now) throws SQLException {
        Instant end = endOf(old, now);
        Sql.update(c, "UPDATE memories SET valid_until = ?, updated_at = ? WHERE id = ?", end, now, old.id());
        s.graph().adoptMemoryState(c, old.id(), old.sensitivity(), end, now);

        ObjectNode meta = successor.metadata().deepCopy();
        meta.put("supersedes", old.id().toString());
        MemoryStore.NewMemory m = successor;
        MemoryRow inserted = s.memories().insert(c, new MemoryStore.NewMemory(m.episodeId(), m.organizationId(),
                m.workspaceId(), m.ownerPrincipalId(), m.projectRef(), m.taskRef(), m.runRef(), m.subject(),
                m.content(), m.memoryType(), m.sensitivity(), m.confidence(), m.validFrom(), m.validUntil(), meta,
                m.trust()), now);
        MemoryRow fresh = s.enricher().enrich(c, inserted, false, now);

        ObjectNode oldMeta = old.metadata().deepCopy();
        oldMeta.put("superseded_by", fresh.id().toString());
        Sql.update(c, "UPDATE memories SET metadata = ? WHERE id = ?", oldMeta.toString(), old.id());
        s.memories().recordHistory(c, old, "superseded", fresh.id(), null, caller.principalId(), now);
        s.audit().record(c, caller, "memory.superseded", old.id(), Map.of("successor", fresh.id().toString()));
        MemoryRoutes.recordWrite(c, s.audit(), caller, "memory.created", fresh,
                Map.of("memory_type", fresh.memoryType(), "supersedes", old.id().toString()));
        return fresh;
    }

    private void invalidate(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_WRITE, Capability.MEMORY_READ);
        UUID id = Responses.pathUuid(ctx, "memory_id");
        Body body = Body.parse(ctx.bodyAsBytes());
        String reason = Binder.bind(body, MemoryInvalidate.class).reason();
        body.finish();
        Instant now = s.now();
        MemoryRow invalidated = s.db().write(c -> {
            MemoryRow m = s.memories().findVisible(c, caller, id)
                    .orElseThrow(() -> ApiException.notFound(MemoryRoutes.NOT_FOUND));
            if (ended(m, now)) {
                throw ApiException.conflict(NOT_CURRENT);
            }
            Instant end = endOf(m, now);
            ObjectNode meta = m.metadata().deepCopy();
            ObjectNode invalidation = meta.putObject("invalidation");
            invalidation.put("reason", reason);
            invalidation.put("at", Json.mapper().valueToTree(now).asText());
            invalidation.put("principal_id", caller.principalId().toString());
            Sql.update(c, "UPDATE memories SET valid_until = ?, metadata = ?, updated_at = ? WHERE id = ?", end,
                    meta.toString(), now, m.id());
            s.graph().adoptMemoryState(c, m.id(), m.sensitivity(), end, now);
            s.memories().recordHistory(c, m, "invalidated", null, reason, caller.principalId(), now);
            s.audit().record(c, caller, "memory.invalidated", m.id(), Map.of("reason_length", reason.length()));
            return s.memories().find(c, m.id()).orElseThrow();
        });
        Responses.json(ctx, 200, invalidated.toRead());
    }

    private record HistoryRow(long pk, UUID memoryId, MemoryHistoryEvent event, UUID related, String reason,
                              UUID principal, Instant at) {
    }

    private void history(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_READ);
        UUID id = Responses.pathUuid(ctx, "memory_id");
        MemoryHistory history = s.db().read(c -> {
            s.memories().findVisible(c, caller, id).orElseThrow(() -> ApiException.notFound(MemoryRoutes.NOT_FOUND));
            List<UUID> chain = chain(c, id);
            Map<UUID, MemoryRow> visible = new HashMap<>();
            for (UUID member : chain) {
                s.memories().findVisible(c, caller, member).ifPresent(m -> visible.put(member, m));
            }
            List<UUID> shown = chain.stream().filter(visible::containsKey).toList();
            record Ordered(MemoryHistoryEntry entry, int position, long sequence) {
            }
            List<Ordered> events = new ArrayList<>();
            for (int i = 0; i < shown.size(); i++) {
                MemoryRow m = visible.get(shown.get(i));
                events.add(new Ordered(new MemoryHistoryEntry(MemoryHistoryEvent.CREATED, m.id(), null, null,
                        m.ownerPrincipalId(), m.createdAt()), i, -1));
                for (HistoryRow row : Sql.list(c, """
                        SELECT pk, memory_id, event, related_memory_id, reason, principal_id, created_at
                        FROM memory_history WHERE memory_id = ? ORDER BY pk""",
                        rs -> new HistoryRow(rs.getLong("pk"), Sql.uuid(rs, "memory_id"),
                                MemoryHistoryEvent.fromWire(rs.getString("event")), Sql.uuid(rs, "related_memory_id"),
                                rs.getString("reason"), Sql.uuid(rs, "principal_id"), Sql.instant(rs, "created_at")),
                        m.id())) {
                    UUID related = row.related() != null && visible.containsKey(row.related()) ? row.related() : null;
                    events.add(new Ordered(new MemoryHistoryEntry(row.event(), row.memoryId(), related, row.reason(),
                            row.principal(), row.at()), i, row.pk()));
                }
            }
            events.sort(Comparator.comparing((Ordered o) -> o.entry().at()).thenComparingInt(Ordered::position)
                    .thenComparingLong(Ordered::sequence));
            return new MemoryHistory(id, shown, events.stream().map(Ordered::entry).toList());
        });
        Responses.json(ctx, 200, history);
    }

    /** The supersession chain through the memory, oldest first (cycles and runaway chains are cut off). */
    private static List<UUID> chain(Connection c, UUID id) throws SQLException {
        Deque<UUID> out = new ArrayDeque<>();
        Set<UUID> seen = new LinkedHashSet<>();
        out.add(id);
        seen.add(id);
        UUID cursor = id;
        while (seen.size() < MAX_CHAIN) {
            Optional<UUID> before = Sql.one(c, """
                    SELECT memory_id FROM memory_history WHERE event = 'superseded' AND related_memory_id = ?
                    ORDER BY pk LIMIT 1""", rs -> Sql.uuid(rs, "memory_id"), cursor);
            if (before.isEmpty() || !seen.add(before.get())) {
                break;
            }
            out.addFirst(before.get());
            cursor = before.get();
        }
        cursor = id;
        while (seen.size() < MAX_CHAIN) {
            Optional<UUID> after = Sql.one(c, """
                    SELECT related_memory_id FROM memory_history WHERE event = 'superseded' AND memory_id = ?
                    ORDER BY pk LIMIT 1""", rs -> Sql.uuid(rs, "related_memory_id"), cursor);
            if (after.isEmpty() || !seen.add(after.get())) {
                break;
            }
            out.addLast(after.get());
            cursor = after.get();
        }
        return List.copyOf(out);
    }
}

package dev.albert.server.memories;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.auth.Capability;
import dev.albert.api.memory.MemoryCreate;
import dev.albert.api.memory.MemoryUpdate;
import dev.albert.api.memory.Trust;
import dev.albert.server.Services;
import dev.albert.server.audit.Audit;
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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** {@code /v1/memories}: create, get, patch, delete (contract §3.3). */
public final class MemoryRoutes {
    public static final String NOT_FOUND = "Memory not found";
    private final Services s;

    public MemoryRoutes(Services services) {
        this.s = services;
    }

    public void register(RoutesConfig routes) {
        routes.post("/v1/memories", this::create);
        routes.get("/v1/memories/{memory_id}", this::get);
        routes.patch("/v1/memories/{memory_id}", this::patch);
        routes.delete("/v1/memories/{memory_id}", this::delete);
    }

    private void create(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_WRITE);
        Body body = Body.parse(ctx.bodyAsBytes());
        MemoryCreate req = Binder.bind(body, MemoryCreate.class);
        Instant now = s.now();
        Instant from = req.validFrom() != null ? req.validFrom() : now;
        Instant validUntil = req.validUntil();
        if (body.ok() && validUntil != null && !validUntil.isAfter(from)) {
            body.modelError("valid_until must be after valid_from");
        }
        body.finish();
        ObjectNode metadata = Binder.tree(req.metadata());
        ObjectNode meta = metadata == null ? MemoryStore.emptyObject() : ServerOwnedMetadata.fromClient(metadata);
        Trust trust = TrustPolicy.lowerOnly(TrustPolicy.forRemember(caller.principalType()), req.trust());
        MemoryRow row = s.db().write(c -> {
            UUID workspace = Scopes.resolveWorkspace(c, caller, req.workspaceId());
            MemoryRow inserted = s.memories().insert(c, new MemoryStore.NewMemory(null, caller.organizationId(),
                    workspace, caller.principalId(), req.projectRef(), req.taskRef(), req.runRef(), req.subject(),
                    req.content(), req.memoryType(), req.sensitivity(), req.confidence(), from, validUntil, meta,
                    trust), now);
            MemoryRow enriched = s.enricher().enrich(c, inserted, false, now);
            recordWrite(c, s.audit(), caller, "memory.created", enriched, Map.of("memory_type", enriched.memoryType()));
            return enriched;
        });
        Responses.json(ctx, 201, row.toRead());
    }

    /**
     * Audits a write with the memory's trust and quarantine state, and a separate {@code memory.quarantined} event
     * when the injection scan quarantined it, so the review queue has a trail.
     */
    public static void recordWrite(Connection c, Audit audit, Caller caller, String type, MemoryRow m,
                                   Map<String, ?> detail) throws SQLException {
        Map<String, Object> full = new LinkedHashMap<>(detail);
        full.put("sensitivity", m.sensitivity().wireName());
        full.put("trust", m.trust().wireName());
        full.put("quarantined", m.quarantined());
        audit.record(c, caller, type, m.id(), full);
        if (m.quarantined()) {
            audit.record(c, caller, "memory.quarantined", m.id(), Map.of("reasons", m.quarantineReasons()));
        }
    }

    private void get(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_READ);
        UUID id = Responses.pathUuid(ctx, "memory_id");
        MemoryRow row = s.db().read(c -> s.memories().findVisible(c, caller, id))
                .orElseThrow(() -> ApiException.notFound(NOT_FOUND));
        s.audit().recordRead(caller, "memory.read", id, Map.of());
        Responses.json(ctx, 200, row.toRead());
    }

    private void patch(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_WRITE, Capability.MEMORY_READ);
        UUID id = Responses.pathUuid(ctx, "memory_id");
        Body body = Body.parse(ctx.bodyAsBytes());
        MemoryUpdate req = Binder.bind(body, MemoryUpdate.class);
        body.finish();
        // Absent and null differ here: a null valid_until clears it, an absent one keeps it.
        boolean untilPresent = body.has("valid_until");
        boolean metadataPresent = body.has("metadata") || body.has("metadata_");
        ObjectNode metadata = Binder.tree(req.metadata());
        Instant now = s.now();
        MemoryRow updated = s.db().write(c -> {
            MemoryRow m = s.memories().findVisible(c, caller, id).orElseThrow(() -> ApiException.notFound(NOT_FOUND));
            if (untilPresent && req.validUntil() != null && !req.validUntil().isAfter(m.validFrom())) {
                throw ApiException.unprocessable("valid_until must be after valid_from");
            }
            List<String> changed = new ArrayList<>();
            String newSubject = req.subject() != null ? req.subject() : m.subject();
            String newContent = req.content() != null ? req.content() : m.content();
            boolean textChanged = !newSubject.equals(m.subject()) || !newContent.equals(m.content());
            if (req.subject() != null) {
                changed.add("subject");
            }
            if (req.content() != null) {
                changed.add("content");
            }
            if (req.memoryType() != null) {
                changed.add("memory_type");
            }
            if (req.sensitivity() != null) {
                changed.add("sensitivity");
            }
            if (req.confidence() != null) {
                changed.add("confidence");
            }
            if (untilPresent) {
                changed.add("valid_until");
            }
            if (metadataPresent) {
                changed.add("metadata");
            }
            Trust trust = TrustPolicy.lowerOnly(m.trust(), req.trust());
            if (trust != m.trust()) {
                changed.add("trust");
            }
            double newConfidence = TrustPolicy.clamp(req.confidence() != null ? req.confidence() : m.confidence(),
                    trust);
            Sql.update(c, """
                    UPDATE memories SET subject = ?, content = ?, memory_type = ?, sensitivity = ?, confidence = ?,
                                        valid_until = ?, metadata = ?, trust = ?, updated_at = ?
                    WHERE id = ?""", newSubject, newContent,
                    req.memoryType() != null ? req.memoryType() : m.memoryType(),
                    req.sensitivity() != null ? req.sensitivity() : m.sensitivity(), newConfidence,
                    untilPresent ? req.validUntil() : m.validUntil(), metadataPresent
                            ? ServerOwnedMetadata.replace(m.metadata(), metadata).toString() : m.metadata().toString(), trust.wireName(), now, m.id());
            MemoryRow current = s.memories().find(c, m.id()).orElseThrow();
            if (textChanged) {
                s.memories().dropIndex(c, current, now);
                current = s.enricher().enrich(c, s.memories().find(c, m.id()).orElseThrow(), false, now);
            } else if (req.sensitivity() != null || untilPresent) {
                s.graph().adoptMemoryState(c, m.id(), current.sensitivity(), current.validUntil(), now);
            }
            recordWrite(c, s.audit(), caller, "memory.updated", current, Map.of("fields", changed));
            return current;
        });
        Responses.json(ctx, 200, updated.toRead());
    }

    private void delete(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_DELETE, Capability.MEMORY_READ);
        UUID id = Responses.pathUuid(ctx, "memory_id");
        Instant now = s.now();
        s.db().write(c -> {
            MemoryRow m = s.memories().findVisible(c, caller, id).orElseThrow(() -> ApiException.notFound(NOT_FOUND));
            s.memories().scrub(c, m, now);
            s.audit().record(c, caller, "memory.deleted", id, Map.of());
            return null;
        });
        Responses.noContent(ctx);
    }
}

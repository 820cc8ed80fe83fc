package dev.albert.server.working;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.api.Limits;
import dev.albert.api.auth.Capability;
import dev.albert.api.lock.LockRead;
import dev.albert.api.working.WorkingMemoryCreate;
import dev.albert.api.working.WorkingMemoryFinish;
import dev.albert.api.working.WorkingMemoryRead;
import dev.albert.api.working.WorkingMemoryStatus;
import dev.albert.api.working.WorkingMemoryUpdate;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.Scopes;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.Binder;
import dev.albert.server.http.Body;
import dev.albert.server.http.Responses;
import dev.albert.server.locks.LockStore;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

/** {@code /v1/working-memory}: create (optionally with a lock), get, patch, complete, fail (contract §3.7). */
public final class WorkingMemoryRoutes {
    public static final String TASK_EXISTS = "Task ID already exists";
    public static final String RESOURCE_REQUIRED = "Resource type and reference are required";

    private final Services s;
    private final LockStore locks;
    private final WorkingMemoryStore store;

    public WorkingMemoryRoutes(Services services) {
        this.s = services;
        this.locks = new LockStore(services.hasher());
        this.store = new WorkingMemoryStore(locks);
    }

    public void register(RoutesConfig routes) {
        routes.post("/v1/working-memory", this::create);
        routes.get("/v1/working-memory/{working_id}", this::get);
        routes.patch("/v1/working-memory/{working_id}", this::patch);
        routes.post("/v1/working-memory/{working_id}/complete", ctx -> finish(ctx, WorkingMemoryStatus.COMPLETED));
        routes.post("/v1/working-memory/{working_id}/fail", ctx -> finish(ctx, WorkingMemoryStatus.FAILED));
    }

    private void create(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.WORKING_MEMORY_WRITE);
        Body body = Body.parse(ctx.bodyAsBytes());
        WorkingMemoryCreate req = Binder.bind(body, WorkingMemoryCreate.class);
        body.finish();
        String taskId = req.taskId();
        String resourceType = req.resourceType();
        String resourceRef = req.resourceRef();
        int expiresIn = req.expiresInSeconds();
        boolean acquireLock = req.acquireLock();
        if (acquireLock) {
            caller.require(Capability.LOCKS_ACQUIRE);
            if (resourceType == null || resourceType.isBlank() || resourceRef == null || resourceRef.isBlank()) {
                throw ApiException.unprocessable(RESOURCE_REQUIRED);
            }
        }
        Instant now = s.now();
        // The lock lives no longer than a day even when the task may run for a week.
        int lockTtl = Math.min(expiresIn, Limits.LOCK_TTL_MAX);
        WorkingMemoryRead created = s.db().write(c -> {
            store.expireDue(c, now);
            UUID workspace = Scopes.resolveWorkspace(c, caller, req.workspaceId());
            if (store.taskExists(c, caller.organizationId(), taskId)) {
                throw ApiException.conflict(TASK_EXISTS);
            }
            WorkingMemoryStore.Row row = store.insert(c, new WorkingMemoryStore.NewWorkingMemory(
                    caller.organizationId(), workspace, caller.principalId(), taskId, req.description(), resourceType,
                    resourceRef, now.plusSeconds(expiresIn)), now);
            LockRead lock = null;
            if (acquireLock) {
                lock = locks.acquire(c, new LockStore.Request(caller.organizationId(), workspace,
                        caller.principalId(), row.id(), resourceType, resourceRef, lockTtl), now);
                s.audit().record(c, caller, "lock.acquired", lock.id(),
                        Map.of("fence", lock.fence(), "working_memory_id", row.id().toString()));
            }
            s.audit().record(c, caller, "working_memory.created", row.id(), Map.of("with_lock", lock != null));
            return row.toRead(lock);
        });
        // Albert v1 answers create with WorkingMemoryCreateRead, whose lock is null when none was taken.
        ObjectNode response = Json.mapper().valueToTree(created);
        if (!response.has("lock")) {
            response.putNull("lock");
        }
        Responses.json(ctx, 201, response);
    }

    private void get(Context ctx) {
        Caller caller = s.caller(ctx);
        if (!caller.has(Capability.WORKING_MEMORY_READ) && !caller.has(Capability.WORKING_MEMORY_WRITE)) {
            caller.require(Capability.WORKING_MEMORY_READ);
        }
        UUID id = Responses.pathUuid(ctx, "working_id");
        Instant now = s.now();
        WorkingMemoryStore.Row row = s.db().read(c -> store.findInReach(c, caller, id))
                .orElseThrow(() -> ApiException.notFound(WorkingMemoryStore.NOT_FOUND));
        if (row.status() == WorkingMemoryStatus.ACTIVE && !row.activeAt(now)) {
            // Expired since the last sweep: expire it now so the answer and its locks agree.
            row = s.db().write(c -> {
                store.expireDue(c, now);
                return store.find(c, id).orElseThrow();
            });
        }
        Responses.json(ctx, 200, row.toRead(null));
    }

    private void patch(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.WORKING_MEMORY_WRITE);
        UUID id = Responses.pathUuid(ctx, "working_id");
        Body body = Body.parse(ctx.bodyAsBytes());
        WorkingMemoryUpdate req = Binder.bind(body, WorkingMemoryUpdate.class);
        body.finish();
        ObjectNode progress = Binder.tree(req.progress());
        Instant now = s.now();
        WorkingMemoryRead updated = s.db().write(c -> {
            store.expireDue(c, now);
            WorkingMemoryStore.Row w = store.requireWritable(c, caller, id, now);
            return store.update(c, w, progress, req.expiresInSeconds(), now).toRead(null);
        });
        Responses.json(ctx, 200, updated);
    }

    private void finish(Context ctx, WorkingMemoryStatus outcome) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.WORKING_MEMORY_WRITE);
        UUID id = Responses.pathUuid(ctx, "working_id");
        Body body = Body.parse(ctx.bodyAsBytes());
        String notes = Binder.bind(body, WorkingMemoryFinish.class).consolidationNotes();
        body.finish();
        Instant now = s.now();
        WorkingMemoryRead finished = s.db().write(c -> {
            store.expireDue(c, now);
            WorkingMemoryStore.Row w = store.requireWritable(c, caller, id, now);
            WorkingMemoryStore.Finished done = store.finish(c, w, outcome, notes, now);
            Map<String, Object> detail = new LinkedHashMap<>();
            detail.put("locks_released", done.locksReleased());
            detail.put("notes_length", notes.length());
            s.audit().record(c, caller, "working_memory." + outcome.wireName(), w.id(), detail);
            return done.row().toRead(null);
        });
        Responses.json(ctx, 200, finished);
    }
}

package dev.albert.server.locks;

import dev.albert.api.auth.Capability;
import dev.albert.api.lock.LockAcquire;
import dev.albert.api.lock.LockRead;
import dev.albert.api.lock.LockRelease;
import dev.albert.api.lock.LockRenew;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.Scopes;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.Binder;
import dev.albert.server.http.Body;
import dev.albert.server.http.Responses;
import dev.albert.server.working.WorkingMemoryStore;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/** {@code /v1/locks}: acquire, renew, release fenced leases (contract §3.8). */
public final class LockRoutes {
    public static final String TYPE_MISMATCH = "Lock resource type does not match task";
    public static final String REF_MISMATCH = "Lock resource reference does not match task";
    public static final String WORKSPACE_MISMATCH = "Lock workspace does not match task";

    private final Services s;
    private final LockStore locks;
    private final WorkingMemoryStore working;

    public LockRoutes(Services services) {
        this.s = services;
        this.locks = new LockStore(services.hasher());
        this.working = new WorkingMemoryStore(locks);
    }

    public void register(RoutesConfig routes) {
        routes.post("/v1/locks/acquire", this::acquire);
        routes.post("/v1/locks/{lock_id}/renew", this::renew);
        routes.post("/v1/locks/{lock_id}/release", this::release);
    }

    private void acquire(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.LOCKS_ACQUIRE);
        Body body = Body.parse(ctx.bodyAsBytes());
        LockAcquire req = Binder.bind(body, LockAcquire.class);
        body.finish();
        UUID workspaceId = req.workspaceId();
        UUID workingMemoryId = req.workingMemoryId();
        String resourceType = req.resourceType();
        String resourceRef = req.resourceRef();
        Instant now = s.now();
        LockRead lock = s.db().write(c -> {
            working.expireDue(c, now);
            UUID workspace = Scopes.resolveWorkspace(c, caller, workspaceId);
            if (workingMemoryId != null) {
                WorkingMemoryStore.Row task = working.requireWritable(c, caller, workingMemoryId, now);
                if (task.resourceType() != null && !task.resourceType().equals(resourceType)) {
                    throw ApiException.conflict(TYPE_MISMATCH);
                }
                if (task.resourceRef() != null && !task.resourceRef().equals(resourceRef)) {
                    throw ApiException.conflict(REF_MISMATCH);
                }
                if (workspaceId == null) {
                    workspace = task.workspaceId();
                } else if (!Objects.equals(workspace, task.workspaceId())) {
                    throw ApiException.conflict(WORKSPACE_MISMATCH);
                }
            }
            LockRead acquired = locks.acquire(c, new LockStore.Request(caller.organizationId(), workspace,
                    caller.principalId(), workingMemoryId, resourceType, resourceRef, req.ttlSeconds()), now);
            s.audit().record(c, caller, "lock.acquired", acquired.id(), Map.of("fence", acquired.fence()));
            return acquired;
        });
        Responses.json(ctx, 201, lock);
    }

    private void renew(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.LOCKS_ACQUIRE);
        UUID id = Responses.pathUuid(ctx, "lock_id");
        Body body = Body.parse(ctx.bodyAsBytes());
        LockRenew lease = Binder.bind(body, LockRenew.class);
        body.finish();
        Instant now = s.now();
        LockRead renewed = s.db().write(c -> {
            Optional<LockStore.Row> row = locks.find(c, caller.organizationId(), id);
            if (!locks.leaseValid(row, caller.principalId(), lease.fence(), lease.token(), now, false)) {
                throw ApiException.conflict(LockStore.STALE);
            }
            return locks.renew(c, row.get(), lease.ttlSeconds(), now);
        });
        Responses.json(ctx, 200, renewed);
    }

    private void release(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.LOCKS_ACQUIRE);
        UUID id = Responses.pathUuid(ctx, "lock_id");
        Body body = Body.parse(ctx.bodyAsBytes());
        LockRelease lease = Binder.bind(body, LockRelease.class);
        body.finish();
        Instant now = s.now();
        s.db().write(c -> {
            Optional<LockStore.Row> row = locks.find(c, caller.organizationId(), id);
            // A lease that has run out may still be released: the holder is tidying up.
            if (!locks.leaseValid(row, caller.principalId(), lease.fence(), lease.token(), now, true)) {
                throw ApiException.conflict(LockStore.STALE);
            }
            locks.release(c, row.get(), now);
            s.audit().record(c, caller, "lock.released", id, Map.of("fence", lease.fence()));
            return null;
        });
        Responses.noContent(ctx);
    }
}

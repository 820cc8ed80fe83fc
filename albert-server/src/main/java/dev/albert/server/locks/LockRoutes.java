package dev.albert.server.locks;

import dev.albert.api.Limits;
import dev.albert.api.auth.Capability;
import dev.albert.api.lock.LockRead;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.Scopes;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.Body;
import dev.albert.server.http.Body.Presence;
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
        UUID workspaceId = body.uuid("workspace_id", Presence.NULLABLE);
        UUID workingMemoryId = body.uuid("working_memory_id", Presence.NULLABLE);
        String resourceType = body.string("resource_type", Presence.REQUIRED, null, 1, Limits.RESOURCE_TYPE_MAX);
        String resourceRef = body.string("resource_ref", Presence.REQUIRED, null, 1, Limits.RESOURCE_REF_MAX);
        Integer ttl = body.integer("ttl_seconds", Presence.OPTIONAL, Limits.LOCK_TTL_DEFAULT, Limits.LOCK_TTL_MIN,
                Limits.LOCK_TTL_MAX);
        body.finish();
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
                    caller.principalId(), workingMemoryId, resourceType, resourceRef, ttl), now);
            s.audit().record(c, caller, "lock.acquired", acquired.id(), Map.of("fence", acquired.fence()));
            return acquired;
        });
        Responses.json(ctx, 201, lock);
    }

    /** The lease fields of renew and release. */
    private record Lease(String token, long fence) {
        @Override
        public String toString() {
            return "Lease[fence=" + fence + "]";
        }
    }

    private static Lease lease(Body body) {
        String token = body.string("token", Presence.REQUIRED, null, Limits.LOCK_TOKEN_MIN, Integer.MAX_VALUE);
        Integer fence = body.integer("fence", Presence.REQUIRED, null, 1, Integer.MAX_VALUE);
        return token == null || fence == null ? null : new Lease(token, fence);
    }

    private void renew(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.LOCKS_ACQUIRE);
        UUID id = Responses.pathUuid(ctx, "lock_id");
        Body body = Body.parse(ctx.bodyAsBytes()).notStored("token");
        Lease lease = lease(body);
        Integer ttl = body.integer("ttl_seconds", Presence.OPTIONAL, Limits.LOCK_TTL_DEFAULT, Limits.LOCK_TTL_MIN,
                Limits.LOCK_TTL_MAX);
        body.finish();
        Instant now = s.now();
        LockRead renewed = s.db().write(c -> {
            Optional<LockStore.Row> row = locks.find(c, caller.organizationId(), id);
            if (!locks.leaseValid(row, caller.principalId(), lease.fence(), lease.token(), now, false)) {
                throw ApiException.conflict(LockStore.STALE);
            }
            return locks.renew(c, row.get(), ttl, now);
        });
        Responses.json(ctx, 200, renewed);
    }

    private void release(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.LOCKS_ACQUIRE);
        UUID id = Responses.pathUuid(ctx, "lock_id");
        Body body = Body.parse(ctx.bodyAsBytes()).notStored("token");
        Lease lease = lease(body);
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

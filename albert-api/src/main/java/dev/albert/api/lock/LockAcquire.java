package dev.albert.api.lock;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.wire.Wire;
import java.util.UUID;

/** {@code POST /v1/locks/acquire} body; ttl_seconds 10–86,400, default 900. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LockAcquire(
        @Wire.Nullable UUID workspaceId,
        @Wire.Nullable UUID workingMemoryId,
        @Wire.Required @Wire.Length(min = 1, max = Limits.RESOURCE_TYPE_MAX) String resourceType,
        @Wire.Required @Wire.Length(min = 1, max = Limits.RESOURCE_REF_MAX) String resourceRef,
        @Wire.Range(min = Limits.LOCK_TTL_MIN, max = Limits.LOCK_TTL_MAX)
        @Wire.Default("" + Limits.LOCK_TTL_DEFAULT) Integer ttlSeconds) {}

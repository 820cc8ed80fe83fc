package dev.albert.api.working;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.wire.Wire;
import java.util.UUID;

/** {@code POST /v1/working-memory} body (contract §3.7). expires_in_seconds 60–604,800, default 7,200. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Wire.ScreenedAs("Working memory")
public record WorkingMemoryCreate(
        @Wire.Required @Wire.Length(min = 1, max = Limits.TASK_ID_MAX) String taskId,
        @Wire.Required @Wire.Length(min = 1, max = Limits.WORKING_DESCRIPTION_MAX) String description,
        @Wire.Nullable UUID workspaceId,
        @Wire.Nullable @Wire.Length(max = Limits.RESOURCE_TYPE_MAX) String resourceType,
        @Wire.Nullable @Wire.Length(max = Limits.RESOURCE_REF_MAX) String resourceRef,
        @Wire.Range(min = Limits.WORKING_EXPIRES_MIN, max = Limits.WORKING_EXPIRES_MAX)
        @Wire.Default("" + Limits.WORKING_EXPIRES_DEFAULT) Integer expiresInSeconds,
        @Wire.Default("false") Boolean acquireLock) {}

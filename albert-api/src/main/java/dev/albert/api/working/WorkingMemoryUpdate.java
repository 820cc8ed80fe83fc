package dev.albert.api.working;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.wire.Wire;
import java.util.Map;

/** {@code PATCH /v1/working-memory/{id}}: progress replaces the stored value. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Wire.ScreenedAs("Working memory progress")
public record WorkingMemoryUpdate(
        @Wire.Nullable Map<String, Object> progress,
        @Wire.Nullable @Wire.Range(min = Limits.WORKING_EXPIRES_MIN, max = Limits.WORKING_EXPIRES_MAX)
        Integer expiresInSeconds) {}

package dev.albert.api.working;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/** {@code PATCH /v1/working-memory/{id}}: progress replaces the stored value. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record WorkingMemoryUpdate(
        Map<String, Object> progress,
        Integer expiresInSeconds) {}

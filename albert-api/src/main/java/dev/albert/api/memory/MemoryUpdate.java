package dev.albert.api.memory;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.auth.Sensitivity;
import java.time.Instant;
import java.util.Map;

/** {@code PATCH /v1/memories/{id}} body: only fields present are applied; {@code metadata} replaces the whole object. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record MemoryUpdate(
        String subject,
        String content,
        String memoryType,
        Sensitivity sensitivity,
        Double confidence,
        Instant validUntil,
        Map<String, Object> metadata,
        Trust trust) {}

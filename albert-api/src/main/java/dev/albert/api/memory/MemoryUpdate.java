package dev.albert.api.memory;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.wire.Wire;
import java.time.Instant;
import java.util.Map;

/** {@code PATCH /v1/memories/{id}} body: only fields present are applied; {@code metadata} replaces the whole object. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Wire.ScreenedAs("Content")
public record MemoryUpdate(
        @Wire.Length(max = Limits.SUBJECT_MAX) String subject,
        @Wire.NotBlank @Wire.Length(max = Limits.MEMORY_CONTENT_MAX) String content,
        @Wire.Length(max = Limits.MEMORY_TYPE_MAX) String memoryType,
        Sensitivity sensitivity,
        @Wire.Range(min = 0, max = 1) Double confidence,
        @Wire.Nullable Instant validUntil,
        @Wire.Alias("metadata_") Map<String, Object> metadata,
        Trust trust) {}

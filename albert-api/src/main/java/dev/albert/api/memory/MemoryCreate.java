package dev.albert.api.memory;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.wire.Wire;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/** {@code POST /v1/memories} body (contract §3.3). {@code trust} is our extension: clients may lower it, never raise it. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Wire.ScreenedAs("Content")
public record MemoryCreate(
        @Wire.Nullable UUID workspaceId,
        @Wire.Nullable @Wire.Length(max = Limits.REF_MAX) String projectRef,
        @Wire.Nullable @Wire.Length(max = Limits.REF_MAX) String taskRef,
        @Wire.Nullable @Wire.Length(max = Limits.REF_MAX) String runRef,
        @Wire.Length(max = Limits.SUBJECT_MAX) @Wire.Default("") String subject,
        @Wire.Required @Wire.NotBlank @Wire.Length(max = Limits.MEMORY_CONTENT_MAX) String content,
        @Wire.Length(max = Limits.MEMORY_TYPE_MAX) @Wire.Default("fact") String memoryType,
        @Wire.Default("internal") Sensitivity sensitivity,
        @Wire.Range(min = 0, max = 1) @Wire.Default("1.0") Double confidence,
        @Wire.Nullable Instant validFrom,
        @Wire.Nullable Instant validUntil,
        @Wire.Alias("metadata_") Map<String, Object> metadata,
        Trust trust) {
    public static MemoryCreate of(String content) {
        return new MemoryCreate(null, null, null, null, null, content, null, null, null, null, null, null, null);
    }
}

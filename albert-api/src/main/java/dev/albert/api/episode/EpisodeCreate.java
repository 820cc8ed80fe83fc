package dev.albert.api.episode;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.wire.Wire;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/** {@code POST /v1/episodes} body (contract §3.2). */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Wire.ScreenedAs("Content")
public record EpisodeCreate(
        @Wire.Nullable UUID workspaceId,
        @Wire.Nullable @Wire.Length(max = Limits.REF_MAX) String projectRef,
        @Wire.Nullable @Wire.Length(max = Limits.REF_MAX) String taskRef,
        @Wire.Nullable @Wire.Length(max = Limits.REF_MAX) String runRef,
        @Wire.Required @Wire.NotBlank @Wire.Length(max = Limits.EPISODE_CONTENT_MAX) String content,
        @Wire.Length(max = Limits.SOURCE_TYPE_MAX) @Wire.Default("explicit") String sourceType,
        @Wire.Length(max = Limits.SOURCE_URI_MAX) @Wire.Default("") String sourceUri,
        @Wire.Default("internal") Sensitivity sensitivity,
        @Wire.Nullable Instant occurredAt,
        @Wire.Alias("metadata_") Map<String, Object> metadata) {
    public EpisodeCreate {
        sourceType = sourceType == null ? "explicit" : sourceType;
        sourceUri = sourceUri == null ? "" : sourceUri;
        sensitivity = sensitivity == null ? Sensitivity.INTERNAL : sensitivity;
        metadata = metadata == null ? Map.of() : metadata;
    }

    public static EpisodeCreate of(String content) {
        return new EpisodeCreate(null, null, null, null, content, null, null, null, null, null);
    }
}

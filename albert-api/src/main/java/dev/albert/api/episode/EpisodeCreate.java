package dev.albert.api.episode;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.auth.Sensitivity;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/** {@code POST /v1/episodes} body (contract §3.2). */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record EpisodeCreate(
        UUID workspaceId,
        String projectRef,
        String taskRef,
        String runRef,
        String content,
        String sourceType,
        String sourceUri,
        Sensitivity sensitivity,
        Instant occurredAt,
        Map<String, Object> metadata) {
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

package dev.albert.api.capture;

import com.fasterxml.jackson.annotation.JsonProperty;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A stored capture event, as read back (extension, {@code GET /v1/capture/sessions/{session_key}/events}).
 *
 * @param createdAt  when the host produced it (client clock)
 * @param receivedAt when the server stored it
 * @param redacted   rules whose matches the server redacted on arrival (the client redacts before sending too)
 */
public record CapturedEvent(
        String eventId,
        String host,
        String sessionKey,
        @JsonProperty("class") CaptureEventClass eventClass,
        String text,
        Instant createdAt,
        Instant receivedAt,
        String turnKey,
        String projectRef,
        String branch,
        Map<String, String> metadata,
        UUID workspaceId,
        UUID principalId,
        List<String> redacted) {
}

package dev.albert.api.capture;

import com.fasterxml.jackson.annotation.JsonProperty;

import java.time.Instant;
import java.util.Map;

/**
 * One event of {@code POST /v1/capture/events} (extension). {@code eventId} is a client-assigned UUIDv7 and the
 * idempotency key (unique per organization); {@code eventClass} is {@code "class"} on the wire.
 */
public record CaptureEvent(
        String eventId,
        String host,
        String sessionKey,
        @JsonProperty("class") CaptureEventClass eventClass,
        String text,
        Instant createdAt,
        String turnKey,
        String projectRef,
        String branch,
        Map<String, String> metadata) {
    public CaptureEvent {
        metadata = metadata == null ? Map.of() : metadata;
    }
}

package dev.albert.capture.delivery;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.albert.capture.queue.EventClass;
import dev.albert.capture.queue.QueuedEvent;

import java.time.Instant;
import java.util.Map;

/**
 * One event in {@code POST /v1/capture/events}. Field names on the wire are snake_case;
 * {@code eventClass} is sent as {@code "class"}. docs/capture-queue.md is the full contract.
 */
public record CaptureEventWire(String eventId, String host, String sessionKey,
                               @JsonProperty("class") EventClass eventClass, String text, Instant createdAt,
                               String turnKey, String projectRef, String branch, Map<String, String> metadata) {
    public CaptureEventWire {
        metadata = metadata == null ? Map.of() : metadata;
    }

    public static CaptureEventWire of(QueuedEvent e) {
        return new CaptureEventWire(e.eventId(), e.host(), e.sessionKey(), e.eventClass(), e.payload().text(),
                e.createdAt(), e.payload().turnKey(), e.payload().projectRef(), e.payload().branch(),
                e.payload().metadata());
    }
}

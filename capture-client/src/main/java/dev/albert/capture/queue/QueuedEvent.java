package dev.albert.capture.queue;

import dev.albert.api.capture.CaptureEventClass;

import java.time.Instant;

/** A record claimed for delivery, decrypted and authenticated. */
public record QueuedEvent(String eventId, String host, String sessionKey, CaptureEventClass eventClass, Instant createdAt,
                          int attempts, long sizeBytes, EventPayload payload) {
}

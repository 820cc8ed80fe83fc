package dev.albert.capture.queue;

import java.time.Instant;

/** A record claimed for delivery, decrypted and authenticated. */
public record QueuedEvent(String eventId, String host, String sessionKey, EventClass eventClass, Instant createdAt,
                          int attempts, long sizeBytes, EventPayload payload) {
}

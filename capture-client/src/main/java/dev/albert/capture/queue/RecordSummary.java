package dev.albert.capture.queue;

import dev.albert.api.capture.CaptureEventClass;

import java.time.Instant;

/** One stored record as {@code queue list} shows it: bookkeeping only, never content. */
public record RecordSummary(String eventId, String host, String sessionKey, CaptureEventClass eventClass, Instant createdAt,
                            RecordStatus status, int attempts, Instant nextAttemptAt, String lastError, long sizeBytes,
                            boolean leased) {
}

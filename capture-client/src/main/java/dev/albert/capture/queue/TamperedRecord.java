package dev.albert.capture.queue;

import java.time.Instant;

/**
 * A record moved aside because it failed authentication: its bookkeeping, why, and when it was
 * detected. The ciphertext is not kept (nothing can decrypt it with the current key).
 *
 * @param reason a {@link TamperReason} code
 */
public record TamperedRecord(String eventId, String host, String sessionKey, String eventClass, Instant createdAt,
                             Instant detectedAt, String reason, long sizeBytes) {
}

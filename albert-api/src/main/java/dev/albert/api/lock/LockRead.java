package dev.albert.api.lock;

import java.time.Instant;
import java.util.UUID;

/** A fenced lease. The token is returned only by acquire (and working-memory create); otherwise null. */
public record LockRead(
        UUID id,
        String resourceType,
        String resourceRef,
        long fence,
        Instant expiresAt,
        String token) {
    @Override
    public String toString() {
        return "LockRead[id=" + id + ", resourceType=" + resourceType + ", resourceRef=" + resourceRef + ", fence=" + fence
                + ", expiresAt=" + expiresAt + ", token=" + (token == null ? "null" : "<redacted>") + "]";
    }
}

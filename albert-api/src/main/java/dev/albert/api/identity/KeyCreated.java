package dev.albert.api.identity;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/** A newly issued key: the only time its secret is returned. */
public record KeyCreated(
        String apiKey,
        UUID id,
        String name,
        String prefix,
        UUID principalId,
        List<String> capabilities,
        Instant expiresAt,
        Instant createdAt) {
    @Override
    public String toString() {
        return "KeyCreated[id=" + id + ", name=" + name + ", prefix=" + prefix + ", principalId=" + principalId
                + ", capabilities=" + capabilities + ", expiresAt=" + expiresAt + ", apiKey=<redacted>]";
    }
}

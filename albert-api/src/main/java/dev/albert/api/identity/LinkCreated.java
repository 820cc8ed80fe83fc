package dev.albert.api.identity;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/** A new connection link: the only time its token is returned. */
public record LinkCreated(
        UUID id,
        String token,
        String url,
        Instant expiresAt,
        String name,
        UUID principalId,
        List<String> capabilities,
        Instant createdAt) {
    @Override
    public String toString() {
        return "LinkCreated[id=" + id + ", url=" + url + ", expiresAt=" + expiresAt + ", name=" + name
                + ", principalId=" + principalId + ", capabilities=" + capabilities + ", token=<redacted>]";
    }
}

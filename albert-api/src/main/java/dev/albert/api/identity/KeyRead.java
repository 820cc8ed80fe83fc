package dev.albert.api.identity;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/** A key as listed: never its secret. */
public record KeyRead(
        UUID id,
        String name,
        String prefix,
        UUID principalId,
        List<String> capabilities,
        boolean active,
        Instant expiresAt,
        Instant createdAt,
        Instant lastUsedAt) {}

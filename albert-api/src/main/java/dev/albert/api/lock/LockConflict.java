package dev.albert.api.lock;

import java.time.Instant;
import java.util.UUID;

/** The object inside {@code detail} of a 409 lock conflict. */
public record LockConflict(
        String message,
        UUID ownerPrincipalId,
        Instant expiresAt) {}

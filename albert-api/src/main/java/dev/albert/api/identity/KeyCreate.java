package dev.albert.api.identity;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * {@code POST /v1/keys} (extension): capabilities must be a subset of the caller's; principal defaults to the caller's.
 * Expiry is optional: {@code expires_at} or {@code expires_in_seconds}, not both.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record KeyCreate(
        String name,
        List<String> capabilities,
        UUID principalId,
        Instant expiresAt,
        Integer expiresInSeconds) {
    public KeyCreate(String name, List<String> capabilities, UUID principalId, Instant expiresAt) {
        this(name, capabilities, principalId, expiresAt, null);
    }
}

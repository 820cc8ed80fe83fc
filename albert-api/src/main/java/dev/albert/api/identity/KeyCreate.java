package dev.albert.api.identity;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.auth.Capability;
import dev.albert.api.wire.Wire;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * {@code POST /v1/keys} (extension): capabilities must be a subset of the caller's; principal defaults to the caller's.
 * Expiry is optional: {@code expires_at} or {@code expires_in_seconds}, not both.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record KeyCreate(
        @Wire.NotBlank @Wire.Length(max = Limits.NAME_MAX) @Wire.Default("agent key") String name,
        @Wire.Required @Wire.NotEmpty("at least one capability is required") @Wire.OneOf(Capability.class)
        List<String> capabilities,
        @Wire.Nullable UUID principalId,
        @Wire.Nullable Instant expiresAt,
        @Wire.Nullable @Wire.Range(min = Limits.KEY_EXPIRES_MIN, max = Limits.KEY_EXPIRES_MAX) Integer expiresInSeconds) {
    public KeyCreate(String name, List<String> capabilities, UUID principalId, Instant expiresAt) {
        this(name, capabilities, principalId, expiresAt, null);
    }
}

package dev.albert.api.identity;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.auth.Capability;
import dev.albert.api.wire.Wire;
import java.util.List;
import java.util.UUID;

/**
 * {@code POST /v1/links} (extension): a one-time connection link that redeems into a key with exactly these
 * capabilities (a subset of the caller's) for the principal (default: the caller's own).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LinkCreate(
        @Wire.NotBlank @Wire.Length(max = Limits.NAME_MAX) @Wire.Default("connection link") String name,
        @Wire.Required @Wire.NotEmpty("at least one capability is required") @Wire.OneOf(Capability.class)
        List<String> capabilities,
        @Wire.Nullable UUID principalId,
        @Wire.Range(min = Limits.LINK_EXPIRES_MIN, max = Limits.LINK_EXPIRES_MAX) @Wire.Default("900") Integer expiresInSeconds) {}

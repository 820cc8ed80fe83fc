package dev.albert.api.identity;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.UUID;

/**
 * {@code POST /v1/links} (extension): a one-time connection link that redeems into a key with exactly these
 * capabilities (a subset of the caller's) for the principal (default: the caller's own).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LinkCreate(
        String name,
        List<String> capabilities,
        UUID principalId,
        Integer expiresInSeconds) {}

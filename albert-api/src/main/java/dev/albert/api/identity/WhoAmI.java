package dev.albert.api.identity;

import dev.albert.api.auth.PrincipalType;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * {@code GET /v1/whoami} (extension): what the calling key is — its principal, scope, capabilities
 * and expiry — and the server's clock, so a client can check its key and clock skew in one call.
 */
public record WhoAmI(UUID keyId, String keyName, String keyPrefix, Instant keyExpiresAt, UUID principalId,
                     String principalName, PrincipalType principalType, UUID organizationId, String organizationName,
                     UUID workspaceId, String workspaceName, List<String> capabilities, Instant serverTime) {
}

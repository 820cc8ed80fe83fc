package dev.albert.api.identity;

import dev.albert.api.auth.PrincipalType;
import java.time.Instant;
import java.util.UUID;

/** A principal (extension): who holds keys. {@code workspace_id} null means organization-scoped. */
public record PrincipalRead(
        UUID id,
        UUID organizationId,
        UUID workspaceId,
        String name,
        PrincipalType principalType,
        boolean active,
        Instant createdAt,
        Instant deactivatedAt) {}

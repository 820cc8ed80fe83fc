package dev.albert.api.identity;

import java.time.Instant;
import java.util.UUID;

/** A workspace (extension): a partition inside an organization. */
public record WorkspaceRead(
        UUID id,
        UUID organizationId,
        String name,
        Instant createdAt) {}

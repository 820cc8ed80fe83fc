package dev.albert.api.audit;

import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/** An audit event (extension): ids, counts and labels only, never memory bodies, keys or tokens. */
public record AuditEventRead(
        UUID id,
        UUID organizationId,
        String eventType,
        UUID principalId,
        String principalType,
        UUID targetId,
        Map<String, Object> detail,
        Instant createdAt) {}

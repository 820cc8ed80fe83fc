package dev.albert.api.audit;

import java.util.List;

/** One page of {@code GET /v1/audit-events}; {@code next_cursor} is null on the last page. */
public record AuditEventPage(
        List<AuditEventRead> items,
        String nextCursor) {}

package dev.albert.server.memories;

import dev.albert.api.auth.Capability;
import dev.albert.api.memory.QuarantineReview;
import dev.albert.api.memory.ReviewDecision;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.enrich.Enricher;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.Binder;
import dev.albert.server.http.Body;
import dev.albert.server.http.Responses;
import dev.albert.server.store.Sql;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/**
 * {@code POST /v1/memories/{id}/quarantine/review} (extension, {@code memory.review}): a reviewer releases a
 * quarantined memory — it is searched and assembled again, and the same text is not quarantined again — or rejects
 * it, which scrubs it as DELETE does. The review queue is {@code GET /v1/memories?quarantined=true}.
 */
public final class QuarantineRoutes {
    public static final String NOT_QUARANTINED = "Memory is not quarantined";
    private final Services s;

    public QuarantineRoutes(Services services) {
        this.s = services;
    }

    public void register(RoutesConfig routes) {
        routes.post("/v1/memories/{memory_id}/quarantine/review", this::review);
    }

    private void review(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_REVIEW);
        UUID id = Responses.pathUuid(ctx, "memory_id");
        Body body = Body.parse(ctx.bodyAsBytes());
        QuarantineReview req = Binder.bind(body, QuarantineReview.class);
        body.finish();
        ReviewDecision decision = req.decision();
        String note = req.note();
        Instant now = s.now();
        MemoryRow reviewed = s.db().write(c -> {
            MemoryRow m = s.memories().findVisible(c, caller, id)
                    .orElseThrow(() -> ApiException.notFound(MemoryRoutes.NOT_FOUND));
            if (!m.quarantined()) {
                throw ApiException.conflict(NOT_QUARANTINED);
            }
            Map<String, Object> detail = Map.of("reasons", m.quarantineReasons());
            if (decision == ReviewDecision.RELEASE) {
                Sql.update(c, """
                        UPDATE memories SET quarantined = 0, quarantine_reasons = '[]', quarantine_released_hash = ?,
                                            updated_at = ?
                        WHERE id = ?""", Enricher.textHash(m.subject(), m.content()), now, m.id());
                s.memories().recordHistory(c, m, "quarantine_released", null, note, caller.principalId(), now);
                s.audit().record(c, caller, "memory.quarantine_released", m.id(), detail);
            } else {
                s.memories().scrub(c, m, now);
                s.audit().record(c, caller, "memory.quarantine_rejected", m.id(), detail);
            }
            return s.memories().find(c, m.id()).orElseThrow();
        });
        Responses.json(ctx, 200, reviewed.toRead());
    }
}

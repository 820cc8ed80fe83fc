package dev.albert.server.search;

import dev.albert.api.auth.Capability;
import dev.albert.api.context.Citation;
import dev.albert.api.context.ContextRequest;
import dev.albert.api.context.ContextResponse;
import dev.albert.api.memory.Trust;
import dev.albert.api.search.SearchHit;
import dev.albert.api.search.SearchRequest;
import dev.albert.api.search.SearchResponse;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.http.Binder;
import dev.albert.server.http.Body;
import dev.albert.server.http.Responses;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@code POST /v1/search} and {@code POST /v1/context/assemble} (contract §3.4, §3.5). */
public final class SearchRoutes {
    private final Services s;
    private final SearchService search;

    public SearchRoutes(Services services) {
        this.s = services;
        this.search = new SearchService(services);
    }

    public void register(RoutesConfig routes) {
        routes.post("/v1/search", this::search);
        routes.post("/v1/context/assemble", this::assemble);
    }

    private void search(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_READ);
        Body body = Body.parse(ctx.bodyAsBytes());
        SearchRequest request = Binder.bind(body, SearchRequest.class);
        body.finish();
        SearchParams params = SearchParams.of(request);
        // Honoured only for reviewers; anyone else gets the default, as if the field were absent.
        if (request.includeQuarantined() && caller.has(Capability.MEMORY_REVIEW)) {
            params = params.withIncludeQuarantined(true);
        }
        SearchService.Result result = search.search(caller, params);
        s.audit().recordRead(caller, "memory.searched", null,
                Map.of("result_count", result.hits().size(), "degraded", result.degraded()));
        Responses.json(ctx, 200, new SearchResponse(result.hits(), result.degraded()));
    }

    private void assemble(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_READ);
        Body body = Body.parse(ctx.bodyAsBytes());
        ContextRequest request = Binder.bind(body, ContextRequest.class);
        body.finish();
        // Quarantined memories never reach assembled context, whoever asks (the request has no field to ask).
        SearchParams params = SearchParams.of(request);
        int maxCharacters = request.maxCharacters();
        SearchService.Result result = search.search(caller, params);
        ContextResponse response = assemble(result, maxCharacters);
        s.audit().recordRead(caller, "context.assembled", null, Map.of("citations", response.citations().size(),
                "characters", response.context().codePointCount(0, response.context().length()), "degraded", result.degraded()));
        Responses.json(ctx, 200, response);
    }

    /**
     * Walks hits in rank order; stops at the first section that would exceed the budget. Each section says how far its
     * text is trusted, {@code [<i>] [verified] <subject>}, with session-start's labels, so a model reading the block
     * can tell what a person vouched for from what an agent or a tool wrote.
     */
    static ContextResponse assemble(SearchService.Result result, int maxCharacters) {
        List<String> sections = new ArrayList<>();
        List<Citation> citations = new ArrayList<>();
        int used = 0;
        int index = 1;
        for (SearchHit hit : result.hits()) {
            Trust trust = trustOf(hit);
            String label = SessionStartRoutes.label(trust == null ? Trust.UNTRUSTED : trust);
            String subject = hit.subject() == null ? "" : hit.subject();
            String section = ("[" + index + "] " + label + (subject.isEmpty() ? "" : " " + subject) + "\n" + hit.content()).strip();
            int length = section.codePointCount(0, section.length());
            if (used + length > maxCharacters) {
                break;
            }
            sections.add(section);
            citations.add(new Citation(index, hit.kind(), hit.memoryId(), hit.sourceEpisodeId(), hit.backends(), trust, label));
            used += length + 2;
            index++;
        }
        return new ContextResponse(String.join("\n\n", sections), citations, result.degraded());
    }

    /** A memory hit's trust (search puts it in the hit's metadata); null for relationships and unknown values. */
    static Trust trustOf(SearchHit hit) {
        Object trust = hit.metadata() == null ? null : hit.metadata().get("trust");
        if (hit.kind() != dev.albert.api.search.HitKind.MEMORY || !(trust instanceof String name)) {
            return null;
        }
        try {
            return Trust.fromWire(name);
        } catch (IllegalArgumentException unknown) {
            return null;
        }
    }
}

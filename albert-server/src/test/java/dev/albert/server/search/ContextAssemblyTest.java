package dev.albert.server.search;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.context.ContextResponse;
import dev.albert.api.search.HitKind;
import dev.albert.api.search.SearchHit;
import dev.albert.server.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ContextAssemblyTest {
    @RegisterExtension
    static final TestServer server = new TestServer();

    private static SearchHit hit(String subject, String content) {
        return new SearchHit(UUID.randomUUID(), HitKind.MEMORY, subject, content, 0.1, List.of("lexical"),
                UUID.randomUUID(), Map.of());
    }

    @Test
    void budgetStopsAtTheFirstSectionThatDoesNotFit() {
        // "[1] [untrusted] a\n" is 18 characters: sections of 312, 162, 112 and 22 characters.
        List<SearchHit> hits = List.of(hit("a", "x".repeat(294)), hit("b", "y".repeat(144)), hit("c", "z".repeat(94)),
                hit("d", "w".repeat(4)));
        ContextResponse r = SearchRoutes.assemble(new SearchService.Result(hits, List.of()), 500);
        // 312 -> used 314; 314 + 162 = 476 fits -> used 478; 478 + 112 > 500 stops (the small 4th is not tried).
        assertEquals(2, r.citations().size());
        assertEquals("[1] [untrusted] a\n" + "x".repeat(294) + "\n\n[2] [untrusted] b\n" + "y".repeat(144), r.context());
        assertEquals(1, r.citations().get(0).index());
        assertEquals(hits.get(1).memoryId(), r.citations().get(1).memoryId());
        assertEquals(hits.get(1).sourceEpisodeId(), r.citations().get(1).episodeId());
    }

    @Test
    void sectionsAreTrimmed() {
        ContextResponse r = SearchRoutes.assemble(new SearchService.Result(List.of(hit("", "  body  ")), List.of()), 500);
        assertEquals("[1] [untrusted]\n  body", r.context());
    }

    @Test
    void eachSectionIsLabelledByItsMemorysTrustAsSessionStartDoes() {
        SearchHit verified = new SearchHit(UUID.randomUUID(), HitKind.MEMORY, "Deploy", "Run make deploy", 0.3, List.of("lexical"),
                null, Map.of("trust", "verified"));
        SearchHit trusted = new SearchHit(UUID.randomUUID(), HitKind.MEMORY, "Port", "9092", 0.2, List.of("lexical"),
                null, Map.of("trust", "trusted"));
        SearchHit agent = new SearchHit(UUID.randomUUID(), HitKind.MEMORY, "Guess", "maybe", 0.1, List.of("lexical"),
                null, Map.of("trust", "untrusted"));
        SearchHit edge = new SearchHit(UUID.randomUUID(), HitKind.RELATIONSHIP, "runs_on", "shop runs on k8s", 0.05, List.of("graph"),
                null, Map.of("trust", "verified"));
        ContextResponse r = SearchRoutes.assemble(new SearchService.Result(List.of(verified, trusted, agent, edge), List.of()), 5000);
        assertEquals("[1] [verified] Deploy\nRun make deploy\n\n[2] [verified] Port\n9092\n\n[3] [untrusted] Guess\nmaybe"
                + "\n\n[4] [untrusted] runs_on\nshop runs on k8s", r.context());
        assertEquals(List.of("[verified]", "[verified]", "[untrusted]", "[untrusted]"), r.citations().stream().map(c -> c.label()).toList());
        assertEquals(dev.albert.api.memory.Trust.TRUSTED, r.citations().get(1).trust());
        assertEquals(null, r.citations().get(3).trust(), "a relationship has no principal's trust");
    }

    @Test
    void overHttp() {
        var admin = server.bootstrap("Acme", "main");
        for (int i = 0; i < 5; i++) {
            server.post("/v1/memories", admin.key(), Map.of("subject", "Lemur " + i,
                    "content", "lemur habitat note " + i + " " + "detail ".repeat(40))).expect(201);
        }
        Map<String, Object> request = Map.of("query", "lemur habitat", "max_characters", 700, "include_graph", false);
        JsonNode hits = server.post("/v1/search", admin.key(), request).expect(200).json().get("hits");
        JsonNode r = server.post("/v1/context/assemble", admin.key(), request).expect(200).json();
        List<String> expected = new ArrayList<>();
        int used = 0;
        for (int i = 0; i < hits.size(); i++) {
            String label = hits.get(i).path("metadata").path("trust").asText().equals("untrusted") ? "[untrusted]" : "[verified]";
            String section = ("[" + (i + 1) + "] " + label + " " + hits.get(i).get("subject").asText() + "\n"
                    + hits.get(i).get("content").asText()).strip();
            if (used + section.length() > 700) {
                break;
            }
            expected.add(section);
            used += section.length() + 2;
        }
        assertEquals(String.join("\n\n", expected), r.get("context").asText());
        assertEquals(expected.size(), r.get("citations").size());
        assertEquals("memory", r.get("citations").get(0).get("kind").asText());
        assertEquals("verified", r.get("citations").get(0).get("trust").asText(), "the administrator is a human");
        assertEquals("[verified]", r.get("citations").get(0).get("label").asText());
        assertEquals("lexical", r.get("citations").get(0).get("backends").get(0).asText());
        assertEquals("[]", r.get("degraded").toString());
    }
}

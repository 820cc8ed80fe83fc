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
        // "[1] a\n" is 6 characters: sections of 300, 150, 100 and 10 characters.
        List<SearchHit> hits = List.of(hit("a", "x".repeat(294)), hit("b", "y".repeat(144)), hit("c", "z".repeat(94)),
                hit("d", "w".repeat(4)));
        ContextResponse r = SearchRoutes.assemble(new SearchService.Result(hits, List.of()), 500);
        // 300 -> used 302; 302 + 150 = 452 fits -> used 454; 454 + 100 > 500 stops (the small 4th is not tried).
        assertEquals(2, r.citations().size());
        assertEquals("[1] a\n" + "x".repeat(294) + "\n\n[2] b\n" + "y".repeat(144), r.context());
        assertEquals(1, r.citations().get(0).index());
        assertEquals(hits.get(1).memoryId(), r.citations().get(1).memoryId());
        assertEquals(hits.get(1).sourceEpisodeId(), r.citations().get(1).episodeId());
    }

    @Test
    void sectionsAreTrimmed() {
        ContextResponse r = SearchRoutes.assemble(new SearchService.Result(List.of(hit("", "  body  ")), List.of()), 500);
        assertEquals("[1] \n  body", r.context());
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
            String section = ("[" + (i + 1) + "] " + hits.get(i).get("subject").asText() + "\n"
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
        assertEquals("lexical", r.get("citations").get(0).get("backends").get(0).asText());
        assertEquals("[]", r.get("degraded").toString());
    }
}

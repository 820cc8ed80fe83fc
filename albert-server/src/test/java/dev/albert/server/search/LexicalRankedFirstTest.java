package dev.albert.server.search;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lexical retriever filters the index's best-ranked matches first and runs the whole statement only when the
 * filter leaves fewer than it needs: both paths must give the rows the whole statement gives.
 */
class LexicalRankedFirstTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant admin;
    /** More strong matches outside the project than the retriever ranks first (10 × 30 for a limit of 10). */
    static final int OTHERS = 320;
    static final List<String> mine = new ArrayList<>();

    @BeforeAll
    static void setUp() {
        admin = server.bootstrap("Acme", "main");
        for (int i = 0; i < OTHERS; i++) {
            create(Map.of("content", "kiwi kiwi kiwi orchard " + i, "project_ref", "other"));
        }
        for (int i = 0; i < 3; i++) {
            mine.add(create(Map.of("content", "a long note that mentions kiwi once among many other words about the "
                    + "weather, the harvest calendar and the tractor maintenance schedule " + i, "project_ref", "mine")));
        }
    }

    static String create(Map<String, Object> body) {
        return server.post("/v1/memories", admin.key(), body).expect(201).json().get("id").asText();
    }

    static JsonNode explain(Map<String, Object> body) {
        return server.post("/v1/search/explain", admin.key(), body).expect(200).json();
    }

    @Test
    void aFilterThatPassesNoneOfTheBestRankedStillFindsItsLexicalMatches() {
        JsonNode r = explain(Map.of("query", "kiwi", "project_ref", "mine", "include_graph", false));
        assertEquals(3, r.get("candidates").get("lexical").asInt(), r.toString());
        Set<String> lexical = new HashSet<>();
        for (JsonNode hit : r.get("hits")) {
            for (JsonNode retriever : hit.get("retrievers")) {
                if (retriever.get("retriever").asText().equals("lexical")) {
                    lexical.add(hit.get("memory_id").asText());
                }
            }
        }
        assertEquals(Set.copyOf(mine), lexical, r.toString());
    }

    @Test
    void withoutAFilterTheRetrieverFillsItsLimitFromTheBestRanked() {
        JsonNode r = explain(Map.of("query", "kiwi", "include_graph", false));
        assertEquals(30, r.get("candidates").get("lexical").asInt(), r.toString());
        for (JsonNode hit : r.get("hits")) {
            for (JsonNode retriever : hit.get("retrievers")) {
                if (retriever.get("retriever").asText().equals("lexical")) {
                    assertTrue(!mine.contains(hit.get("memory_id").asText()), "a weak match outranked strong ones: " + r);
                }
            }
        }
    }
}

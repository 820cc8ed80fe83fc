package dev.albert.server.search;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SearchTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant admin;
    static String both;
    static String lexicalOnly;

    @BeforeAll
    static void setUp() {
        admin = server.bootstrap("Acme", "main");
        both = create(Map.of("content", "quasar nebula pulsar", "project_ref", "astro"));
        lexicalOnly = create(Map.of("content",
                "quasar " + "two three four five six seven eight nine ten eleven twelve thirteen ".repeat(3), "memory_type", "lesson"));
        create(Map.of("content", "historic quasar catalogue", "valid_from", "2020-01-01T00:00:00Z",
                "valid_until", "2021-01-01T00:00:00Z"));
    }

    static String create(Map<String, Object> body) {
        return server.post("/v1/memories", admin.key(), body).expect(201).json().get("id").asText();
    }

    static JsonNode search(Map<String, Object> body) {
        return server.post("/v1/search", admin.key(), body).expect(200).json();
    }

    @Test
    void lexicalAndVectorMergeIntoOneHitWithRrfScores() {
        JsonNode r = search(Map.of("query", "quasar nebula pulsar", "include_graph", false));
        assertEquals("[]", r.get("degraded").toString());
        JsonNode hits = r.get("hits");
        assertEquals(2, hits.size(), hits.toString());
        JsonNode top = hits.get(0);
        assertEquals(both, top.get("memory_id").asText());
        assertEquals("memory", top.get("kind").asText());
        assertEquals("[\"lexical\",\"vector\"]", top.get("backends").toString());
        assertEquals(2.0 / 61, top.get("score").asDouble(), 1e-12);
        JsonNode scores = top.get("metadata").get("backend_scores");
        assertTrue(scores.get("lexical").asDouble() > 0);
        assertEquals(1.0, scores.get("vector").asDouble(), 1e-6);
        assertEquals(0, top.get("metadata").get("chunk_index").asInt());
        assertEquals("fact", top.get("metadata").get("memory_type").asText());

        JsonNode second = hits.get(1);
        assertEquals(lexicalOnly, second.get("memory_id").asText());
        assertEquals("[\"lexical\"]", second.get("backends").toString());
        assertEquals(1.0 / 62, second.get("score").asDouble(), 1e-12);
        assertTrue(second.get("source_episode_id").isNull());
    }

    @Test
    void includeContentFalseBlanksContent() {
        JsonNode hits = search(Map.of("query", "quasar", "include_content", false)).get("hits");
        assertTrue(hits.size() >= 2);
        for (JsonNode hit : hits) {
            assertEquals("", hit.get("content").asText());
        }
    }

    @Test
    void filtersAndLimit() {
        assertEquals(1, search(Map.of("query", "quasar", "project_ref", "astro")).get("hits").size());
        JsonNode lessons = search(Map.of("query", "quasar", "memory_types", List.of("lesson"))).get("hits");
        assertEquals(1, lessons.size());
        assertEquals(lexicalOnly, lessons.get(0).get("memory_id").asText());
        assertEquals(1, search(Map.of("query", "quasar", "limit", 1)).get("hits").size());
        assertEquals(0, search(Map.of("query", "quasar", "task_ref", "none")).get("hits").size());
    }

    @Test
    void temporalAsOf() {
        JsonNode now = search(Map.of("query", "historic catalogue", "include_graph", false)).get("hits");
        assertEquals(0, now.size());
        JsonNode then = search(Map.of("query", "historic catalogue", "temporal_as_of", "2020-06-01T00:00:00Z"))
                .get("hits");
        assertEquals(1, then.size());
        assertEquals(0, search(Map.of("query", "quasar nebula", "temporal_as_of", "2019-01-01")).get("hits").size());
    }

    @Test
    void ftsSyntaxInUserTextIsHarmless() {
        for (String q : List.of("\"quasar", "quasar AND (", "NEAR(quasar nebula)", "quasar*", "-quasar", "col:quasar",
                "!!!", "...")) {
            server.post("/v1/search", admin.key(), Map.of("query", q)).expect(200);
        }
        assertTrue(search(Map.of("query", "NEAR(quasar)")).get("hits").size() >= 1);
    }

    /** Search, explain and context store nothing of the request: a credential in the query is searched for. */
    @Test
    void aCredentialInTheQueryIsSearchedForNotRefused() {
        String token = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";
        for (String path : List.of("/v1/search", "/v1/search/explain", "/v1/context/assemble")) {
            server.post(path, admin.key(), Map.of("query", "who leaked " + token, "memory_types", List.of(token)))
                    .expect(200);
        }
    }

    /** Explain binds the search record, so its extension field is validated (and, quarantine being review's, ignored). */
    @Test
    void explainValidatesIncludeQuarantined() {
        assertEquals(422, server.post("/v1/search/explain", admin.key(), Map.of("query", "x", "include_quarantined", List.of()))
                .status());
        server.post("/v1/search/explain", admin.key(), Map.of("query", "x", "include_quarantined", true)).expect(200);
    }

    @Test
    void graphHitsStaySeparate() {
        String id = create(Map.of("content", "Telescope uses Mirrors."));
        JsonNode hits = search(Map.of("query", "telescope mirrors")).get("hits");
        JsonNode relationship = null;
        JsonNode memory = null;
        for (JsonNode h : hits) {
            if (h.get("kind").asText().equals("relationship")) {
                relationship = h;
            } else if (h.get("memory_id").asText().equals(id)) {
                memory = h;
            }
        }
        assertTrue(relationship != null && memory != null, hits.toString());
        assertEquals("uses", relationship.get("subject").asText());
        assertEquals("Telescope uses Mirrors", relationship.get("content").asText());
        assertEquals(id, relationship.get("memory_id").asText());
        assertEquals("[\"graph\"]", relationship.get("backends").toString());
        assertEquals(0.65, relationship.get("metadata").get("backend_scores").get("graph").asDouble());
        assertTrue(relationship.get("metadata").has("relationship_id"));
        assertEquals(0, search(Map.of("query", "telescope mirrors", "include_graph", false)).get("hits").findValues("kind")
                .stream().filter(k -> k.asText().equals("relationship")).count());
    }

    @Test
    void fusionArithmetic() {
        SearchService.Candidate a = candidate("memory:a", "lexical", 3.0);
        SearchService.Candidate b = candidate("memory:b", "lexical", 2.0);
        SearchService.Candidate bVector = candidate("memory:b", "vector", 0.9);
        SearchService.Candidate c = candidate("memory:c", "vector", 0.5);
        var hits = SearchService.fuse(List.of(List.of(a, b), List.of(bVector, c)), 10, true);
        assertEquals(3, hits.size());
        assertEquals("b", hits.get(0).subject());
        assertEquals(1.0 / 62 + 1.0 / 61, hits.get(0).score(), 1e-15);
        assertEquals(List.of("lexical", "vector"), hits.get(0).backends());
        assertEquals(Map.of("lexical", 2.0, "vector", 0.9), hits.get(0).metadata().get("backend_scores"));
        assertEquals(1.0 / 61, hits.get(1).score(), 1e-15);
        assertEquals(1.0 / 62, hits.get(2).score(), 1e-15);
        assertEquals(1, SearchService.fuse(List.of(List.of(a, b)), 1, true).size());
    }

    private static SearchService.Candidate candidate(String key, String backend, double score) {
        return new SearchService.Candidate(key, dev.albert.api.search.HitKind.MEMORY, null, key.substring(7), "",
                null, Map.of(), backend, score);
    }

    @Test
    void ftsQueryQuotesEveryTerm() {
        assertEquals("\"near\" OR \"a.b\" OR \"x-y\"", SearchService.ftsQuery("NEAR( a.b x-y \"*"));
        assertEquals("", SearchService.ftsQuery("!!! ..."));
    }
}

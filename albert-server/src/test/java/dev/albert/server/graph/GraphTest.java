package dev.albert.server.graph;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;

class GraphTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant admin;

    @BeforeAll
    static void setUp() {
        admin = server.bootstrap("Acme", "main");
    }

    private static JsonNode relate(String source, String type, String target, double confidence) {
        return server.post("/v1/relationships", admin.key(), Map.of("source", Map.of("name", source, "entity_type", "service"),
                "relation_type", type, "target", Map.of("name", target, "entity_type", "service"),
                "confidence", confidence)).expect(201).json();
    }

    @Test
    void upsertReusesOpenEdgesAndEntities() {
        JsonNode a = relate("Billing  API", "depends_on", "Ledger", 0.5);
        JsonNode b = relate("billing api", "depends_on", "Ledger", 0.9);
        assertEquals(a.get("id"), b.get("id"), "the open edge is reused");
        assertEquals(0.9, b.get("confidence").asDouble());
        assertEquals("Billing  API".strip(), b.get("source_name").asText(), "display name is the first seen");
        assertEquals("service", b.get("target_type").asText());
    }

    @Test
    void queryAndSubgraph() {
        JsonNode edge = relate("Frontend", "calls", "Gateway", 0.8);
        relate("Gateway", "calls", "Inventory", 0.7);
        relate("Inventory", "stores_in", "Warehouse DB", 0.6);
        JsonNode q = server.post("/v1/graph/query", admin.key(), Map.of("query", "gateway")).expect(200).json();
        assertEquals(2, q.size());
        assertEquals(0.8, q.get(0).get("confidence").asDouble(), "ordered by confidence");
        assertEquals(0, server.post("/v1/graph/query", admin.key(), Map.of("query", "a ! ?")).json().size());
        String frontend = edge.get("source_entity_id").asText();
        JsonNode one = server.get("/v1/graph/entities/" + frontend + "/subgraph?hops=1", admin.key()).expect(200).json();
        assertEquals(1, one.size());
        JsonNode two = server.get("/v1/graph/entities/" + frontend + "/subgraph?hops=2", admin.key()).expect(200).json();
        assertEquals(2, two.size());
        assertEquals(3, server.get("/v1/graph/entities/" + frontend + "/subgraph?hops=3", admin.key()).json().size());
        assertEquals(0, server.get("/v1/graph/entities/" + frontend + "/subgraph?temporal_as_of=2000-01-01T00:00:00Z",
                admin.key()).json().size());
        var missing = server.get("/v1/graph/entities/" + UUID.randomUUID() + "/subgraph", admin.key());
        assertEquals(404, missing.status());
        assertEquals("Entity not found", missing.detail());
    }

    /** A term matches an edge through its source's name, its target's name or its relation type, as a substring. */
    @Test
    void queryMatchesEitherEndpointOrTheRelationType() {
        JsonNode byName = relate("Quokka API", "calls", "Wombat Store", 0.5);
        JsonNode byType = relate("Emu", "feeds_numbat", "Dingo", 0.4);
        for (String[] expected : new String[][]{{"quokka", byName.get("id").asText()},
                {"wombat", byName.get("id").asText()}, {"okka", byName.get("id").asText()},
                {"numbat", byType.get("id").asText()}, {"FEEDS", byType.get("id").asText()}}) {
            JsonNode q = server.post("/v1/graph/query", admin.key(), Map.of("query", expected[0])).expect(200).json();
            assertEquals(1, q.size(), expected[0] + ": " + q);
            assertEquals(expected[1], q.get(0).get("id").asText(), expected[0]);
        }
        JsonNode both = server.post("/v1/graph/query", admin.key(), Map.of("query", "dingo wombat")).expect(200).json();
        assertEquals(2, both.size(), both.toString());
        assertEquals(byName.get("id"), both.get(0).get("id"), "ordered by confidence");
        assertEquals(byType.get("id"), both.get(1).get("id"));
    }

    @Test
    void sourceMemoryMustBeReadable() {
        var r = server.post("/v1/relationships", admin.key(), Map.of("source", Map.of("name", "a"),
                "relation_type", "x", "target", Map.of("name", "b"), "source_memory_id", UUID.randomUUID().toString()));
        assertEquals(404, r.status());
        assertEquals("Memory not found", r.detail());
        String writer = server.issueKey(admin.key(), "graph.write");
        assertEquals("Missing capability: memory.read", server.post("/v1/relationships", writer, Map.of(
                "source", Map.of("name", "a"), "relation_type", "x", "target", Map.of("name", "b"),
                "source_memory_id", UUID.randomUUID().toString())).detail());
        server.post("/v1/relationships", writer, Map.of("source", Map.of("name", "a"), "relation_type", "x",
                "target", Map.of("name", "b"))).expect(201);
    }
}

package dev.albert.server.memories;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MemoryTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant admin;

    @BeforeAll
    static void setUp() {
        admin = server.bootstrap("Acme", "main");
    }

    private static JsonNode create(Map<String, Object> body) {
        return server.post("/v1/memories", admin.key(), body).expect(201).json();
    }

    @Test
    void createAppliesDefaultsAndEnrichment() {
        JsonNode m = create(Map.of("content", "The API depends on Postgres.", "subject", "Architecture"));
        assertEquals("fact", m.get("memory_type").asText());
        // The bootstrap administrator is a human: verified, so the default 1.0 is clamped to its ceiling.
        assertEquals(0.8, m.get("confidence").asDouble());
        assertEquals("verified", m.get("trust").asText());
        assertFalse(m.get("quarantined").asBoolean());
        assertEquals("active", m.get("status").asText());
        assertEquals("hashing-v1-384", m.get("embedding_model").asText());
        assertTrue(m.get("valid_until").isNull());
        JsonNode meta = m.get("metadata_");
        assertEquals("heuristic", meta.get("classification").get("provider").asText());
        assertEquals(0.65, meta.get("classification").get("confidence").asDouble());
        assertEquals("internal", meta.get("classification").get("suggested_sensitivity").asText());
        assertEquals(1, meta.get("embedding").get("chunks").asInt());
        assertFalse(meta.get("embedding").get("truncated").asBoolean());
        server.get("/v1/memories/" + m.get("id").asText(), admin.key()).expect(200);
        // The extracted edge is in the graph.
        var edges = server.post("/v1/graph/query", admin.key(), Map.of("query", "postgres")).expect(200).json();
        assertEquals("depends_on", edges.get(0).get("relation_type").asText());
        assertEquals("The API", edges.get(0).get("source_name").asText());
        assertEquals(0.65, edges.get(0).get("confidence").asDouble());
    }

    @Test
    void classifierOnlyChangesFacts() {
        assertEquals("warning", create(Map.of("content", "You must not force-push.")).get("memory_type").asText());
        assertEquals("procedure", create(Map.of("content", "Steps: build, test.")).get("memory_type").asText());
        assertEquals("preference", create(Map.of("content", "Ana prefers tabs.")).get("memory_type").asText());
        assertEquals("lesson", create(Map.of("content", "Avoid the danger zone.", "memory_type", "lesson"))
                .get("memory_type").asText());
    }

    @Test
    void longContentIsChunked() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            text.append("Paragraph ").append(i).append(" talks about topic ").append(i).append(". ")
                    .append("filler words ".repeat(20)).append("\n\n");
        }
        JsonNode m = create(Map.of("content", text.toString()));
        int chunks = m.get("metadata_").get("embedding").get("chunks").asInt();
        assertTrue(chunks > 5, "chunks: " + chunks);
        assertEquals(chunks, server.count("SELECT count(*) FROM memory_chunks WHERE memory_id = ?",
                m.get("id").asText()));
        assertTrue(server.count("SELECT max(length(content)) FROM memory_chunks WHERE memory_id = ?",
                m.get("id").asText()) <= 1500);
    }

    @Test
    void patchAppliesOnlyPresentFields() {
        JsonNode m = create(Map.of("content", "Original content about owls.", "subject", "Owls",
                "valid_from", "2026-01-01T00:00:00Z", "valid_until", "2027-01-01T00:00:00Z",
                "metadata", Map.of("a", 1), "project_ref", "zoo"));
        String path = "/v1/memories/" + m.get("id").asText();

        JsonNode p = server.patch(path, admin.key(), Map.of("confidence", 0.5)).expect(200).json();
        assertEquals(0.5, p.get("confidence").asDouble());
        assertEquals("Owls", p.get("subject").asText());
        assertEquals("2027-01-01T00:00:00Z", p.get("valid_until").asText());
        assertEquals("zoo", p.get("project_ref").asText());

        Map<String, Object> clear = new LinkedHashMap<>();
        clear.put("valid_until", null);
        p = server.patch(path, admin.key(), clear).expect(200).json();
        assertTrue(p.get("valid_until").isNull(), "an explicit null clears valid_until");
        assertEquals(0.5, p.get("confidence").asDouble());

        p = server.patch(path, admin.key(), Map.of("metadata", Map.of("b", 2))).expect(200).json();
        assertEquals("{\"b\":2}", p.get("metadata_").toString(), "metadata replaces the whole object");

        var bad = server.patch(path, admin.key(), Map.of("valid_until", "2025-01-01T00:00:00Z"));
        assertEquals(422, bad.status());
        assertEquals("valid_until must be after valid_from", bad.detail());

        Map<String, Object> nullSubject = new LinkedHashMap<>();
        nullSubject.put("subject", null);
        assertEquals(422, server.patch(path, admin.key(), nullSubject).status());

        p = server.patch(path, admin.key(), Map.of("content", "The owl colony depends on mice.")).expect(200).json();
        assertEquals("hashing-v1-384", p.get("embedding_model").asText());
        assertEquals(1, server.post("/v1/search", admin.key(), Map.of("query", "mice", "include_graph", false))
                .json().get("hits").size());
        assertEquals(0, server.post("/v1/search", admin.key(), Map.of("query", "original", "include_graph", false))
                .json().get("hits").size());
        assertEquals(1, server.post("/v1/graph/query", admin.key(), Map.of("query", "mice")).json().size());
        p = server.patch(path, admin.key(), Map.of("content", "Owls hunt at night.")).expect(200).json();
        assertEquals(0, server.post("/v1/graph/query", admin.key(), Map.of("query", "mice")).json().size(),
                "the previous extracted edge is closed");
        assertEquals(404, server.patch("/v1/memories/" + java.util.UUID.randomUUID(), admin.key(),
                Map.of("subject", "x")).status());
    }

    @Test
    void sensitivityPatchHidesFromReaders() {
        JsonNode m = create(Map.of("content", "Payroll runs on Mainframe."));
        String path = "/v1/memories/" + m.get("id").asText();
        String reader = server.issueKey(admin.key(), "memory.read", "graph.query");
        server.get(path, reader).expect(200);
        assertEquals(1, server.post("/v1/graph/query", reader, Map.of("query", "mainframe")).json().size());
        server.patch(path, admin.key(), Map.of("sensitivity", "confidential")).expect(200);
        assertEquals(404, server.get(path, reader).status());
        assertEquals(0, server.post("/v1/graph/query", reader, Map.of("query", "mainframe")).json().size(),
                "extracted edges adopt the memory's sensitivity");
    }

    @Test
    void deleteScrubs() {
        JsonNode m = create(Map.of("content", "Gizmo uses Hydrogen fuel.", "subject", "Gizmo",
                "metadata", Map.of("x", "y")));
        String id = m.get("id").asText();
        server.delete("/v1/memories/" + id, admin.key()).expect(204);
        assertEquals(404, server.get("/v1/memories/" + id, admin.key()).status());
        assertEquals(404, server.delete("/v1/memories/" + id, admin.key()).status());
        assertEquals(1, server.count("SELECT count(*) FROM memories WHERE id = ? AND status = 'deleted' AND subject = ''"
                + " AND content = '' AND metadata = '{}' AND embedding_model IS NULL", id));
        assertEquals(0, server.count("SELECT count(*) FROM memory_chunks WHERE memory_id = ?", id));
        assertEquals(0, server.count("SELECT count(*) FROM memory_fts WHERE rowid = (SELECT pk FROM memories WHERE id = ?)", id));
        assertEquals(0, server.count("SELECT count(*) FROM relationships WHERE source_memory_id = ?"
                + " AND valid_until IS NULL", id));
        assertEquals(0, server.post("/v1/search", admin.key(), Map.of("query", "gizmo hydrogen")).json()
                .get("hits").size());
    }

    @Test
    void auditRowsHaveNoBodies() {
        create(Map.of("content", "Audit canary pelican text"));
        assertTrue(server.count("SELECT count(*) FROM audit_events WHERE event_type = 'memory.created'") > 0);
        assertEquals(0, server.count("SELECT count(*) FROM audit_events WHERE detail LIKE '%pelican%'"));
        for (String type : List.of("identity.bootstrapped", "memory.created")) {
            assertTrue(server.count("SELECT count(*) FROM audit_events WHERE event_type = ?", type) > 0, type);
        }
    }
}

package dev.albert.server.health;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HealthAndCompatTest {
    @RegisterExtension
    static final TestServer server = new TestServer();

    @Test
    void liveAndReady() {
        JsonNode live = server.get("/v1/health/live", null).expect(200).json();
        assertEquals("ok", live.get("status").asText());
        assertEquals("unchecked", live.get("database").asText());
        assertEquals("hashing", live.get("embedding_provider").asText());
        assertEquals("hashing-v1-384", live.get("embedding_model").asText());
        assertEquals(384, live.get("embedding_dimensions").asInt());
        assertEquals("none", live.get("classifier_provider").asText());
        // The contract's name for the graph in PostgreSQL is "postgres".
        assertEquals(server.databaseUrl() == null ? "sqlite" : "postgres", live.get("graph_store").asText());
        assertEquals("heuristic", live.get("graph_builder").asText());
        assertEquals("ok", server.get("/v1/health/ready", null).expect(200).json().get("database").asText());
    }

    @Test
    void compatManifest() {
        JsonNode m = server.get("/v1/compat", null).expect(200).json();
        assertEquals("albert-embedded", m.get("server").asText());
        assertEquals("[\"v1\"]", m.get("api_versions").toString());
        assertTrue(m.get("features").toString().contains("\"bootstrap\""));
        assertTrue(m.get("features").toString().contains("\"keys\""));
        for (String feature : new String[] {"working-memory", "locks", "export-import", "export-stream", "backup"}) {
            assertTrue(m.get("features").toString().contains("\"" + feature + "\""), feature);
        }
        assertEquals(19, m.get("capabilities").size());
        assertTrue(m.get("capabilities").toString().contains("keys.manage"));
        assertTrue(m.get("capabilities").toString().contains("capture.write"));
        assertTrue(m.get("features").toString().contains("\"capture\""));
        assertEquals(100, m.get("limits").get("capture_batch_max").asInt());
        assertEquals(8 * 1024 * 1024, m.get("limits").get("capture_body_max_bytes").asInt());
        for (String extension : new String[] {"keys.manage", "principals.manage", "workspaces.manage", "memory.review"}) {
            assertTrue(m.get("capabilities").toString().contains("\"" + extension + "\""), extension);
        }
        assertEquals(2_000_000, m.get("limits").get("episode_content_max").asInt());
        assertEquals(100, m.get("limits").get("search_limit_max").asInt());
    }
}

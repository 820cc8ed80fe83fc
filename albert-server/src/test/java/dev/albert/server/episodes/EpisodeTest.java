package dev.albert.server.episodes;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EpisodeTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant admin;

    @BeforeAll
    static void setUp() {
        admin = server.bootstrap("Acme", "main");
    }

    @Test
    void createIsDeduplicatedPerPrincipal() {
        Map<String, Object> body = Map.of("content", "The deploy runbook moved.\nDetails follow.",
                "source_uri", "file://notes.md", "metadata", Map.of("origin", "test"));
        JsonNode first = server.post("/v1/episodes", admin.key(), body).expect(201).json();
        assertEquals("explicit", first.get("source_type").asText());
        assertEquals("complete", first.get("enrichment_status").asText());
        assertTrue(first.get("enrichment_error").isNull());
        assertEquals("test", first.get("extra").get("origin").asText());
        assertEquals(64, first.get("content_hash").asText().length());
        assertEquals("internal", first.get("sensitivity").asText());
        assertEquals(admin.workspaceId(), first.get("workspace_id").asText());

        JsonNode again = server.post("/v1/episodes", admin.key(), body).expect(200).json();
        assertEquals(first.get("id"), again.get("id"));

        // Another source_uri, or another principal, makes a new episode.
        assertNotEquals(first.get("id"), server.post("/v1/episodes", admin.key(), Map.of("content",
                body.get("content"), "source_uri", "file://other.md")).expect(201).json().get("id"));
        String otherAgent = server.insertPrincipalWithKey(admin.organizationId(), admin.workspaceId(), "agent-2",
                java.util.List.of("memory.write", "memory.read"));
        server.post("/v1/episodes", otherAgent, body).expect(201);
    }

    @Test
    void derivesOneMemorySynchronously() {
        JsonNode episode = server.post("/v1/episodes", admin.key(), Map.of("content",
                "  \n  We decided to ship on Fridays.  \nBecause reasons.", "occurred_at", "2026-03-01T10:00:00Z",
                "project_ref", "albert", "sensitivity", "public")).expect(201).json();
        var hits = server.post("/v1/search", admin.key(), Map.of("query", "ship on Fridays", "project_ref", "albert"))
                .expect(200).json().get("hits");
        assertEquals(1, hits.size());
        JsonNode hit = hits.get(0);
        assertEquals(episode.get("id").asText(), hit.get("source_episode_id").asText());
        JsonNode memory = server.get("/v1/memories/" + hit.get("memory_id").asText(), admin.key()).expect(200).json();
        assertEquals("We decided to ship on Fridays.", memory.get("subject").asText());
        assertEquals(episode.get("content").asText(), memory.get("content").asText());
        assertEquals("decision", memory.get("memory_type").asText());
        // The classifier says 0.65; an episode-derived memory is untrusted, so its ceiling of 0.45 applies.
        assertEquals(0.45, memory.get("confidence").asDouble());
        assertEquals("untrusted", memory.get("trust").asText());
        assertEquals("internal", memory.get("sensitivity").asText());
        assertEquals("2026-03-01T10:00:00Z", memory.get("valid_from").asText());
        assertTrue(memory.get("metadata_").get("derived_from_episode").asBoolean());
        assertEquals(episode.get("id").asText(), memory.get("episode_id").asText());
        assertEquals("hashing-v1-384", memory.get("embedding_model").asText());
    }

    @Test
    void getAndHiding() {
        String id = server.post("/v1/episodes", admin.key(), Map.of("content", "restricted episode",
                "sensitivity", "restricted")).expect(201).json().get("id").asText();
        server.get("/v1/episodes/" + id, admin.key()).expect(200);
        String reader = server.issueKey(admin.key(), "memory.read");
        var hidden = server.get("/v1/episodes/" + id, reader);
        assertEquals(404, hidden.status());
        assertEquals("Episode not found", hidden.detail());
        assertEquals(404, server.get("/v1/episodes/" + java.util.UUID.randomUUID(), admin.key()).status());
    }

    @Test
    void deleteScrubsTheEpisodeAndItsMemories() {
        JsonNode episode = server.post("/v1/episodes", admin.key(), Map.of("content", "ephemeral xylophone fact",
                "metadata", Map.of("k", "v"))).expect(201).json();
        String id = episode.get("id").asText();
        String memoryId = server.post("/v1/search", admin.key(), Map.of("query", "xylophone")).json()
                .get("hits").get(0).get("memory_id").asText();
        String reader = server.issueKey(admin.key(), "memory.delete");
        assertEquals("Missing capability: memory.read", server.delete("/v1/episodes/" + id, reader).detail());
        server.delete("/v1/episodes/" + id, admin.key()).expect(204);
        assertEquals(404, server.get("/v1/episodes/" + id, admin.key()).status());
        assertEquals(404, server.get("/v1/memories/" + memoryId, admin.key()).status());
        assertEquals(404, server.delete("/v1/episodes/" + id, admin.key()).status());
        assertEquals(0, server.post("/v1/search", admin.key(), Map.of("query", "xylophone")).json().get("hits").size());
        assertEquals(1, server.count("SELECT count(*) FROM episodes WHERE id = ? AND content = '' AND extra = '{}'"
                + " AND deleted_at IS NOT NULL", id));
        assertEquals(1, server.count("SELECT count(*) FROM memories WHERE id = ? AND status = 'deleted'"
                + " AND content = '' AND subject = ''", memoryId));
        assertEquals(0, server.count("SELECT count(*) FROM memory_chunks WHERE memory_id = ?", memoryId));
    }
}

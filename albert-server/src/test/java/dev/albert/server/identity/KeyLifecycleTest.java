package dev.albert.server.identity;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Key expiry and rotation: both take effect on the very next request. */
class KeyLifecycleTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant admin;
    static Tenant other;

    @BeforeAll
    static void setUp() {
        admin = server.bootstrap("Acme", "main");
        other = server.bootstrap("Other", "main");
    }

    private static JsonNode issue(String key, Map<String, Object> body) {
        return server.post("/v1/keys", key, body).expect(201).json();
    }

    private static int search(String key) {
        return server.post("/v1/search", key, Map.of("query", "x")).status();
    }

    @Test
    void expiresInSecondsAndExpiresAt() {
        JsonNode relative = issue(admin.key(), Map.of("capabilities", List.of("memory.read"),
                "expires_in_seconds", 120));
        Instant expires = Instant.parse(relative.get("expires_at").asText());
        assertTrue(Duration.between(Instant.now(), expires).toSeconds() > 100);
        JsonNode absolute = issue(admin.key(), Map.of("capabilities", List.of("memory.read"),
                "expires_at", Instant.now().plusSeconds(3600).toString()));
        assertEquals(200, search(relative.get("api_key").asText()));
        server.clock().advance(Duration.ofSeconds(121));
        var expired = server.post("/v1/search", relative.get("api_key").asText(), Map.of("query", "x"));
        assertEquals(401, expired.status());
        assertEquals("Invalid or expired API key", expired.detail());
        assertEquals(200, search(absolute.get("api_key").asText()));
        server.clock().advance(Duration.ofSeconds(3600));
        assertEquals(401, search(absolute.get("api_key").asText()));
        assertEquals(200, search(admin.key()), "keys without expiry keep working");
    }

    @Test
    void expiryValidation() {
        JsonNode both = server.post("/v1/keys", admin.key(), Map.of("capabilities", List.of("memory.read"),
                "expires_in_seconds", 600, "expires_at", Instant.now().plusSeconds(600).toString())).expect(422).json();
        assertTrue(both.get("detail").get(0).get("msg").asText().contains("not both"));
        assertEquals("[\"body\",\"expires_in_seconds\"]", server.post("/v1/keys", admin.key(), Map.of(
                "capabilities", List.of("memory.read"), "expires_in_seconds", 59)).expect(422).json().get("detail")
                .get(0).get("loc").toString());
        assertEquals(422, server.post("/v1/keys", admin.key(), Map.of("capabilities", List.of("memory.read"),
                "expires_in_seconds", "soon")).status());
    }

    @Test
    void rotationSwapsTheKeyAtOnce() {
        JsonNode old = issue(admin.key(), Map.of("name", "ci deploy", "capabilities",
                List.of("memory.read", "memory.write"), "expires_in_seconds", 86_400));
        String oldKey = old.get("api_key").asText();
        assertEquals(200, search(oldKey));
        JsonNode rotated = server.post("/v1/keys/" + old.get("id").asText() + "/rotate", admin.key(), "{}")
                .expect(201).json();
        assertNotEquals(old.get("id").asText(), rotated.get("id").asText());
        assertNotEquals(oldKey, rotated.get("api_key").asText());
        assertEquals("ci deploy", rotated.get("name").asText());
        assertEquals(old.get("capabilities"), rotated.get("capabilities"));
        assertEquals(old.get("principal_id"), rotated.get("principal_id"));
        assertEquals(old.get("expires_at"), rotated.get("expires_at"), "the same expiry");
        var refused = server.post("/v1/search", oldKey, Map.of("query", "x"));
        assertEquals(401, refused.status());
        assertEquals("Invalid or expired API key", refused.detail());
        assertEquals(200, search(rotated.get("api_key").asText()));
        JsonNode listed = null;
        for (JsonNode k : server.get("/v1/keys", admin.key()).json()) {
            if (k.get("id").asText().equals(old.get("id").asText())) {
                listed = k;
            }
        }
        assertFalse(listed.get("active").asBoolean(), "the old key is still listed, revoked");

        var again = server.post("/v1/keys/" + old.get("id").asText() + "/rotate", admin.key(), "{}");
        assertEquals(409, again.status());
        assertEquals("API key is revoked or expired", again.detail());
        assertEquals(1, server.count("SELECT count(*) FROM audit_events WHERE event_type = 'key.rotated'"
                + " AND target_id = ?", rotated.get("id").asText()));
    }

    @Test
    void rotationKeepsTheRules() {
        JsonNode wide = issue(admin.key(), Map.of("capabilities", List.of("memory.read", "memory.write")));
        String narrow = server.issueKey(admin.key(), "keys.manage", "memory.read");
        assertEquals("Requested capabilities exceed the API key's own", server.post("/v1/keys/"
                + wide.get("id").asText() + "/rotate", narrow, "{}").expect(403).detail());
        assertEquals("API key not found", server.post("/v1/keys/" + wide.get("id").asText() + "/rotate",
                other.key(), "{}").expect(404).detail());
        assertEquals(404, server.post("/v1/keys/" + UUID.randomUUID() + "/rotate", admin.key(), "{}").status());
        String reader = server.issueKey(admin.key(), "memory.read");
        assertEquals("Missing capability: keys.manage", server.post("/v1/keys/" + wide.get("id").asText()
                + "/rotate", reader, "{}").expect(403).detail());
        // A key may rotate itself; its successor replaces it.
        JsonNode self = issue(admin.key(), Map.of("capabilities", List.of("keys.manage", "memory.read")));
        JsonNode successor = server.post("/v1/keys/" + self.get("id").asText() + "/rotate",
                self.get("api_key").asText(), "{}").expect(201).json();
        assertEquals(401, search(self.get("api_key").asText()));
        assertEquals(200, search(successor.get("api_key").asText()));
    }
}

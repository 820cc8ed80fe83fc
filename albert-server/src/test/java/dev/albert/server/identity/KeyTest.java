package dev.albert.server.identity;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KeyTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant acme;
    static Tenant other;

    @BeforeAll
    static void setUp() {
        acme = server.bootstrap("Acme", "main");
        other = server.bootstrap("Other", "main");
    }

    @Test
    void createReturnsTheSecretOnceAndDefaults() {
        JsonNode k = server.post("/v1/keys", acme.key(), Map.of("capabilities", List.of("memory.read", "memory.write")))
                .expect(201).json();
        assertEquals("agent key", k.get("name").asText());
        assertEquals(acme.principalId(), k.get("principal_id").asText());
        assertEquals("[\"memory.read\",\"memory.write\"]", k.get("capabilities").toString());
        String raw = k.get("api_key").asText();
        assertTrue(raw.startsWith("alb_" + k.get("prefix").asText() + "_"));
        String listing = server.get("/v1/keys?principal_id=" + acme.principalId(), acme.key()).expect(200).body();
        assertFalse(listing.contains(raw.split("_", 3)[2]), "the secret is never listed");
        assertFalse(listing.contains("api_key"));
        assertTrue(listing.contains(k.get("id").asText()));
        assertFalse(server.count("SELECT count(*) FROM api_keys WHERE CAST(key_hash AS TEXT) LIKE ?",
                "%" + raw.split("_", 3)[2] + "%") > 0);
    }

    @Test
    void subsetRule() {
        String limited = server.issueKey(acme.key(), "keys.manage", "memory.read");
        server.post("/v1/keys", limited, Map.of("capabilities", List.of("memory.read"))).expect(201);
        var wider = server.post("/v1/keys", limited, Map.of("capabilities", List.of("memory.read", "memory.write")));
        assertEquals(403, wider.status());
        assertEquals("Requested capabilities exceed the API key's own", wider.detail());
        assertEquals(403, server.post("/v1/keys", limited, Map.of("capabilities", List.of("admin"))).status());
        // The administrator may grant anything.
        server.post("/v1/keys", acme.key(), Map.of("capabilities", List.of("console.read"))).expect(201);
    }

    @Test
    void validation() {
        var unknown = server.post("/v1/keys", acme.key(), Map.of("capabilities", List.of("memory.read", "root")));
        assertEquals(422, unknown.status());
        assertEquals("[\"body\",\"capabilities\",1]", unknown.json().get("detail").get(0).get("loc").toString());
        assertEquals(422, server.post("/v1/keys", acme.key(), Map.of("capabilities", List.of())).status());
        assertEquals(422, server.post("/v1/keys", acme.key(), Map.of("name", "x")).status());
        var past = server.post("/v1/keys", acme.key(), Map.of("capabilities", List.of("memory.read"),
                "expires_at", Instant.now().minusSeconds(60).toString()));
        assertEquals(422, past.status());
        assertEquals("[\"body\",\"expires_at\"]", past.json().get("detail").get(0).get("loc").toString());
    }

    @Test
    void principalScope() {
        var foreign = server.post("/v1/keys", acme.key(), Map.of("capabilities", List.of("memory.read"),
                "principal_id", other.principalId()));
        assertEquals(404, foreign.status());
        assertEquals("Principal not found", foreign.detail());
        assertEquals(404, server.post("/v1/keys", acme.key(), Map.of("capabilities", List.of("memory.read"),
                "principal_id", UUID.randomUUID().toString())).status());
        assertEquals(404, server.get("/v1/keys?principal_id=" + other.principalId(), acme.key()).status());
        String agent = server.insertPrincipalWithKey(acme.organizationId(), acme.workspaceId(), "agent",
                List.of("memory.read"));
        String agentId = server.get("/v1/keys", acme.key()).json().findValues("principal_id").stream()
                .map(JsonNode::asText).filter(id -> !id.equals(acme.principalId())).findFirst().orElseThrow();
        JsonNode issued = server.post("/v1/keys", acme.key(), Map.of("capabilities", List.of("memory.read"),
                "principal_id", agentId, "name", "for the agent")).expect(201).json();
        assertEquals(agentId, issued.get("principal_id").asText());
        server.post("/v1/search", issued.get("api_key").asText(), Map.of("query", "x")).expect(200);
        server.post("/v1/search", agent, Map.of("query", "x")).expect(200);
    }

    @Test
    void revoke() {
        JsonNode k = server.post("/v1/keys", acme.key(), Map.of("capabilities", List.of("memory.read"))).expect(201)
                .json();
        String id = k.get("id").asText();
        assertEquals(404, server.post("/v1/keys/" + id + "/revoke", other.key(), "{}").status(),
                "another organization cannot see the key");
        var miss = server.post("/v1/keys/" + UUID.randomUUID() + "/revoke", acme.key(), "{}");
        assertEquals("API key not found", miss.detail());
        JsonNode revoked = server.post("/v1/keys/" + id + "/revoke", acme.key(), "{}").expect(200).json();
        assertFalse(revoked.get("active").asBoolean());
        assertEquals(401, server.post("/v1/search", k.get("api_key").asText(), Map.of("query", "x")).status());
        String limited = server.issueKey(acme.key(), "keys.manage");
        assertEquals(403, server.post("/v1/keys/" + server.get("/v1/keys", acme.key()).json().get(0).get("id").asText()
                + "/revoke", limited, "{}").status(), "a narrower key cannot revoke a wider one");
    }
}

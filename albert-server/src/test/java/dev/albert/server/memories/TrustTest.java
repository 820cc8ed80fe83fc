package dev.albert.server.memories;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Trust per write path, lowering only, and confidence clamped to the trust's ceiling (docs/trust.md). */
class TrustTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant admin;
    static String agent;

    @BeforeAll
    static void setUp() {
        admin = server.bootstrap("Acme", "main");
        agent = server.insertPrincipalWithKey(admin.organizationId(), admin.workspaceId(), "bot",
                List.of("memory.read", "memory.write"));
    }

    private static JsonNode remember(String key, Map<String, Object> body) {
        return server.post("/v1/memories", key, body).expect(201).json();
    }

    @Test
    void aHumansMemoryIsVerifiedAndCappedAt080() {
        JsonNode m = remember(admin.key(), Map.of("content", "the build takes four minutes"));
        assertEquals("verified", m.get("trust").asText());
        assertEquals(0.8, m.get("confidence").asDouble(), "1.0 by default, clamped rather than refused");
        JsonNode low = remember(admin.key(), Map.of("content", "the cache is warm", "confidence", 0.3));
        assertEquals(0.3, low.get("confidence").asDouble(), "below the ceiling: kept");
    }

    @Test
    void anAgentsMemoryIsUntrustedAndCappedAt045() {
        JsonNode m = remember(agent, Map.of("content", "the linter runs on save", "confidence", 0.9));
        assertEquals("untrusted", m.get("trust").asText());
        assertEquals(0.45, m.get("confidence").asDouble());
        assertEquals(0.45, server.get("/v1/memories/" + m.get("id").asText(), agent).json().get("confidence")
                .asDouble(), "stored clamped, not only answered so");
    }

    @Test
    void trustMayBeLowered() {
        JsonNode m = remember(admin.key(), Map.of("content", "a rumour about the roadmap", "trust", "untrusted",
                "confidence", 0.7));
        assertEquals("untrusted", m.get("trust").asText());
        assertEquals(0.45, m.get("confidence").asDouble());
    }

    @Test
    void askingForMoreTrustKeepsTheDefault() {
        JsonNode agentAsks = remember(agent, Map.of("content", "trust me, the tests pass", "trust", "trusted"));
        assertEquals("untrusted", agentAsks.get("trust").asText());
        assertEquals(0.45, agentAsks.get("confidence").asDouble());
        JsonNode agentAsksVerified = remember(agent, Map.of("content", "verified by me", "trust", "verified"));
        assertEquals("untrusted", agentAsksVerified.get("trust").asText());
        JsonNode humanAsks = remember(admin.key(), Map.of("content", "I am sure of this", "trust", "trusted"));
        assertEquals("verified", humanAsks.get("trust").asText(), "not even a human's remember is trusted");
        assertEquals(0.8, humanAsks.get("confidence").asDouble());
    }

    @Test
    void patchLowersTrustAndClampsButNeverRaises() {
        String id = remember(admin.key(), Map.of("content", "deploys happen on Tuesdays", "confidence", 0.75))
                .get("id").asText();
        JsonNode raised = server.patch("/v1/memories/" + id, admin.key(), Map.of("confidence", 0.95)).expect(200)
                .json();
        assertEquals(0.8, raised.get("confidence").asDouble(), "a patched confidence is clamped too");
        JsonNode trustedAsk = server.patch("/v1/memories/" + id, admin.key(), Map.of("trust", "trusted")).expect(200)
                .json();
        assertEquals("verified", trustedAsk.get("trust").asText());
        JsonNode lowered = server.patch("/v1/memories/" + id, admin.key(), Map.of("trust", "untrusted")).expect(200)
                .json();
        assertEquals("untrusted", lowered.get("trust").asText());
        assertEquals(0.45, lowered.get("confidence").asDouble(), "lowering trust clamps to the new ceiling");
        JsonNode back = server.patch("/v1/memories/" + id, admin.key(), Map.of("trust", "verified")).expect(200).json();
        assertEquals("untrusted", back.get("trust").asText(), "once lowered, never raised again");
    }

    @Test
    void unknownTrustIs422() {
        var r = server.post("/v1/memories", admin.key(), Map.of("content", "x", "trust", "absolute"));
        assertEquals(422, r.status());
        JsonNode issue = r.json().get("detail").get(0);
        assertEquals("enum", issue.get("type").asText());
        assertEquals("[\"body\",\"trust\"]", issue.get("loc").toString());
        assertEquals("Input should be 'verified', 'untrusted' or 'trusted'", issue.get("msg").asText());
    }

    @Test
    void searchHitsCarryTheTrust() {
        remember(agent, Map.of("content", "the flamingo service restarts nightly"));
        JsonNode hit = server.post("/v1/search", admin.key(), Map.of("query", "flamingo", "include_graph", false))
                .expect(200).json().get("hits").get(0);
        assertEquals("untrusted", hit.get("metadata").get("trust").asText());
        assertEquals(0.45, hit.get("metadata").get("confidence").asDouble());
    }
}

package dev.albert.server.auth;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.auth.ApiKeyFormat;
import dev.albert.server.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WhoAmITest {
    @RegisterExtension
    static final TestServer server = new TestServer();

    @Test
    void anyValidKeyLearnsWhatItIsAndNothingSecret() {
        TestServer.Tenant tenant = server.bootstrap("Whoami Org", "alpha");
        String narrow = server.issueKey(tenant.key(), "memory.read");

        Instant before = server.clock().instant().minusMillis(1);
        JsonNode me = server.get("/v1/whoami", narrow).expect(200).json();
        Instant after = server.clock().instant().plusMillis(1);
        assertEquals(tenant.principalId(), me.get("principal_id").asText());
        assertEquals("Whoami Org", me.get("organization_name").asText());
        assertEquals(tenant.workspaceId(), me.get("workspace_id").asText());
        assertEquals("alpha", me.get("workspace_name").asText());
        assertEquals("human", me.get("principal_type").asText());
        assertEquals(List.of("memory.read"), List.of(me.get("capabilities").get(0).asText()));
        assertEquals(1, me.get("capabilities").size());
        assertTrue(me.get("key_expires_at").isNull());
        ApiKeyFormat.Parts parts = ApiKeyFormat.parse(narrow).orElseThrow();
        assertEquals(parts.prefix(), me.get("key_prefix").asText());
        Instant serverTime = Instant.parse(me.get("server_time").asText());
        assertTrue(!serverTime.isBefore(before) && !serverTime.isAfter(after), serverTime + " within the call");
        assertFalse(me.toString().contains(parts.secret()), "never the secret");
    }

    @Test
    void withoutAValidKeyItIs401() {
        assertEquals("Bearer API key required", server.get("/v1/whoami", null).expect(401).detail());
        assertEquals("Invalid or expired API key",
                server.get("/v1/whoami", "alb_nosuchprefix_" + "x".repeat(43)).expect(401).detail());
    }
}

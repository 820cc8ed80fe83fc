package dev.albert.server.identity;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One-time connection links: redeemed exactly once, into exactly the link's capabilities, never wider. */
class LinkTest {
    static final String GONE = "{\"detail\":\"Connection link is invalid, expired or already used\"}";

    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant admin;
    static Tenant other;

    @BeforeAll
    static void setUp() {
        admin = server.bootstrap("Acme", "main");
        other = server.bootstrap("Other", "main");
    }

    private static JsonNode link(String key, Map<String, Object> body) {
        return server.post("/v1/links", key, body).expect(201).json();
    }

    private static TestServer.Response redeem(String token) {
        return server.post("/v1/links/redeem", null, Map.of("token", token));
    }

    @Test
    void aLinkRedeemsIntoExactlyItsCapabilities() {
        String agent = server.post("/v1/principals", admin.key(), Map.of("name", "laptop agent",
                "workspace_id", admin.workspaceId())).expect(201).json().get("id").asText();
        JsonNode l = link(admin.key(), Map.of("capabilities", List.of("memory.read"), "principal_id", agent,
                "name", "Ada's laptop"));
        String token = l.get("token").asText();
        assertTrue(token.matches("albl_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{43}"), token);
        assertEquals(server.server().baseUrl() + "/v1/links/redeem", l.get("url").asText());
        long ttl = Duration.between(Instant.parse(l.get("created_at").asText()),
                Instant.parse(l.get("expires_at").asText())).toSeconds();
        assertEquals(900, ttl, "15 minutes by default");
        assertEquals(0, server.count("SELECT count(*) FROM connection_links WHERE CAST(token_hash AS TEXT) LIKE ?",
                "%" + token.substring(18) + "%"), "stored as an HMAC only");

        JsonNode key = redeem(token).expect(201).json();
        assertEquals(agent, key.get("principal_id").asText());
        assertEquals("[\"memory.read\"]", key.get("capabilities").toString());
        assertEquals("Ada's laptop", key.get("name").asText());
        String raw = key.get("api_key").asText();
        server.post("/v1/search", raw, Map.of("query", "x")).expect(200);
        assertEquals("Missing capability: memory.write", server.post("/v1/memories", raw, Map.of("content", "x"))
                .expect(403).detail());

        var second = redeem(token);
        assertEquals(410, second.status());
        assertEquals(GONE, second.body());
    }

    @Test
    void everyRefusalLooksTheSame() {
        JsonNode shortLived = link(admin.key(), Map.of("capabilities", List.of("memory.read"),
                "expires_in_seconds", 60));
        String token = shortLived.get("token").asText();
        List<String> attempts = List.of("albl_AAAAAAAAAAAA_" + "B".repeat(43), "nope", "alb_x_y",
                token.substring(0, token.length() - 1) + (token.endsWith("A") ? "B" : "A"));
        for (String attempt : attempts) {
            var r = redeem(attempt);
            assertEquals(410, r.status(), attempt);
            assertEquals(GONE, r.body());
        }
        server.clock().advance(Duration.ofSeconds(61));
        var expired = redeem(token);
        assertEquals(410, expired.status());
        assertEquals(GONE, expired.body(), "an expired link answers like an unknown one");
        assertEquals(422, server.post("/v1/links/redeem", null, Map.of()).status());
        assertEquals(422, server.post("/v1/links/redeem", null, Map.of("token", 5)).status());
    }

    @Test
    void twoConcurrentRedeemsYieldOneKey() throws Exception {
        for (int round = 0; round < 5; round++) {
            String token = link(admin.key(), Map.of("capabilities", List.of("memory.read"))).get("token").asText();
            int threads = 6;
            CountDownLatch start = new CountDownLatch(1);
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            List<Future<Integer>> results = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                Callable<Integer> task = () -> {
                    start.await();
                    return redeem(token).status();
                };
                results.add(pool.submit(task));
            }
            start.countDown();
            List<Integer> statuses = new ArrayList<>();
            for (Future<Integer> f : results) {
                statuses.add(f.get(30, TimeUnit.SECONDS));
            }
            pool.shutdown();
            assertEquals(1, statuses.stream().filter(s -> s == 201).count(), statuses.toString());
            assertEquals(threads - 1, statuses.stream().filter(s -> s == 410).count(), statuses.toString());
        }
    }

    @Test
    void neverWider() {
        JsonNode limitedKey = server.post("/v1/keys", admin.key(), Map.of("capabilities",
                List.of("keys.manage", "memory.read"))).expect(201).json();
        String limited = limitedKey.get("api_key").asText();
        assertEquals("Requested capabilities exceed the API key's own", server.post("/v1/links", limited,
                Map.of("capabilities", List.of("memory.read", "memory.write"))).expect(403).detail());
        String token = link(limited, Map.of("capabilities", List.of("memory.read"))).get("token").asText();
        server.post("/v1/keys/" + limitedKey.get("id").asText() + "/revoke", admin.key(), "{}").expect(200);
        assertEquals(GONE, redeem(token).body(), "revoking the key that made a link disarms the link");

        String reader = server.issueKey(admin.key(), "memory.read");
        assertEquals("Missing capability: keys.manage", server.post("/v1/links", reader,
                Map.of("capabilities", List.of("memory.read"))).expect(403).detail());
    }

    @Test
    void principalRules() {
        assertEquals("Principal not found", server.post("/v1/links", admin.key(), Map.of("capabilities",
                List.of("memory.read"), "principal_id", other.principalId())).expect(404).detail());
        String retired = server.post("/v1/principals", admin.key(), Map.of("name", "retired",
                "workspace_id", admin.workspaceId())).expect(201).json().get("id").asText();
        String token = link(admin.key(), Map.of("capabilities", List.of("memory.read"), "principal_id", retired))
                .get("token").asText();
        server.post("/v1/principals/" + retired + "/deactivate", admin.key(), "{}").expect(200);
        assertEquals(GONE, redeem(token).body(), "a deactivated principal's links die with it");
        assertEquals("Principal is deactivated", server.post("/v1/links", admin.key(), Map.of("capabilities",
                List.of("memory.read"), "principal_id", retired)).expect(409).detail());
    }

    @Test
    void validation() {
        for (int seconds : new int[] {59, 86_401}) {
            assertEquals("[\"body\",\"expires_in_seconds\"]", server.post("/v1/links", admin.key(), Map.of(
                    "capabilities", List.of("memory.read"), "expires_in_seconds", seconds)).expect(422).json()
                    .get("detail").get(0).get("loc").toString());
        }
        assertEquals(422, server.post("/v1/links", admin.key(), Map.of("capabilities", List.of())).status());
        assertEquals(422, server.post("/v1/links", admin.key(), Map.of("capabilities", List.of("root"))).status());
        JsonNode day = link(admin.key(), Map.of("capabilities", List.of("memory.read"), "expires_in_seconds", 86_400));
        assertFalse(day.get("token").isNull());
    }
}

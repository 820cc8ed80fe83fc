package dev.albert.server.auth;

import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AuthenticationTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant admin;

    @BeforeAll
    static void bootstrap() {
        admin = server.bootstrap("Acme", "main");
    }

    private void assert401(TestServer.Response r, String message) {
        assertEquals(401, r.status(), r.body());
        assertEquals(message, r.detail());
        assertTrue(r.headers().firstValue("WWW-Authenticate").isEmpty(), "no WWW-Authenticate header");
    }

    @Test
    void noHeaderNeedsBearer() {
        assert401(server.get("/v1/memories/" + java.util.UUID.randomUUID(), null), "Bearer API key required");
    }

    @Test
    void otherSchemeNeedsBearer() {
        assert401(server.get("/v1/keys", "Basic " + admin.key()), "Bearer API key required");
        assert401(server.get("/v1/keys", "Bearer "), "Bearer API key required");
    }

    @Test
    void schemeIsCaseInsensitive() {
        server.get("/v1/keys", "bEaReR " + admin.key()).expect(200);
    }

    @Test
    void unparsableKey() {
        assert401(server.get("/v1/keys", "Bearer not-a-key"), "Invalid API key");
        assert401(server.get("/v1/keys", "Bearer alb__secret"), "Invalid API key");
        assert401(server.get("/v1/keys", "Bearer xyz_prefix_secret"), "Invalid API key");
    }

    @Test
    void unknownPrefixOrWrongSecret() {
        assert401(server.get("/v1/keys", "Bearer alb_abcdefghijkl_" + "x".repeat(43)), "Invalid or expired API key");
        String prefix = admin.key().split("_", 3)[1];
        assert401(server.get("/v1/keys", "Bearer alb_" + prefix + "_" + "y".repeat(43)), "Invalid or expired API key");
    }

    @Test
    void authRunsBeforeBodyValidation() {
        assert401(server.post("/v1/memories", "Bearer nope", "{not json"), "Invalid API key");
        assert401(server.post("/v1/memories", null, Map.of("content", "")), "Bearer API key required");
    }

    @Test
    void revokedKeyIsRefusedAtOnce() {
        var created = server.post("/v1/keys", admin.key(), Map.of("capabilities", List.of("memory.read")))
                .expect(201).json();
        String key = created.get("api_key").asText();
        String id = created.get("id").asText();
        server.get("/v1/health/live", key).expect(200);
        server.post("/v1/search", key, Map.of("query", "x")).expect(200);
        server.post("/v1/keys/" + id + "/revoke", admin.key(), "{}").expect(200);
        assert401(server.post("/v1/search", key, Map.of("query", "x")), "Invalid or expired API key");
    }

    @Test
    void expiredKeyIsRefused() {
        String expires = Instant.now().plus(Duration.ofHours(1)).toString();
        String key = server.post("/v1/keys", admin.key(), Map.of("capabilities", List.of("memory.read"),
                "expires_at", expires)).expect(201).json().get("api_key").asText();
        server.post("/v1/search", key, Map.of("query", "x")).expect(200);
        server.clock().advance(Duration.ofHours(2));
        try {
            assert401(server.post("/v1/search", key, Map.of("query", "x")), "Invalid or expired API key");
            server.post("/v1/search", admin.key(), Map.of("query", "x")).expect(200);
        } finally {
            server.clock().advance(Duration.ofHours(-2));
        }
    }

    @Test
    void inactivePrincipalIsRefused() throws SQLException {
        String key = server.insertPrincipalWithKey(admin.organizationId(), admin.workspaceId(), "to-deactivate",
                List.of("memory.read"));
        server.post("/v1/search", key, Map.of("query", "x")).expect(200);
        try (Connection c = server.jdbc()) {
            c.createStatement().executeUpdate("UPDATE principals SET active = 0 WHERE name = 'to-deactivate'");
        }
        assert401(server.post("/v1/search", key, Map.of("query", "x")), "Invalid or expired API key");
    }

    @Test
    void lastUsedIsRecorded() {
        String key = server.issueKey(admin.key(), "memory.read", "keys.manage");
        server.get("/v1/keys", key).expect(200);
        var keys = server.get("/v1/keys", key).expect(200).json();
        boolean anyUsed = false;
        for (var k : keys) {
            assertFalse(k.has("api_key"));
            assertFalse(k.toString().contains(key.split("_", 3)[2]), "a listing never holds a secret");
            anyUsed |= !k.get("last_used_at").isNull();
        }
        assertTrue(anyUsed);
    }
}

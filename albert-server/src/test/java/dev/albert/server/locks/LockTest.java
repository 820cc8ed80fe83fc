package dev.albert.server.locks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LockTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant acme;
    static String alice;
    static String bob;
    static String side;

    @BeforeAll
    static void setUp() {
        acme = server.bootstrap("Acme", "main");
        side = server.bootstrap("Acme", "side").workspaceId();
        List<String> caps = List.of("locks.acquire", "working_memory.write");
        alice = server.insertPrincipalWithKey(acme.organizationId(), acme.workspaceId(), "alice", caps);
        bob = server.insertPrincipalWithKey(acme.organizationId(), acme.workspaceId(), "bob", caps);
    }

    private static String resource() {
        return "repo-" + UUID.randomUUID();
    }

    private static Map<String, Object> on(String ref, Object... more) {
        Map<String, Object> body = new HashMap<>(Map.of("resource_type", "repo", "resource_ref", ref));
        for (int i = 0; i < more.length; i += 2) {
            body.put((String) more[i], more[i + 1]);
        }
        return body;
    }

    private static JsonNode acquire(String key, String ref, Object... more) {
        return server.post("/v1/locks/acquire", key, on(ref, more)).expect(201).json();
    }

    private static TestServer.Response renew(String key, JsonNode lock, Object... more) {
        Map<String, Object> body = new HashMap<>(Map.of("token", lock.get("token").asText(),
                "fence", lock.get("fence").asLong()));
        for (int i = 0; i < more.length; i += 2) {
            body.put((String) more[i], more[i + 1]);
        }
        return server.post("/v1/locks/" + lock.get("id").asText() + "/renew", key, body);
    }

    private static TestServer.Response release(String key, JsonNode lock) {
        return server.post("/v1/locks/" + lock.get("id").asText() + "/release", key,
                Map.of("token", lock.get("token").asText(), "fence", lock.get("fence").asLong()));
    }

    @Test
    void acquireReturnsAFencedLeaseWhoseTokenIsStoredOnlyAsItsHmac() throws Exception {
        Instant now = server.clock().instant();
        String ref = resource();
        JsonNode lock = acquire(alice, ref);
        assertEquals(1, lock.get("fence").asInt());
        assertEquals("repo", lock.get("resource_type").asText());
        String token = lock.get("token").asText();
        assertTrue(token.matches("[A-Za-z0-9_-]{43}"), token);
        Instant expires = Instant.parse(lock.get("expires_at").asText());
        assertTrue(Duration.between(now.plusSeconds(900), expires).abs().getSeconds() < 5, expires::toString);
        byte[] stored;
        try (Connection c = server.jdbc(); PreparedStatement p = c.prepareStatement(
                "SELECT * FROM resource_locks WHERE id = ?")) {
            p.setString(1, lock.get("id").asText());
            try (var rs = p.executeQuery()) {
                assertTrue(rs.next());
                stored = rs.getBytes("token_hash");
                for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                    Object value = rs.getObject(i);
                    String text = value instanceof byte[] b ? new String(b, java.nio.charset.StandardCharsets.ISO_8859_1)
                            : String.valueOf(value);
                    assertTrue(!text.contains(token), "token stored in column " + rs.getMetaData().getColumnName(i));
                }
            }
        }
        assertArrayEquals(TestServer.hmac("lock:" + token), stored);
        assertEquals(1, server.count("SELECT count(*) FROM audit_events WHERE event_type = 'lock.acquired'"
                + " AND target_id = ?", lock.get("id").asText()));
    }

    @Test
    void aHeldResourceAnswersWithTheLockConflictObject() {
        String ref = resource();
        JsonNode lock = acquire(alice, ref);
        for (String key : List.of(bob, alice)) {
            var r = server.post("/v1/locks/acquire", key, on(ref));
            assertEquals(409, r.status());
            JsonNode detail = r.json().get("detail");
            assertEquals(List.of("message", "owner_principal_id", "expires_at"), fieldNames(detail));
            assertEquals("Resource is locked", detail.get("message").asText());
            assertEquals(server.one("SELECT owner_principal_id FROM resource_locks WHERE id = ?",
                    lock.get("id").asText()), detail.get("owner_principal_id").asText());
            assertEquals(Instant.parse(lock.get("expires_at").asText()),
                    Instant.parse(detail.get("expires_at").asText()));
        }
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void locksAreUniquePerOrganizationWhateverTheWorkspace() {
        String ref = resource();
        acquire(alice, ref);
        String orgWide = server.insertPrincipalWithKey(acme.organizationId(), null, "ops", List.of("locks.acquire"));
        assertEquals(409, server.post("/v1/locks/acquire", orgWide, on(ref, "workspace_id", side)).status());
        Tenant other = server.bootstrap("Other", "main");
        assertEquals(1, acquire(other.key(), ref).get("fence").asInt());
        assertEquals("Workspace is outside the API key scope", server.post("/v1/locks/acquire", alice,
                on(resource(), "workspace_id", side)).expect(403).detail());
        assertEquals("Workspace not found", server.post("/v1/locks/acquire", orgWide,
                on(resource(), "workspace_id", UUID.randomUUID().toString())).expect(404).detail());
    }

    @Test
    void theFenceGrowsAcrossReleaseAndExpiry() {
        String ref = resource();
        JsonNode first = acquire(alice, ref, "ttl_seconds", 30);
        assertEquals(1, first.get("fence").asInt());
        var released = release(alice, first);
        assertEquals(204, released.status());
        assertEquals("", released.body());
        JsonNode second = acquire(bob, ref, "ttl_seconds", 30);
        assertEquals(2, second.get("fence").asInt());
        assertEquals(second.get("id"), first.get("id"), "the row is kept and re-taken");
        server.clock().advance(Duration.ofSeconds(31));
        JsonNode third = acquire(alice, ref);
        assertEquals(3, third.get("fence").asInt());
        // The holder whose lease ran out can no longer renew or release the re-taken lock.
        assertEquals("Lock lease is invalid or stale", renew(bob, second).expect(409).detail());
        assertEquals(409, release(bob, second).status());
        assertEquals(1, server.count("SELECT count(*) FROM audit_events WHERE event_type = 'lock.released'"
                + " AND target_id = ?", first.get("id").asText()));
    }

    @Test
    void renewExtendsAValidLeaseAndReturnsNoToken() {
        String ref = resource();
        JsonNode lock = acquire(alice, ref, "ttl_seconds", 60);
        server.clock().advance(Duration.ofSeconds(30));
        Instant now = server.clock().instant();
        JsonNode renewed = renew(alice, lock, "ttl_seconds", 600).expect(200).json();
        assertTrue(renewed.has("token") && renewed.get("token").isNull(), renewed.toString());
        assertEquals(1, renewed.get("fence").asInt());
        Instant expires = Instant.parse(renewed.get("expires_at").asText());
        assertTrue(Duration.between(now.plusSeconds(600), expires).abs().getSeconds() < 5, expires::toString);
        assertEquals(409, server.post("/v1/locks/acquire", bob, on(ref)).status());
    }

    @Test
    void anInvalidOrStaleLeaseIsRefused() {
        String ref = resource();
        JsonNode lock = acquire(alice, ref, "ttl_seconds", 60);
        String id = lock.get("id").asText();
        String token = lock.get("token").asText();
        List<Map.Entry<String, Map<String, Object>>> attempts = List.of(
                Map.entry(bob, Map.of("token", token, "fence", 1)),
                Map.entry(alice, Map.of("token", token, "fence", 2)),
                Map.entry(alice, Map.of("token", token.substring(1) + "x", "fence", 1)),
                Map.entry(alice, Map.of("token", "x".repeat(43), "fence", 1)));
        for (var attempt : attempts) {
            for (String action : List.of("/renew", "/release")) {
                var r = server.post("/v1/locks/" + id + action, attempt.getKey(), attempt.getValue());
                assertEquals(409, r.status(), r.body());
                assertEquals("Lock lease is invalid or stale", r.detail());
            }
        }
        assertEquals("Lock lease is invalid or stale", server.post("/v1/locks/" + UUID.randomUUID() + "/renew", alice,
                Map.of("token", token, "fence", 1)).expect(409).detail());
        Tenant other = server.bootstrap("Elsewhere", "main");
        assertEquals(409, server.post("/v1/locks/" + id + "/release", other.key(),
                Map.of("token", token, "fence", 1)).status());
        server.clock().advance(Duration.ofSeconds(61));
        assertEquals("Lock lease is invalid or stale", renew(alice, lock).expect(409).detail());
        assertEquals(204, release(alice, lock).status(), "an expired lease may still be released");
        assertEquals(409, release(alice, lock).status(), "but only once");
        assertEquals(409, renew(alice, lock).status());
    }

    @Test
    void leaseBodiesAreValidated() {
        JsonNode lock = acquire(alice, resource());
        String id = lock.get("id").asText();
        var shortToken = server.post("/v1/locks/" + id + "/renew", alice, Map.of("token", "short", "fence", 1));
        assertEquals(422, shortToken.status());
        assertEquals("string_too_short", shortToken.json().get("detail").get(0).get("type").asText());
        assertEquals(422, server.post("/v1/locks/" + id + "/release", alice,
                Map.of("token", lock.get("token").asText(), "fence", 0)).status());
        assertEquals(422, server.post("/v1/locks/" + id + "/renew", alice, Map.of("token", lock.get("token").asText(),
                "fence", 1, "ttl_seconds", 86_401)).status());
        assertEquals(422, server.post("/v1/locks/acquire", alice, on(resource(), "ttl_seconds", 9)).status());
        assertEquals(422, server.post("/v1/locks/acquire", alice, Map.of("resource_type", "repo")).status());
        assertEquals(422, server.post("/v1/locks/not-a-uuid/renew", alice, Map.of()).status());
        String reader = server.issueKey(acme.key(), "memory.read");
        for (String path : List.of("/v1/locks/acquire", "/v1/locks/" + id + "/renew", "/v1/locks/" + id + "/release")) {
            assertEquals("Missing capability: locks.acquire", server.post(path, reader, Map.of()).expect(403).detail());
        }
    }

    @Test
    void twoConcurrentAcquirersGetExactlyOneLock() throws Exception {
        try (ExecutorService pool = Executors.newFixedThreadPool(8)) {
            for (int round = 0; round < 10; round++) {
                String ref = resource();
                CountDownLatch go = new CountDownLatch(1);
                List<Future<Integer>> statuses = new ArrayList<>();
                for (String key : List.of(alice, bob, alice, bob)) {
                    statuses.add(pool.submit(() -> {
                        go.await();
                        return server.post("/v1/locks/acquire", key, on(ref)).status();
                    }));
                }
                go.countDown();
                int[] seen = new int[statuses.size()];
                for (int i = 0; i < seen.length; i++) {
                    seen[i] = statuses.get(i).get();
                }
                Arrays.sort(seen);
                assertArrayEquals(new int[] {201, 409, 409, 409}, seen, Arrays.toString(seen));
            }
        }
    }

    @Test
    void aLockForAWorkingMemoryFollowsItsRules() {
        String ref = resource();
        String task = server.post("/v1/working-memory", alice, Map.of("task_id", "t-" + UUID.randomUUID(),
                "description", "d", "resource_type", "repo", "resource_ref", ref)).expect(201).json()
                .get("id").asText();
        assertEquals("Working memory not found", server.post("/v1/locks/acquire", alice,
                on(ref, "working_memory_id", UUID.randomUUID().toString())).expect(404).detail());
        assertEquals("Working memory is owned by another principal", server.post("/v1/locks/acquire", bob,
                on(ref, "working_memory_id", task)).expect(403).detail());
        assertEquals("Lock resource type does not match task", server.post("/v1/locks/acquire", alice,
                Map.of("resource_type", "file", "resource_ref", ref, "working_memory_id", task)).expect(409).detail());
        assertEquals("Lock resource reference does not match task", server.post("/v1/locks/acquire", alice,
                on(ref + "-other", "working_memory_id", task)).expect(409).detail());
        String orgWide = server.insertPrincipalWithKey(acme.organizationId(), null, "planner",
                List.of("locks.acquire", "working_memory.write"));
        String orgTask = server.post("/v1/working-memory", orgWide, Map.of("task_id", "t-" + UUID.randomUUID(),
                "description", "d", "workspace_id", acme.workspaceId())).expect(201).json().get("id").asText();
        assertEquals("Lock workspace does not match task", server.post("/v1/locks/acquire", orgWide,
                on(resource(), "working_memory_id", orgTask, "workspace_id", side)).expect(409).detail());
        String lockId = acquire(orgWide, ref + "-free", "working_memory_id", orgTask).get("id").asText();
        assertEquals(acme.workspaceId(), server.one("SELECT workspace_id FROM resource_locks WHERE id = ?", lockId),
                "the workspace comes from the task");

        JsonNode lock = acquire(alice, ref, "working_memory_id", task);
        assertEquals(task, server.one("SELECT working_memory_id FROM resource_locks WHERE id = ?",
                lock.get("id").asText()));
        server.post("/v1/working-memory/" + task + "/complete", alice, Map.of()).expect(200);
        assertEquals("Working memory is not active", server.post("/v1/locks/acquire", alice,
                on(resource(), "working_memory_id", task)).expect(409).detail());
        // An admin may lock for someone else's task.
        String adminTask = server.post("/v1/working-memory", bob, Map.of("task_id", "t-" + UUID.randomUUID(),
                "description", "d")).expect(201).json().get("id").asText();
        acquire(acme.key(), resource(), "working_memory_id", adminTask);
    }
}

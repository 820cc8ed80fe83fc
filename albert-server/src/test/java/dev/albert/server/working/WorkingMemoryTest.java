package dev.albert.server.working;

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
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WorkingMemoryTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant acme;
    static String owner;
    static String stranger;
    static String readOnly;

    @BeforeAll
    static void setUp() {
        acme = server.bootstrap("Acme", "main");
        List<String> caps = List.of("working_memory.write", "locks.acquire");
        owner = server.insertPrincipalWithKey(acme.organizationId(), acme.workspaceId(), "owner", caps);
        stranger = server.insertPrincipalWithKey(acme.organizationId(), acme.workspaceId(), "stranger", caps);
        readOnly = server.insertPrincipalWithKey(acme.organizationId(), acme.workspaceId(), "reader",
                List.of("working_memory.read"));
    }

    private static String task() {
        return "agent-" + UUID.randomUUID();
    }

    private static JsonNode start(String key, Map<String, Object> body) {
        return server.post("/v1/working-memory", key, body).expect(201).json();
    }

    private static Instant instant(JsonNode node) {
        return Instant.parse(node.asText());
    }

    private static void assertNear(Instant expected, Instant actual) {
        assertTrue(Duration.between(expected, actual).abs().compareTo(Duration.ofSeconds(5)) < 0,
                () -> "expected about " + expected + ", got " + actual);
    }

    @Test
    void createAppliesDefaultsAndAnswersWithANullLock() {
        Instant now = server.clock().instant();
        JsonNode w = start(owner, Map.of("task_id", task(), "description", "Refactor the parser"));
        assertEquals("active", w.get("status").asText());
        assertEquals("{}", w.get("progress").toString());
        assertTrue(w.get("resource_type").isNull());
        assertTrue(w.get("completed_at").isNull());
        assertTrue(w.get("consolidation_notes").isNull());
        assertTrue(w.has("lock") && w.get("lock").isNull(), "create sends lock: null");
        assertNear(now.plusSeconds(7200), instant(w.get("expires_at")));
        JsonNode read = server.get("/v1/working-memory/" + w.get("id").asText(), owner).expect(200).json();
        assertFalse(read.has("lock"), "get leaves lock out");
        assertEquals(w.get("task_id"), read.get("task_id"));
    }

    @Test
    void readsNeedReadOrWriteAndHaveNoOwnerCheck() {
        String id = start(owner, Map.of("task_id", task(), "description", "d")).get("id").asText();
        server.get("/v1/working-memory/" + id, readOnly).expect(200);
        server.get("/v1/working-memory/" + id, stranger).expect(200);
        String none = server.issueKey(acme.key(), "memory.read");
        var r = server.get("/v1/working-memory/" + id, none).expect(403);
        assertEquals("Missing capability: working_memory.read", r.detail());
        assertEquals("Working memory not found", server.get("/v1/working-memory/" + UUID.randomUUID(), owner)
                .expect(404).detail());
        assertEquals("Missing capability: working_memory.write", server.post("/v1/working-memory", readOnly,
                Map.of("task_id", task(), "description", "d")).expect(403).detail());
    }

    @Test
    void taskIdIsUniquePerOrganization() {
        String taskId = task();
        start(owner, Map.of("task_id", taskId, "description", "d"));
        var again = server.post("/v1/working-memory", stranger, Map.of("task_id", taskId, "description", "other"));
        assertEquals(409, again.status());
        assertEquals("Task ID already exists", again.detail());
        Tenant other = server.bootstrap("Other", "main");
        server.post("/v1/working-memory", other.key(), Map.of("task_id", taskId, "description", "d")).expect(201);
    }

    @Test
    void acquireLockNeedsItsCapabilityAndBothResourceFields() {
        String writer = server.issueKey(acme.key(), "working_memory.write");
        assertEquals("Missing capability: locks.acquire", server.post("/v1/working-memory", writer,
                Map.of("task_id", task(), "description", "d", "acquire_lock", true,
                        "resource_type", "repo", "resource_ref", "r")).expect(403).detail());
        for (Map<String, Object> partial : List.of(Map.<String, Object>of(), Map.<String, Object>of("resource_type", "repo"),
                Map.<String, Object>of("resource_ref", "x"), Map.<String, Object>of("resource_type", "", "resource_ref", "x"))) {
            var body = new java.util.HashMap<String, Object>(partial);
            body.putAll(Map.of("task_id", task(), "description", "d", "acquire_lock", true));
            var r = server.post("/v1/working-memory", owner, body);
            assertEquals(422, r.status(), r.body());
            assertEquals("Resource type and reference are required", r.detail());
        }
    }

    @Test
    void createWithLockReturnsTheTokenAndCapsTheTtlAtADay() {
        Instant now = server.clock().instant();
        String ref = "repo-" + UUID.randomUUID();
        JsonNode w = start(owner, Map.of("task_id", task(), "description", "d", "acquire_lock", true,
                "resource_type", "repo", "resource_ref", ref, "expires_in_seconds", 604_800));
        JsonNode lock = w.get("lock");
        assertEquals(1, lock.get("fence").asInt());
        assertEquals(43, lock.get("token").asText().length());
        assertEquals(ref, lock.get("resource_ref").asText());
        assertNear(now.plusSeconds(86_400), instant(lock.get("expires_at")));
        assertNear(now.plusSeconds(604_800), instant(w.get("expires_at")));
        assertEquals(w.get("id").asText(), server.one("SELECT working_memory_id FROM resource_locks WHERE id = ?",
                lock.get("id").asText()));

        JsonNode shortTask = start(owner, Map.of("task_id", task(), "description", "d", "acquire_lock", true,
                "resource_type", "repo", "resource_ref", "short-" + ref, "expires_in_seconds", 600));
        assertNear(now.plusSeconds(600), instant(shortTask.get("lock").get("expires_at")));
    }

    @Test
    void createOnALockedResourceCreatesNothing() {
        String ref = "repo-" + UUID.randomUUID();
        start(owner, Map.of("task_id", task(), "description", "d", "acquire_lock", true, "resource_type", "repo",
                "resource_ref", ref));
        String taskId = task();
        var r = server.post("/v1/working-memory", stranger, Map.of("task_id", taskId, "description", "d",
                "acquire_lock", true, "resource_type", "repo", "resource_ref", ref));
        assertEquals(409, r.status());
        assertEquals("Resource is locked", r.json().get("detail").get("message").asText());
        assertEquals(0, server.count("SELECT count(*) FROM working_memories WHERE task_id = ?", taskId));
    }

    @Test
    void descriptionProgressAndNotesAreScreened() {
        String secret = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8";
        var r = server.post("/v1/working-memory", owner, Map.of("task_id", task(), "description", "token " + secret));
        assertEquals(422, r.status());
        assertTrue(r.detail().startsWith("Working memory appears to contain a credential or secret (rule: "), r.body());
        String id = start(owner, Map.of("task_id", task(), "description", "d")).get("id").asText();
        var p = server.patch("/v1/working-memory/" + id, owner, Map.of("progress", Map.of("note", secret)));
        assertTrue(p.detail().startsWith("Working memory progress appears to contain a credential or secret"), p.body());
        var n = server.post("/v1/working-memory/" + id + "/complete", owner, Map.of("consolidation_notes", secret));
        assertEquals(422, n.status());
        assertTrue(n.detail().startsWith("Consolidation notes appears to contain a credential or secret"), n.body());
        assertEquals("active", server.get("/v1/working-memory/" + id, owner).json().get("status").asText());
    }

    @Test
    void patchReplacesProgressAndResetsExpiry() {
        String id = start(owner, Map.of("task_id", task(), "description", "d")).get("id").asText();
        server.patch("/v1/working-memory/" + id, owner, Map.of("progress", Map.of("phase", "one", "done", List.of(1))))
                .expect(200);
        Instant now = server.clock().instant();
        JsonNode w = server.patch("/v1/working-memory/" + id, owner, Map.of("progress", Map.of("phase", "two"),
                "expires_in_seconds", 120)).expect(200).json();
        assertEquals("{\"phase\":\"two\"}", w.get("progress").toString());
        assertNear(now.plusSeconds(120), instant(w.get("expires_at")));
        assertFalse(w.has("lock"));
        JsonNode onlyExpiry = server.patch("/v1/working-memory/" + id, owner, Map.of("expires_in_seconds", 3600))
                .expect(200).json();
        assertEquals("{\"phase\":\"two\"}", onlyExpiry.get("progress").toString());
        assertEquals(422, server.patch("/v1/working-memory/" + id, owner, Map.of("expires_in_seconds", 59)).status());
    }

    @Test
    void onlyTheOwnerOrAnAdminMayChangeIt() {
        String id = start(owner, Map.of("task_id", task(), "description", "d")).get("id").asText();
        var r = server.patch("/v1/working-memory/" + id, stranger, Map.of("progress", Map.of()));
        assertEquals(403, r.status());
        assertEquals("Working memory is owned by another principal", r.detail());
        assertEquals(403, server.post("/v1/working-memory/" + id + "/complete", stranger, Map.of()).status());
        assertEquals(403, server.post("/v1/working-memory/" + id + "/fail", stranger, Map.of()).status());
        server.patch("/v1/working-memory/" + id, acme.key(), Map.of("progress", Map.of("by", "admin"))).expect(200);
        server.post("/v1/working-memory/" + id + "/fail", acme.key(), Map.of()).expect(200);
    }

    @Test
    void completeAndFailFinishTheRecordOnce() {
        String id = start(owner, Map.of("task_id", task(), "description", "d")).get("id").asText();
        Instant now = server.clock().instant();
        JsonNode done = server.post("/v1/working-memory/" + id + "/complete", owner,
                Map.of("consolidation_notes", "Remembered the parser layout")).expect(200).json();
        assertEquals("completed", done.get("status").asText());
        assertEquals("Remembered the parser layout", done.get("consolidation_notes").asText());
        assertNear(now, instant(done.get("completed_at")));
        assertFalse(done.has("lock"));
        for (String action : List.of("/complete", "/fail")) {
            var again = server.post("/v1/working-memory/" + id + action, owner, Map.of());
            assertEquals(409, again.status());
            assertEquals("Working memory is not active", again.detail());
        }
        assertEquals("Working memory is not active", server.patch("/v1/working-memory/" + id, owner,
                Map.of("progress", Map.of())).expect(409).detail());

        String failing = start(owner, Map.of("task_id", task(), "description", "d")).get("id").asText();
        JsonNode failed = server.post("/v1/working-memory/" + failing + "/fail", owner, Map.of()).expect(200).json();
        assertEquals("failed", failed.get("status").asText());
        assertEquals("", failed.get("consolidation_notes").asText());
        assertEquals(422, server.post("/v1/working-memory/" + failing + "/fail", owner,
                Map.of("consolidation_notes", "n".repeat(100_001))).status());
        assertEquals(1, server.count("SELECT count(*) FROM audit_events WHERE event_type = 'working_memory.completed'"
                + " AND target_id = ?", id));
        assertEquals(1, server.count("SELECT count(*) FROM audit_events WHERE event_type = 'working_memory.failed'"
                + " AND target_id = ?", failing));
        assertEquals(1, server.count("SELECT count(*) FROM audit_events WHERE event_type = 'working_memory.created'"
                + " AND target_id = ?", id));
    }

    @Test
    void completeAndFailReleaseEveryLinkedLock() {
        for (String action : List.of("/complete", "/fail")) {
            String ref = "repo-" + UUID.randomUUID();
            String withLock = start(owner, Map.of("task_id", task(), "description", "d", "acquire_lock", true,
                    "resource_type", "repo", "resource_ref", ref)).get("id").asText();
            // A task without resource fields may hold several locks.
            String plain = start(owner, Map.of("task_id", task(), "description", "d")).get("id").asText();
            for (String file : List.of(ref + "/a", ref + "/b")) {
                server.post("/v1/locks/acquire", owner, Map.of("resource_type", "file", "resource_ref", file,
                        "working_memory_id", plain)).expect(201);
            }
            server.post("/v1/working-memory/" + withLock + action, owner, Map.of()).expect(200);
            server.post("/v1/working-memory/" + plain + action, owner, Map.of()).expect(200);
            assertEquals(2, server.post("/v1/locks/acquire", stranger, Map.of("resource_type", "repo",
                    "resource_ref", ref)).expect(201).json().get("fence").asInt());
            for (String file : List.of(ref + "/a", ref + "/b")) {
                assertEquals(2, server.post("/v1/locks/acquire", stranger, Map.of("resource_type", "file",
                        "resource_ref", file)).expect(201).json().get("fence").asInt());
            }
            assertEquals(2, server.count("SELECT json_extract(detail, '$.locks_released') FROM audit_events"
                    + " WHERE target_id = ? AND event_type LIKE 'working_memory.%ed' AND event_type != "
                    + "'working_memory.created'", plain));
        }
    }

    @Test
    void expiredRecordsAreExpiredOnAccessAndReleaseTheirLocks() {
        String ref = "repo-" + UUID.randomUUID();
        JsonNode w = start(owner, Map.of("task_id", task(), "description", "d", "acquire_lock", true,
                "resource_type", "repo", "resource_ref", ref, "expires_in_seconds", 60));
        String id = w.get("id").asText();
        assertEquals(409, server.post("/v1/locks/acquire", stranger, Map.of("resource_type", "repo",
                "resource_ref", ref)).status());
        server.clock().advance(Duration.ofSeconds(61));
        assertEquals("expired", server.get("/v1/working-memory/" + id, readOnly).expect(200).json()
                .get("status").asText());
        assertNotNull(server.one("SELECT released_at FROM resource_locks WHERE resource_ref = ?", ref));
        assertEquals("Working memory is not active", server.patch("/v1/working-memory/" + id, owner,
                Map.of("progress", Map.of())).expect(409).detail());
        assertEquals(2, server.post("/v1/locks/acquire", stranger, Map.of("resource_type", "repo",
                "resource_ref", ref)).expect(201).json().get("fence").asInt());
    }

    @Test
    void workspaceScopeApplies() {
        String side = server.bootstrap("Acme", "side").workspaceId();
        var r = server.post("/v1/working-memory", owner, Map.of("task_id", task(), "description", "d",
                "workspace_id", side));
        assertEquals(403, r.status());
        assertEquals("Workspace is outside the API key scope", r.detail());
        String orgWide = server.insertPrincipalWithKey(acme.organizationId(), null, "org-wide",
                List.of("working_memory.write", "working_memory.read"));
        String id = start(orgWide, Map.of("task_id", task(), "description", "d", "workspace_id", side))
                .get("id").asText();
        assertEquals("Working memory not found", server.get("/v1/working-memory/" + id, owner).expect(404).detail());
        server.get("/v1/working-memory/" + id, orgWide).expect(200);
        assertEquals("Workspace not found", server.post("/v1/working-memory", orgWide, Map.of("task_id", task(),
                "description", "d", "workspace_id", UUID.randomUUID().toString())).expect(404).detail());
    }
}

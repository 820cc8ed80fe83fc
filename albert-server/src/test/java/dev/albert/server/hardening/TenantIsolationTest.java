package dev.albert.server.hardening;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Scope escapes: what tenant A creates (memory, episode, working memory, lock, entity and relationship, capture
 * session and events, key) is invisible to (a) an administrator of another organization — 404, never a 403 that
 * would confirm it exists — and (b) an administrator of another workspace of the same organization — 404, or 403
 * "Workspace is outside the API key scope" when it names A's workspace. Nothing of A (its ids or a unique marker
 * planted in its text) appears in the others' search, graph query, context assembly, export (JSON and NDJSON),
 * capture read-back or key listing, while A itself finds all of it.
 */
class TenantIsolationTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static final String MARKER = "zqmarker" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
    static final String HOST = "claude-code";
    static final String SESSION = "session-" + MARKER;

    static Tenant a;
    static Tenant side;
    /** A key of A's organization in the other workspace with keys.manage but not admin: it must not reach A's keys. */
    static String sideManager;
    static Tenant b;
    static String bOrgAdmin;
    static String memory;
    static String episode;
    static String working;
    static String lock;
    static String lockToken;
    static int lockFence;
    static String relationship;
    static String sourceEntity;
    static String targetEntity;
    static String keyId;
    static String key;
    static List<String> ids;

    @BeforeAll
    static void tenantA() {
        a = server.bootstrap("Acme", "main");
        side = server.bootstrap("Acme", "side");
        sideManager = server.issueKey(side.key(), "memory.read", "memory.write", "memory.export", "graph.query",
                "graph.write", "keys.manage", "capture.write", "working_memory.write", "locks.acquire", "memory.delete",
                "working_memory.read", "memory.import");
        b = server.bootstrap("Other", "main");
        bOrgAdmin = server.insertPrincipalWithKey(b.organizationId(), null, "other org admin", List.of("admin"));

        memory = server.post("/v1/memories", a.key(), Map.of("subject", "secret plan " + MARKER,
                "content", "The " + MARKER + " launch code word is falcon, known only to Acme main.")).expect(201)
                .json().get("id").asText();
        episode = server.post("/v1/episodes", a.key(), Map.of("content", "Episode about " + MARKER + " falcon"))
                .expect(201).json().get("id").asText();
        working = server.post("/v1/working-memory", a.key(), Map.of("task_id", "task-" + MARKER,
                "description", "Working on " + MARKER)).expect(201).json().get("id").asText();
        JsonNode l = server.post("/v1/locks/acquire", a.key(), Map.of("resource_type", "repo",
                "resource_ref", "ref-" + MARKER)).expect(201).json();
        lock = l.get("id").asText();
        lockToken = l.get("token").asText();
        lockFence = l.get("fence").asInt();
        JsonNode edge = server.post("/v1/relationships", a.key(), Map.of(
                "source", Map.of("name", "svc " + MARKER, "entity_type", "service"), "relation_type", "depends_on",
                "target", Map.of("name", "db " + MARKER, "entity_type", "service"), "source_memory_id", memory))
                .expect(201).json();
        relationship = edge.get("id").asText();
        sourceEntity = edge.get("source_entity_id").asText();
        targetEntity = edge.get("target_entity_id").asText();
        ObjectNode event = TestServer.object().put("event_id", v7()).put("host", HOST)
                .put("session_key", SESSION).put("class", "decision").put("text", "We decided " + MARKER)
                .put("created_at", "2026-12-01T10:00:00Z");
        ObjectNode batch = TestServer.object();
        batch.putArray("events").add(event);
        server.post("/v1/capture/events", a.key(), batch).expect(200);
        JsonNode k = server.post("/v1/keys", a.key(), Map.of("name", "key " + MARKER,
                "capabilities", List.of("memory.read"))).expect(201).json();
        keyId = k.get("id").asText();
        key = k.get("api_key").asText();
        ids = List.of(memory, episode, working, lock, relationship, sourceEntity, targetEntity, keyId,
                a.principalId(), a.workspaceId(), a.organizationId());
    }

    /** Another organization's org-wide admin, its workspace admin, and another workspace of A's organization. */
    static Map<String, String> outsiders() {
        return Map.of("other organization (organization-scoped admin)", bOrgAdmin,
                "other organization (workspace admin)", b.key(),
                "other workspace of the same organization (admin)", side.key(),
                "other workspace of the same organization (keys.manage, not admin)", sideManager);
    }

    /**
     * An admin of the same organization manages every principal of it, keys included, from any workspace: the
     * documented reach of identity management (docs/capabilities.md "Reach"), the only place admin widens scope.
     */
    static boolean reachesIdentityByDesign(String who) {
        return who.equals("other workspace of the same organization (admin)");
    }

    static boolean isKeyManagement(Probe p) {
        return p.path().startsWith("/v1/keys");
    }

    /** Expected answer: 404, or for the fenced lock routes the contract's 409, identical to an unknown lock's. */
    record Probe(String method, String path, Object body, int expected) {
        Probe(String method, String path, Object body) {
            this(method, path, body, 404);
        }
    }

    static List<Probe> byIdProbes() {
        String lease = TestServer.json(Map.of("token", lockToken, "fence", lockFence));
        return List.of(
                new Probe("GET", "/v1/memories/" + memory, null),
                new Probe("PATCH", "/v1/memories/" + memory, Map.of("subject", "hijacked")),
                new Probe("DELETE", "/v1/memories/" + memory, null),
                new Probe("GET", "/v1/episodes/" + episode, null),
                new Probe("DELETE", "/v1/episodes/" + episode, null),
                new Probe("GET", "/v1/working-memory/" + working, null),
                new Probe("PATCH", "/v1/working-memory/" + working, Map.of("progress", Map.of("step", "hijacked"))),
                new Probe("POST", "/v1/working-memory/" + working + "/complete", Map.of()),
                new Probe("POST", "/v1/working-memory/" + working + "/fail", Map.of()),
                new Probe("POST", "/v1/locks/" + lock + "/renew", lease, 409),
                new Probe("POST", "/v1/locks/" + lock + "/release", lease, 409),
                new Probe("POST", "/v1/locks/acquire", Map.of("resource_type", "repo", "resource_ref", "x-" + MARKER,
                        "working_memory_id", working)),
                new Probe("GET", "/v1/graph/entities/" + sourceEntity + "/subgraph", null),
                new Probe("GET", "/v1/graph/entities/" + targetEntity + "/subgraph?hops=3", null),
                new Probe("POST", "/v1/relationships", Map.of("source", Map.of("name", "mine"),
                        "relation_type", "cites", "target", Map.of("name", "theirs"), "source_memory_id", memory)),
                new Probe("GET", "/v1/capture/sessions/" + SESSION + "/events?host=" + HOST, null),
                new Probe("POST", "/v1/keys/" + keyId + "/revoke", null),
                new Probe("GET", "/v1/keys?principal_id=" + a.principalId(), null));
    }

    static TestServer.Response send(Probe p, String key) {
        String body = p.body() == null ? null : p.body() instanceof String s ? s : TestServer.json(p.body());
        return server.send(p.method(), p.path(), key, body);
    }

    @Test
    void resourcesOfAnotherTenantAre404ById() {
        List<String> failures = new ArrayList<>();
        outsiders().forEach((who, outsider) -> {
            for (Probe p : byIdProbes()) {
                if (reachesIdentityByDesign(who) && isKeyManagement(p)) {
                    continue;
                }
                var r = send(p, outsider);
                if (r.status() != p.expected()) {
                    failures.add(who + ": " + p.method() + " " + p.path() + " -> " + r.status() + " " + r.body());
                }
                assertNoLeak(who + " " + p.method() + " " + p.path(), r.body());
            }
        });
        assertTrue(failures.isEmpty(), String.join("\n", failures));
        // The lock answer is the contract's "invalid or stale" for any lease it cannot honour: the same for an
        // unknown lock, so it confirms nothing about A's lock.
        String lease = TestServer.json(Map.of("token", lockToken, "fence", lockFence));
        for (String action : List.of("renew", "release")) {
            var theirs = server.send("POST", "/v1/locks/" + lock + "/" + action, bOrgAdmin, lease);
            var unknown = server.send("POST", "/v1/locks/" + UUID.randomUUID() + "/" + action, bOrgAdmin, lease);
            assertEquals(unknown.status(), theirs.status());
            assertEquals(unknown.body(), theirs.body());
        }
        // Nothing was changed by the probes.
        JsonNode m = server.get("/v1/memories/" + memory, a.key()).expect(200).json();
        assertEquals("secret plan " + MARKER, m.get("subject").asText());
        server.get("/v1/episodes/" + episode, a.key()).expect(200);
        assertEquals("active", server.get("/v1/working-memory/" + working, a.key()).expect(200).json()
                .get("status").asText());
        server.post("/v1/locks/" + lock + "/renew", a.key(), Map.of("token", lockToken, "fence", lockFence))
                .expect(200);
        server.get("/v1/memories/" + memory, key).expect(200);
        assertEquals(1, server.get("/v1/capture/sessions/" + SESSION + "/events?host=" + HOST, a.key()).expect(200)
                .json().get("events").size());
    }

    @Test
    void namingTheOtherWorkspaceIs403ForAWorkspaceKeyAnd404AcrossOrganizations() {
        String ws = a.workspaceId();
        for (String path : List.of("/v1/search", "/v1/context/assemble")) {
            var r = server.post(path, side.key(), Map.of("query", MARKER, "workspace_id", ws));
            assertEquals(403, r.status(), r.body());
            assertEquals("Workspace is outside the API key scope", r.detail());
            var o = server.post(path, bOrgAdmin, Map.of("query", MARKER, "workspace_id", ws));
            assertEquals(404, o.status(), o.body());
            assertEquals("Workspace not found", o.detail());
        }
        for (String path : List.of("/v1/export?workspace_id=" + ws, "/v1/export/stream?workspace_id=" + ws)) {
            var r = server.get(path, side.key());
            assertEquals(403, r.status(), r.body());
            assertEquals("Workspace is outside the API key scope", r.detail());
            var o = server.get(path, bOrgAdmin);
            assertEquals(404, o.status(), o.body());
            assertNoLeak(path, o.body() + r.body());
        }
        var write = server.post("/v1/memories", side.key(), Map.of("content", "x", "workspace_id", ws));
        assertEquals("Workspace is outside the API key scope", write.detail());
        assertEquals(404, server.post("/v1/memories", bOrgAdmin, Map.of("content", "x", "workspace_id", ws))
                .status());
    }

    @Test
    void nothingLeaksIntoTheOthersCollections() {
        // A finds its own records: the probes below would find them if scope leaked.
        assertTrue(server.post("/v1/search", a.key(), Map.of("query", MARKER)).expect(200).body().contains(memory));
        assertTrue(server.post("/v1/graph/query", a.key(), Map.of("query", "svc " + MARKER)).expect(200).body()
                .contains(relationship));
        assertTrue(server.post("/v1/context/assemble", a.key(), Map.of("query", MARKER)).expect(200).body()
                .contains(MARKER));
        assertTrue(server.get("/v1/export", a.key()).expect(200).body().contains(MARKER));
        assertTrue(server.sendBytes("GET", "/v1/export/stream", a.key(), null, null).expect(200).text()
                .contains(MARKER));
        assertTrue(server.get("/v1/keys", a.key()).expect(200).body().contains(keyId));

        // The others plant their own records under the same names (same session key, task id, lock ref).
        outsiders().forEach((who, outsider) -> {
            server.post("/v1/memories", outsider, Map.of("content", "outsider note about falcon launch"))
                    .expect(201);
            ObjectNode event = TestServer.object().put("event_id", v7()).put("host", HOST)
                    .put("session_key", "their-session-" + Math.abs(who.hashCode())).put("class", "decision")
                    .put("text", "outsider event")
                    .put("created_at", "2026-12-01T10:00:00Z");
            ObjectNode batch = TestServer.object();
            batch.putArray("events").add(event);
            server.post("/v1/capture/events", outsider, batch).expect(200);
        });

        outsiders().forEach((who, outsider) -> {
            List<TestServer.Response> answers = new ArrayList<>();
            for (String query : List.of(MARKER, "secret plan " + MARKER, "launch code word falcon", "svc " + MARKER,
                    "falcon")) {
                answers.add(server.post("/v1/search", outsider, Map.of("query", query, "limit", 100,
                        "include_graph", true)).expect(200));
                answers.add(server.post("/v1/graph/query", outsider, Map.of("query", query)).expect(200));
                answers.add(server.post("/v1/context/assemble", outsider, Map.of("query", query)).expect(200));
            }
            answers.add(server.get("/v1/export", outsider).expect(200));
            if (!reachesIdentityByDesign(who)) {
                answers.add(server.get("/v1/keys", outsider).expect(200));
            }
            answers.add(server.get("/v1/capture/sessions/their-session-" + Math.abs(who.hashCode()) + "/events?host=" + HOST,
                    outsider)
                    .expect(200));
            for (TestServer.Response r : answers) {
                assertNoLeak(who, r.body());
            }
            assertNoLeak(who + " NDJSON export", server.sendBytes("GET", "/v1/export/stream", outsider, null, null)
                    .expect(200).text());
            // The falcon query does find the outsider's own note: the searches worked.
            assertTrue(server.post("/v1/search", outsider, Map.of("query", "falcon")).body().contains("outsider"),
                    who);
        });
    }

    /** A UUIDv7, which capture event ids must be. */
    static String v7() {
        UUID random = UUID.randomUUID();
        long msb = (System.currentTimeMillis() << 16) | 0x7000L | (random.getMostSignificantBits() & 0x0FFFL);
        return new UUID(msb, random.getLeastSignificantBits()).toString();
    }

    static void assertNoLeak(String where, String body) {
        assertFalse(body.contains(MARKER), () -> where + " leaks the marker: " + body);
        for (String id : ids) {
            assertFalse(body.contains(id), () -> where + " leaks id " + id + ": " + body);
        }
    }
}

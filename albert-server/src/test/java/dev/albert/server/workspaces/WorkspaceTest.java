package dev.albert.server.workspaces;

import com.fasterxml.jackson.databind.JsonNode;
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

/** Workspaces over REST: who may manage them, and what deleting one does to what is in it. */
class WorkspaceTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant admin;
    static Tenant other;
    /** An organization-scoped administrator, made over REST from the bootstrap key. */
    static String orgAdmin;

    @BeforeAll
    static void setUp() {
        admin = server.bootstrap("Acme", "main");
        other = server.bootstrap("Other", "main");
        String operator = server.post("/v1/principals", admin.key(), Map.of("name", "operator",
                "principal_type", "human")).expect(201).json().get("id").asText();
        orgAdmin = server.post("/v1/keys", admin.key(), Map.of("principal_id", operator, "capabilities",
                List.of("admin"))).expect(201).json().get("api_key").asText();
    }

    private static String workspace(String name) {
        return server.post("/v1/workspaces", orgAdmin, Map.of("name", name)).expect(201).json().get("id").asText();
    }

    /** A workspace-scoped agent of the workspace with a key; returns the key. */
    private static String agentIn(String workspace, String... capabilities) {
        String id = server.post("/v1/principals", orgAdmin, Map.of("name", "agent", "workspace_id", workspace))
                .expect(201).json().get("id").asText();
        return server.post("/v1/keys", orgAdmin, Map.of("principal_id", id, "capabilities", List.of(capabilities)))
                .expect(201).json().get("api_key").asText();
    }

    private static List<String> names(JsonNode workspaces) {
        List<String> out = new ArrayList<>();
        workspaces.forEach(w -> out.add(w.get("name").asText()));
        return out;
    }

    @Test
    void createListRename() {
        JsonNode created = server.post("/v1/workspaces", orgAdmin, Map.of("name", "  research ")).expect(201).json();
        assertEquals("research", created.get("name").asText());
        assertEquals(admin.organizationId(), created.get("organization_id").asText());
        var taken = server.post("/v1/workspaces", orgAdmin, Map.of("name", "research"));
        assertEquals(409, taken.status());
        assertEquals("A workspace with this name already exists in the organization", taken.detail());
        server.post("/v1/workspaces", orgAdmin, Map.of("name", "zeta")).expect(201);
        List<String> listed = names(server.get("/v1/workspaces", orgAdmin).expect(200).json());
        assertTrue(listed.containsAll(List.of("main", "research", "zeta")));
        assertEquals(listed.stream().sorted().toList(), listed, "by name");

        String id = created.get("id").asText();
        assertEquals("lab", server.patch("/v1/workspaces/" + id, orgAdmin, Map.of("name", "lab")).expect(200).json()
                .get("name").asText());
        assertEquals(409, server.patch("/v1/workspaces/" + id, orgAdmin, Map.of("name", "zeta")).status());
        server.patch("/v1/workspaces/" + id, orgAdmin, Map.of("name", "lab")).expect(200);
        assertEquals(422, server.patch("/v1/workspaces/" + id, orgAdmin, Map.of("name", " ")).status());
        assertEquals(422, server.post("/v1/workspaces", orgAdmin, Map.of()).status());
        assertEquals("Workspace not found", server.patch("/v1/workspaces/" + other.workspaceId(), orgAdmin,
                Map.of("name", "mine now")).expect(404).detail(), "another organization's workspace");
    }

    @Test
    void workspaceScopedKeysSeeAndRenameOnlyTheirOwn() {
        String ws = workspace("scoped-" + UUID.randomUUID());
        String key = agentIn(ws, "workspaces.manage");
        JsonNode own = server.get("/v1/workspaces", key).expect(200).json();
        assertEquals(1, own.size());
        assertEquals(ws, own.get(0).get("id").asText());
        assertEquals(1, server.get("/v1/workspaces", admin.key()).json().size(), "the bootstrap admin too");
        server.patch("/v1/workspaces/" + ws, key, Map.of("name", "renamed by itself " + ws)).expect(200);
        assertEquals("Workspace is outside the API key scope", server.patch("/v1/workspaces/" + admin.workspaceId(),
                key, Map.of("name", "hijack")).expect(403).detail());
        for (String scoped : List.of(key, admin.key())) {
            assertEquals("Workspace-scoped API keys cannot create or delete workspaces",
                    server.post("/v1/workspaces", scoped, Map.of("name", "new one")).expect(403).detail());
            assertEquals("Workspace-scoped API keys cannot create or delete workspaces",
                    server.delete("/v1/workspaces/" + ws + "?disposition=forget", scoped).expect(403).detail());
        }
        String reader = server.issueKey(admin.key(), "memory.read");
        assertEquals("Missing capability: workspaces.manage", server.get("/v1/workspaces", reader).expect(403)
                .detail());
    }

    @Test
    void deleteValidatesItsDisposition() {
        String ws = workspace("doomed-" + UUID.randomUUID());
        var missing = server.delete("/v1/workspaces/" + ws, orgAdmin);
        assertEquals(422, missing.status());
        assertEquals("[\"query\",\"disposition\"]", missing.json().get("detail").get(0).get("loc").toString());
        assertEquals("missing", missing.json().get("detail").get(0).get("type").asText());
        assertEquals("Input should be 'organization', 'move' or 'forget'", server.delete("/v1/workspaces/" + ws
                + "?disposition=shred", orgAdmin).expect(422).json().get("detail").get(0).get("msg").asText());
        assertEquals("[\"query\",\"target_workspace_id\"]", server.delete("/v1/workspaces/" + ws
                + "?disposition=move", orgAdmin).expect(422).json().get("detail").get(0).get("loc").toString());
        assertEquals("target_workspace_id must differ from the workspace being deleted", server.delete(
                "/v1/workspaces/" + ws + "?disposition=move&target_workspace_id=" + ws, orgAdmin).expect(422).detail());
        assertEquals("Target workspace not found", server.delete("/v1/workspaces/" + ws
                + "?disposition=move&target_workspace_id=" + other.workspaceId(), orgAdmin).expect(404).detail());
        assertEquals("Workspace not found", server.delete("/v1/workspaces/" + other.workspaceId()
                + "?disposition=forget", orgAdmin).expect(404).detail());
        assertEquals(200, server.get("/v1/workspaces", orgAdmin).status());
        assertTrue(server.get("/v1/workspaces", orgAdmin).body().contains(ws), "nothing was deleted");
    }

    /** A workspace with a memory (and its extracted edge), an episode and an agent with a working key. */
    private record Stocked(String workspace, String memory, String episode, String agentKey) {
    }

    private static Stocked stock(String name, String fact) {
        String ws = workspace(name);
        String agentKey = agentIn(ws, "memory.read", "memory.write");
        String memory = server.post("/v1/memories", orgAdmin, Map.of("content", fact, "workspace_id", ws))
                .expect(201).json().get("id").asText();
        String episode = server.post("/v1/episodes", orgAdmin, Map.of("content", "episode of " + name,
                "workspace_id", ws)).expect(201).json().get("id").asText();
        server.post("/v1/search", agentKey, Map.of("query", "x")).expect(200);
        return new Stocked(ws, memory, episode, agentKey);
    }

    @Test
    void organizationDispositionMakesEverythingOrganizationWide() {
        Stocked s = stock("org-" + UUID.randomUUID(), "The heron service depends on Kafka.");
        JsonNode outcome = server.delete("/v1/workspaces/" + s.workspace() + "?disposition=organization", orgAdmin)
                .expect(200).json();
        assertEquals("organization", outcome.get("disposition").asText());
        assertTrue(outcome.get("target_workspace_id").isNull());
        assertEquals(2, outcome.get("memories").asInt(), "the memory and the episode-derived one");
        assertEquals(1, outcome.get("episodes").asInt());
        assertEquals(1, outcome.get("relationships").asInt());
        assertEquals(1, outcome.get("principals_deactivated").asInt());

        JsonNode memory = server.get("/v1/memories/" + s.memory(), orgAdmin).expect(200).json();
        assertTrue(memory.get("workspace_id").isNull());
        assertTrue(server.get("/v1/episodes/" + s.episode(), orgAdmin).expect(200).json().get("workspace_id").isNull());
        JsonNode edge = server.post("/v1/graph/query", orgAdmin, Map.of("query", "heron")).expect(200).json().get(0);
        assertEquals("Kafka", edge.get("target_name").asText());
        assertEquals("Invalid or expired API key", server.post("/v1/search", s.agentKey(), Map.of("query", "x"))
                .expect(401).detail(), "its principals are deactivated at once");
        assertFalse(server.get("/v1/workspaces", orgAdmin).body().contains(s.workspace()));
        assertEquals("Workspace not found", server.post("/v1/memories", orgAdmin, Map.of("content", "x",
                "workspace_id", s.workspace())).expect(404).detail());
        assertEquals("Workspace not found", server.delete("/v1/workspaces/" + s.workspace()
                + "?disposition=forget", orgAdmin).expect(404).detail());
    }

    @Test
    void moveDispositionRehomesAndMergesEntities() {
        String target = workspace("target-" + UUID.randomUUID());
        server.post("/v1/memories", orgAdmin, Map.of("content", "The ledger service uses Postgres.",
                "workspace_id", target)).expect(201);
        Stocked s = stock("moving-" + UUID.randomUUID(), "The billing job uses Postgres.");
        JsonNode outcome = server.delete("/v1/workspaces/" + s.workspace() + "?disposition=move&target_workspace_id="
                + target, orgAdmin).expect(200).json();
        assertEquals("move", outcome.get("disposition").asText());
        assertEquals(target, outcome.get("target_workspace_id").asText());
        assertEquals(target, server.get("/v1/memories/" + s.memory(), orgAdmin).json().get("workspace_id").asText());
        JsonNode edges = server.post("/v1/graph/query", orgAdmin, Map.of("query", "postgres", "workspace_id", target))
                .expect(200).json();
        assertEquals(2, edges.size());
        assertEquals(edges.get(0).get("target_entity_id").asText(), edges.get(1).get("target_entity_id").asText(),
                "the two Postgres entities became one");
        assertEquals(1, server.count("SELECT count(*) FROM entities WHERE canonical_name = 'postgres'"
                + " AND workspace_id = ?", target));
        assertEquals(2, server.post("/v1/search", orgAdmin, Map.of("query", "Postgres", "workspace_id", target,
                "include_graph", false)).json().get("hits").size());
    }

    @Test
    void forgetDispositionScrubs() {
        Stocked s = stock("forget-" + UUID.randomUUID(), "The osprey cluster runs on ARM.");
        server.post("/v1/memories/" + s.memory() + "/invalidate", orgAdmin, Map.of("reason", "osprey moved"))
                .expect(200);
        JsonNode outcome = server.delete("/v1/workspaces/" + s.workspace() + "?disposition=forget", orgAdmin)
                .expect(200).json();
        assertEquals(2, outcome.get("memories").asInt());
        assertEquals(1, outcome.get("episodes").asInt());
        assertEquals(1, outcome.get("relationships").asInt());
        assertEquals(404, server.get("/v1/memories/" + s.memory(), orgAdmin).status());
        assertEquals(404, server.get("/v1/episodes/" + s.episode(), orgAdmin).status());
        assertEquals(0, server.count("SELECT count(*) FROM memories WHERE content LIKE '%osprey%'"
                + " OR subject LIKE '%osprey%'"));
        assertEquals(0, server.count("SELECT count(*) FROM episodes WHERE workspace_id = ? AND content <> ''",
                s.workspace()));
        assertEquals(0, server.count("SELECT count(*) FROM entities WHERE canonical_name LIKE '%osprey%'"));
        assertEquals(0, server.count("SELECT count(*) FROM memory_history WHERE reason LIKE '%osprey%'"));
        assertEquals(0, server.post("/v1/graph/query", orgAdmin, Map.of("query", "osprey")).json().size());
    }

    /** A task with a lock and a captured session in a new workspace: what every disposition must also carry. */
    private record TaskState(String workspace, String workingId, String lockId) {
    }

    private static TaskState taskState(String marker) {
        String ws = workspace("tasks-" + UUID.randomUUID());
        JsonNode working = server.post("/v1/working-memory", orgAdmin, Map.of("task_id", "task-" + UUID.randomUUID(),
                "description", marker + " migration", "workspace_id", ws, "resource_type", "repo",
                "resource_ref", "r-" + UUID.randomUUID(), "acquire_lock", true)).expect(201).json();
        server.post("/v1/capture/events", orgAdmin, Map.of("events", List.of(Map.of(
                "event_id", UUID.randomUUID().toString(), "host", "claude-code", "session_key", "s-" + marker,
                "class", "note", "text", marker + " captured", "created_at", "2026-11-29T10:00:00Z",
                "workspace_id", ws)))).expect(200);
        server.post("/v1/capture/sessions", orgAdmin, Map.of("host", "claude-code", "session_key", "s-" + marker,
                "workspace_id", ws));
        return new TaskState(ws, working.get("id").asText(), working.get("lock").get("id").asText());
    }

    @Test
    void taskStateAndCapturedSessionsFollowTheDisposition() {
        String marker = "kestrel" + UUID.randomUUID().toString().substring(0, 8);
        TaskState moved = taskState(marker);
        String target = workspace("tasks-target-" + UUID.randomUUID());
        server.delete("/v1/workspaces/" + moved.workspace() + "?disposition=move&target_workspace_id=" + target,
                orgAdmin).expect(200);
        for (String table : List.of("working_memories", "resource_locks", "capture_sessions", "capture_events")) {
            assertEquals(0, server.count("SELECT count(*) FROM " + table + " WHERE workspace_id = ?", moved.workspace()),
                    table + " left behind in the deleted workspace");
        }
        assertEquals(1, server.count("SELECT count(*) FROM working_memories WHERE id = ? AND workspace_id = ?",
                moved.workingId(), target));

        TaskState orgWide = taskState(marker + "o");
        server.delete("/v1/workspaces/" + orgWide.workspace() + "?disposition=organization", orgAdmin).expect(200);
        assertEquals(1, server.count("SELECT count(*) FROM resource_locks WHERE id = ? AND workspace_id IS NULL",
                orgWide.lockId()));

        TaskState forgotten = taskState(marker + "f");
        server.delete("/v1/workspaces/" + forgotten.workspace() + "?disposition=forget", orgAdmin).expect(200);
        assertEquals(0, server.count("SELECT count(*) FROM working_memories WHERE description LIKE ?",
                "%" + marker + "f%"));
        assertEquals("expired", server.get("/v1/working-memory/" + forgotten.workingId(), orgAdmin).json()
                .get("status").asText(), "an active task ends when its workspace is forgotten");
        assertEquals(1, server.count("SELECT count(*) FROM resource_locks WHERE id = ? AND released_at IS NOT NULL",
                forgotten.lockId()), "its lock is released, the row kept so the fence keeps counting");
        assertEquals(0, server.count("SELECT count(*) FROM capture_events WHERE text LIKE ?", "%" + marker + "f%"));
        assertEquals(0, server.count("SELECT count(*) FROM capture_sessions WHERE session_key = ?", "s-" + marker + "f"));
    }

    @Test
    void aDeletedWorkspacesNameCanBeUsedAgain() {
        String name = "reused-" + UUID.randomUUID();
        String first = workspace(name);
        server.delete("/v1/workspaces/" + first + "?disposition=organization", orgAdmin).expect(200);
        String second = workspace(name);
        assertFalse(first.equals(second));
        assertEquals(1, names(server.get("/v1/workspaces", orgAdmin).json()).stream().filter(name::equals).count());
        // Even a workspace named like the deleted one's kept name does not make a second delete fail.
        workspace(name + " (deleted " + second + ")");
        server.delete("/v1/workspaces/" + second + "?disposition=forget", orgAdmin).expect(200);
    }
}

package dev.albert.server.gc;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code GET /v1/gc} over real HTTP: near-duplicate groups, stale working memory, and every way a key might see too much. */
class GcTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    private static int tenants;

    private static TestServer.Tenant tenant() {
        return server.bootstrap("Gc " + (++tenants), "main");
    }

    private static String remember(String key, String subject, String content, Map<String, Object> extra) {
        Map<String, Object> body = new java.util.HashMap<>(Map.of("subject", subject, "content", content));
        body.putAll(extra);
        return server.post("/v1/memories", key, body).expect(201).json().get("id").asText();
    }

    private static List<String> ids(JsonNode memories) {
        List<String> out = new ArrayList<>();
        memories.forEach(m -> out.add(m.get("id").asText()));
        return out;
    }

    @Test
    void nearDuplicatesAreGroupedAroundTheMostTrustedMemory() {
        var t = tenant();
        String agentKey = server.insertPrincipalWithKey(t.organizationId(), t.workspaceId(), "bot", List.of("memory.read", "memory.write"));
        String byAgent = remember(agentKey, "Deploy", "The shop deploys with make deploy from the release branch", Map.of());
        String byHuman = remember(t.key(), "Deploy", "The shop deploys with make deploy from the release branch.", Map.of());
        String nearly = remember(t.key(), "Deploy", "The shop deploys with make deploy from the release branch today", Map.of());
        remember(t.key(), "Kafka", "Kafka brokers listen on port 9092 in staging", Map.of());
        remember(t.key(), "Deploy", "The shop deploys with make deploy from the release branch", Map.of("project_ref", "other-project"));

        JsonNode r = server.get("/v1/gc", t.key()).expect(200).json();
        assertEquals(1, r.get("duplicate_groups").size(), r.toString());
        JsonNode g = r.get("duplicate_groups").get(0);
        assertEquals(byHuman, g.at("/keep/id").asText(), "verified beats untrusted");
        assertEquals(List.of(nearly, byAgent).stream().sorted().toList(), ids(g.get("duplicates")).stream().sorted().toList());
        assertEquals(85, r.get("similarity_percent").asInt());
        assertEquals(5, r.get("scanned").asInt());
        assertEquals("[]", r.get("stale_working_memory").toString());

        JsonNode strict = server.get("/v1/gc?similarity_percent=100", t.key()).expect(200).json();
        assertEquals(List.of(byAgent), ids(strict.at("/duplicate_groups/0/duplicates")), "only the same words at 100%");

        server.post("/v1/memories/" + byAgent + "/invalidate", t.key(), Map.of("reason", "dup")).expect(200);
        JsonNode after = server.get("/v1/gc?similarity_percent=100", t.key()).expect(200).json();
        assertEquals("[]", after.get("duplicate_groups").toString(), "an invalidated memory is no longer a duplicate");
    }

    @Test
    void staleWorkingMemoryIsTheCallersOwnActiveRecordNotUpdatedForAWhile() {
        var t = tenant();
        String mine = server.post("/v1/working-memory", t.key(), Map.of("task_id", "gc-" + tenants + "-stale", "description", "old task",
                "expires_in_seconds", 7 * 86_400)).expect(201).json().get("id").asText();
        String other = server.insertPrincipalWithKey(t.organizationId(), t.workspaceId(), "worker",
                List.of("memory.read", "working_memory.write"));
        String theirsId = server.post("/v1/working-memory", other, Map.of("task_id", "gc-" + tenants + "-other", "description", "theirs",
                "expires_in_seconds", 7 * 86_400)).expect(201).json().get("id").asText();
        server.clock().advance(Duration.ofDays(2));
        String fresh = server.post("/v1/working-memory", t.key(), Map.of("task_id", "gc-" + tenants + "-fresh", "description", "new",
                "expires_in_seconds", 7 * 86_400)).expect(201).json().get("id").asText();

        JsonNode r = server.get("/v1/gc", t.key()).expect(200).json();
        assertEquals(List.of(mine, theirsId).stream().sorted().toList(), ids(r.get("stale_working_memory")).stream().sorted().toList(),
                "admin sees every stale record in reach, never the fresh one");
        JsonNode theirs = server.get("/v1/gc", other).expect(200).json();
        assertEquals(List.of(theirsId), ids(theirs.get("stale_working_memory")), "anyone else only their own");
        server.clock().advance(Duration.ofMinutes(2));
        JsonNode wide = server.get("/v1/gc?stale_after_seconds=60", t.key()).expect(200).json();
        assertTrue(ids(wide.get("stale_working_memory")).contains(fresh), wide.toString());

        String reader = server.issueKey(t.key(), "memory.read");
        JsonNode limited = server.get("/v1/gc", reader).expect(200).json();
        assertTrue(limited.get("stale_working_memory").isNull());
        assertEquals("[\"stale_working_memory: needs working_memory.read\"]", limited.get("skipped").toString());
    }

    @Test
    void capabilityScopeAndBadInputAreChecked() {
        var t = tenant();
        var stranger = tenant();
        remember(stranger.key(), "Secret plan", "The other organization's launch date is in March", Map.of());
        remember(stranger.key(), "Secret plan", "The other organization's launch date is in March", Map.of());
        remember(t.key(), "Restricted", "Payroll runs on the 25th of each month", Map.of("sensitivity", "restricted"));
        remember(t.key(), "Restricted", "Payroll runs on the 25th of each month", Map.of("sensitivity", "restricted"));

        String writer = server.issueKey(t.key(), "memory.write");
        assertEquals("Missing capability: memory.read", server.get("/v1/gc", writer).expect(403).detail());
        server.get("/v1/gc", null).expect(401);
        JsonNode mine = server.get("/v1/gc", server.issueKey(t.key(), "memory.read")).expect(200).json();
        assertEquals("[]", mine.get("duplicate_groups").toString(), "restricted memories and other organizations stay out of reach");
        assertEquals("Workspace is outside the API key scope",
                server.get("/v1/gc?workspace_id=" + stranger.workspaceId(), t.key()).expect(403).detail());
        server.get("/v1/gc?similarity_percent=120", t.key()).expect(422);
        server.get("/v1/gc?stale_after_seconds=1", t.key()).expect(422);
        server.get("/v1/gc?similarity_percent=abc", t.key()).expect(422);
        JsonNode admin = server.get("/v1/gc", t.key()).expect(200).json();
        assertEquals(1, admin.get("duplicate_groups").size(), "admin reads restricted memories of its own workspace");
    }
}

package dev.albert.server.hardening;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.auth.Capability;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Sensitivity hiding (contract §2) inside one workspace: a key holding every capability except {@code admin},
 * {@code memory.confidential} and {@code memory.restricted} gets 404 for confidential and restricted memories and
 * episodes by id (read, patch, delete), and their text never appears in its search, graph query, subgraph,
 * context assembly or exports (JSON and NDJSON); asking for those levels explicitly is 403. With
 * {@code memory.confidential} the confidential level appears and the restricted one stays hidden.
 */
class SensitivityHidingTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static final String TAG = UUID.randomUUID().toString().replace("-", "").substring(0, 10);
    static final Map<String, String> MARKERS = Map.of("confidential", "zqconf" + TAG, "restricted", "zqrestr" + TAG);
    static Tenant acme;
    static String plain;
    static String confidentialReader;
    static final Map<String, List<String>> IDS = new java.util.HashMap<>();

    @BeforeAll
    static void plant() {
        acme = server.bootstrap("Acme", "main");
        List<String> most = Arrays.stream(Capability.values()).map(Capability::wireName)
                .filter(c -> !Set.of("admin", "memory.confidential", "memory.restricted").contains(c)).toList();
        plain = server.insertPrincipalWithKey(acme.organizationId(), acme.workspaceId(), "plain", most);
        List<String> withConfidential = new ArrayList<>(most);
        withConfidential.add("memory.confidential");
        confidentialReader = server.insertPrincipalWithKey(acme.organizationId(), acme.workspaceId(), "conf",
                withConfidential);
        server.post("/v1/memories", acme.key(), Map.of("content", "Public note about the falcon project."))
                .expect(201);
        MARKERS.forEach((level, marker) -> {
            List<String> ids = new ArrayList<>();
            String memory = server.post("/v1/memories", acme.key(), Map.of("subject", "falcon " + marker,
                    "content", "The falcon project " + marker + " depends on the vault.", "sensitivity", level))
                    .expect(201).json().get("id").asText();
            ids.add(memory);
            ids.add(server.post("/v1/episodes", acme.key(), Map.of("content", "Falcon episode " + marker,
                    "sensitivity", level)).expect(201).json().get("id").asText());
            JsonNode edge = server.post("/v1/relationships", acme.key(), Map.of(
                    "source", Map.of("name", "falcon " + marker), "relation_type", "depends_on",
                    "target", Map.of("name", "vault " + marker), "sensitivity", level, "source_memory_id", memory))
                    .expect(201).json();
            ids.add(edge.get("id").asText());
            IDS.put(level, ids);
            IDS.computeIfAbsent(level + "-entity", k -> new ArrayList<>()).add(edge.get("source_entity_id").asText());
        });
    }

    static List<String> everything(String key) {
        List<String> out = new ArrayList<>();
        for (String q : List.of("falcon", "falcon project vault", MARKERS.get("confidential"),
                MARKERS.get("restricted"))) {
            out.add(server.post("/v1/search", key, Map.of("query", q, "limit", 100)).expect(200).body());
            out.add(server.post("/v1/graph/query", key, Map.of("query", q)).expect(200).body());
            out.add(server.post("/v1/context/assemble", key, Map.of("query", q)).expect(200).body());
        }
        for (String level : MARKERS.keySet()) {
            var sub = server.get("/v1/graph/entities/" + IDS.get(level + "-entity").get(0) + "/subgraph?hops=3", key);
            assertTrue(sub.status() == 200 || sub.status() == 404, sub.body());
            out.add(sub.body());
        }
        out.add(server.get("/v1/export", key).expect(200).body());
        out.add(server.sendBytes("GET", "/v1/export/stream", key, null, null).expect(200).text());
        return out;
    }

    @Test
    void hiddenLevelsAre404ByIdAndAbsentEverywhere() {
        for (String level : MARKERS.keySet()) {
            String memory = IDS.get(level).get(0);
            String episode = IDS.get(level).get(1);
            assertEquals(404, server.get("/v1/memories/" + memory, plain).status(), level);
            assertEquals(404, server.patch("/v1/memories/" + memory, plain, Map.of("subject", "x")).status(), level);
            assertEquals(404, server.delete("/v1/memories/" + memory, plain).status(), level);
            assertEquals(404, server.get("/v1/episodes/" + episode, plain).status(), level);
            assertEquals(404, server.delete("/v1/episodes/" + episode, plain).status(), level);
        }
        for (String body : everything(plain)) {
            for (String level : MARKERS.keySet()) {
                assertFalse(body.contains(MARKERS.get(level)), () -> level + " marker leaks: " + body);
                for (String id : IDS.get(level)) {
                    assertFalse(body.contains(id), () -> level + " id leaks: " + body);
                }
            }
        }
        // The administrator still reads them: nothing was deleted or changed by the attempts above.
        for (String level : MARKERS.keySet()) {
            assertTrue(server.get("/v1/memories/" + IDS.get(level).get(0), acme.key()).expect(200).body()
                    .contains("falcon " + MARKERS.get(level)));
        }
        assertTrue(String.join("", everything(acme.key())).contains(MARKERS.get("restricted")));
    }

    @Test
    void askingForAHiddenLevelIs403() {
        for (String path : List.of("/v1/search", "/v1/context/assemble")) {
            var r = server.post(path, plain, Map.of("query", "falcon", "sensitivity", List.of("internal",
                    "restricted")));
            assertEquals(403, r.status(), r.body());
            assertEquals("Requested sensitivity is not authorized", r.detail());
        }
    }

    @Test
    void memoryConfidentialShowsOnlyTheConfidentialLevel() {
        server.get("/v1/memories/" + IDS.get("confidential").get(0), confidentialReader).expect(200);
        assertEquals(404, server.get("/v1/memories/" + IDS.get("restricted").get(0), confidentialReader).status());
        String all = String.join("\n", everything(confidentialReader));
        assertTrue(all.contains(MARKERS.get("confidential")));
        assertFalse(all.contains(MARKERS.get("restricted")), all);
    }
}

package dev.albert.server.auth;

import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CapabilityAndScopeTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant acme;
    static Tenant other;
    static String otherWorkspace;

    @BeforeAll
    static void tenants() {
        acme = server.bootstrap("Acme", "main");
        other = server.bootstrap("Other", "main");
        // A second workspace in Acme (bootstrap finds-or-creates by name).
        otherWorkspace = server.bootstrap("Acme", "side").workspaceId();
    }

    @Test
    void missingCapabilityIs403WithItsName() {
        String reader = server.issueKey(acme.key(), "memory.read");
        var r = server.post("/v1/memories", reader, Map.of("content", "x"));
        assertEquals(403, r.status());
        assertEquals("Missing capability: memory.write", r.detail());
        var d = server.delete("/v1/memories/" + UUID.randomUUID(), reader);
        assertEquals("Missing capability: memory.delete", d.detail());
        assertEquals("Missing capability: keys.manage", server.get("/v1/keys", reader).detail());
        assertEquals("Missing capability: graph.query", server.post("/v1/graph/query", reader,
                Map.of("query", "x")).detail());
        String writer = server.issueKey(acme.key(), "memory.write");
        assertEquals("Missing capability: memory.read", server.post("/v1/search", writer,
                Map.of("query", "x")).detail());
        String id = server.post("/v1/memories", writer, Map.of("content", "writable")).expect(201)
                .json().get("id").asText();
        assertEquals("Missing capability: memory.read", server.patch("/v1/memories/" + id, writer,
                Map.of("subject", "s")).detail());
    }

    @Test
    void capabilityCheckRunsBeforeValidation() {
        String reader = server.issueKey(acme.key(), "memory.read");
        assertEquals(403, server.post("/v1/memories", reader, "{broken").status());
    }

    @Test
    void workspaceScopedKeyCannotNameAnotherWorkspace() {
        var r = server.post("/v1/memories", acme.key(), Map.of("content", "x", "workspace_id", otherWorkspace));
        assertEquals(403, r.status());
        assertEquals("Workspace is outside the API key scope", r.detail());
        assertEquals("Workspace is outside the API key scope", server.post("/v1/search", acme.key(),
                Map.of("query", "x", "workspace_id", UUID.randomUUID().toString())).detail());
    }

    @Test
    void organizationScopedKeyRules() {
        String orgKey = server.insertPrincipalWithKey(acme.organizationId(), null, "org-agent",
                List.of("memory.read", "memory.write"));
        var missing = server.post("/v1/memories", orgKey, Map.of("content", "x",
                "workspace_id", UUID.randomUUID().toString()));
        assertEquals(404, missing.status());
        assertEquals("Workspace not found", missing.detail());
        // Another organization's workspace does not exist for this key either.
        assertEquals(404, server.post("/v1/memories", orgKey, Map.of("content", "x",
                "workspace_id", other.workspaceId())).status());

        var orgWide = server.post("/v1/memories", orgKey, Map.of("content", "zebracorn organization wide"))
                .expect(201).json();
        assertTrue(orgWide.get("workspace_id").isNull(), "org-scoped write without workspace is organization-wide");
        server.post("/v1/memories", orgKey, Map.of("content", "zebracorn in main", "workspace_id",
                acme.workspaceId())).expect(201);
        server.post("/v1/memories", orgKey, Map.of("content", "zebracorn in side", "workspace_id",
                otherWorkspace)).expect(201);

        var all = server.post("/v1/search", orgKey, Map.of("query", "zebracorn", "include_graph", false)).expect(200)
                .json().get("hits");
        assertEquals(3, all.size(), "no filter: every workspace plus organization-wide");
        var main = server.post("/v1/search", orgKey, Map.of("query", "zebracorn", "workspace_id", acme.workspaceId()))
                .expect(200).json().get("hits");
        assertEquals(1, main.size());
        assertEquals("zebracorn in main", main.get(0).get("content").asText());
        // The workspace-scoped administrator sees its workspace only, not organization-wide records.
        var scoped = server.post("/v1/search", acme.key(), Map.of("query", "zebracorn")).expect(200).json().get("hits");
        assertEquals(1, scoped.size());
        // ...and cannot fetch the organization-wide memory by id; the org-scoped key can.
        String orgWideId = orgWide.get("id").asText();
        assertEquals(404, server.get("/v1/memories/" + orgWideId, acme.key()).status());
        server.get("/v1/memories/" + orgWideId, orgKey).expect(200);
    }

    @Test
    void anotherOrganizationSeesNothing() {
        String id = server.post("/v1/memories", acme.key(), Map.of("content", "acme secret plan")).expect(201)
                .json().get("id").asText();
        var r = server.get("/v1/memories/" + id, other.key());
        assertEquals(404, r.status());
        assertEquals("Memory not found", r.detail());
        assertEquals(404, server.delete("/v1/memories/" + id, other.key()).status());
        var hits = server.post("/v1/search", other.key(), Map.of("query", "acme secret plan")).expect(200)
                .json().get("hits");
        assertEquals(0, hits.size());
        server.get("/v1/memories/" + id, acme.key()).expect(200);
    }

    @Test
    void sensitivityHidingAndExplicitFilter() {
        String plain = server.issueKey(acme.key(), "memory.read", "memory.write");
        var created = server.post("/v1/memories", plain, Map.of("content", "quokka restricted note",
                "sensitivity", "restricted")).expect(201).json();
        assertEquals("restricted", created.get("sensitivity").asText());
        String id = created.get("id").asText();
        assertEquals(404, server.get("/v1/memories/" + id, plain).status(), "writes are not gated, reads are");
        assertEquals(0, server.post("/v1/search", plain, Map.of("query", "quokka")).json().get("hits").size());
        var forbidden = server.post("/v1/search", plain, Map.of("query", "quokka", "sensitivity", List.of("restricted")));
        assertEquals(403, forbidden.status());
        assertEquals("Requested sensitivity is not authorized", forbidden.detail());
        assertEquals(403, server.post("/v1/context/assemble", plain, Map.of("query", "quokka",
                "sensitivity", List.of("confidential"))).status());

        String restricted = server.issueKey(acme.key(), "memory.read", "memory.restricted");
        server.get("/v1/memories/" + id, restricted).expect(200);
        server.get("/v1/memories/" + id, acme.key()).expect(200);
        var hits = server.post("/v1/search", restricted, Map.of("query", "quokka", "sensitivity",
                List.of("restricted"))).expect(200).json().get("hits");
        assertFalse(hits.isEmpty());
    }

    @Test
    void publicMemoriesAreRaisedToInternal() {
        var created = server.post("/v1/memories", acme.key(), Map.of("content", "public text", "sensitivity", "public"))
                .expect(201).json();
        assertEquals("internal", created.get("sensitivity").asText());
        assertEquals("public", created.get("metadata_").get("classification").get("original_sensitivity").asText());
    }
}

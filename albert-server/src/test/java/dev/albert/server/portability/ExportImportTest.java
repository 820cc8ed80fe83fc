package dev.albert.server.portability;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code albert-export-v1} between two servers: what is exported, and how an import lands (contract §6). */
class ExportImportTest {
    @RegisterExtension
    static final TestServer source = new TestServer();
    @RegisterExtension
    static final TestServer target = new TestServer();

    static final List<String> ALL = List.of("memory.read", "memory.write", "memory.delete", "memory.export",
            "memory.import", "graph.query", "graph.write", "memory.confidential");

    static Tenant acme;
    static String sourceOrg;
    static String sideWorkspace;
    static String mainMemory;
    static String sideMemory;

    @BeforeAll
    static void fillTheSource() {
        acme = source.bootstrap("Acme", "main");
        sideWorkspace = source.bootstrap("Acme", "side").workspaceId();
        sourceOrg = source.insertPrincipalWithKey(acme.organizationId(), null, "exporter", ALL);
        mainMemory = memory(sourceOrg, acme.workspaceId(), "Billing runs on Postgres 16.", "confidential",
                Map.of("valid_from", "2026-01-01T00:00:00Z", "valid_until", "2036-01-01T00:00:00Z",
                        "project_ref", "billing", "memory_type", "decision", "confidence", 0.8,
                        "metadata", Map.of("source", "design review")));
        sideMemory = memory(sourceOrg, sideWorkspace, "The side project uses Rust.", "internal", Map.of());
        memory(sourceOrg, null, "Everyone prefers short standups.", "public", Map.of());
        String deleted = memory(sourceOrg, acme.workspaceId(), "A mistake", "internal", Map.of());
        source.delete("/v1/memories/" + deleted, sourceOrg).expect(204);
        relate(sourceOrg, acme.workspaceId(), "Billing", "depends_on", "Postgres", mainMemory, "internal");
        relate(sourceOrg, acme.workspaceId(), "Billing", "owned_by", "Team Money", sideMemory, "internal");
        relate(sourceOrg, sideWorkspace, "Side", "uses", "Rust", sideMemory, "restricted");
        relate(sourceOrg, sideWorkspace, "Side", "integrates_with", "Billing", null, "internal");
    }

    static String memory(String key, String workspace, String content, String sensitivity, Map<String, Object> more) {
        Map<String, Object> body = new HashMap<>(more);
        body.put("content", content);
        body.put("subject", content.substring(0, Math.min(20, content.length())));
        body.put("sensitivity", sensitivity);
        if (workspace != null) {
            body.put("workspace_id", workspace);
        }
        return source.post("/v1/memories", key, body).expect(201).json().get("id").asText();
    }

    static void relate(String key, String workspace, String from, String type, String to, String memory,
                       String sensitivity) {
        ObjectNode body = TestServer.object().put("workspace_id", workspace).put("relation_type", type)
                .put("sensitivity", sensitivity);
        body.set("source", TestServer.object().put("name", from).put("entity_type", "system"));
        body.set("target", TestServer.object().put("name", to).put("description", "a thing"));
        if (memory != null) {
            body.put("source_memory_id", memory);
        }
        body.set("metadata", TestServer.object().put("why", "explicit"));
        source.post("/v1/relationships", key, body).expect(201);
    }

    static JsonNode export(TestServer server, String key, String query) {
        return server.get("/v1/export" + query, key).expect(200).json();
    }

    static Set<String> contents(JsonNode bundle) {
        Set<String> out = new TreeSet<>();
        bundle.get("memories").forEach(m -> out.add(m.get("content").asText()));
        return out;
    }

    static Set<String> edges(JsonNode bundle) {
        Map<String, String> contentOf = new HashMap<>();
        bundle.get("memories").forEach(m -> contentOf.put(m.get("ref").asText(), m.get("content").asText()));
        Set<String> out = new TreeSet<>();
        bundle.get("relationships").forEach(r -> out.add(r.get("source").get("name").asText() + " "
                + r.get("relation_type").asText() + " " + r.get("target").get("name").asText() + " from "
                + (r.get("source_memory_ref").isNull() ? "-" : contentOf.get(r.get("source_memory_ref").asText()))
                + " " + r.get("sensitivity").asText()));
        return out;
    }

    static JsonNode find(JsonNode bundle, String content) {
        for (JsonNode m : bundle.get("memories")) {
            if (m.get("content").asText().equals(content)) {
                return m;
            }
        }
        throw new AssertionError("no memory " + content);
    }

    @Test
    void theWholeOrganizationExportsActiveMemoriesAndExplicitEdgesAtReadableSensitivities() {
        JsonNode bundle = export(source, sourceOrg, "");
        assertEquals("albert-export-v1", bundle.get("format_version").asText());
        assertEquals("Acme", bundle.get("organization_name").asText());
        assertEquals(Set.of("Billing runs on Postgres 16.", "The side project uses Rust.",
                "Everyone prefers short standups."), contents(bundle));
        // Extracted edges (from "runs on", "uses", "prefers") are left for the destination to rebuild; the
        // restricted edge is above the key's sensitivities.
        assertEquals(Set.of("Billing depends_on Postgres from Billing runs on Postgres 16. internal",
                "Billing owned_by Team Money from The side project uses Rust. internal",
                "Side integrates_with Billing from - internal"), edges(bundle));
        Set<String> workspaces = new TreeSet<>();
        bundle.get("workspaces").forEach(w -> workspaces.add(w.get("name").asText()));
        assertEquals(Set.of("main", "side"), workspaces);
        JsonNode billing = find(bundle, "Billing runs on Postgres 16.");
        assertEquals(mainMemory, billing.get("ref").asText());
        assertEquals(acme.workspaceId(), billing.get("workspace_ref").asText());
        assertEquals("decision", billing.get("memory_type").asText());
        assertEquals("confidential", billing.get("sensitivity").asText());
        // Written by an agent principal, so untrusted: the 0.8 it asked for is clamped to the 0.45 ceiling (docs/trust.md).
        assertEquals(0.45, billing.get("confidence").asDouble());
        assertEquals("billing", billing.get("project_ref").asText());
        assertEquals("2036-01-01T00:00:00Z", billing.get("valid_until").asText());
        assertEquals("design review", billing.get("metadata").get("source").asText());
        assertTrue(find(bundle, "Everyone prefers short standups.").get("workspace_ref").isNull());
        JsonNode edge = bundle.get("relationships").get(0);
        assertEquals("system", edge.get("source").get("entity_type").asText());
        assertEquals("a thing", edge.get("target").get("description").asText());
        assertEquals("explicit", edge.get("metadata").get("why").asText());
        assertTrue(source.count("SELECT count(*) FROM audit_events WHERE event_type = 'memory.exported'"
                + " AND CAST(json_extract(detail, '$.memories') AS TEXT) = '3'") >= 1);
    }

    @Test
    void aWorkspaceExportNamesOnlyMemoriesInsideIt() {
        JsonNode main = export(source, sourceOrg, "?workspace_id=" + acme.workspaceId());
        assertEquals(Set.of("Billing runs on Postgres 16."), contents(main));
        assertEquals(Set.of("Billing depends_on Postgres from Billing runs on Postgres 16. internal",
                "Billing owned_by Team Money from - internal"), edges(main), "source memory outside: null");
        assertEquals(1, main.get("workspaces").size());
        // A workspace-scoped key always exports its own workspace; without memory.confidential it sees less.
        String scoped = source.issueKey(acme.key(), "memory.export");
        assertEquals(Set.of(), contents(export(source, scoped, "")));
        assertEquals(1, export(source, acme.key(), "").get("workspaces").size());
        assertEquals("Workspace is outside the API key scope", source.get("/v1/export?workspace_id=" + sideWorkspace,
                scoped).expect(403).detail());
        assertEquals("Missing capability: memory.export", source.get("/v1/export", source.issueKey(acme.key(),
                "memory.read")).expect(403).detail());
        assertEquals("[\"query\",\"workspace_id\"]", source.get("/v1/export?workspace_id=nope", scoped).expect(422)
                .json().get("detail").get(0).get("loc").toString());
    }

    @Test
    void aBundleRoundTripsIntoAFreshServerAndASecondImportCreatesNothing() {
        JsonNode bundle = export(source, sourceOrg, "");
        Tenant fresh = target.bootstrap("Fresh", "main");
        String importer = target.insertPrincipalWithKey(fresh.organizationId(), null, "importer", ALL);
        JsonNode result = target.post("/v1/import", importer, Map.of("bundle", bundle)).expect(200).json();
        assertEquals(3, result.get("memories_created").asInt());
        assertEquals(0, result.get("memories_skipped").asInt());
        assertEquals(3, result.get("relationships_created").asInt());
        assertEquals(1, result.get("workspaces_created").asInt(), "main matched by name, side created");

        JsonNode back = export(target, importer, "");
        assertEquals(contents(bundle), contents(back));
        assertEquals(edges(bundle), edges(back));
        JsonNode billing = find(back, "Billing runs on Postgres 16.");
        JsonNode original = find(bundle, "Billing runs on Postgres 16.");
        for (String field : List.of("subject", "memory_type", "sensitivity", "confidence", "valid_from", "valid_until",
                "project_ref", "task_ref", "run_ref")) {
            assertEquals(original.get(field), billing.get(field), field);
        }
        assertEquals(fresh.workspaceId(), billing.get("workspace_ref").asText());
        JsonNode provenance = billing.get("metadata").get("imported_from");
        assertEquals("Acme", provenance.get("organization").asText());
        assertEquals(mainMemory, provenance.get("memory_ref").asText());
        assertEquals(bundle.get("exported_at").asText(), provenance.get("exported_at").asText());
        assertEquals("design review", billing.get("metadata").get("source").asText());
        assertTrue(find(back, "Everyone prefers short standups.").get("workspace_ref").isNull());
        // Imported memories are enriched like any write: indexed, searchable, extracted edges rebuilt.
        JsonNode imported = target.get("/v1/memories/" + billing.get("ref").asText(), importer).expect(200).json();
        assertEquals("hashing-v1-384", imported.get("embedding_model").asText());
        assertEquals(billing.get("ref").asText(), target.post("/v1/search", importer, Map.of("query", "Postgres"))
                .expect(200).json().get("hits").get(0).get("memory_id").asText());
        assertEquals(3, target.count("SELECT count(*) FROM relationships WHERE organization_id = ? AND extracted = 0"
                + " AND CAST(json_extract(metadata, '$.imported') AS TEXT) IN ('1', 'true')", fresh.organizationId()));
        assertTrue(target.count("SELECT count(*) FROM relationships WHERE organization_id = ? AND extracted = 1",
                fresh.organizationId()) > 0);
        assertEquals(1, target.count("SELECT count(*) FROM audit_events WHERE event_type = 'memory.imported'"
                + " AND organization_id = ? AND CAST(json_extract(detail, '$.memories_created') AS TEXT) = '3'", fresh.organizationId()));

        JsonNode again = target.post("/v1/import", importer, Map.of("bundle", bundle)).expect(200).json();
        assertEquals(0, again.get("memories_created").asInt());
        assertEquals(3, again.get("memories_skipped").asInt());
        assertEquals(0, again.get("relationships_created").asInt());
        assertEquals(0, again.get("workspaces_created").asInt());
        assertEquals(3, target.count("SELECT count(*) FROM memories WHERE organization_id = ?",
                fresh.organizationId()));
    }

    @Test
    void aDestinationFlattensEveryWorkspace() {
        JsonNode bundle = export(source, sourceOrg, "");
        Tenant flat = target.bootstrap("Flat", "inbox");
        String orgWide = target.insertPrincipalWithKey(flat.organizationId(), null, "importer", ALL);
        JsonNode result = target.post("/v1/import", orgWide, Map.of("bundle", bundle,
                "workspace_id", flat.workspaceId())).expect(200).json();
        assertEquals(0, result.get("workspaces_created").asInt());
        assertEquals(3, target.count("SELECT count(*) FROM memories WHERE organization_id = ? AND workspace_id = ?",
                flat.organizationId(), flat.workspaceId()), "organization-wide memories land there too");
        assertEquals(0, target.count("SELECT count(*) FROM relationships WHERE organization_id = ?"
                + " AND extracted = 0 AND ifnull(workspace_id, '') != ?", flat.organizationId(), flat.workspaceId()));

        // A workspace-scoped key imports into its own workspace.
        Tenant scoped = target.bootstrap("Scoped", "own");
        JsonNode own = target.post("/v1/import", scoped.key(), Map.of("bundle", bundle)).expect(200).json();
        assertEquals(0, own.get("workspaces_created").asInt());
        assertEquals(3, target.count("SELECT count(*) FROM memories WHERE organization_id = ? AND workspace_id = ?",
                scoped.organizationId(), scoped.workspaceId()));
        assertEquals(1, target.count("SELECT count(*) FROM workspaces WHERE organization_id = ?",
                scoped.organizationId()));
    }

    static ObjectNode bundle(List<ObjectNode> memories, List<ObjectNode> relationships) {
        ObjectNode b = TestServer.object().put("format_version", "albert-export-v1")
                .put("exported_at", "2026-10-03T12:00:00Z").put("organization_name", "Handmade");
        ArrayNode ws = b.putArray("workspaces");
        ws.add(TestServer.object().put("ref", "11111111-1111-1111-1111-111111111111").put("name", "alpha"));
        b.putArray("memories").addAll(memories);
        b.putArray("relationships").addAll(relationships);
        return b;
    }

    static ObjectNode mem(String content) {
        return TestServer.object().put("ref", UUID.randomUUID().toString()).put("content", content)
                .put("workspace_ref", "11111111-1111-1111-1111-111111111111");
    }

    static ObjectNode edge(String sourceMemoryRef) {
        ObjectNode e = TestServer.object().put("relation_type", "uses");
        e.set("source", TestServer.object().put("name", "A"));
        e.set("target", TestServer.object().put("name", "B"));
        e.put("source_memory_ref", sourceMemoryRef);
        return e;
    }

    record Refusal(ObjectNode bundle, int status, String detail) {
    }

    @Test
    void aBadBundleIsRefusedWholeAndNothingIsWritten() {
        Tenant t = target.bootstrap("Strict", "main");
        String orgWide = target.insertPrincipalWithKey(t.organizationId(), null, "importer",
                List.of("memory.import", "memory.read"));
        ObjectNode good = mem("A fine memory");
        String secret = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8";
        List<Refusal> refusals = new ArrayList<>(List.of(
                new Refusal(bundle(List.of(good, mem("x").put("workspace_ref", UUID.randomUUID().toString())),
                        List.of()), 422, "Bundle contains an unknown workspace reference"),
                new Refusal(bundle(List.of(good, mem("x").put("sensitivity", "confidential")), List.of()), 403,
                        "Bundle contains unauthorized sensitivity"),
                new Refusal(bundle(List.of(good, mem("token " + secret)), List.of()), 422, null),
                new Refusal(bundle(List.of(good, mem("x").put("subject", secret)), List.of()), 422, null),
                new Refusal(bundle(List.of(good, mem("x").put("valid_from", "2026-01-02T00:00:00Z")
                        .put("valid_until", "2026-01-01T00:00:00Z")), List.of()), 422,
                        "Memory validity interval is invalid"),
                new Refusal(bundle(List.of(good), List.of(edge(good.get("ref").asText())
                        .put("valid_until", "2000-01-01T00:00:00Z"))), 422, "Relationship validity interval is invalid"),
                new Refusal(bundle(List.of(good), List.of(edge(UUID.randomUUID().toString()))), 422,
                        "Relationship references an unknown memory"),
                new Refusal(bundle(List.of(good), List.of(edge(null).put("sensitivity", "restricted"))), 403,
                        "Bundle contains unauthorized sensitivity")));
        ObjectNode secretEdge = edge(null);
        secretEdge.set("target", TestServer.object().put("name", "B").put("description", "key " + secret));
        refusals.add(new Refusal(bundle(List.of(good), List.of(secretEdge)), 422, null));
        for (Refusal r : refusals) {
            var response = target.post("/v1/import", orgWide, Map.of("bundle", r.bundle()));
            assertEquals(r.status(), response.status(), response.body());
            if (r.detail() != null) {
                assertEquals(r.detail(), response.detail());
            } else {
                assertTrue(response.detail().startsWith("Bundle appears to contain a credential or secret (rule: "),
                        response.body());
                assertFalse(response.body().contains(secret));
            }
            assertEquals(0, target.count("SELECT count(*) FROM memories WHERE organization_id = ?", t.organizationId()));
            assertEquals(0, target.count("SELECT count(*) FROM workspaces WHERE organization_id = ? AND name = 'alpha'",
                    t.organizationId()), "the workspace created on the way is rolled back too");
        }
        target.post("/v1/import", orgWide, Map.of("bundle", bundle(List.of(good), List.of()))).expect(200);
    }

    @Test
    void bundleFieldsAreValidatedLikeRequestBodies() {
        Tenant t = target.bootstrap("Fields", "main");
        ObjectNode wrongFormat = bundle(List.of(mem("x")), List.of()).put("format_version", "albert-export-v2");
        JsonNode issue = target.post("/v1/import", t.key(), Map.of("bundle", wrongFormat)).expect(422).json()
                .get("detail").get(0);
        assertEquals("literal_error", issue.get("type").asText());
        assertEquals("[\"body\",\"bundle\",\"format_version\"]", issue.get("loc").toString());
        assertEquals("Input should be 'albert-export-v1'", issue.get("msg").asText());
        JsonNode content = target.post("/v1/import", t.key(), Map.of("bundle", bundle(List.of(mem("ok"),
                TestServer.object().put("ref", UUID.randomUUID().toString())), List.of()))).expect(422).json();
        assertEquals("[\"body\",\"bundle\",\"memories\",1,\"content\"]",
                content.get("detail").get(0).get("loc").toString());
        assertEquals("[\"body\",\"bundle\"]", target.post("/v1/import", t.key(), Map.of("workspace_id",
                t.workspaceId())).expect(422).json().get("detail").get(0).get("loc").toString());
        assertEquals("Missing capability: memory.import", target.post("/v1/import", target.issueKey(t.key(),
                "memory.read"), Map.of()).expect(403).detail());
        assertEquals(0, target.count("SELECT count(*) FROM memories WHERE organization_id = ?", t.organizationId()));
    }

    @Test
    void closedRelationshipsKeepTheirHistoryAndAreNotDuplicated() {
        Tenant t = target.bootstrap("History", "main");
        ObjectNode m = mem("Old fact");
        ObjectNode closed = edge(m.get("ref").asText()).put("valid_from", "2020-01-01T00:00:00Z")
                .put("valid_until", "2021-01-01T00:00:00Z");
        ObjectNode b = bundle(List.of(m), List.of(closed, edge(null)));
        assertEquals(2, target.post("/v1/import", t.key(), Map.of("bundle", b)).expect(200).json()
                .get("relationships_created").asInt());
        assertEquals(0, target.post("/v1/import", t.key(), Map.of("bundle", b)).expect(200).json()
                .get("relationships_created").asInt());
        assertEquals(2, target.count("SELECT count(*) FROM relationships WHERE organization_id = ? AND extracted = 0",
                t.organizationId()));
    }
}

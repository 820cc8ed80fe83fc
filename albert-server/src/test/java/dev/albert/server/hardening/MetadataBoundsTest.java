package dev.albert.server.hardening;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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

/**
 * Issue 12 §8: client JSON objects (metadata, progress) are bounded in keys, depth and size with a 422, and the
 * metadata keys the server owns ({@code imported_from}, {@code invalidation}, {@code captured}, …) cannot be set or
 * replaced by clients (docs/server-hardening.md).
 */
class MetadataBoundsTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant admin;

    @BeforeAll
    static void tenant() {
        admin = server.bootstrap("Acme", "main");
    }

    static void assertBounded(TestServer.Response r, String field) {
        assertEquals(422, r.status(), () -> r.body().length() > 500 ? r.body().substring(0, 500) : r.body());
        JsonNode issue = r.json().get("detail").get(0);
        assertEquals(field, issue.get("loc").get(issue.get("loc").size() - 1).asText(), r.body());
        assertTrue(r.body().length() < 8192, "the 422 echoes the object: " + r.body().length() + " characters");
    }

    @Test
    void aHundredThousandKeysAreRefused() {
        ObjectNode body = TestServer.object().put("content", "many keys");
        ObjectNode metadata = body.putObject("metadata");
        for (int i = 0; i < 100_000; i++) {
            metadata.put("k" + i, i);
        }
        assertBounded(server.post("/v1/memories", admin.key(), body.toString()), "metadata");
        assertBounded(server.post("/v1/episodes", admin.key(), body.toString()), "metadata");
        assertEquals(0, server.count("SELECT count(*) FROM memories WHERE content = 'many keys'"));
    }

    @Test
    void deepNestingIsRefused() {
        String deep = "{\"a\":".repeat(60) + "1" + "}".repeat(60);
        assertBounded(server.post("/v1/memories", admin.key(), "{\"content\":\"deep\",\"metadata\":" + deep + "}"),
                "metadata");
        String working = server.post("/v1/working-memory", admin.key(), Map.of("task_id", "deep", "description", "d"))
                .expect(201).json().get("id").asText();
        assertBounded(server.patch("/v1/working-memory/" + working, admin.key(), "{\"progress\":" + deep + "}"),
                "progress");
    }

    @Test
    void anOversizedObjectIsRefused() {
        String big = "{\"blob\":\"" + "x".repeat(300_000) + "\"}";
        assertBounded(server.post("/v1/memories", admin.key(), "{\"content\":\"big\",\"metadata\":" + big + "}"),
                "metadata");
    }

    @Test
    void anOrdinaryObjectIsKept() {
        ObjectNode body = TestServer.object().put("content", "ordinary metadata");
        ObjectNode metadata = body.putObject("metadata");
        for (int i = 0; i < 200; i++) {
            metadata.put("k" + i, "v" + i);
        }
        metadata.set("nested", dev.albert.api.Json.mapper().valueToTree(Map.of("a", Map.of("b", Map.of("c",
                List.of(1, 2))))));
        JsonNode created = server.post("/v1/memories", admin.key(), body.toString()).expect(201).json();
        assertEquals("v199", created.get("metadata_").get("k199").asText());
    }

    @Test
    void serverOwnedKeysCannotBeSetByClients() {
        ObjectNode body = TestServer.object().put("content", "forged provenance");
        ObjectNode metadata = body.putObject("metadata").put("mine", 1);
        metadata.putObject("imported_from").put("organization", "Elsewhere").put("memory_ref", UUID.randomUUID().toString());
        metadata.putObject("invalidation").put("reason", "forged");
        metadata.putObject("captured").put("event_id", UUID.randomUUID().toString());
        JsonNode created = server.post("/v1/memories", admin.key(), body.toString()).expect(201).json();
        JsonNode stored = created.get("metadata_");
        assertEquals(1, stored.get("mine").asInt());
        for (String owned : List.of("imported_from", "invalidation", "captured")) {
            assertFalse(stored.has(owned), owned + " was taken from the client: " + stored);
        }
    }

    @Test
    void aPatchKeepsTheServersKeys() {
        String id = server.post("/v1/memories", admin.key(), Map.of("content", "to be invalidated")).expect(201)
                .json().get("id").asText();
        server.post("/v1/memories/" + id + "/invalidate", admin.key(), Map.of("reason", "outdated")).expect(200);
        JsonNode patched = server.patch("/v1/memories/" + id, admin.key(), "{\"metadata\":{\"mine\":2,"
                + "\"invalidation\":{\"reason\":\"rewritten\"},\"imported_from\":{\"memory_ref\":\"x\"}}}")
                .expect(200).json().get("metadata_");
        assertEquals(2, patched.get("mine").asInt());
        assertEquals("outdated", patched.get("invalidation").get("reason").asText(), patched.toString());
        assertFalse(patched.has("imported_from"), patched.toString());
        JsonNode cleared = server.patch("/v1/memories/" + id, admin.key(), "{\"metadata\":{}}").expect(200).json()
                .get("metadata_");
        assertEquals("outdated", cleared.get("invalidation").get("reason").asText(), cleared.toString());
    }

    /** A forged {@code imported_from} would make a later import skip the bundle's memory as already imported. */
    @Test
    void aForgedProvenanceDoesNotSwallowAnImport() {
        String ref = UUID.randomUUID().toString();
        server.post("/v1/memories", admin.key(), "{\"content\":\"decoy\",\"metadata\":{\"imported_from\":"
                + "{\"organization\":\"Elsewhere\",\"memory_ref\":\"" + ref + "\"}}}").expect(201);
        String bundle = "{\"bundle\":{\"format_version\":\"albert-export-v1\",\"exported_at\":\"2026-01-01T00:00:00Z\","
                + "\"organization_name\":\"Elsewhere\",\"memories\":[{\"ref\":\"" + ref + "\",\"content\":\"real\"}]}}";
        JsonNode result = server.post("/v1/import", admin.key(), bundle).expect(200).json();
        assertEquals(1, result.get("memories_created").asInt(), result.toString());
    }
}

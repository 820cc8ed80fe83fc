package dev.albert.server.portability;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The streamed export (extension): framing, checksum, and a large round trip between two servers. */
class NdjsonStreamTest {
    @RegisterExtension
    static final TestServer source = new TestServer();
    @RegisterExtension
    static final TestServer target = new TestServer();
    static final String NDJSON = "application/x-ndjson";
    static final int MEMORIES = 2_000;

    static Tenant acme;
    static String exporter;
    static Tenant fresh;
    static String importer;

    @BeforeAll
    static void setUp() throws Exception {
        acme = source.bootstrap("Acme", "main");
        exporter = source.insertPrincipalWithKey(acme.organizationId(), null, "exporter",
                List.of("memory.read", "memory.write", "memory.export", "graph.write"));
        try (ExecutorService pool = Executors.newFixedThreadPool(4)) {
            List<Future<Integer>> statuses = new ArrayList<>();
            for (int i = 0; i < MEMORIES; i++) {
                int n = i;
                statuses.add(pool.submit(() -> source.post("/v1/memories", exporter, Map.of("content",
                        "Note " + n + ": service-" + (n % 40) + " depends on queue-" + (n % 7) + ".",
                        "workspace_id", acme.workspaceId(), "subject", "note " + n)).status()));
            }
            for (Future<Integer> status : statuses) {
                assertEquals(201, status.get());
            }
        }
        ObjectNode edge = TestServer.object().put("relation_type", "owns").put("workspace_id", acme.workspaceId());
        edge.set("source", TestServer.object().put("name", "Team A"));
        edge.set("target", TestServer.object().put("name", "service-1"));
        source.post("/v1/relationships", exporter, edge).expect(201);
        fresh = target.bootstrap("Fresh", "main");
        importer = target.insertPrincipalWithKey(fresh.organizationId(), null, "importer",
                List.of("memory.read", "memory.import", "memory.export"));
    }

    static byte[] exportStream(String key) {
        var r = source.sendBytes("GET", "/v1/export/stream", key, null, null).expect(200);
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith(NDJSON), r.headers().toString());
        return r.body();
    }

    static List<JsonNode> lines(byte[] stream) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        for (String line : new String(stream, StandardCharsets.UTF_8).split("\n")) {
            out.add(Json.mapper().readTree(line));
        }
        return out;
    }

    static TestServer.BytesResponse importStream(TestServer server, String key, byte[] body, String query) {
        return server.sendBytes("POST", "/v1/import/stream" + query, key, body, NDJSON);
    }

    static long freshMemories() {
        return target.count("SELECT count(*) FROM memories WHERE organization_id = ?", fresh.organizationId());
    }

    /** The stream up to (excluding) its end line, and a new end line with a correct checksum over it. */
    static byte[] resealed(String body, Map<String, Long> counts) throws Exception {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        ObjectNode end = TestServer.object().put("kind", "end").put("sha256", sha);
        end.set("counts", Json.mapper().valueToTree(counts));
        return (body + end + "\n").getBytes(StandardCharsets.UTF_8);
    }

    static String withoutEnd(byte[] stream) {
        String text = new String(stream, StandardCharsets.UTF_8);
        return text.substring(0, text.lastIndexOf("{\"kind\":\"end\""));
    }

    @Test
    void theStreamHasAHeaderOneLinePerRecordAndAChecksummedEnd() throws Exception {
        byte[] stream = exportStream(exporter);
        List<JsonNode> lines = lines(stream);
        JsonNode header = lines.get(0);
        assertEquals("albert-export-ndjson-v1", header.get("format_version").asText());
        assertEquals("Acme", header.get("organization_name").asText());
        assertTrue(header.has("exported_at"));
        assertEquals("workspace", lines.get(1).get("kind").asText());
        assertEquals("main", lines.get(1).get("name").asText());
        long memories = lines.stream().filter(l -> "memory".equals(l.path("kind").asText())).count();
        long relationships = lines.stream().filter(l -> "relationship".equals(l.path("kind").asText())).count();
        assertEquals(MEMORIES, memories);
        assertEquals(1, relationships, "explicit edges only");
        JsonNode end = lines.get(lines.size() - 1);
        assertEquals("end", end.get("kind").asText());
        assertEquals(1, end.get("counts").get("workspaces").asLong());
        assertEquals(MEMORIES, end.get("counts").get("memories").asLong());
        assertEquals(1, end.get("counts").get("relationships").asLong());
        byte[] before = withoutEnd(stream).getBytes(StandardCharsets.UTF_8);
        assertEquals(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(before)),
                end.get("sha256").asText());
        // Each record line is the albert-export-v1 object plus its kind: the same records as GET /v1/export.
        JsonNode bundle = source.get("/v1/export", exporter).expect(200).json();
        Set<String> fromBundle = new TreeSet<>();
        bundle.get("memories").forEach(m -> fromBundle.add(m.toString()));
        Set<String> fromStream = new TreeSet<>();
        lines.stream().filter(l -> "memory".equals(l.path("kind").asText()))
                .forEach(l -> fromStream.add(((ObjectNode) l.deepCopy()).without("kind").toString()));
        assertEquals(fromBundle, fromStream);
        assertEquals("Missing capability: memory.export", source.get("/v1/export/stream",
                source.issueKey(acme.key(), "memory.read")).expect(403).detail());
        assertEquals("Workspace not found", source.get("/v1/export/stream?workspace_id="
                + java.util.UUID.randomUUID(), exporter).expect(404).detail());
    }

    @Test
    void twoThousandMemoriesRoundTripAndASecondImportCreatesNothing() throws Exception {
        byte[] stream = exportStream(exporter);
        long before = freshMemories();
        JsonNode result = Json.mapper().readTree(importStream(target, importer, stream, "").expect(200).body());
        assertEquals(MEMORIES, result.get("memories_created").asInt());
        assertEquals(0, result.get("memories_skipped").asInt());
        assertEquals(1, result.get("relationships_created").asInt());
        assertEquals(0, result.get("workspaces_created").asInt());
        assertEquals(before + MEMORIES, freshMemories());
        JsonNode again = Json.mapper().readTree(importStream(target, importer, stream, "").expect(200).body());
        assertEquals(0, again.get("memories_created").asInt());
        assertEquals(MEMORIES, again.get("memories_skipped").asInt());
        assertEquals(0, again.get("relationships_created").asInt());
        assertEquals(before + MEMORIES, freshMemories());
        // What arrived is what left.
        Set<String> sent = new TreeSet<>();
        lines(stream).stream().filter(l -> "memory".equals(l.path("kind").asText()))
                .forEach(l -> sent.add(l.get("subject").asText() + "|" + l.get("content").asText()));
        Set<String> arrived = new TreeSet<>();
        JsonNode back = target.get("/v1/export", importer).expect(200).json();
        back.get("memories").forEach(m -> arrived.add(m.get("subject").asText() + "|" + m.get("content").asText()));
        assertEquals(sent, arrived);
        assertTrue(target.count("SELECT count(*) FROM audit_events WHERE event_type = 'memory.imported'"
                + " AND json_extract(detail, '$.format') = 'ndjson'") >= 2);
    }

    @Test
    void aTruncatedStreamIsRefusedAndNothingIsWritten() throws Exception {
        byte[] stream = exportStream(exporter);
        long before = freshMemories();
        String text = new String(stream, StandardCharsets.UTF_8);
        List<byte[]> cut = List.of(withoutEnd(stream).getBytes(StandardCharsets.UTF_8),
                text.substring(0, text.length() / 2).getBytes(StandardCharsets.UTF_8),
                text.substring(0, text.length() - 5).getBytes(StandardCharsets.UTF_8));
        for (byte[] body : cut) {
            var r = importStream(target, importer, body, "");
            assertEquals(422, r.status(), r.text());
            assertEquals("Stream is truncated: it has no end record", Json.mapper().readTree(r.body())
                    .get("detail").asText());
        }
        var empty = importStream(target, importer, new byte[0], "");
        assertEquals(422, empty.status());
        assertEquals(before, freshMemories());
    }

    @Test
    void aFlippedByteIsRefusedAndNothingIsWritten() throws Exception {
        byte[] stream = exportStream(exporter);
        long before = freshMemories();
        String text = new String(stream, StandardCharsets.UTF_8);
        int at = text.indexOf("Note 1234:") + 1;
        byte[] flipped = stream.clone();
        flipped[at] = (byte) (flipped[at] ^ 0x20); // "Note" becomes "NOte": still valid JSON
        var r = importStream(target, importer, flipped, "");
        assertEquals(422, r.status(), r.text());
        assertEquals("Stream checksum does not match its end record: the stream was altered or damaged",
                Json.mapper().readTree(r.body()).get("detail").asText());
        assertEquals(before, freshMemories());
    }

    @Test
    void unknownKindsWrongCountsAndBadRecordsAreRefused() throws Exception {
        byte[] stream = exportStream(exporter);
        long before = freshMemories();
        String body = withoutEnd(stream);
        String unknown = body + "{\"kind\":\"episode\",\"content\":\"x\"}\n";
        var r = importStream(target, importer, resealed(unknown, Map.of("workspaces", 1L, "memories",
                (long) MEMORIES, "relationships", 1L)), "");
        assertEquals(422, r.status(), r.text());
        assertTrue(Json.mapper().readTree(r.body()).get("detail").asText().contains("has an unknown kind"), r.text());

        var miscount = importStream(target, importer, resealed(body, Map.of("workspaces", 1L, "memories", 1L,
                "relationships", 1L)), "");
        assertEquals("Stream record counts do not match its end record",
                Json.mapper().readTree(miscount.expect(422).body()).get("detail").asText());

        String lines = body.replaceFirst("\"content\":\"Note [0-9]+:[^\"]*\"", "\"content\":\"   \"");
        var invalid = importStream(target, importer, resealed(lines, Map.of("workspaces", 1L,
                "memories", (long) MEMORIES, "relationships", 1L)), "");
        JsonNode issue = Json.mapper().readTree(invalid.expect(422).body()).get("detail").get(0);
        assertEquals("body", issue.get("loc").get(0).asText());
        assertTrue(issue.get("loc").get(1).asInt() > 2, issue.toString());
        assertEquals("content", issue.get("loc").get(2).asText());

        String header = body.replaceFirst("albert-export-ndjson-v1", "albert-export-v1");
        var badHeader = importStream(target, importer, resealed(header, Map.of("workspaces", 1L,
                "memories", (long) MEMORIES, "relationships", 1L)), "");
        JsonNode headerIssue = Json.mapper().readTree(badHeader.expect(422).body()).get("detail").get(0);
        assertEquals("[\"body\",1,\"format_version\"]", headerIssue.get("loc").toString());

        byte[] trailing = (new String(stream, StandardCharsets.UTF_8) + "{\"kind\":\"memory\"}\n")
                .getBytes(StandardCharsets.UTF_8);
        assertEquals(422, importStream(target, importer, trailing, "").status());
        assertEquals(before, freshMemories());
    }

    @Test
    void aStreamImportFlattensIntoItsDestination() throws Exception {
        Tenant other = target.bootstrap("Other", "dest");
        String key = target.insertPrincipalWithKey(other.organizationId(), null, "ops", List.of("memory.import"));
        String small = "{\"format_version\":\"albert-export-ndjson-v1\",\"exported_at\":\"2026-10-03T00:00:00Z\","
                + "\"organization_name\":\"Tiny\"}\n"
                + "{\"kind\":\"workspace\",\"ref\":\"11111111-1111-1111-1111-111111111111\",\"name\":\"w\"}\n"
                + "{\"kind\":\"memory\",\"ref\":\"22222222-2222-2222-2222-222222222222\",\"content\":\"hello\","
                + "\"workspace_ref\":\"11111111-1111-1111-1111-111111111111\"}\n"
                + "{\"kind\":\"memory\",\"ref\":\"33333333-3333-3333-3333-333333333333\",\"content\":\"org wide\"}\n";
        byte[] body = resealed(small, Map.of("workspaces", 1L, "memories", 2L, "relationships", 0L));
        JsonNode result = Json.mapper().readTree(importStream(target, key, body, "?workspace_id="
                + other.workspaceId()).expect(200).body());
        assertEquals(2, result.get("memories_created").asInt());
        assertEquals(2, target.count("SELECT count(*) FROM memories WHERE organization_id = ? AND workspace_id = ?",
                other.organizationId(), other.workspaceId()));
        JsonNode byName = Json.mapper().readTree(importStream(target, key, resealed(small.replace("2222", "4444")
                .replace("3333", "5555"), Map.of("workspaces", 1L, "memories", 2L, "relationships", 0L)), "")
                .expect(200).body());
        assertEquals(1, byName.get("workspaces_created").asInt());
        assertEquals(1, target.count("SELECT count(*) FROM memories m JOIN workspaces w ON w.id = m.workspace_id"
                + " WHERE m.organization_id = ? AND w.name = 'w'", other.organizationId()));
        assertEquals(1, target.count("SELECT count(*) FROM memories WHERE organization_id = ? AND workspace_id IS NULL",
                other.organizationId()));
    }
}

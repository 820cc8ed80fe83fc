package dev.albert.server.http;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ValidationTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant admin;
    static String memoryId;
    static String episodeId;
    static String workingId;
    static String lockId;

    @BeforeAll
    static void setUp() {
        admin = server.bootstrap("Acme", "main");
        memoryId = server.post("/v1/memories", admin.key(), Map.of("content", "a memory")).expect(201)
                .json().get("id").asText();
        episodeId = server.post("/v1/episodes", admin.key(), Map.of("content", "an episode")).expect(201)
                .json().get("id").asText();
        workingId = server.post("/v1/working-memory", admin.key(), Map.of("task_id", "validation",
                "description", "d")).expect(201).json().get("id").asText();
        lockId = server.post("/v1/locks/acquire", admin.key(), Map.of("resource_type", "repo", "resource_ref", "v"))
                .expect(201).json().get("id").asText();
    }

    private static JsonNode issue(TestServer.Response r, int index) {
        assertEquals(422, r.status(), r.body());
        JsonNode detail = r.json().get("detail");
        assertTrue(detail.isArray(), r.body());
        return detail.get(index);
    }

    @Test
    void missingField() {
        JsonNode i = issue(server.post("/v1/memories", admin.key(), Map.of("subject", "s")), 0);
        assertEquals("missing", i.get("type").asText());
        assertEquals("[\"body\",\"content\"]", i.get("loc").toString());
        assertEquals("Field required", i.get("msg").asText());
        assertEquals("s", i.get("input").get("subject").asText());
    }

    @Test
    void wrongTypes() {
        var r = server.post("/v1/memories", admin.key(), "{\"content\": 5, \"confidence\": \"high\", \"metadata\": []}");
        JsonNode detail = r.expect(422).json().get("detail");
        assertEquals("string_type", detail.get(0).get("type").asText());
        assertEquals("Input should be a valid string", detail.get(0).get("msg").asText());
        assertEquals(5, detail.get(0).get("input").asInt());
        assertEquals("float_parsing", detail.get(1).get("type").asText());
        assertEquals("dict_type", detail.get(2).get("type").asText());
        assertEquals("[\"body\",\"metadata\"]", detail.get(2).get("loc").toString());
    }

    @Test
    void outOfRange() {
        JsonNode i = issue(server.post("/v1/search", admin.key(), Map.of("query", "x", "limit", 101)), 0);
        assertEquals("less_than_equal", i.get("type").asText());
        assertEquals("Input should be less than or equal to 100", i.get("msg").asText());
        assertEquals(100, i.get("ctx").get("le").asInt());
        i = issue(server.post("/v1/search", admin.key(), Map.of("query", "x", "limit", 0)), 0);
        assertEquals("greater_than_equal", i.get("type").asText());
        i = issue(server.post("/v1/context/assemble", admin.key(), Map.of("query", "x", "max_characters", 499)), 0);
        assertEquals("[\"body\",\"max_characters\"]", i.get("loc").toString());
        i = issue(server.post("/v1/search", admin.key(), "{\"query\":\"x\",\"limit\":2.5}"), 0);
        assertEquals("int_from_float", i.get("type").asText());
        i = issue(server.post("/v1/search", admin.key(), "{\"query\":\"x\",\"limit\":123456789012345678901234567890}"), 0);
        assertEquals("less_than_equal", i.get("type").asText());
    }

    @Test
    void badEnum() {
        JsonNode i = issue(server.post("/v1/memories", admin.key(), Map.of("content", "x", "sensitivity", "secret")), 0);
        assertEquals("enum", i.get("type").asText());
        assertEquals("Input should be 'public', 'internal', 'confidential' or 'restricted'", i.get("msg").asText());
        assertEquals("'public', 'internal', 'confidential' or 'restricted'", i.get("ctx").get("expected").asText());
        i = issue(server.post("/v1/search", admin.key(), Map.of("query", "x", "sensitivity", List.of("public", "nope"))), 0);
        assertEquals("[\"body\",\"sensitivity\",1]", i.get("loc").toString());
    }

    @Test
    void tooLongString() {
        JsonNode i = issue(server.post("/v1/memories", admin.key(), Map.of("content", "x", "subject", "s".repeat(501))), 0);
        assertEquals("string_too_long", i.get("type").asText());
        assertEquals("String should have at most 500 characters", i.get("msg").asText());
        assertEquals(500, i.get("ctx").get("max_length").asInt());
        i = issue(server.post("/v1/memories", admin.key(), Map.of("content", "x".repeat(200_001))), 0);
        assertEquals("string_too_long", i.get("type").asText());
    }

    @Test
    void whitespaceOnlyAndEmptyContent() {
        JsonNode i = issue(server.post("/v1/memories", admin.key(), Map.of("content", " \n\t ")), 0);
        assertEquals("value_error", i.get("type").asText());
        assertEquals("[\"body\",\"content\"]", i.get("loc").toString());
        i = issue(server.post("/v1/episodes", admin.key(), Map.of("content", "")), 0);
        assertEquals("string_too_short", i.get("type").asText());
        assertEquals("String should have at least 1 character", i.get("msg").asText());
    }

    @Test
    void validUntilMustFollowValidFrom() {
        JsonNode i = issue(server.post("/v1/memories", admin.key(), Map.of("content", "x",
                "valid_from", "2026-01-02T00:00:00Z", "valid_until", "2026-01-01T00:00:00Z")), 0);
        assertEquals("value_error", i.get("type").asText());
        assertEquals("[\"body\"]", i.get("loc").toString());
        assertTrue(i.get("msg").asText().contains("valid_until must be after valid_from"));
    }

    @Test
    void undecodableJson() {
        JsonNode i = issue(server.post("/v1/memories", admin.key(), "{\"content\": "), 0);
        assertEquals("json_invalid", i.get("type").asText());
        assertEquals("body", i.get("loc").get(0).asText());
        assertEquals("JSON decode error", i.get("msg").asText());
        assertEquals("missing", issue(server.send("POST", "/v1/memories", admin.key(), ""), 0).get("type").asText());
        assertEquals("model_attributes_type", issue(server.post("/v1/memories", admin.key(), "[1,2]"), 0)
                .get("type").asText());
    }

    @Test
    void badUuidInPath() {
        JsonNode i = issue(server.get("/v1/memories/not-a-uuid", admin.key()), 0);
        assertEquals("uuid_parsing", i.get("type").asText());
        assertEquals("[\"path\",\"memory_id\"]", i.get("loc").toString());
        assertEquals("[\"path\",\"episode_id\"]", issue(server.delete("/v1/episodes/123", admin.key()), 0)
                .get("loc").toString());
        assertEquals("[\"query\",\"hops\"]", issue(server.get("/v1/graph/entities/" + UUID.randomUUID()
                + "/subgraph?hops=9", admin.key()), 0).get("loc").toString());
    }

    @Test
    void unknownRouteAndWrongMethod() {
        var notFound = server.get("/v1/nothing-here", admin.key());
        assertEquals(404, notFound.status());
        assertEquals("{\"detail\":\"Not Found\"}", notFound.body());
        var wrong = server.send("PUT", "/v1/memories", admin.key(), "{}");
        assertEquals(405, wrong.status());
        assertEquals("{\"detail\":\"Method Not Allowed\"}", wrong.body());
    }

    @Test
    void unknownFieldsAreIgnored() {
        server.post("/v1/memories", admin.key(), Map.of("content", "x", "surprise", Map.of("a", 1))).expect(201);
    }

    @Test
    void tooLargeBodyIs413() {
        String big = "{\"content\":\"" + "x".repeat(33 * 1024 * 1024) + "\"}";
        var r = server.post("/v1/episodes", admin.key(), big);
        assertEquals(413, r.status());
        assertTrue(r.json().get("detail").isTextual());
    }

    @Test
    void largestEpisodeIsAccepted() {
        String content = "word ".repeat(400_000);
        var r = server.post("/v1/episodes", admin.key(), Map.of("content", content)).expect(201).json();
        assertEquals(2_000_000, r.get("content").asText().length());
    }

    static Stream<Arguments> malformedBodies() {
        List<String> endpoints = List.of("POST /v1/memories", "PATCH /v1/memories/{m}", "POST /v1/episodes",
                "POST /v1/search", "POST /v1/context/assemble", "POST /v1/relationships", "POST /v1/graph/query",
                "POST /v1/keys", "POST /v1/bootstrap", "POST /v1/keys/{k}/revoke",
                "POST /v1/working-memory", "PATCH /v1/working-memory/{w}", "POST /v1/working-memory/{w}/complete",
                "POST /v1/working-memory/{w}/fail", "POST /v1/locks/acquire", "POST /v1/locks/{l}/renew",
                "POST /v1/locks/{l}/release", "POST /v1/import", "POST /v1/import/stream",
                "POST /v1/admin/restore?confirm=" + "0".repeat(64),
                "POST /v1/capture/events", "POST /v1/capture/sessions", "POST /v1/capture/profiles",
                "POST /v1/capture/retention/run",

                // identity, lifecycle and review extensions
                "POST /v1/keys/{k}/rotate", "POST /v1/principals", "POST /v1/principals/{k}/deactivate",
                "POST /v1/workspaces", "PATCH /v1/workspaces/{ws}", "POST /v1/links", "POST /v1/links/redeem",
                "POST /v1/memories/{m}/supersede", "POST /v1/memories/{m}/invalidate",
                "POST /v1/memories/{m}/quarantine/review");
        List<String> bodies = List.of("", "null", "[]", "\"text\"", "42", "{", "{\"a\":}", "{}", "{\"content\":null}",
                "{\"content\":[1]}", "{\"content\":{\"x\":1}}", "{\"query\":5}", "{\"query\":\"x\",\"limit\":\"many\"}",
                "{\"query\":\"x\",\"limit\":1e400}", "{\"query\":\"x\",\"temporal_as_of\":\"yesterday\"}",
                "{\"query\":\"x\",\"temporal_as_of\":1e300}", "{\"query\":\"x\",\"memory_types\":\"fact\"}",
                "{\"query\":\"x\",\"include_graph\":\"maybe\"}", "{\"content\":\"x\",\"valid_from\":\"2026-13-45\"}",
                "{\"content\":\"x\",\"workspace_id\":\"nope\"}", "{\"content\":\"x\",\"workspace_id\":7}",
                "{\"content\":\"x\",\"confidence\":-0.1}", "{\"content\":\"x\",\"confidence\":true}",
                "{\"source\":\"a\",\"target\":{},\"relation_type\":\"\"}", "{\"source\":{\"name\":\" \"}}",
                "{\"capabilities\":[\"nope\"]}", "{\"capabilities\":[]}", "{\"capabilities\":\"admin\"}",
                "{\"organization\":\"\",\"workspace\":5}", "{\"query\":\"" + "q".repeat(10_001) + "\"}",
                "{\"content\":\"\\ud800\"}", "{\"a\":1,\"a\":2}", "{\"valid_until\":\"2000-01-01T00:00:00Z\"}",
                "{\"subject\":null,\"content\":null,\"metadata\":null,\"confidence\":null}",
                "{\"query\":\"\\\"unbalanced AND ( NEAR\",\"limit\":1}", "{\"query\":\"*\"}", "{\"query\":\"-- ; DROP\"}",
                "{\"query\":\"x\",\"hops\":0,\"limit\":1000}", "{\"expires_at\":\"2000-01-01\",\"capabilities\":[\"admin\"]}",
                "{\"principal_id\":\"" + UUID.randomUUID() + "\",\"capabilities\":[\"memory.read\"]}",
                "{\"events\":null}", "{\"events\":{}}", "{\"events\":[]}", "{\"events\":[null]}", "{\"events\":[[]]}",
                "{\"events\":[{}]}", "{\"events\":[{\"event_id\":null}]}", "{\"events\":[{\"event_id\":\"\"}]}",
                "{\"events\":[{\"event_id\":\"x\",\"host\":[],\"session_key\":{},\"class\":1,\"text\":null,"
                        + "\"created_at\":true,\"metadata\":[]}]}",
                "{\"events\":[{\"event_id\":\"0192f0c4-6a4e-7c1d-9b2a-3f5e7d9c1b20\",\"host\":\"h\",\"session_key\":\"s\","
                        + "\"class\":\"note\",\"text\":\"t\",\"created_at\":1e300,\"metadata\":{\"k\":{\"n\":1}}}]}",
                "{\"events\":[{\"event_id\":\"0192f0c4-6a4e-7c1d-9b2a-3f5e7d9c1b21\",\"host\":\"h\",\"session_key\":\"\\u0000\","
                        + "\"class\":\"note\",\"text\":\"\\ud800\",\"created_at\":\"2026-13-45\"}]}",
                "{\"host\":\"h\",\"session_key\":\"s\",\"workspace_id\":\"nope\"}", "{\"host\":5,\"session_key\":null}",
                "{\"host\":\"h\",\"session_key\":\"" + "k".repeat(257) + "\",\"project_ref\":\"C:\\\\x\"}",
                "{\"name\":5}", "{\"name\":\"\"}", "{\"name\":\"x\",\"principal_type\":\"robot\"}",
                "{\"name\":\"x\",\"workspace_id\":\"zz\"}", "{\"name\":[\"x\"],\"principal_type\":null}",
                "{\"token\":null}", "{\"token\":\"albl_x\"}", "{\"token\":\"albl__\"}", "{\"token\":{}}",
                "{\"decision\":5}", "{\"decision\":\"release\",\"note\":[\"x\"]}", "{\"decision\":null}",
                "{\"reason\":null}", "{\"reason\":7}", "{\"reason\":\"" + "r".repeat(1001) + "\"}",
                "{\"capabilities\":[\"memory.read\"],\"expires_in_seconds\":1e400}",
                "{\"capabilities\":[\"memory.read\"],\"expires_in_seconds\":-5,\"expires_at\":\"soon\"}",
                "{\"content\":\"x\",\"trust\":7}", "{\"content\":\"x\",\"trust\":\"max\"}",
                "{\"name\":\"p\",\"retention_days\":{\"note\":\"x\"},\"max_trust\":{\"note\":5}}",
                "{\"name\":\"p\",\"classes\":[null],\"max_events_per_session\":1e400}", "{\"dry_run\":null}",
                "{\"name\":\"p\",\"retention_days\":null,\"max_trust\":[]}");
        List<Arguments> out = new ArrayList<>();
        for (String endpoint : endpoints) {
            for (String body : bodies) {
                out.add(Arguments.of(endpoint, body));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("malformedBodies")
    void malformedInputIsNever500(String endpoint, String body) {
        String[] parts = endpoint.split(" ");
        String path = parts[1].replace("{m}", memoryId).replace("{k}", UUID.randomUUID().toString())
                .replace("{w}", workingId).replace("{l}", lockId)
                .replace("{ws}", admin.workspaceId());
        var r = server.send(parts[0], path, admin.key(), body);
        assertTrue(r.status() >= 200 && r.status() < 500, () -> endpoint + " " + body + " -> " + r.status() + " "
                + r.body());
        JsonNode json = r.json();
        if (r.status() >= 400) {
            assertTrue(json.has("detail"), r.body());
        }
    }

    @Test
    void malformedPathsAndQueriesAreNever500() {
        for (String path : List.of("/v1/memories/%7B%7D", "/v1/memories/" + "a".repeat(5000), "/v1/episodes/null",
                "/v1/graph/entities/x/subgraph", "/v1/graph/entities/" + UUID.randomUUID() + "/subgraph?limit=abc",
                "/v1/graph/entities/" + UUID.randomUUID() + "/subgraph?temporal_as_of=zzz",
                "/v1/keys?principal_id=zzz", "/v1/keys?principal_id=" + UUID.randomUUID(),
                "/v1/working-memory/not-a-uuid", "/v1/working-memory/" + UUID.randomUUID(),
                "/v1/export?workspace_id=zzz", "/v1/export/stream?workspace_id=zzz",
                "/v1/export/stream?workspace_id=" + UUID.randomUUID(),
                "/v1/capture/sessions/x/events", "/v1/capture/sessions/x/events?host=h&limit=-1",
                "/v1/capture/sessions/x/events?host=h&cursor=%FF%FE", "/v1/capture/sessions/%00/events?host=h",
                "/v1/capture/sessions/" + "k".repeat(5000) + "/events?host=" + "h".repeat(5000),
                "/v1/capture/sessions/x/events?host=h&limit=99999999999999999999",
                "/v1/memories?limit=abc", "/v1/memories?limit=99999999999999999999", "/v1/memories?cursor=%00",
                "/v1/memories?cursor=" + "a".repeat(5000), "/v1/memories?cursor=a.b.c", "/v1/memories?created_after=zzz",
                "/v1/memories?type=" + "t".repeat(100), "/v1/memories?trust=trusted&status=gone",
                "/v1/memories?workspace_id=" + UUID.randomUUID(), "/v1/episodes?workspace_id=zzz",
                "/v1/episodes?created_before=1e400", "/v1/audit-events?since=zz", "/v1/audit-events?principal_id=1",
                "/v1/principals?active=maybe", "/v1/principals?principal_type=x", "/v1/principals?cursor=eyJ9.eyJ9",
                "/v1/memories/x/history", "/v1/memories/" + UUID.randomUUID() + "/history",
                "/v1/capture/profiles?workspace_id=zz", "/v1/capture/profiles?workspace_id=" + UUID.randomUUID(),
                "/v1/capture/profiles/%00", "/v1/capture/profiles/" + "n".repeat(5000),
                "/v1/capture/profiles/missing?workspace_id=1")) {
            var r = server.get(path, admin.key());
            assertTrue(r.status() >= 400 && r.status() < 500, () -> path + " -> " + r.status() + " " + r.body());
        }
        for (String path : List.of("/v1/workspaces/x?disposition=forget", "/v1/workspaces/" + UUID.randomUUID(),
                "/v1/workspaces/" + UUID.randomUUID() + "?disposition=move&target_workspace_id=zz",
                "/v1/workspaces/" + UUID.randomUUID() + "?disposition=%00")) {
            var r = server.delete(path, admin.key());
            assertTrue(r.status() >= 400 && r.status() < 500, () -> path + " -> " + r.status() + " " + r.body());
        }
        assertEquals(204, server.delete("/v1/episodes/" + episodeId, admin.key()).status());
    }
}

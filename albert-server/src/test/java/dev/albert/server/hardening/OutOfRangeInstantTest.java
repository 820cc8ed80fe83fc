package dev.albert.server.hardening;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import dev.albert.server.hardening.ApiOperations.Operation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 12 §1: every instant a request carries (body fields and query parameters of format {@code date-time} in the
 * OpenAPI document, nested ones included) far outside what the server stores (years ±999,999,999, Unix seconds past
 * year 9999) is a 422 with the Pydantic-shaped detail naming the field, never a 500. The cases are generated from the
 * document: a new instant field without a valid base body here fails {@link #everyInstantOfTheDocumentHasACase()}.
 */
class OutOfRangeInstantTest {
    @RegisterExtension
    static final TestServer server = new TestServer();

    static final List<String> OUT_OF_RANGE = List.of("\"+999999999-12-31T23:59:59Z\"", "\"-999999999-01-01T00:00:00Z\"",
            "\"+10000-01-01T00:00:00Z\"", "\"0000-12-31T23:59:59Z\"", "10000000000000", "-10000000000000");
    static Tenant admin;
    static Map<String, String> ids;

    @BeforeAll
    static void tenant() {
        admin = server.bootstrap("Acme", "main");
        String memory = server.post("/v1/memories", admin.key(), Map.of("content", "an instant memory")).expect(201)
                .json().get("id").asText();
        String entity = server.post("/v1/relationships", admin.key(), Map.of("source", Map.of("name", "clock"),
                "relation_type", "uses", "target", Map.of("name", "calendar"))).expect(201).json()
                .get("source_entity_id").asText();
        ids = Map.of("memory_id", memory, "entity_id", entity);
    }

    /** A body every instant case of the operation starts from; valid apart from the instant put into it. */
    static ObjectNode base(String operation) {
        ObjectNode b = TestServer.object();
        switch (operation) {
            case "POST /v1/episodes" -> b.put("content", "an episode at the end of time");
            case "POST /v1/memories", "POST /v1/memories/{memory_id}/supersede" -> b.put("content", "a memory");
            case "PATCH /v1/memories/{memory_id}" -> b.put("subject", "patched");
            case "POST /v1/search", "POST /v1/search/explain", "POST /v1/context/assemble" -> b.put("query", "memory");
            case "POST /v1/graph/query" -> b.put("query", "clock");
            case "POST /v1/relationships" -> {
                b.putObject("source").put("name", "sun");
                b.put("relation_type", "warms");
                b.putObject("target").put("name", "earth");
            }
            case "POST /v1/keys" -> b.put("name", "k").putArray("capabilities").add("memory.read");
            case "POST /v1/import" -> {
                ObjectNode bundle = b.putObject("bundle");
                bundle.put("format_version", "albert-export-v1").put("exported_at", "2026-01-01T00:00:00Z")
                        .put("organization_name", "Elsewhere");
                bundle.putArray("workspaces");
                bundle.putArray("memories").addObject().put("ref", UUID.randomUUID().toString())
                        .put("content", "imported");
                ObjectNode edge = bundle.putArray("relationships").addObject();
                edge.putObject("source").put("name", "moon");
                edge.put("relation_type", "orbits");
                edge.putObject("target").put("name", "earth");
            }
            case "POST /v1/capture/events" -> b.putArray("events").addObject().put("event_id", v7())
                    .put("host", "claude-code").put("session_key", "instants").put("class", "decision")
                    .put("text", "a decision").put("created_at", "2026-12-01T10:00:00Z");
            default -> {
                return null;
            }
        }
        return b;
    }

    record Case(Operation op, String in, List<String> path) {
        String name() {
            return op.id() + " " + in + " " + String.join(".", path);
        }
    }

    @Test
    void everyInstantOfTheDocumentHasACase() {
        List<Case> cases = cases();
        assertTrue(cases.size() >= 20, "instant fields found in the document: " + cases.size());
        for (Case c : cases) {
            if (c.in().equals("body")) {
                assertTrue(base(c.op().id()) != null, "no base body for " + c.name() + ": add one to base()");
            }
        }
    }

    @TestFactory
    List<DynamicTest> outOfRangeInstantsAre422NamingTheField() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Case c : cases()) {
            for (String value : OUT_OF_RANGE) {
                tests.add(DynamicTest.dynamicTest(c.name() + " = " + value, () -> check(c, value)));
            }
        }
        return tests;
    }

    @Test
    void theEdgesOfTheRangeAreAccepted() {
        server.post("/v1/memories", admin.key(), "{\"content\":\"old\",\"valid_from\":\"0001-01-01T00:00:00Z\","
                + "\"valid_until\":\"9999-12-31T23:59:59.999999Z\"}").expect(201);
        server.post("/v1/search", admin.key(), "{\"query\":\"old\",\"temporal_as_of\":\"9999-12-31T23:59:59Z\"}")
                .expect(200);
        server.get("/v1/memories?created_after=0001-01-01T00:00:00Z", admin.key()).expect(200);
    }

    static void check(Case c, String value) {
        String path = c.op().concretePath(ids);
        TestServer.Response r;
        if (c.in().equals("query")) {
            String text = value.startsWith("\"") ? value.substring(1, value.length() - 1) : value;
            r = server.send(c.op().method(), path + "?" + c.path().getFirst() + "="
                    + URLEncoder.encode(text, StandardCharsets.UTF_8), admin.key(), null);
        } else {
            ObjectNode body = base(c.op().id());
            String hole = "__instant_hole__";
            put(body, c.path(), hole);
            r = server.send(c.op().method(), path, admin.key(), body.toString().replace("\"" + hole + "\"", value));
        }
        String shown = c.name() + " = " + value + " -> " + r.status() + " " + r.body();
        if (c.op().id().equals("POST /v1/capture/events")) {
            // Capture answers event by event: the one event is rejected, the batch is not an error.
            assertEquals(200, r.status(), shown);
            JsonNode result = r.json().get("results").get(0);
            assertEquals("rejected", result.get("status").asText(), shown);
            assertTrue(result.get("reason").asText().startsWith("invalid_created_at"), shown);
            return;
        }
        assertEquals(422, r.status(), shown);
        JsonNode detail = r.json().get("detail");
        assertTrue(detail.isArray() && !detail.isEmpty(), shown);
        JsonNode issue = detail.get(0);
        assertTrue(issue.get("type").asText().startsWith("datetime_"), shown);
        assertEquals(c.path().getLast(), issue.get("loc").get(issue.get("loc").size() - 1).asText(), shown);
        assertTrue(issue.has("msg") && issue.has("input"), shown);
    }

    /** Puts the hole at the path; {@code []} means the first item of the array. */
    static void put(ObjectNode body, List<String> path, String hole) {
        JsonNode at = body;
        for (int i = 0; i < path.size() - 1; i++) {
            String part = path.get(i);
            at = part.equals("[]") ? at.get(0) : at.get(part);
        }
        String last = path.getLast();
        if (at instanceof ObjectNode o) {
            o.put(last, hole);
        } else if (at instanceof ArrayNode a) {
            a.set(0, Json.mapper().getNodeFactory().textNode(hole));
        }
    }

    static List<Case> cases() {
        List<Case> out = new ArrayList<>();
        for (Operation op : ApiOperations.all()) {
            for (JsonNode p : op.node().path("parameters")) {
                JsonNode parameter = ApiOperations.resolve(p);
                if (instant(parameter.path("schema"))) {
                    out.add(new Case(op, parameter.path("in").asText(), List.of(parameter.path("name").asText())));
                }
            }
            if (op.jsonBody() && op.requestSchema() != null) {
                List<List<String>> fields = new ArrayList<>();
                walk(op.requestSchema(), new ArrayList<>(), fields, 0);
                fields.stream().distinct().forEach(f -> out.add(new Case(op, "body", f)));
            }
        }
        return out;
    }

    static boolean instant(JsonNode schema) {
        JsonNode s = ApiOperations.resolve(schema);
        if (s == null) {
            return false;
        }
        if ("date-time".equals(s.path("format").asText())) {
            return true;
        }
        for (String combinator : List.of("anyOf", "oneOf", "allOf")) {
            for (JsonNode alternative : s.path(combinator)) {
                if (instant(alternative)) {
                    return true;
                }
            }
        }
        return false;
    }

    static void walk(JsonNode schema, List<String> path, List<List<String>> out, int depth) {
        JsonNode s = ApiOperations.resolve(schema);
        if (s == null || depth > 6) {
            return;
        }
        for (String combinator : List.of("anyOf", "oneOf", "allOf")) {
            for (JsonNode alternative : s.path(combinator)) {
                walk(alternative, path, out, depth + 1);
            }
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = s.path("properties").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> property = it.next();
            List<String> at = new ArrayList<>(path);
            at.add(property.getKey());
            if (instant(property.getValue())) {
                out.add(List.copyOf(at));
            }
            walk(property.getValue(), at, out, depth + 1);
        }
        if (s.has("items")) {
            List<String> at = new ArrayList<>(path);
            at.add("[]");
            walk(s.get("items"), at, out, depth + 1);
        }
    }

    static String v7() {
        UUID random = UUID.randomUUID();
        long msb = (System.currentTimeMillis() << 16) | 0x7000L | (random.getMostSignificantBits() & 0x0FFFL);
        return new UUID(msb, random.getLeastSignificantBits()).toString();
    }
}

package dev.albert.server.capture;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code POST /v1/capture/sessions}, {@code POST /v1/capture/events} and the read-back, over real HTTP. */
class CaptureTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static final String TOKEN = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";
    static final AtomicInteger SESSIONS = new AtomicInteger();
    static Tenant acme;
    static Tenant other;

    @BeforeAll
    static void tenants() {
        acme = server.bootstrap("Acme", "main");
        other = server.bootstrap("Other", "main");
    }

    static String v7() {
        UUID random = UUID.randomUUID();
        long msb = (System.currentTimeMillis() << 16) | 0x7000L | (random.getMostSignificantBits() & 0x0FFFL);
        return new UUID(msb, random.getLeastSignificantBits()).toString();
    }

    static String session() {
        return "session-" + SESSIONS.incrementAndGet() + "-" + UUID.randomUUID();
    }

    static ObjectNode event(String session, String text) {
        ObjectNode e = TestServer.object().put("event_id", v7()).put("host", "claude-code").put("session_key", session)
                .put("class", "decision").put("text", text).put("created_at", "2026-12-01T10:00:00.123Z");
        e.putNull("turn_key");
        e.put("project_ref", "prj_9f2c").put("branch", "main");
        e.putObject("metadata").put("tool", "Bash");
        return e;
    }

    static String batch(ObjectNode... events) {
        ObjectNode body = TestServer.object();
        ArrayNode array = body.putArray("events");
        for (ObjectNode e : events) {
            array.add(e);
        }
        return body.toString();
    }

    static String batch(List<ObjectNode> events) {
        return batch(events.toArray(ObjectNode[]::new));
    }

    static JsonNode results(TestServer.Response r) {
        return r.expect(200).json().get("results");
    }

    static String eventsPath(String host, String session, String query) {
        return "/v1/capture/sessions/" + URLEncoder.encode(session, StandardCharsets.UTF_8).replace("+", "%20")
                + "/events?host=" + host + (query.isEmpty() ? "" : "&" + query);
    }

    static List<JsonNode> readAll(String key, String host, String session) {
        List<JsonNode> out = new ArrayList<>();
        String cursor = null;
        do {
            JsonNode page = server.get(eventsPath(host, session, "limit=1000" + (cursor == null ? "" : "&cursor=" + cursor)),
                    key).expect(200).json();
            page.get("events").forEach(out::add);
            cursor = page.get("next_cursor").isNull() ? null : page.get("next_cursor").asText();
        } while (cursor != null);
        return out;
    }

    // ---- delivery ---------------------------------------------------------------------------------------------

    @Test
    void acceptedEventsAreStoredAndReadBackWithEveryField() {
        String session = session();
        ObjectNode first = event(session, "Use WAL mode for the queue");
        first.put("turn_key", "t-9");
        ObjectNode second = event(session, "The build is green again").put("class", "tool_outcome");
        JsonNode results = results(server.post("/v1/capture/events", acme.key(), batch(first, second)));
        assertEquals(2, results.size());
        assertEquals(first.get("event_id").asText(), results.get(0).get("event_id").asText());
        assertEquals("accepted", results.get(0).get("status").asText());
        assertTrue(results.get(0).get("reason").isNull());
        assertEquals("[]", results.get(0).get("redacted").toString());
        assertEquals("accepted", results.get(1).get("status").asText());

        List<JsonNode> stored = readAll(acme.key(), "claude-code", session);
        assertEquals(2, stored.size());
        JsonNode e = stored.getFirst();
        assertEquals(first.get("event_id").asText(), e.get("event_id").asText());
        assertEquals("claude-code", e.get("host").asText());
        assertEquals(session, e.get("session_key").asText());
        assertEquals("decision", e.get("class").asText());
        assertEquals("Use WAL mode for the queue", e.get("text").asText());
        assertEquals("2026-12-01T10:00:00.123Z", e.get("created_at").asText());
        assertFalse(e.get("received_at").isNull());
        assertEquals("t-9", e.get("turn_key").asText());
        assertEquals("prj_9f2c", e.get("project_ref").asText());
        assertEquals("main", e.get("branch").asText());
        assertEquals("Bash", e.get("metadata").get("tool").asText());
        assertEquals(acme.workspaceId(), e.get("workspace_id").asText());
        assertEquals(acme.principalId(), e.get("principal_id").asText());
        assertEquals("tool_outcome", stored.get(1).get("class").asText());
        assertEquals(0, server.count("SELECT count(*) FROM memories"), "capture creates no memories");
    }

    @Test
    void aReplayIsADuplicateAndIsNotStoredTwice() {
        String session = session();
        ObjectNode e = event(session, "replayed after a lost acknowledgement");
        assertEquals("accepted", results(server.post("/v1/capture/events", acme.key(), batch(e))).get(0)
                .get("status").asText());
        ObjectNode changed = e.deepCopy().put("text", "a replay never changes what is stored");
        ObjectNode upper = e.deepCopy();
        upper.put("event_id", e.get("event_id").asText().toUpperCase(Locale.ROOT));
        JsonNode again = results(server.post("/v1/capture/events", acme.key(), batch(e, changed, upper)));
        for (JsonNode r : again) {
            assertEquals("duplicate", r.get("status").asText(), r.toString());
        }
        assertEquals(upper.get("event_id").asText(), again.get(2).get("event_id").asText(), "echoed as sent");
        List<JsonNode> stored = readAll(acme.key(), "claude-code", session);
        assertEquals(1, stored.size());
        assertEquals("replayed after a lost acknowledgement", stored.getFirst().get("text").asText());
    }

    @Test
    void concurrentReplaysOfTheSameBatchStoreEachEventOnce() throws Exception {
        String session = session();
        List<ObjectNode> events = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            events.add(event(session, "concurrent event " + i));
        }
        String body = batch(events);
        int senders = 8;
        ExecutorService pool = Executors.newFixedThreadPool(senders);
        try {
            List<Future<JsonNode>> answers = new ArrayList<>();
            for (int i = 0; i < senders; i++) {
                answers.add(pool.submit((Callable<JsonNode>) () -> results(server.post("/v1/capture/events", acme.key(),
                        body))));
            }
            Map<String, Integer> accepted = new HashMap<>();
            for (Future<JsonNode> answer : answers) {
                for (JsonNode r : answer.get()) {
                    String status = r.get("status").asText();
                    assertTrue(status.equals("accepted") || status.equals("duplicate"), r.toString());
                    if (status.equals("accepted")) {
                        accepted.merge(r.get("event_id").asText(), 1, Integer::sum);
                    }
                }
            }
            assertEquals(100, accepted.size(), "every event accepted by exactly one of the replays");
            assertTrue(accepted.values().stream().allMatch(n -> n == 1));
        } finally {
            pool.shutdownNow();
        }
        assertEquals(100, readAll(acme.key(), "claude-code", session).size());
        assertEquals(100, server.count("SELECT count(*) FROM capture_events WHERE session_key = ?", session));
    }

    @Test
    void theSameEventIdInAnotherOrganizationIsAnotherEvent() {
        ObjectNode e = event(session(), "same id, another tenant");
        assertEquals("accepted", results(server.post("/v1/capture/events", acme.key(), batch(e))).get(0)
                .get("status").asText());
        assertEquals("accepted", results(server.post("/v1/capture/events", other.key(), batch(e))).get(0)
                .get("status").asText());
    }

    // ---- screening --------------------------------------------------------------------------------------------

    @Test
    void credentialsAreRedactedBeforeStorageAndTheResultSaysSo() throws Exception {
        String session = session();
        ObjectNode e = event(session, "deploy with " + TOKEN + " then check");
        e.put("turn_key", "turn " + TOKEN);
        ((ObjectNode) e.get("metadata")).put("env", "GITHUB_TOKEN=" + TOKEN);
        JsonNode r = results(server.post("/v1/capture/events", acme.key(), batch(e))).get(0);
        assertEquals("accepted", r.get("status").asText(), "a secret never costs the event");
        assertEquals("[\"github-pat\"]", r.get("redacted").toString());
        JsonNode stored = readAll(acme.key(), "claude-code", session).getFirst();
        assertEquals("deploy with [REDACTED:github-pat] then check", stored.get("text").asText());
        assertEquals("turn [REDACTED:github-pat]", stored.get("turn_key").asText());
        assertEquals("GITHUB_TOKEN=[REDACTED:github-pat]", stored.get("metadata").get("env").asText());
        assertEquals("[\"github-pat\"]", stored.get("redacted").toString());
        assertEquals(0, server.count("SELECT count(*) FROM capture_events WHERE text LIKE '%ghp_%'"
                + " OR turn_key LIKE '%ghp_%' OR metadata LIKE '%ghp_%'"));
        assertEquals(0, server.count("SELECT count(*) FROM audit_events WHERE detail LIKE '%ghp_%'"));
        for (Path file : List.of(server.database(), Path.of(server.database() + "-wal"))) {
            if (Files.exists(file)) {
                String bytes = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
                assertFalse(bytes.contains(TOKEN), "the secret reached " + file);
            }
        }
    }

    @Test
    void aSessionKeyThatLooksLikeACredentialIsRejectedNotMerged() {
        ObjectNode e = event("key-" + TOKEN, "text");
        JsonNode r = results(server.post("/v1/capture/events", acme.key(), batch(e))).get(0);
        assertEquals("rejected", r.get("status").asText());
        assertTrue(r.get("reason").asText().startsWith("credential_shaped: "), r.toString());
        assertFalse(r.toString().contains(TOKEN));
    }

    @Test
    void theAuditRecordsCountsOnly() {
        String session = session();
        String marker = "audit-marker-" + UUID.randomUUID();
        ObjectNode bad = event(session, marker).put("class", "gossip");
        server.post("/v1/capture/events", acme.key(), batch(event(session, marker), bad)).expect(200);
        assertEquals(0, server.count("SELECT count(*) FROM audit_events WHERE detail LIKE ?", "%" + marker + "%"));
        assertTrue(server.count("SELECT count(*) FROM audit_events WHERE event_type = 'capture.events_received'"
                + " AND detail LIKE '%\"accepted\":1%' AND detail LIKE '%\"rejected\":1%'") >= 1);
    }

    // ---- per-event validation ---------------------------------------------------------------------------------

    @Test
    void eachInvalidEventIsRejectedWithAReasonAndTheOthersAreStored() {
        String session = session();
        String secretText = "content-that-must-not-be-quoted";
        Map<String, ObjectNode> cases = new java.util.LinkedHashMap<>();
        cases.put("invalid_event_id", event(session, secretText).put("event_id", UUID.randomUUID().toString()));
        cases.put("invalid_host", event(session, secretText).put("host", "Claude Code"));
        cases.put("invalid_session_key", event(session, secretText).put("session_key", "a\u0001b"));
        cases.put("invalid_class", event(session, secretText).put("class", secretText));
        cases.put("invalid_text", event(session, "").put("text", ""));
        cases.put("too_large", event(session, "x".repeat(512 * 1024 + 1)));
        cases.put("invalid_created_at", event(session, secretText).put("created_at", "yesterday " + secretText));
        cases.put("invalid_turn_key", event(session, secretText).put("turn_key", "t".repeat(1025)));
        cases.put("invalid_project_ref", event(session, secretText).put("project_ref", "/home/alice/" + secretText));
        cases.put("invalid_branch", event(session, secretText).put("branch", 42));
        ObjectNode metadata = event(session, secretText);
        ((ObjectNode) metadata.get("metadata")).put("count", 3);
        cases.put("invalid_metadata", metadata);
        ObjectNode missingText = event(session, secretText);
        missingText.remove("text");
        cases.put("invalid_text ", missingText);
        List<ObjectNode> events = new ArrayList<>(cases.values());
        ObjectNode good = event(session, "the one good event");
        events.add(3, good);

        JsonNode results = results(server.post("/v1/capture/events", acme.key(), batch(events)));
        assertEquals(events.size(), results.size());
        int i = 0;
        for (JsonNode r : results) {
            ObjectNode sent = events.get(i++);
            assertEquals(sent.get("event_id").asText(), r.get("event_id").asText());
            if (sent == good) {
                assertEquals("accepted", r.get("status").asText(), r.toString());
                continue;
            }
            assertEquals("rejected", r.get("status").asText(), r.toString());
            String expected = cases.entrySet().stream().filter(c -> c.getValue() == sent).findFirst().orElseThrow()
                    .getKey().strip();
            assertTrue(r.get("reason").asText().startsWith(expected + ": "), expected + " vs " + r);
            assertFalse(r.get("reason").asText().contains(secretText), "a reason never quotes content: " + r);
            assertTrue(r.get("reason").asText().length() <= 200);
        }
        assertEquals(List.of("the one good event"), readAll(acme.key(), "claude-code", session).stream()
                .map(e -> e.get("text").asText()).toList());
    }

    @Test
    void aBatchThatIsNotABatchIs422AndNever500() {
        for (String body : List.of("", "not json", "[]", "{}", "{\"events\": null}", "{\"events\": {}}",
                "{\"events\": []}", "{\"events\": [1]}", "{\"events\": [{\"host\": \"x\"}]}",
                "{\"events\": [{\"event_id\": 7}]}", batch(java.util.stream.IntStream.range(0, 101)
                        .mapToObj(n -> event("s", "e" + n)).toList()))) {
            var r = server.post("/v1/capture/events", acme.key(), body);
            assertEquals(422, r.status(), body.length() > 200 ? "101 events" : body);
            assertTrue(r.json().get("detail").isArray(), r.body());
        }
        var tooMany = server.post("/v1/capture/events", acme.key(), batch(java.util.stream.IntStream.range(0, 101)
                .mapToObj(n -> event("s", "e" + n)).toList()));
        assertEquals("too_long", tooMany.json().get("detail").get(0).get("type").asText());
        String huge = batch(event("s", "x".repeat(9 * 1024 * 1024)));
        var r = server.post("/v1/capture/events", acme.key(), huge);
        assertEquals(413, r.status());
        assertEquals("Request body too large (limit 8388608 bytes)", r.detail());
    }

    // ---- capabilities and scope -------------------------------------------------------------------------------

    @Test
    void writingNeedsCaptureWriteAndReadingNeedsMemoryRead() {
        String writer = server.issueKey(acme.key(), "memory.write", "memory.read");
        var refused = server.post("/v1/capture/events", writer, batch(event(session(), "x")));
        assertEquals(403, refused.status());
        assertEquals("Missing capability: capture.write", refused.detail());
        assertEquals(403, server.post("/v1/capture/events", writer, "{broken").status(), "capability before body");
        assertEquals("Missing capability: capture.write", server.post("/v1/capture/sessions", writer,
                Map.of("host", "codex", "session_key", "s")).detail());

        String capture = server.issueKey(acme.key(), "capture.write");
        String session = session();
        assertEquals("accepted", results(server.post("/v1/capture/events", capture, batch(event(session, "x"))))
                .get(0).get("status").asText());
        var noRead = server.get(eventsPath("claude-code", session, ""), capture);
        assertEquals(403, noRead.status());
        assertEquals("Missing capability: memory.read", noRead.detail());
        assertEquals(1, readAll(writer, "claude-code", session).size());
        assertEquals(401, server.post("/v1/capture/events", null, batch(event(session, "x"))).status());
    }

    @Test
    void anotherOrganizationNeverSeesTheEvents() {
        String session = session();
        server.post("/v1/capture/events", acme.key(), batch(event(session, "acme only"))).expect(200);
        var r = server.get(eventsPath("claude-code", session, ""), other.key());
        assertEquals(404, r.status());
        assertEquals("Capture session not found", r.detail());
        // The same session key in the other organization is the other organization's own session.
        server.post("/v1/capture/events", other.key(), batch(event(session, "other's own"))).expect(200);
        assertEquals(List.of("other's own"), readAll(other.key(), "claude-code", session).stream()
                .map(e -> e.get("text").asText()).toList());
        assertEquals(List.of("acme only"), readAll(acme.key(), "claude-code", session).stream()
                .map(e -> e.get("text").asText()).toList());
    }

    @Test
    void workspaceScopeHoldsForSessionsAndEvents() {
        Tenant side = server.bootstrap("Acme", "capture-side");
        String session = session();
        server.post("/v1/capture/events", acme.key(), batch(event(session, "in main"))).expect(200);
        // A key of another workspace cannot add to, declare, or read the main workspace's session.
        JsonNode r = results(server.post("/v1/capture/events", side.key(), batch(event(session, "from side"))))
                .get(0);
        assertEquals("rejected", r.get("status").asText());
        assertTrue(r.get("reason").asText().startsWith("outside_scope: "), r.toString());
        assertEquals(403, server.post("/v1/capture/sessions", side.key(),
                Map.of("host", "claude-code", "session_key", session)).status());
        assertEquals(404, server.get(eventsPath("claude-code", session, ""), side.key()).status());
        assertEquals("Workspace is outside the API key scope", server.post("/v1/capture/sessions", side.key(),
                Map.of("host", "codex", "session_key", session(), "workspace_id", acme.workspaceId())).detail());

        // An organization-scoped key reaches every workspace's sessions, and creates organization-wide ones.
        String orgKey = server.insertPrincipalWithKey(acme.organizationId(), null, "org-capture",
                List.of("capture.write", "memory.read"));
        assertEquals("accepted", results(server.post("/v1/capture/events", orgKey, batch(event(session, "from org"))))
                .get(0).get("status").asText());
        assertEquals(2, readAll(orgKey, "claude-code", session).size());
        String orgWide = session();
        server.post("/v1/capture/events", orgKey, batch(event(orgWide, "organization-wide"))).expect(200);
        assertTrue(readAll(orgKey, "claude-code", orgWide).getFirst().get("workspace_id").isNull());
        assertEquals(404, server.get(eventsPath("claude-code", orgWide, ""), acme.key()).status());
    }

    // ---- sessions ---------------------------------------------------------------------------------------------

    @Test
    void declaringASessionCreatesThenUpdatesIt() {
        String session = session();
        JsonNode created = server.post("/v1/capture/sessions", acme.key(), Map.of("host", "codex",
                "session_key", session, "project_ref", "prj_abc")).expect(201).json();
        assertTrue(created.get("id").asText().matches("cs_[0-9a-f]{32}"), created.toString());
        assertEquals("codex", created.get("host").asText());
        assertEquals(session, created.get("session_key").asText());
        assertEquals("prj_abc", created.get("project_ref").asText());
        assertTrue(created.get("branch").isNull());
        assertEquals(acme.workspaceId(), created.get("workspace_id").asText());
        assertTrue(created.get("last_event_at").isNull());

        JsonNode updated = server.post("/v1/capture/sessions", acme.key(), Map.of("host", "codex",
                "session_key", session, "branch", "feature/x")).expect(200).json();
        assertEquals(created.get("id"), updated.get("id"));
        assertEquals("prj_abc", updated.get("project_ref").asText(), "null fields keep their value");
        assertEquals("feature/x", updated.get("branch").asText());

        server.post("/v1/capture/events", acme.key(), batch(event(session, "x").put("host", "codex")
                .put("branch", "main"))).expect(200);
        JsonNode afterEvent = server.post("/v1/capture/sessions", acme.key(), Map.of("host", "codex",
                "session_key", session)).expect(200).json();
        assertFalse(afterEvent.get("last_event_at").isNull());
        assertEquals("main", afterEvent.get("branch").asText(), "the latest branch");
    }

    @Test
    void aSessionDeclarationFollowsTheWriteRules() {
        String orgKey = server.insertPrincipalWithKey(acme.organizationId(), null, "org-sessions",
                List.of("capture.write", "memory.read"));
        var missing = server.post("/v1/capture/sessions", orgKey, Map.of("host", "codex", "session_key", session(),
                "workspace_id", UUID.randomUUID().toString()));
        assertEquals(404, missing.status());
        assertEquals("Workspace not found", missing.detail());

        String session = session();
        server.post("/v1/capture/sessions", orgKey, Map.of("host", "codex", "session_key", session)).expect(201);
        // No events yet: it may still move to a workspace; once it has events it may not.
        server.post("/v1/capture/sessions", orgKey, Map.of("host", "codex", "session_key", session,
                "workspace_id", acme.workspaceId())).expect(200);
        server.post("/v1/capture/events", orgKey, batch(event(session, "x").put("host", "codex"))).expect(200);
        String side = server.bootstrap("Acme", "capture-sessions-side").workspaceId();
        var conflict = server.post("/v1/capture/sessions", orgKey, Map.of("host", "codex", "session_key", session,
                "workspace_id", side));
        assertEquals(409, conflict.status());
        assertEquals(acme.workspaceId(), readAll(orgKey, "codex", session).getFirst().get("workspace_id").asText());

        var credential = server.post("/v1/capture/sessions", acme.key(), Map.of("host", "codex",
                "session_key", session(), "project_ref", TOKEN));
        assertEquals(422, credential.status());
        assertEquals("Project ref appears to contain a credential or secret (rule: github-pat)", credential.detail());
        var invalid = server.post("/v1/capture/sessions", acme.key(), Map.of("host", "Codex!", "session_key", ""));
        assertEquals(422, invalid.status());
        assertEquals(2, invalid.json().get("detail").size());
    }

    // ---- read-back --------------------------------------------------------------------------------------------

    @Test
    void readBackPagesInStoredOrderWithCursors() {
        String session = "a session key / with spaces, ünïcode & ?query";
        List<String> sent = new ArrayList<>();
        for (int b = 0; b < 3; b++) {
            List<ObjectNode> events = new ArrayList<>();
            for (int i = 0; i < 84; i++) {
                ObjectNode e = event(session, "event " + (b * 84 + i));
                sent.add(e.get("event_id").asText());
                events.add(e);
            }
            server.post("/v1/capture/events", acme.key(), batch(events)).expect(200);
        }
        List<String> seen = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            JsonNode page = server.get(eventsPath("claude-code", session, "limit=100"
                    + (cursor == null ? "" : "&cursor=" + cursor)), acme.key()).expect(200).json();
            page.get("events").forEach(e -> seen.add(e.get("event_id").asText()));
            cursor = page.get("next_cursor").isNull() ? null : page.get("next_cursor").asText();
            pages++;
        } while (cursor != null);
        assertEquals(3, pages);
        assertEquals(sent, seen);
        JsonNode first = server.get(eventsPath("claude-code", session, ""), acme.key()).expect(200).json();
        assertEquals(100, first.get("events").size(), "default limit");
    }

    @Test
    void readBackParametersAreValidated() {
        String session = session();
        server.post("/v1/capture/events", acme.key(), batch(event(session, "x"))).expect(200);
        String path = "/v1/capture/sessions/" + session + "/events";
        var noHost = server.get(path, acme.key());
        assertEquals(422, noHost.status());
        assertEquals("[\"query\",\"host\"]", noHost.json().get("detail").get(0).get("loc").toString());
        for (String query : List.of("limit=0", "limit=1001", "limit=many", "cursor=zzz", "cursor=" + "%2F%2F",
                "cursor=" + java.util.Base64.getUrlEncoder().encodeToString("capture-events:-5".getBytes()))) {
            var r = server.get(path + "?host=claude-code&" + query, acme.key());
            assertEquals(422, r.status(), query + ": " + r.body());
        }
        assertEquals(404, server.get(path + "?host=codex", acme.key()).status(), "another host's session");
        assertEquals(404, server.get("/v1/capture/sessions/nope/events?host=claude-code", acme.key()).status());
        var one = server.get(path + "?host=claude-code&limit=1", acme.key()).expect(200).json();
        assertTrue(one.get("next_cursor").isNull(), "no next page after the last event");
        assertNotNull(one.get("events").get(0));
    }

    // ---- transport --------------------------------------------------------------------------------------------

    /**
     * Small answers are not held back by Nagle's algorithm against a delayed ACK (a ~40 ms stall per request, which
     * is what docs/capture-queue.md measured against a stub without TCP_NODELAY): every connector sets TCP_NODELAY on
     * the connections it accepts. Checked on the running server's connectors rather than timed, so a busy machine
     * cannot fail it (the timing is scripts/bench-capture-flush.sh's); many small requests on one keep-alive connection
     * are all answered.
     */
    @Test
    void smallResponsesOnAKeptAliveConnectionAreNotDelayed() {
        assertTrue(server.server().acceptsWithTcpNoDelay(), "accepted connections set TCP_NODELAY");
        String session = session();
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < 41; i++) {
            ObjectNode e = event(session, "latency " + i);
            ids.add(e.get("event_id").asText());
            server.post("/v1/capture/events", acme.key(), batch(e)).expect(200);
        }
        assertEquals(ids.size(), readAll(acme.key(), "claude-code", session).size());
    }
}

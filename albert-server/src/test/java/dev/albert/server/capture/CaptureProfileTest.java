package dev.albert.server.capture;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Capture profiles ({@code /v1/capture/profiles}) and retention housekeeping ({@code POST /v1/capture/retention/run}),
 * over real HTTP, on whichever backend the run uses (SQLite or PostgreSQL).
 */
class CaptureProfileTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    private static int tenants;

    private static Tenant tenant() {
        return server.bootstrap("Profiles " + (++tenants), "main");
    }

    static ObjectNode event(String session, String cls, String text, Instant createdAt) {
        ObjectNode e = CheckpointTest.event(session, cls, text, null);
        e.put("created_at", createdAt.toString());
        return e;
    }

    static JsonNode putProfile(String key, String json, int status) {
        return server.send("POST", "/v1/capture/profiles", key, json).expect(status).json();
    }

    static JsonNode send(String key, List<ObjectNode> events) {
        ObjectNode body = TestServer.object();
        events.forEach(body.putArray("events")::add);
        return server.send("POST", "/v1/capture/events", key, body.toString()).expect(200).json();
    }

    /** A session's stored events (one page holds them all here). */
    static List<JsonNode> readAll(String key, String host, String session) {
        List<JsonNode> out = new ArrayList<>();
        server.get(CaptureTest.eventsPath(host, session, "limit=1000"), key).expect(200).json().get("events")
                .forEach(out::add);
        return out;
    }

    static String memoryOf(String eventId) {
        return server.one("SELECT memory_id FROM capture_events WHERE event_id = ?", eventId);
    }

    // ---- profiles ---------------------------------------------------------------------------------------------

    @Test
    void theBuiltInDefaultIsListedAndIsWhatCaptureDidBefore() {
        Tenant t = tenant();
        JsonNode list = server.get("/v1/capture/profiles", t.key()).expect(200).json().get("profiles");
        assertEquals(1, list.size(), list.toString());
        JsonNode d = list.get(0);
        assertEquals("default", d.get("name").asText());
        assertTrue(d.get("builtin").asBoolean());
        assertEquals(8, d.get("classes").size());
        assertEquals(524_288, d.get("max_text_chars").asInt());
        assertTrue(d.get("max_events_per_session").isNull());
        assertEquals(0, d.get("retention_days").size());
        assertEquals(0, d.get("max_trust").size());
        assertTrue(d.get("created_at").isNull());
        assertEquals(d, server.get("/v1/capture/profiles/default", t.key()).expect(200).json());
        JsonNode session = server.post("/v1/capture/sessions", t.key(),
                Map.of("host", "codex", "session_key", "plain")).expect(201).json();
        assertEquals("default", session.get("profile").asText());
    }

    @Test
    void aProfileIsCreatedReplacedReadAndDeleted() {
        Tenant t = tenant();
        JsonNode created = putProfile(t.key(), """
                {"name": "strict", "classes": ["user_goal", "decision", "checkpoint"], "max_text_chars": 2000,
                 "max_events_per_session": 500, "retention_days": {"decision": 30, "user_goal": null},
                 "max_trust": {"decision": "untrusted"}}""", 201);
        assertEquals("strict", created.get("name").asText());
        assertEquals(t.workspaceId(), created.get("workspace_id").asText());
        assertFalse(created.get("builtin").asBoolean());
        assertEquals("[\"user_goal\",\"decision\",\"checkpoint\"]", created.get("classes").toString());
        assertEquals(2000, created.get("max_text_chars").asInt());
        assertEquals(500, created.get("max_events_per_session").asInt());
        assertEquals("{\"decision\":30}", created.get("retention_days").toString());
        assertEquals("{\"decision\":\"untrusted\"}", created.get("max_trust").toString());

        JsonNode replaced = putProfile(t.key(), "{\"name\": \"strict\", \"classes\": [\"note\"]}", 200);
        assertEquals("[\"note\"]", replaced.get("classes").toString());
        assertEquals(524_288, replaced.get("max_text_chars").asInt(), "replaced whole: absent fields are defaults");
        assertEquals(0, replaced.get("retention_days").size());
        assertEquals(replaced, server.get("/v1/capture/profiles/strict", t.key()).expect(200).json());
        List<String> names = new ArrayList<>();
        server.get("/v1/capture/profiles", t.key()).expect(200).json().get("profiles")
                .forEach(p -> names.add(p.get("name").asText()));
        assertEquals(List.of("strict", "default"), names);

        server.delete("/v1/capture/profiles/strict", t.key()).expect(204);
        assertEquals("Capture profile not found", server.get("/v1/capture/profiles/strict", t.key()).expect(404).detail());
        assertEquals("Capture profile not found", server.delete("/v1/capture/profiles/strict", t.key()).expect(404).detail());
        assertEquals("Capture profile not found", server.delete("/v1/capture/profiles/default", t.key()).expect(404)
                .detail(), "the built-in default cannot be deleted");
        assertEquals(3, server.count("SELECT count(*) FROM audit_events WHERE organization_id = ?"
                + " AND event_type IN ('capture.profile_created', 'capture.profile_replaced', 'capture.profile_deleted')",
                t.organizationId()));
    }

    @Test
    void badProfilesAre422WithTheFieldNamed() {
        Tenant t = tenant();
        Map<String, String> bad = Map.of(
                "{\"name\": \"Not Valid\"}", "name",
                "{\"classes\": [\"note\"]}", "name",
                "{\"name\": \"p\", \"classes\": [\"chatter\"]}", "classes",
                "{\"name\": \"p\", \"classes\": \"note\"}", "classes",
                "{\"name\": \"p\", \"max_text_chars\": 0}", "max_text_chars",
                "{\"name\": \"p\", \"max_events_per_session\": -1}", "max_events_per_session",
                "{\"name\": \"p\", \"retention_days\": {\"decision\": 0}}", "decision",
                "{\"name\": \"p\", \"retention_days\": {\"chatter\": 3}}", "chatter",
                "{\"name\": \"p\", \"max_trust\": {\"user_goal\": \"trusted\"}}", "user_goal",
                "{\"name\": \"p\", \"retention_days\": [1]}", "retention_days");
        bad.forEach((body, field) -> {
            var r = server.send("POST", "/v1/capture/profiles", t.key(), body);
            assertEquals(422, r.status(), body + ": " + r.body());
            assertTrue(r.json().get("detail").isArray(), body);
            assertTrue(r.json().at("/detail/0/loc").toString().contains("\"" + field + "\""), body + ": " + r.body());
        });
        assertEquals(422, server.send("POST", "/v1/capture/profiles", t.key(), "not json").status());
        assertEquals(422, server.send("POST", "/v1/capture/profiles", t.key(), "[]").status());
        assertEquals(422, server.get("/v1/capture/profiles?workspace_id=nope", t.key()).status());
        assertEquals(422, server.send("POST", "/v1/capture/retention/run", t.key(), "{\"dry_run\": \"maybe\"}").status());
        var unknown = server.post("/v1/capture/sessions", t.key(),
                Map.of("host", "codex", "session_key", "s", "profile", "missing"));
        assertEquals(422, unknown.status(), unknown.body());
        assertEquals("profile", unknown.json().at("/detail/0/loc/1").asText());
        assertEquals(0, server.count("SELECT count(*) FROM capture_sessions WHERE organization_id = ?", t.organizationId()),
                "a refused declaration stores nothing");
        assertEquals(404, server.get("/v1/capture/profiles/Bad%20Name", t.key()).status());
        assertEquals(0, server.count("SELECT count(*) FROM capture_profiles WHERE organization_id = ?", t.organizationId()));
    }

    @Test
    void capabilitiesAndTenantsCannotBeEscaped() {
        Tenant t = tenant();
        Tenant other = tenant();
        putProfile(t.key(), "{\"name\": \"mine\", \"retention_days\": {\"note\": 1}}", 201);
        String reader = server.issueKey(t.key(), "memory.read", "capture.write");
        assertEquals("Missing capability: workspaces.manage",
                server.send("POST", "/v1/capture/profiles", reader, "{\"name\": \"x\"}").expect(403).detail());
        assertEquals("Missing capability: workspaces.manage",
                server.delete("/v1/capture/profiles/mine", reader).expect(403).detail());
        assertEquals("Missing capability: workspaces.manage",
                server.send("POST", "/v1/capture/retention/run", reader, "{}").expect(403).detail());
        server.get("/v1/capture/profiles/mine", reader).expect(200);
        String writer = server.issueKey(t.key(), "capture.write");
        assertEquals("Missing capability: memory.read", server.get("/v1/capture/profiles", writer).expect(403).detail());
        String manager = server.issueKey(t.key(), "workspaces.manage", "memory.read");
        server.send("POST", "/v1/capture/retention/run", manager, "{\"dry_run\": true}").expect(200);
        assertEquals("Missing capability: memory.delete",
                server.send("POST", "/v1/capture/retention/run", manager, "{\"dry_run\": false}").expect(403).detail());

        // Another organization sees none of it and cannot change it.
        assertEquals(1, server.get("/v1/capture/profiles", other.key()).expect(200).json().get("profiles").size());
        assertEquals(404, server.get("/v1/capture/profiles/mine", other.key()).status());
        assertEquals(404, server.delete("/v1/capture/profiles/mine", other.key()).status());
        outsideScope(server.get("/v1/capture/profiles?workspace_id=" + t.workspaceId(), other.key()));
        outsideScope(server.send("POST", "/v1/capture/profiles", other.key(),
                "{\"name\": \"mine\", \"workspace_id\": \"" + t.workspaceId() + "\"}"));
        outsideScope(server.send("POST", "/v1/capture/retention/run", other.key(),
                "{\"workspace_id\": \"" + t.workspaceId() + "\"}"));
        putProfile(other.key(), "{\"name\": \"mine\", \"classes\": []}", 201);
        assertEquals(1, server.get("/v1/capture/profiles/mine", t.key()).expect(200).json().get("retention_days").size(),
                "the same name in another organization is another profile");
    }

    /** Another organization's workspace: out of scope (403) or unknown (404), never served. */
    private static void outsideScope(TestServer.Response r) {
        assertTrue(r.status() == 403 || r.status() == 404, r.status() + " " + r.body());
    }

    // ---- the profile at intake --------------------------------------------------------------------------------

    @Test
    void classesNotKeptAreAnsweredButNotStoredAndBoundsHold() {
        Tenant t = tenant();
        putProfile(t.key(), """
                {"name": "lean", "classes": ["decision", "note", "checkpoint"], "max_text_chars": 20,
                 "max_events_per_session": 3}""", 201);
        String s = "lean-session";
        server.post("/v1/capture/sessions", t.key(), Map.of("host", "claude-code", "session_key", s, "profile", "lean"))
                .expect(201);
        Instant now = server.clock().instant();
        ObjectNode tool = event(s, "tool_outcome", "npm test passed", now);
        ObjectNode longNote = event(s, "note", "a note that is far longer than twenty characters", now);
        ObjectNode decision = event(s, "decision", "Use WAL mode", now);
        JsonNode r = send(t.key(), List.of(tool, longNote, decision));
        assertEquals("accepted", r.at("/results/0/status").asText());
        assertTrue(r.at("/results/0/reason").asText().startsWith("not_kept: class: "), r.toString());
        assertEquals("accepted", r.at("/results/1/status").asText());
        assertTrue(r.at("/results/1/reason").asText().startsWith("truncated: text: cut to 20 characters"), r.toString());
        assertTrue(r.at("/results/2/reason").isNull());
        List<JsonNode> stored = readAll(t.key(), "claude-code", s);
        assertEquals(2, stored.size());
        assertEquals("a note that is far l", stored.get(0).get("text").asText());
        assertEquals("Use WAL mode", stored.get(1).get("text").asText());

        // A replay of the skipped event is answered the same and still not stored; a replay of a stored one is a duplicate.
        JsonNode replay = send(t.key(), List.of(tool, decision));
        assertTrue(replay.at("/results/0/reason").asText().startsWith("not_kept"));
        assertEquals("duplicate", replay.at("/results/1/status").asText());

        // The bound: the third event fits, the fourth is refused for good; a duplicate is still a duplicate.
        JsonNode full = send(t.key(), List.of(event(s, "note", "third note", now),
                event(s, "note", "fourth note", now), decision));
        assertEquals("accepted", full.at("/results/0/status").asText());
        assertEquals("rejected", full.at("/results/1/status").asText());
        assertTrue(full.at("/results/1/reason").asText().startsWith("session_limit: session: "), full.toString());
        assertEquals("duplicate", full.at("/results/2/status").asText());
        assertEquals(3, readAll(t.key(), "claude-code", s).size());
        assertTrue(server.count("SELECT count(*) FROM audit_events WHERE organization_id = ? AND event_type ="
                + " 'capture.events_received' AND detail LIKE '%\"not_kept\":1%'", t.organizationId()) >= 1);
    }

    @Test
    void aTrustCeilingLowersPromotedMemoriesAndNeverRaisesThem() {
        Tenant t = tenant();
        putProfile(t.key(), "{\"name\": \"default\", \"max_trust\": {\"user_goal\": \"untrusted\","
                + " \"assistant_outcome\": \"verified\"}}", 201);
        String s = "ceiling";
        Instant now = server.clock().instant();
        ObjectNode goal = event(s, "user_goal", "Pin the CI time zone to UTC in the test setup", now);
        ObjectNode outcome = event(s, "assistant_outcome", "I pinned the zone in the shared test fixture.", now);
        send(t.key(), List.of(goal, outcome, CheckpointTest.checkpoint(s, "session_end")));
        JsonNode g = server.get("/v1/memories/" + memoryOf(goal.get("event_id").asText()), t.key()).expect(200).json();
        assertEquals("untrusted", g.get("trust").asText(), "lowered by the workspace's default profile");
        assertTrue(g.get("confidence").asDouble() <= 0.45);
        JsonNode o = server.get("/v1/memories/" + memoryOf(outcome.get("event_id").asText()), t.key()).expect(200).json();
        assertEquals("untrusted", o.get("trust").asText(), "a verified ceiling does not raise an agent's outcome");
    }

    // ---- retention ---------------------------------------------------------------------------------------------

    @Test
    void retentionScrubsOldEventsAndTheMemoriesPromotedFromThem() {
        Tenant t = tenant();
        Tenant bystander = tenant();
        putProfile(t.key(), "{\"name\": \"default\", \"retention_days\": {\"decision\": 30, \"user_goal\": 30}}", 201);
        putProfile(bystander.key(), "{\"name\": \"default\", \"retention_days\": {\"decision\": 30}}", 201);
        Instant old = server.clock().instant().minus(Duration.ofDays(40));
        String s = "retained";
        ObjectNode question = event(s, "user_goal", "How should the queue survive a power cut?", old);
        ObjectNode oldDecision = event(s, "decision", "Use synchronous FULL for the capture queue database", old);
        ObjectNode outcome = event(s, "assistant_outcome", "The queue now fsyncs every enqueue in WAL mode.", old);
        ObjectNode freshDecision = event(s, "decision", "Keep the spool files under the queue folder",
                server.clock().instant());
        send(t.key(), List.of(question, oldDecision, outcome, freshDecision,
                CheckpointTest.checkpoint(s, "session_end")));
        String oldMemory = memoryOf(oldDecision.get("event_id").asText());
        String outcomeMemory = memoryOf(outcome.get("event_id").asText());
        String freshMemory = memoryOf(freshDecision.get("event_id").asText());
        assertEquals("How should the queue survive a power cut?", server.get("/v1/memories/" + outcomeMemory, t.key())
                .expect(200).json().at("/metadata_/captured/session_goal").asText());
        ObjectNode otherOld = event("elsewhere", "decision", "Bystanders keep their own decisions forever", old);
        send(bystander.key(), List.of(otherOld, CheckpointTest.checkpoint("elsewhere", "session_end")));
        String bystanderMemory = memoryOf(otherOld.get("event_id").asText());

        // A dry run counts and changes nothing.
        JsonNode dry = server.send("POST", "/v1/capture/retention/run", t.key(), "{}").expect(200).json();
        assertTrue(dry.get("dry_run").asBoolean());
        assertEquals(1, dry.get("sessions").asInt());
        assertEquals(2, dry.get("events").asInt(), dry.toString());
        assertEquals(1, dry.get("memories").asInt(), "the question became no memory");
        assertEquals("{\"decision\":1,\"user_goal\":1}", dry.get("events_by_class").toString());
        assertEquals(5, readAll(t.key(), "claude-code", s).size());
        server.get("/v1/memories/" + oldMemory, t.key()).expect(200);

        JsonNode run = server.send("POST", "/v1/capture/retention/run", t.key(), "{\"dry_run\": false}").expect(200).json();
        assertFalse(run.get("dry_run").asBoolean());
        assertEquals(2, run.get("events").asInt());
        assertEquals(1, run.get("memories").asInt());

        List<String> left = new ArrayList<>();
        readAll(t.key(), "claude-code", s).forEach(e -> left.add(e.get("event_id").asText()));
        assertFalse(left.contains(oldDecision.get("event_id").asText()));
        assertFalse(left.contains(question.get("event_id").asText()));
        assertTrue(left.contains(outcome.get("event_id").asText()), "a class without retention stays");
        assertTrue(left.contains(freshDecision.get("event_id").asText()), "a young event stays");
        assertEquals("Memory not found", server.get("/v1/memories/" + oldMemory, t.key()).expect(404).detail());
        assertEquals("", server.one("SELECT content FROM memories WHERE id = ?", oldMemory), "scrubbed, not hidden");
        assertEquals(0, server.count("SELECT count(*) FROM memory_chunks WHERE memory_id = ?", oldMemory));
        JsonNode hits = server.post("/v1/search", t.key(), Map.of("query", "synchronous FULL capture queue database",
                "include_graph", false)).expect(200).json().get("hits");
        hits.forEach(h -> assertFalse(h.get("content").asText().contains("synchronous FULL"), hits.toString()));
        JsonNode kept = server.get("/v1/memories/" + outcomeMemory, t.key()).expect(200).json();
        assertTrue(kept.at("/metadata_/captured/session_goal").isMissingNode(),
                "the scrubbed question's text is gone from what was derived from it: " + kept);
        server.get("/v1/memories/" + freshMemory, t.key()).expect(200);
        server.get("/v1/memories/" + bystanderMemory, bystander.key()).expect(200);
        assertEquals(1, server.count("SELECT count(*) FROM capture_events WHERE event_id = ?",
                otherOld.get("event_id").asText()), "another organization's capture is not touched");
        assertEquals(1, server.count("SELECT count(*) FROM audit_events WHERE organization_id = ? AND event_type ="
                + " 'capture.retention_run' AND detail LIKE '%\"events\":2%' AND detail LIKE '%\"dry_run\":false%'",
                t.organizationId()));

        JsonNode again = server.send("POST", "/v1/capture/retention/run", t.key(), "{\"dry_run\": false}")
                .expect(200).json();
        assertEquals(0, again.get("events").asInt(), "nothing is left to scrub");
    }

    @Test
    void ageCountsFromArrivalTooSoAClockAheadDoesNotKeepCaptureLonger() {
        Tenant t = tenant();
        putProfile(t.key(), "{\"name\": \"short\", \"retention_days\": {\"note\": 2}}", 201);
        String s = "future-clock";
        server.post("/v1/capture/sessions", t.key(), Map.of("host", "claude-code", "session_key", s, "profile", "short"))
                .expect(201);
        ObjectNode note = event(s, "note", "A note from a host whose clock runs a year ahead",
                server.clock().instant().plus(Duration.ofDays(365)));
        send(t.key(), List.of(note));
        assertEquals(0, server.send("POST", "/v1/capture/retention/run", t.key(), "{}").expect(200).json()
                .get("events").asInt());
        server.clock().advance(Duration.ofDays(3));
        JsonNode run = server.send("POST", "/v1/capture/retention/run", t.key(),
                "{\"dry_run\": false, \"workspace_id\": \"" + t.workspaceId() + "\"}").expect(200).json();
        assertEquals(1, run.get("events").asInt(), run.toString());
        assertEquals(0, readAll(t.key(), "claude-code", s).size());
    }

    @Test
    void theScheduleIntervalIsReadFromTheEnvironment() {
        assertEquals(RetentionSchedule.DEFAULT_INTERVAL, RetentionSchedule.interval(Map.of()));
        assertEquals(Duration.ZERO, RetentionSchedule.interval(Map.of(RetentionSchedule.SETTING, "0")));
        assertEquals(Duration.ofSeconds(90), RetentionSchedule.interval(Map.of(RetentionSchedule.SETTING, " 90 ")));
        for (String bad : List.of("-1", "1.5", "soon", "604801")) {
            var e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> RetentionSchedule.interval(Map.of(RetentionSchedule.SETTING, bad)));
            assertTrue(e.getMessage().startsWith(RetentionSchedule.SETTING), e.getMessage());
        }
        assertFalse(RetentionSchedule.start(null, Duration.ZERO).enabled(), "0 turns the timer off");
    }
}

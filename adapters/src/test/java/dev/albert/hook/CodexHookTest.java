package dev.albert.hook;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import dev.albert.api.capture.CaptureEventClass;
import dev.albert.capture.queue.QueuedEvent;
import dev.albert.testkit.EmbeddedAlbert;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.ServerSocket;
import java.util.List;
import java.util.Map;

import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static dev.albert.hook.HookFixtures.fixture;
import static dev.albert.hook.HookFixtures.queued;
import static dev.albert.hook.HostHookCases.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** albert-hook codex through its real entry point, with host-hooks §5.5 payloads (the real Codex: RealCodexTest). */
class CodexHookTest extends HostHookTest {
    @RegisterExtension
    static EmbeddedAlbert albert = new EmbeddedAlbert();
    static String key;

    @BeforeAll
    static void bootstrap() {
        key = HostHookCases.readOnlyKey(albert, "Codex Org");
    }

    @Override
    EmbeddedAlbert albert() {
        return albert;
    }

    @Override
    String key() {
        return key;
    }

    @Test
    void userPromptSubmitRecallsInCodexsStrictShapeByteForByte() throws Exception {
        HostHookCases.stubRecall(wiremock);
        Map<String, String> env = HostHookCases.recallEnv(root, wiremock.baseUrl(), "alb_test_key");
        var run = run(env, "codex", "UserPromptSubmit", fixture("codex", "UserPromptSubmit.json"));

        assertEquals(0, run.result().exitCode());
        // Only hookEventName and additionalContext: Codex rejects any other key (additionalProperties: false).
        assertEquals("{\"hookSpecificOutput\":{\"hookEventName\":\"UserPromptSubmit\",\"additionalContext\":" + HostHookCases.quoted(HostHookCases.BLOCK) + "}}",
                run.result().stdout());
        LoggedRequest request = wiremock.findAll(postRequestedFor(urlEqualTo("/v1/context/session-start"))).get(0);
        JsonNode body = new ObjectMapper().readTree(request.getBodyAsString());
        assertEquals("codex", body.get("host").asText());
        assertEquals("019a7c55-2b1e", body.get("session_key").asText());
        assertEquals("Add a retry to the payment client for Müller 日本", body.get("query").asText());
        assertEquals(Provenance.ref("folder:shop"), body.at("/provenance/project_ref").asText());
    }

    @Test
    void sessionStartRecallsWithItsOwnEventName() throws Exception {
        HostHookCases.stubRecall(wiremock);
        var run = run(HostHookCases.recallEnv(root, wiremock.baseUrl(), "alb_test_key"), "codex", "SessionStart", fixture("codex", "SessionStart.json"));
        assertTrue(run.result().stdout().startsWith("{\"hookSpecificOutput\":{\"hookEventName\":\"SessionStart\",\"additionalContext\":"), run.result().stdout());
    }

    @Test
    void promptAndOutcomeAreCapturedWithTheTurnIdAndStopEndsTheTurnWithACheckpoint() {
        Map<String, String> env = real();
        assertEquals("", run(env, "codex", "UserPromptSubmit", fixture("codex", "UserPromptSubmit.json")).result().stdout());
        var stop = run(env, "codex", "Stop", fixture("codex", "Stop.json"));
        assertEquals("", stop.result().stdout()); // plain text on Stop is invalid for Codex
        assertEquals(0, stop.result().exitCode());
        assertEquals("", run(env, "codex", "PreCompact", fixture("codex", "PreCompact.json")).result().stdout());

        List<QueuedEvent> events = queued(env);
        assertEquals(List.of(CaptureEventClass.USER_GOAL, CaptureEventClass.ASSISTANT_OUTCOME, CaptureEventClass.CHECKPOINT, CaptureEventClass.CHECKPOINT),
                events.stream().map(QueuedEvent::eventClass).toList());
        assertTrue(events.stream().allMatch(e -> e.host().equals("codex") && e.sessionKey().equals("019a7c55-2b1e")));
        assertEquals("019a7c56-0e44", events.get(0).payload().turnKey());
        assertEquals("019a7c56-0e44", events.get(1).payload().turnKey()); // pairs with the prompt
        assertEquals("turn_end", events.get(2).payload().metadata().get("kind"));
        assertEquals("pre_compaction", events.get(3).payload().metadata().get("kind"));
        assertEquals("auto", events.get(3).payload().metadata().get("trigger"));
    }

    @Test
    void serverDownGivesEmptyStdoutAndKeepsTheEvent() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Map<String, String> env = HostHookCases.env(root, "http://127.0.0.1:" + port, "alb_test_key");
        var run = run(env, "codex", "UserPromptSubmit", fixture("codex", "UserPromptSubmit.json"));
        assertEquals("", run.result().stdout());
        assertEquals(0, run.result().exitCode());
        assertTrue(run.millis() < 30_000, "took " + run.millis() + " ms (a bound for hangs, not a speed goal: a loaded machine starts a JVM slowly)");
        assertEquals(1, queued(env).size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "{", "[1,2]", "null", "{\"hook_event_name\":\"UserPromptSubmit\"}"})
    void malformedOrIncompleteStdinGivesEmptyStdout(String stdin) {
        var run = run(real(), "codex", "UserPromptSubmit", stdin);
        assertEquals("", run.result().stdout());
        assertEquals(0, run.result().exitCode());
        assertEquals(0, queued(real()).size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SessionEnd", "PostToolUse", "sessionStart", "notify"})
    void eventsWeDoNotServeGiveEmptyStdout(String event) {
        var run = run(real(), "codex", event, fixture("codex", "Stop.json"));
        assertEquals("", run.result().stdout());
        assertEquals(0, queued(real()).size());
    }

    @Test
    void aClaudeCodePayloadForAnotherEventIsANoOp() {
        var run = run(real(), "codex", "Stop", fixture("claude-code", "SessionEnd.json"));
        assertEquals("", run.result().stdout());
        assertEquals(0, queued(real()).size());
    }
}

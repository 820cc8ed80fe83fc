package dev.albert.hook;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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

/** albert-hook openclaw with our plugin's envelope (version 1; the plugin itself: plugin-packaging/openclaw, RealOpenClawTest). */
class OpenClawHookTest extends HostHookTest {
    @RegisterExtension
    static EmbeddedAlbert albert = new EmbeddedAlbert();
    static String key;

    @BeforeAll
    static void bootstrap() {
        key = HostHookCases.readOnlyKey(albert, "OpenClaw Org");
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
    void beforePromptBuildRecallsAsPrependContextWithTheCurrentMessageAsQuery() throws Exception {
        HostHookCases.stubRecall(wiremock);
        var run = run(HostHookCases.recallEnv(root, wiremock.baseUrl(), "alb_test_key"), "openclaw", "before_prompt_build",
                fixture("openclaw", "before_prompt_build.json"));

        assertEquals(0, run.result().exitCode());
        assertEquals("{\"prependContext\":" + HostHookCases.quoted(HostHookCases.BLOCK) + "}", run.result().stdout());
        JsonNode body = new ObjectMapper().readTree(wiremock.findAll(postRequestedFor(urlEqualTo("/v1/context/session-start"))).get(0).getBodyAsString());
        assertEquals("openclaw", body.get("host").asText());
        assertEquals("agent:main:telegram:dm:4711", body.get("session_key").asText());
        assertEquals("what did we decide about the invoice template?", body.get("query").asText()); // not the envelope text
    }

    @Test
    void thePromptAndTheRunsOutcomeAreCapturedAndAgentEndCheckpoints() {
        Map<String, String> env = real();
        assertEquals("", run(env, "openclaw", "before_prompt_build", fixture("openclaw", "before_prompt_build.json")).result().stdout());
        var end = run(env, "openclaw", "agent_end", fixture("openclaw", "agent_end.json"));
        assertEquals("", end.result().stdout());
        assertEquals(0, end.result().exitCode());

        List<QueuedEvent> events = queued(env);
        assertEquals(List.of(CaptureEventClass.USER_GOAL, CaptureEventClass.ASSISTANT_OUTCOME, CaptureEventClass.CHECKPOINT),
                events.stream().map(QueuedEvent::eventClass).toList());
        assertEquals("what did we decide about the invoice template?", events.get(0).payload().text());
        assertEquals("We chose the two-column layout with VAT lines.", events.get(1).payload().text());
        assertTrue(events.stream().allMatch(e -> "r-1f0c".equals(e.payload().turnKey()) && e.host().equals("openclaw")));
        assertEquals("turn_end", events.get(2).payload().metadata().get("kind"));
    }

    @Test
    void aFailedRunStillCheckpointsButCapturesNoOutcome() {
        Map<String, String> env = real();
        String failed = fixture("openclaw", "agent_end.json").replace("\"success\":true", "\"success\":false");
        assertEquals("", run(env, "openclaw", "agent_end", failed).result().stdout());
        assertEquals(List.of(CaptureEventClass.CHECKPOINT), queued(env).stream().map(QueuedEvent::eventClass).toList());
    }

    @Test
    void serverDownGivesEmptyStdout() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        var run = run(HostHookCases.env(root, "http://127.0.0.1:" + port, "alb_test_key"), "openclaw", "before_prompt_build",
                fixture("openclaw", "before_prompt_build.json"));
        assertEquals("", run.result().stdout());
        assertEquals(0, run.result().exitCode());
        assertTrue(run.millis() < 30_000, "took " + run.millis() + " ms (a bound for hangs, not a speed goal: a loaded machine starts a JVM slowly)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "{", "{\"version\":2,\"sessionKey\":\"k\",\"prompt\":\"p\"}", "{\"event\":\"agent_end\",\"sessionKey\":\"k\",\"prompt\":\"p\"}"})
    void malformedOrForeignEnvelopesGiveEmptyStdout(String stdin) {
        assertEquals("", run(real(), "openclaw", "before_prompt_build", stdin).result().stdout());
        assertEquals(0, queued(real()).size());
    }
}

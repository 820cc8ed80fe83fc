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

/**
 * albert-hook cursor against Cursor's documented hook format and payloads (host-hooks §3; Cursor has no
 * installable CLI here, so no real Cursor runs): every event, its reply format, and the no-op replies.
 */
class CursorDocumentedFormatHookTest extends HostHookTest {
    @RegisterExtension
    static EmbeddedAlbert albert = new EmbeddedAlbert();
    static String key;

    @BeforeAll
    static void bootstrap() {
        key = HostHookCases.readOnlyKey(albert, "Cursor Org");
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
    void documentedSessionStartRecallsAsAdditionalContextByteForByte() throws Exception {
        HostHookCases.stubRecall(wiremock);
        var run = run(HostHookCases.recallEnv(root, wiremock.baseUrl(), "alb_test_key"), "cursor", "sessionStart", fixture("cursor", "sessionStart.json"));

        assertEquals(0, run.result().exitCode());
        assertEquals("{\"additional_context\":" + HostHookCases.quoted(HostHookCases.BLOCK) + "}", run.result().stdout());
        JsonNode body = new ObjectMapper().readTree(wiremock.findAll(postRequestedFor(urlEqualTo("/v1/context/session-start"))).get(0).getBodyAsString());
        assertEquals("cursor", body.get("host").asText());
        assertEquals("c9d1e2f3", body.get("session_key").asText()); // conversation_id
        assertTrue(body.get("query").isNull()); // once per conversation, no prompt yet
        assertEquals(Provenance.ref("folder:shop"), body.at("/provenance/project_ref").asText()); // workspace_roots[0]
    }

    @Test
    void documentedEventsCaptureThePromptTheAnswerAndCheckpointsWithCursorsReplies() {
        Map<String, String> env = real();
        assertEquals("{\"continue\":true}", run(env, "cursor", "beforeSubmitPrompt", fixture("cursor", "beforeSubmitPrompt.json")).result().stdout());
        assertEquals("{}", run(env, "cursor", "afterAgentResponse", fixture("cursor", "afterAgentResponse.json")).result().stdout());
        assertEquals("{}", run(env, "cursor", "preCompact", fixture("cursor", "preCompact.json")).result().stdout());
        assertEquals("{}", run(env, "cursor", "stop", fixture("cursor", "stop.json")).result().stdout()); // never followup_message
        var end = run(env, "cursor", "sessionEnd", fixture("cursor", "sessionEnd.json"));
        assertEquals("{}", end.result().stdout());
        assertEquals(0, end.result().exitCode());

        List<QueuedEvent> events = queued(env);
        assertEquals(List.of(CaptureEventClass.USER_GOAL, CaptureEventClass.ASSISTANT_OUTCOME, CaptureEventClass.CHECKPOINT, CaptureEventClass.CHECKPOINT, CaptureEventClass.CHECKPOINT),
                events.stream().map(QueuedEvent::eventClass).toList());
        assertTrue(events.stream().allMatch(e -> e.host().equals("cursor") && e.sessionKey().equals("c9d1e2f3")));
        assertEquals("Rename OrderDto to OrderView", events.get(0).payload().text());
        assertEquals("g-0002", events.get(0).payload().turnKey());
        assertEquals("g-0002", events.get(1).payload().turnKey()); // generation_id pairs prompt and answer
        assertEquals("Renamed the class and 14 usages.", events.get(1).payload().text());
        assertEquals("pre_compaction", events.get(2).payload().metadata().get("kind"));
        assertEquals("turn_end", events.get(3).payload().metadata().get("kind"));
        assertEquals("completed", events.get(3).payload().metadata().get("status"));
        assertEquals("session_end", events.get(4).payload().metadata().get("kind"));
        assertEquals("window_close", events.get(4).payload().metadata().get("reason"));
        assertEquals(Provenance.ref("folder:shop"), events.get(0).payload().projectRef());
    }

    @Test
    void serverDownGivesTheDocumentedNoOpReply() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        var run = run(HostHookCases.env(root, "http://127.0.0.1:" + port, "alb_test_key"), "cursor", "sessionStart", fixture("cursor", "sessionStart.json"));
        assertEquals("{}", run.result().stdout());
        assertEquals(0, run.result().exitCode());
        assertTrue(run.millis() < 30_000, "took " + run.millis() + " ms (a bound for hangs, not a speed goal: a loaded machine starts a JVM slowly)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "{", "[]", "{\"hook_event_name\":\"sessionStart\"}"})
    void malformedStdinGivesTheDocumentedNoOpReply(String stdin) {
        assertEquals("{}", run(real(), "cursor", "sessionStart", stdin).result().stdout());
        assertEquals("{\"continue\":true}", run(real(), "cursor", "beforeSubmitPrompt", stdin).result().stdout());
        assertEquals(0, queued(real()).size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"preToolUse", "beforeShellExecution", "SessionStart", "afterFileEdit"})
    void documentedEventsWeDoNotServeGiveEmptyJson(String event) {
        var run = run(real(), "cursor", event, fixture("cursor", "stop.json"));
        assertEquals("{}", run.result().stdout()); // never a permission decision
        assertEquals(0, queued(real()).size());
    }

    @Test
    void aPayloadOfAnotherEventIsANoOp() {
        assertEquals("{}", run(real(), "cursor", "stop", fixture("cursor", "sessionStart.json")).result().stdout());
        assertEquals(0, queued(real()).size());
    }
}

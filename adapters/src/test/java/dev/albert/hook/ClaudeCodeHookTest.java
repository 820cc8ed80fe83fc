package dev.albert.hook;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import dev.albert.api.capture.CaptureEventClass;
import dev.albert.capture.queue.QueuedEvent;
import dev.albert.testkit.EmbeddedAlbert;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static dev.albert.hook.HookFixtures.env;
import static dev.albert.hook.HookFixtures.fixture;
import static dev.albert.hook.HookFixtures.hook;
import static dev.albert.hook.HookFixtures.queued;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * albert-hook claude-code through its real entry point (through the resident agent, started in this JVM) against
 * the embedded server, and WireMock for the faults a real server cannot produce on demand.
 */
class ClaudeCodeHookTest {
    @RegisterExtension
    static EmbeddedAlbert albert = new EmbeddedAlbert();
    static String key;

    @TempDir
    Path root;
    WireMockServer wiremock;

    @BeforeAll
    static void bootstrap() {
        // memory.read without capture.write: the server refuses delivery (never parked), so what the hook
        // recorded stays in the local queue for these tests to read. Delivery has its own end-to-end tests.
        key = albert.issueKey(albert.bootstrap("Hooks Org", "hooks").apiKey(), java.util.List.of("memory.read"));
    }

    @BeforeEach
    void startWireMockAndAgent() {
        wiremock = new WireMockServer(options().dynamicPort());
        wiremock.start();
        HookFixtures.startAgent(real()); // serves every environment of this test: they share root/run
    }

    @AfterEach
    void stopWireMockAndAgent() {
        HookFixtures.stopAgents();
        wiremock.stop();
    }

    private Map<String, String> real() {
        return env(root, albert.url(), key);
    }

    @Test
    void userPromptIsQueuedAsUserGoalWithItsTurnKeyAndPrintsNothingWhenThereIsNothingToRecall() {
        var run = hook(real(), "UserPromptSubmit", fixture("UserPromptSubmit.json"));

        assertEquals(0, run.result().exitCode());
        // The server recalls (memory.read), but this tenant has no memories: context "" and the hook prints nothing.
        // (Recall that prints: RecallEndToEndTest; a 404 from an older server: the WireMock tests below.)
        assertEquals("", run.result().stdout());
        List<QueuedEvent> events = queued(real());
        assertEquals(1, events.size());
        QueuedEvent e = events.get(0);
        assertEquals("claude-code", e.host());
        assertEquals("5f1c2a9e", e.sessionKey());
        assertEquals(CaptureEventClass.USER_GOAL, e.eventClass());
        assertEquals("Why does the checkout test fail on CI but not locally?", e.payload().text());
        assertEquals("b3e0c7d2-4a11", e.payload().turnKey());
        assertEquals(Provenance.ref("folder:shop"), e.payload().projectRef());
        HookFixtures.assertFinishedWithinBudget(run, "UserPromptSubmit");
    }

    @Test
    void stopQueuesTheFinalReplyAndPrintsNothing() {
        var run = hook(real(), "Stop", fixture("Stop.json"));

        assertEquals(0, run.result().exitCode());
        assertEquals("", run.result().stdout());
        List<QueuedEvent> events = queued(real());
        assertEquals(1, events.size());
        assertEquals(CaptureEventClass.ASSISTANT_OUTCOME, events.get(0).eventClass());
        assertTrue(events.get(0).payload().text().startsWith("The CI image uses UTC"));
        assertEquals("b3e0c7d2-4a11", events.get(0).payload().turnKey()); // pairs with the prompt
    }

    @Test
    void stopWithStopHookActivePrintsNothingAndKeepsNonAsciiText() {
        var run = hook(real(), "Stop", fixture("Stop-active.json"));

        assertEquals("", run.result().stdout());
        assertEquals(0, run.result().exitCode());
        List<QueuedEvent> events = queued(real());
        assertEquals(1, events.size());
        assertEquals("Herr Müller bestätigt: 日本 zuerst.", events.get(0).payload().text());
        assertNull(events.get(0).payload().turnKey()); // no prompt_id in this payload
        assertEquals("true", events.get(0).payload().metadata().get("stop_hook_active"));
    }

    @Test
    void compactionAndSessionEndBecomeCheckpointsAndSummaries() {
        Map<String, String> env = real();
        assertEquals("", hook(env, "PreCompact", fixture("PreCompact.json")).result().stdout());
        assertEquals("", hook(env, "PostCompact", fixture("PostCompact.json")).result().stdout());
        var end = hook(env, "SessionEnd", fixture("SessionEnd.json"));
        assertEquals("", end.result().stdout());
        HookFixtures.assertFinishedWithinBudget(end, "SessionEnd");

        List<QueuedEvent> events = queued(env);
        assertEquals(List.of(CaptureEventClass.CHECKPOINT, CaptureEventClass.COMPACTION_SUMMARY, CaptureEventClass.CHECKPOINT),
                events.stream().map(QueuedEvent::eventClass).toList());
        assertEquals("pre_compaction", events.get(0).payload().metadata().get("kind"));
        assertEquals("auto", events.get(0).payload().metadata().get("trigger"));
        assertTrue(events.get(1).payload().text().startsWith("We moved the checkout test"));
        assertEquals("session_end", events.get(2).payload().metadata().get("kind"));
        assertEquals("prompt_input_exit", events.get(2).payload().metadata().get("reason"));
    }

    @Test
    void sessionStartWithMissingOptionalFieldsIsANoOpWithoutTheEndpoint() {
        var run = hook(real(), "SessionStart", fixture("SessionStart-minimal.json"));
        assertEquals(0, run.result().exitCode());
        assertEquals("", run.result().stdout());
        assertEquals(0, queued(real()).size()); // SessionStart recalls, it captures nothing
    }

    @Test
    void recallIsPrintedByteExactInClaudeCodesFormat() throws Exception {
        String block = "<albert-memory source=\"albert\" items=\"1\">\n[verified] Herr Müller prefers 日本 time zones. (mem_1)\n</albert-memory>";
        wiremock.stubFor(post(urlEqualTo("/v1/context/session-start")).willReturn(aResponse().withStatus(200)
                .withHeader("Content-Type", "application/json")
                .withBody(new ObjectMapper().writeValueAsString(Map.of("context", block, "items", List.of(), "degraded", List.of())))));
        Map<String, String> env = HostHookCases.recallEnv(root, wiremock.baseUrl(), "alb_test_key");

        var run = hook(env, "UserPromptSubmit", fixture("UserPromptSubmit-unicode-extra-fields.json"));

        String expected = "{\"hookSpecificOutput\":{\"hookEventName\":\"UserPromptSubmit\",\"additionalContext\":"
                + new ObjectMapper().writeValueAsString(block) + "}}";
        assertEquals(expected, run.result().stdout());
        assertEquals(0, run.result().exitCode());

        List<LoggedRequest> requests = wiremock.findAll(postRequestedFor(urlEqualTo("/v1/context/session-start")));
        assertEquals(1, requests.size());
        JsonNode body = new ObjectMapper().readTree(requests.get(0).getBodyAsString());
        assertEquals("Was hat Herr Müller über 日本 gesagt?", body.get("query").asText());
        assertEquals("claude-code", body.get("host").asText());
        assertEquals("5f1c2a9e", body.get("session_key").asText());
        assertTrue(body.at("/provenance/project_ref").asText().matches("prj_[0-9a-f]{16}"));
        assertTrue(body.at("/budgets/max_characters").asInt() > 0);
        var sent = dev.albert.api.Json.mapper().treeToValue(body, dev.albert.api.context.SessionStartRequest.class);
        assertEquals(dev.albert.api.context.SessionStartBudgets.DEFAULTS, sent.budgets());
        assertTrue(!requests.get(0).getBodyAsString().contains("/home/dev"), "no absolute path leaves the machine");
        assertEquals("Bearer alb_test_key", requests.get(0).getHeader("Authorization"));
    }

    @Test
    void sessionStartRecallUsesItsOwnEventName() throws Exception {
        wiremock.stubFor(post(urlEqualTo("/v1/context/session-start")).willReturn(aResponse().withStatus(200)
                .withBody("{\"context\":\"The deploy target is eu-west.\",\"items\":[],\"degraded\":[]}")));
        var run = hook(HostHookCases.recallEnv(root, wiremock.baseUrl(), "alb_test_key"), "SessionStart", fixture("SessionStart.json"));
        JsonNode out = new ObjectMapper().readTree(run.result().stdout());
        assertEquals("SessionStart", out.at("/hookSpecificOutput/hookEventName").asText());
        assertEquals("<albert-memory source=\"albert\">\nThe deploy target is eu-west.\n</albert-memory>",
                out.at("/hookSpecificOutput/additionalContext").asText());
        JsonNode body = new ObjectMapper().readTree(wiremock.findAll(postRequestedFor(urlEqualTo("/v1/context/session-start"))).get(0).getBodyAsString());
        assertTrue(body.get("query").isNull());
    }

    @Test
    void oversizeRecallIsCutBelowClaudeCodesCap() throws Exception {
        String line = "[verified] " + "x".repeat(90) + "\n";
        String block = "<albert-memory>\n" + line.repeat(300) + "</albert-memory>";
        wiremock.stubFor(post(urlEqualTo("/v1/context/session-start")).willReturn(aResponse().withStatus(200)
                .withBody(new ObjectMapper().writeValueAsString(Map.of("context", block)))));
        var run = hook(HostHookCases.recallEnv(root, wiremock.baseUrl(), "alb_test_key"), "UserPromptSubmit", fixture("UserPromptSubmit.json"));
        String context = new ObjectMapper().readTree(run.result().stdout()).at("/hookSpecificOutput/additionalContext").asText();
        assertTrue(context.length() <= 10_000, "length " + context.length());
        assertTrue(context.startsWith("<albert-memory>"));
        assertTrue(context.endsWith("[truncated]\n</albert-memory>"));
    }

    // ---- fail-open: every fault gives the no-op reply (empty stdout), exit 0, within the budget ----

    @ParameterizedTest
    @ValueSource(strings = {"500", "garbage", "reset", "not-json-object"})
    void serverFaultsGiveTheNoOpReply(String fault) {
        var response = switch (fault) {
            case "500" -> aResponse().withStatus(500).withBody("{\"detail\":\"boom\"}");
            case "garbage" -> aResponse().withStatus(200).withBody("\u0000\u0001 not json at all");
            case "reset" -> aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER);
            default -> aResponse().withStatus(200).withBody("[1,2,3]");
        };
        wiremock.stubFor(post(urlEqualTo("/v1/context/session-start")).willReturn(response));
        Map<String, String> env = env(root, wiremock.baseUrl(), "alb_test_key");
        var run = hook(env, "UserPromptSubmit", fixture("UserPromptSubmit.json"));
        assertEquals("", run.result().stdout());
        assertEquals(0, run.result().exitCode());
        HookFixtures.assertFinishedWithinBudget(run, "UserPromptSubmit");
        assertEquals(1, queued(env).size()); // the capture is kept whatever the server does
    }

    @Test
    void serverDownGivesTheNoOpReplyAndKeepsTheEvent() throws IOException {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort(); // closed again: nothing listens
        }
        Map<String, String> env = env(root, "http://127.0.0.1:" + port, "alb_test_key");
        var run = hook(env, "UserPromptSubmit", fixture("UserPromptSubmit.json"));
        assertEquals("", run.result().stdout());
        assertEquals(0, run.result().exitCode());
        HookFixtures.assertFinishedWithinBudget(run, "UserPromptSubmit");
        assertEquals(1, queued(env).size());
    }

    @Test
    void hangingServerGivesTheNoOpReplyWithinTheBudget() throws Exception {
        List<Socket> held = new ArrayList<>();
        try (ServerSocket hang = new ServerSocket(0)) {
            Thread acceptor = new Thread(() -> {
                try {
                    while (true) {
                        held.add(hang.accept()); // accepts, never answers
                    }
                } catch (IOException closed) {
                    // test over
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();
            Map<String, String> env = env(root, "http://127.0.0.1:" + hang.getLocalPort(), "alb_test_key");

            var run = hook(env, "UserPromptSubmit", fixture("UserPromptSubmit.json"));
            assertEquals("", run.result().stdout());
            assertEquals(0, run.result().exitCode());
            HookFixtures.assertFinishedWithinBudget(run, "UserPromptSubmit");
            var end = hook(env, "SessionEnd", fixture("SessionEnd.json"));
            HookFixtures.assertFinishedWithinBudget(end, "SessionEnd");
            assertEquals(2, queued(env).size());
        } finally {
            for (Socket s : held) {
                s.close();
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "{", "not json", "[]", "null", "{\"hook_event_name\":\"UserPromptSubmit\"}"})
    void malformedOrEmptyStdinGivesTheNoOpReply(String stdin) {
        var run = hook(real(), "UserPromptSubmit", stdin);
        assertEquals("", run.result().stdout());
        assertEquals(0, run.result().exitCode());
        assertEquals(0, queued(real()).size());
    }

    @Test
    void stdinThatNeverClosesIsAbandonedAtItsDeadline() throws IOException {
        try (var writer = new java.io.PipedOutputStream(); var reader = new java.io.PipedInputStream(writer)) {
            writer.write("{\"session_id\":\"5f1c2a9e\",\"prompt\":\"half".getBytes(StandardCharsets.UTF_8));
            writer.flush();
            var run = hook(real(), "UserPromptSubmit", dev.albert.testkit.ExecutableRun.of(HookMain::execute).stdin(reader), "claude-code");
            assertEquals("", run.result().stdout());
            assertEquals(0, run.result().exitCode());
            assertTrue(run.millis() >= 900, "waited for the stdin deadline: " + run.millis() + " ms");
            HookFixtures.assertFinishedWithinBudget(run, "UserPromptSubmit");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"Notification", "PreToolUse", "sessionStart", "", "../../etc"})
    void unknownEventsGiveTheNoOpReply(String event) {
        var run = hook(real(), event, fixture("UserPromptSubmit.json"));
        assertEquals("", run.result().stdout());
        assertEquals(0, run.result().exitCode());
        assertEquals(0, queued(real()).size());
    }

    @Test
    void unknownHostAndMissingArgumentsGiveTheNoOpReply() {
        var run = hook(real(), "UserPromptSubmit", dev.albert.testkit.ExecutableRun.of(HookMain::execute).stdin(fixture("UserPromptSubmit.json")), "vim");
        assertEquals("", run.result().stdout());
        assertEquals(0, run.result().exitCode());
        var none = dev.albert.testkit.ExecutableRun.of(HookMain::execute).env(real()).run();
        assertEquals("", none.stdout());
        assertEquals(0, none.exitCode());
    }

    @Test
    void aCursorPayloadAtTheClaudeEntryPointIsANoOp() {
        var run = hook(real(), "SessionStart", fixture("cursor-sessionStart.json"));
        assertEquals("", run.result().stdout());
        assertEquals(0, queued(real()).size());
    }

    @Test
    void aCorruptQueueIsMovedAsideAndTheEventStillQueued() throws IOException {
        Path capture = HookFixtures.dataDir(real()).resolve("capture");
        Files.createDirectories(capture);
        Files.write(capture.resolve("queue.db"), "this is not a database at all, not even close".repeat(200).getBytes(StandardCharsets.UTF_8));
        var run = hook(real(), "Stop", fixture("Stop.json"));
        assertEquals("", run.result().stdout());
        assertEquals(0, run.result().exitCode());
        assertEquals(1, queued(real()).size());
    }

    @Test
    void anUnusableDataDirectoryGivesTheNoOpReply() throws IOException {
        Map<String, String> env = real();
        Path notADir = root.resolve("data-is-a-file");
        Files.writeString(notADir, "x");
        env.put("XDG_DATA_HOME", notADir.toString());
        env.put("HOME", notADir.toString());
        for (String event : List.of("UserPromptSubmit", "Stop", "SessionEnd")) {
            var run = hook(env, event, fixture(event + ".json"));
            assertEquals("", run.result().stdout());
            assertEquals(0, run.result().exitCode());
        }
    }

    @Test
    void theLogIsPrivateAndHoldsNoContent() throws IOException {
        hook(real(), "UserPromptSubmit", fixture("UserPromptSubmit.json"));
        hook(real(), "Stop", "{not json");
        HookFixtures.settle(real()); // the agent delivers (and logs the refusal) in the background
        Path log = HookFixtures.dataDir(real()).resolve("logs").resolve("hook.log");
        assertTrue(Files.exists(log));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(log)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(log.getParent())));
        String text = Files.readString(log);
        // One line per problem with its status: here the delivery refused for the key's missing capture.write
        // (recall itself answers 200 now that the server has session-start, so it logs nothing).
        assertTrue(text.contains("HTTP 403"), text);
        assertTrue(!text.contains("checkout test") && !text.contains(key), "the log holds no content or keys");
    }
}

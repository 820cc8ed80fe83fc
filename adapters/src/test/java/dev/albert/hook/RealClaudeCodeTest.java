package dev.albert.hook;

import com.github.tomakehurst.wiremock.WireMockServer;
import dev.albert.api.capture.CaptureEventClass;
import dev.albert.capture.CaptureMain;
import dev.albert.capture.queue.QueuedEvent;
import dev.albert.testkit.ExecutableRun;
import dev.albert.testkit.hosts.AnthropicStream;
import dev.albert.testkit.hosts.ClaudeCodeCli;
import dev.albert.testkit.hosts.HostProcess;
import dev.albert.testkit.hosts.StandInModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The real Claude Code CLI (installed from npm into target/, reference/real-hosts.md) runs one
 * {@code claude -p} turn offline against a stand-in Messages API, in a project whose
 * .claude/settings.json was written by {@code albert-capture connect --scope project}. Our hooks fire
 * for real: the recalled block reaches the model request, and the prompt and checkpoint are queued.
 * Skipped with a message when npm or the registry is unavailable.
 */
@Tag("real-host")
class RealClaudeCodeTest {
    static final String REPLY = "Pinned the zone in CheckoutTest.";

    @TempDir
    Path root;
    StandInModel anthropic;
    WireMockServer albert;
    Map<String, String> env;

    @AfterEach
    void stop() throws IOException {
        if (anthropic != null) {
            anthropic.close();
        }
        if (albert != null) {
            albert.stop();
        }
        if (env != null) { // the agent our hooks started
            RealHosts.stopAgent(env);
        }
    }

    @Test
    void hooksFireInARealClaudeCodeTurn() throws Exception {
        Path claude = ClaudeCodeCli.install();

        // Stand-in Messages API: records each request, answers every turn with one streamed text block.
        anthropic = StandInModel.start("/v1/messages", body -> AnthropicStream.text(REPLY));

        // Stand-in Albert: recall answers with a marked block; capture delivery is left to fail (404), so events stay queued.
        albert = new WireMockServer(options().dynamicPort());
        albert.start();
        albert.stubFor(post(urlEqualTo("/v1/context/session-start")).willReturn(aResponse().withStatus(200)
                .withBody("{\"context\":\"<albert-memory source=\\\"albert\\\">\\n[verified] The CI image runs in UTC (Müller 日本).\\n</albert-memory>\",\"items\":[],\"degraded\":[]}")));

        // The launcher Claude Code runs: our real entry point on the test class path.
        Path launcher = RealHosts.launcher(root);

        Path home = Files.createDirectories(root.resolve("home"));
        Path project = Files.createDirectories(root.resolve("proj"));
        // The recall budget of the suite (9 s, not 3 s): the first prompt reaches an agent started by SessionStart,
        // which a loaded machine answered too late (the hook then spools the event and prints no memory block).
        env = new java.util.HashMap<>(HostHookCases.recallEnv(root, albert.baseUrl(), "alb_test_key"));
        env.put("HOME", home.toString());
        env.put("XDG_RUNTIME_DIR", Files.createDirectories(root.resolve("run")).toString());
        env.put("ALBERT_HOOK_AGENT", "on");
        env.put("ALBERT_HOOK_AGENT_IDLE_MS", "60000");

        var connect = ExecutableRun.of(CaptureMain::execute).env(env).workingDirectory(project)
                .run("connect", "claude-code", "--scope", "project", "--hook-command", launcher.toString(), "--no-aot");
        assertEquals(0, connect.exitCode(), connect.toString());

        ProcessBuilder pb = new ProcessBuilder(claude.toString(), "-p", "Why does the checkout test fail on CI?")
                .directory(project.toFile());
        pb.environment().putAll(env);
        pb.environment().putAll(ClaudeCodeCli.offline(anthropic));
        String output = HostProcess.run(pb, 180);
        assertTrue(output.contains(REPLY), output);

        // Recall reached the model: the block our hook printed is in a request body.
        assertTrue(anthropic.requests().stream().anyMatch(b -> b.contains("albert-memory") && b.contains("Müller 日本")
                        || b.contains("albert-memory") && b.contains("\\u00fc")),
                "no request carried the recalled block: " + anthropic.requests().size() + " requests");

        // Capture: the prompt and the session-end checkpoint are queued (Stop is async and may be cut at -p teardown).
        // A hook that started too late to wait for the agent spools its event and the agent moves it into the queue
        // a moment later (SpoolWatch), so this waits for both; each read leases what it returns, hence the union.
        long until = System.currentTimeMillis() + 60_000; // bounded: ends as soon as both are queued
        List<QueuedEvent> events = new java.util.ArrayList<>(HookFixtures.queued(env));
        while (!(events.stream().anyMatch(e -> e.eventClass() == CaptureEventClass.CHECKPOINT)
                && events.stream().anyMatch(e -> e.eventClass() == CaptureEventClass.USER_GOAL))
                && System.currentTimeMillis() < until) {
            Thread.sleep(200);
            events.addAll(HookFixtures.queued(env));
        }
        List<CaptureEventClass> classes = events.stream().map(QueuedEvent::eventClass).toList();
        assertTrue(classes.contains(CaptureEventClass.USER_GOAL), classes.toString());
        assertTrue(classes.contains(CaptureEventClass.CHECKPOINT), classes.toString());
        QueuedEvent goal = events.stream().filter(e -> e.eventClass() == CaptureEventClass.USER_GOAL).findFirst().orElseThrow();
        assertEquals("Why does the checkout test fail on CI?", goal.payload().text());
        assertEquals(Provenance.ref("folder:proj"), goal.payload().projectRef());
    }
}

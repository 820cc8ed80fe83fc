package dev.albert.hook;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.sun.net.httpserver.HttpServer;
import dev.albert.api.capture.CaptureEventClass;
import dev.albert.capture.CaptureMain;
import dev.albert.capture.queue.QueuedEvent;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

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
    static final String VERSION = "2.1.328";
    static final String REPLY = "Pinned the zone in CheckoutTest.";

    @TempDir
    Path root;
    HttpServer anthropic;
    WireMockServer albert;
    Map<String, String> env;

    @AfterEach
    void stop() throws IOException {
        if (anthropic != null) {
            anthropic.stop(0);
        }
        if (albert != null) {
            albert.stop();
        }
        if (env != null) { // the agent our hooks started
            Path pid = HookPaths.agentDirectory(env).resolve("agent.pid");
            if (Files.exists(pid)) {
                ProcessHandle.of(Long.parseLong(Files.readString(pid).strip())).ifPresent(ProcessHandle::destroy);
            }
        }
    }

    static Path installClaude() throws Exception {
        Path dir = Path.of("target", "claude-code-" + VERSION).toAbsolutePath();
        Path claude = dir.resolve("node_modules/.bin/claude");
        if (Files.isExecutable(claude)) {
            return claude;
        }
        Process npm;
        try {
            npm = new ProcessBuilder("npm", "install", "--no-audit", "--no-fund", "--prefix", dir.toString(),
                    "@anthropic-ai/claude-code@" + VERSION).redirectErrorStream(true)
                    .redirectOutput(dir.resolveSibling("claude-code-npm.log").toFile()).start();
        } catch (IOException e) {
            Assumptions.abort("npm is not available (" + e.getMessage() + "); skipping the real Claude Code test");
            return null;
        }
        if (!npm.waitFor(300, TimeUnit.SECONDS) || npm.exitValue() != 0 || !Files.isExecutable(claude)) {
            npm.destroyForcibly();
            Assumptions.abort("npm could not install @anthropic-ai/claude-code@" + VERSION + " (offline?); see target/claude-code-npm.log");
        }
        return claude;
    }

    @Test
    void hooksFireInARealClaudeCodeTurn() throws Exception {
        Path claude = installClaude();

        // Stand-in Messages API: records each request, answers every turn with one streamed text block.
        List<String> requests = new CopyOnWriteArrayList<>();
        anthropic = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        anthropic.createContext("/", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            if (!exchange.getRequestURI().getPath().equals("/v1/messages")) {
                exchange.sendResponseHeaders(404, -1);
                exchange.close();
                return;
            }
            requests.add(body);
            byte[] sse = sse(REPLY).getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
            exchange.sendResponseHeaders(200, sse.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(sse);
            }
        });
        anthropic.start();

        // Stand-in Albert: recall answers with a marked block; capture delivery is left to fail (404), so events stay queued.
        albert = new WireMockServer(options().dynamicPort());
        albert.start();
        albert.stubFor(post(urlEqualTo("/v1/context/session-start")).willReturn(aResponse().withStatus(200)
                .withBody("{\"context\":\"<albert-memory source=\\\"albert\\\">\\n[verified] The CI image runs in UTC (Müller 日本).\\n</albert-memory>\",\"items\":[],\"degraded\":[]}")));

        // The launcher Claude Code runs: our real entry point on the test class path.
        Path bin = Files.createDirectories(root.resolve("albert/bin"));
        Path launcher = bin.resolve("albert-hook");
        String java = ProcessHandle.current().info().command().orElseThrow();
        Files.writeString(launcher, "#!/bin/sh\nexec '" + java + "' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC --enable-native-access=ALL-UNNAMED -cp '"
                + System.getProperty("java.class.path") + "' dev.albert.hook.HookClient \"$@\"\n");
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));

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
                .directory(project.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .redirectErrorStream(true);
        pb.environment().putAll(env);
        pb.environment().put("ANTHROPIC_BASE_URL", "http://127.0.0.1:" + anthropic.getAddress().getPort());
        pb.environment().put("ANTHROPIC_API_KEY", "sk-ant-test-0000");
        pb.environment().put("DISABLE_AUTOUPDATER", "1");
        pb.environment().put("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1");
        Process run = pb.start();
        String output = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(run.waitFor(180, TimeUnit.SECONDS), "claude -p did not finish");
        assertEquals(0, run.exitValue(), output);
        assertTrue(output.contains(REPLY), output);

        // Recall reached the model: the block our hook printed is in a request body.
        assertTrue(requests.stream().anyMatch(b -> b.contains("albert-memory") && b.contains("Müller 日本")
                        || b.contains("albert-memory") && b.contains("\\u00fc")),
                "no request carried the recalled block: " + requests.size() + " requests");

        // Capture: the prompt and the session-end checkpoint are queued (Stop is async and may be cut at -p teardown).
        long until = System.currentTimeMillis() + 10_000;
        List<QueuedEvent> events = HookFixtures.queued(env);
        while (events.stream().noneMatch(e -> e.eventClass() == CaptureEventClass.CHECKPOINT) && System.currentTimeMillis() < until) {
            Thread.sleep(200);
            events = HookFixtures.queued(env);
        }
        List<CaptureEventClass> classes = events.stream().map(QueuedEvent::eventClass).toList();
        assertTrue(classes.contains(CaptureEventClass.USER_GOAL), classes.toString());
        assertTrue(classes.contains(CaptureEventClass.CHECKPOINT), classes.toString());
        QueuedEvent goal = events.stream().filter(e -> e.eventClass() == CaptureEventClass.USER_GOAL).findFirst().orElseThrow();
        assertEquals("Why does the checkout test fail on CI?", goal.payload().text());
        assertEquals(Provenance.ref("folder:proj"), goal.payload().projectRef());
    }

    private static String sse(String text) {
        String escaped = text.replace("\\", "\\\\").replace("\"", "\\\"");
        return "event: message_start\n"
                + "data: {\"type\":\"message_start\",\"message\":{\"id\":\"msg_stand_in\",\"type\":\"message\",\"role\":\"assistant\",\"model\":\"claude-sonnet-4-5\",\"content\":[],\"stop_reason\":null,\"stop_sequence\":null,\"usage\":{\"input_tokens\":10,\"output_tokens\":1}}}\n\n"
                + "event: content_block_start\n"
                + "data: {\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"text\",\"text\":\"\"}}\n\n"
                + "event: content_block_delta\n"
                + "data: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"" + escaped + "\"}}\n\n"
                + "event: content_block_stop\n"
                + "data: {\"type\":\"content_block_stop\",\"index\":0}\n\n"
                + "event: message_delta\n"
                + "data: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"end_turn\",\"stop_sequence\":null},\"usage\":{\"output_tokens\":7}}\n\n"
                + "event: message_stop\n"
                + "data: {\"type\":\"message_stop\"}\n\n";
    }
}

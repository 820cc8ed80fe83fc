package dev.albert.hook;

import com.github.tomakehurst.wiremock.WireMockServer;
import dev.albert.api.capture.CaptureEventClass;
import dev.albert.capture.agent.AgentSocket;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static dev.albert.hook.HookFixtures.env;
import static dev.albert.hook.HookFixtures.fixture;
import static dev.albert.hook.HookFixtures.hook;
import static dev.albert.hook.HookFixtures.queued;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The resident agent: serving over its socket, idling out, stale sockets, and a hung agent. */
class HookAgentTest {
    @RegisterExtension
    static EmbeddedAlbert albert = new EmbeddedAlbert();
    static String key;

    @TempDir
    Path root;
    final List<AutoCloseable> cleanup = new ArrayList<>();

    @BeforeAll
    static void bootstrap() {
        // memory.read without capture.write: the server refuses delivery (never parked), so what the hook
        // recorded stays in the local queue for these tests to read. Delivery has its own end-to-end tests.
        key = albert.issueKey(albert.bootstrap("Agent Org", "agent").apiKey(), java.util.List.of("memory.read"));
    }

    @AfterEach
    void close() throws Exception {
        for (AutoCloseable c : cleanup) {
            c.close();
        }
        HookFixtures.stopAgents();
    }

    /** Agent on (connect), but never spawn a JVM from the test. */
    private Map<String, String> agentEnv(String url, String apiKey) {
        Map<String, String> env = env(root, url, apiKey);
        env.put("ALBERT_HOOK_AGENT", "nospawn");
        env.put("XDG_RUNTIME_DIR", root.resolve("run").toString());
        return env;
    }

    private HookAgent start(Map<String, String> env, long idleMillis) {
        HookAgent agent = HookFixtures.startAgent(env, idleMillis);
        cleanup.add(agent);
        return agent;
    }

    private static String log(Map<String, String> env) throws IOException {
        Path log = HookPaths.logFile(env);
        return Files.exists(log) ? Files.readString(log) : "";
    }

    @Test
    void theAgentServesEventsOverAPrivateSocket() throws IOException {
        Map<String, String> env = agentEnv(albert.url(), key);
        HookAgent agent = start(env, 60_000);

        var prompt = hook(env, "UserPromptSubmit", fixture("UserPromptSubmit.json"));
        var stop = hook(env, "Stop", fixture("Stop.json"));

        assertEquals("", prompt.result().stdout());
        assertEquals("", stop.result().stdout());
        assertEquals(0, prompt.result().exitCode());
        assertEquals(List.of(CaptureEventClass.USER_GOAL, CaptureEventClass.ASSISTANT_OUTCOME), queued(env).stream().map(e -> e.eventClass()).toList());
        assertFalse(log(env).contains("spool"), log(env));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(agent.socket())));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(agent.socket().getParent())));
        for (String name : List.of("agent.lock", "agent.pid")) {
            Path file = agent.socket().resolveSibling(name);
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)), name);
        }
    }

    @Test
    void theAgentReturnsRecallInClaudeCodesFormat() throws IOException {
        WireMockServer wiremock = new WireMockServer(options().dynamicPort());
        wiremock.start();
        cleanup.add(wiremock::stop);
        wiremock.stubFor(post(urlEqualTo("/v1/context/session-start")).willReturn(aResponse().withStatus(200)
                .withBody("{\"context\":\"<albert-memory>\\n[verified] Müller: 日本\\n</albert-memory>\",\"items\":[],\"degraded\":[]}")));
        Map<String, String> env = agentEnv(wiremock.baseUrl(), "alb_test_key");
        start(env, 60_000);

        var run = hook(env, "UserPromptSubmit", fixture("UserPromptSubmit.json"));

        assertEquals("{\"hookSpecificOutput\":{\"hookEventName\":\"UserPromptSubmit\",\"additionalContext\":"
                + "\"<albert-memory>\\n[verified] Müller: 日本\\n</albert-memory>\"}}", run.result().stdout());
        assertFalse(log(env).contains("spool"));
    }

    @Test
    void whatAHookSpoolsWhileTheAgentRunsReachesTheQueueWithoutAnotherRequest() throws Exception {
        // A hook that started too late to wait for the agent (it had no budget left) spools its event; the running
        // agent notices the new item by itself. Before, it stayed in the spool until some later hook asked for a round.
        Map<String, String> env = agentEnv(albert.url(), key);
        start(env, 60_000);
        HookRequest late = new HookRequest("claude-code", "UserPromptSubmit", root.toString(), HookClient.newEventId(),
                System.currentTimeMillis() + 5_000, HookRequest.forwardedEnv(env),
                fixture("UserPromptSubmit.json").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertTrue(HandOff.spool(late));
        long until = System.currentTimeMillis() + 30_000; // bounded: ends as soon as the event is queued
        List<dev.albert.capture.queue.QueuedEvent> events = queued(env); // (each read leases what it returns)
        while (events.isEmpty() && System.currentTimeMillis() < until) {
            Thread.sleep(100);
            events = queued(env);
        }
        assertEquals(List.of(CaptureEventClass.USER_GOAL), events.stream().map(e -> e.eventClass()).toList());
        assertEquals(0, HookFixtures.spooled(env));
    }

    @Test
    void theAgentExitsWhenIdleAndRemovesItsSocket() throws Exception {
        Map<String, String> env = agentEnv(albert.url(), key);
        HookAgent agent = start(env, 200);
        long until = System.currentTimeMillis() + 5_000;
        while (!agent.isClosed() && System.currentTimeMillis() < until) {
            Thread.sleep(50);
        }
        assertTrue(agent.isClosed());
        assertFalse(Files.exists(agent.socket()));
        // the next hook finds no agent: it hands the event to the spool and replies; an agent drains it later
        var run = hook(env, "Stop", fixture("Stop.json"));
        assertEquals("", run.result().stdout());
        assertTrue(log(env).contains("handing the event to the spool"), log(env));
        assertEquals(1, HookFixtures.spooled(env));
        assertEquals(0, queued(env).size());
        assertEquals(1, HookFixtures.drain(env));
        assertEquals(0, HookFixtures.spooled(env));
        assertEquals(1, queued(env).size());
    }

    @Test
    void theAgentExitsWhenItsSocketFileIsGoneAndANewAgentCanStart() throws Exception {
        Map<String, String> env = agentEnv(albert.url(), key);
        HookAgent agent = start(env, 600_000); // the default idle time: only the missing socket ends it
        Files.delete(agent.socket()); // its runtime directory cleaned up under it
        long until = System.currentTimeMillis() + 10_000;
        while (!agent.isClosed() && System.currentTimeMillis() < until) {
            Thread.sleep(50);
        }
        assertTrue(agent.isClosed(), "an agent no hook can reach must not hold its lock");
        assertTrue(log(env).contains("agent socket removed; exiting"), log(env));
        HookAgent next = start(env, 60_000);
        assertTrue(next != null && Files.exists(next.socket()), "the lock is released for the next agent");
        var served = hook(env, "PreCompact", fixture("PreCompact.json"));
        assertEquals("", served.result().stdout());
        assertEquals(1, queued(env).size());
    }

    @Test
    void anAgentWhoseDataFolderWasRemovedDoesNotWriteItBackAsItExits() throws Exception {
        Map<String, String> env = agentEnv(albert.url(), key);
        HookAgent agent = start(env, 600_000);
        hook(env, "PreCompact", fixture("PreCompact.json")); // the queue and its key exist and are open
        Path data = root.resolve("data");
        assertTrue(Files.exists(data.resolve("albert/capture/queue.key")));
        long idleBy = System.currentTimeMillis() + 30_000; // removed while the agent idles, as in real use
        while (agent.busy() && System.currentTimeMillis() < idleBy) {
            Thread.sleep(20);
        }
        Files.move(data, root.resolve("moved-away")); // the user removed ~/.local/share/albert under it
        Files.delete(agent.socket());
        long until = System.currentTimeMillis() + 10_000;
        while (!agent.isClosed() && System.currentTimeMillis() < until) {
            Thread.sleep(50);
        }
        assertTrue(agent.isClosed());
        assertFalse(Files.exists(data), "written back as it exited: " + listing(data));
        assertTrue(Files.exists(root.resolve("moved-away/albert/capture/queue.key")), "the moved queue is left as it was");
    }

    @Test
    void anAgentCreatesNoQueueOrKeyUntilAnEventComes() throws Exception {
        Map<String, String> env = agentEnv(albert.url(), key);
        HookAgent agent = start(env, 600_000); // its start-up round finds no queue folder: nothing to deliver
        long idleBy = System.currentTimeMillis() + 30_000;
        while (agent.busy() && System.currentTimeMillis() < idleBy) {
            Thread.sleep(20);
        }
        Path capture = root.resolve("data/albert/capture");
        assertFalse(Files.exists(capture), "no queue without an event: " + listing(capture));
        hook(env, "PreCompact", fixture("PreCompact.json"));
        assertTrue(Files.exists(capture.resolve("queue.key")), "an event creates the queue and its key");
        assertEquals(1, queued(env).size());
    }

    @Test
    void albertStopEndsTheAgentBeforeItReturns() throws Exception {
        Map<String, String> env = agentEnv(albert.url(), key);
        HookAgent agent = start(env, 600_000);
        var stopped = hook(env, "stop", ExecutableRun.of(HookMain::execute).stdin(""), "albert");
        assertEquals(0, stopped.result().exitCode());
        assertEquals("", stopped.result().stdout());
        assertFalse(AgentSocket.ping(env, 1_000), "no agent answers when the command returns");
        long until = System.currentTimeMillis() + 10_000;
        while (!agent.isClosed() && System.currentTimeMillis() < until) {
            Thread.sleep(20);
        }
        assertTrue(agent.isClosed());
        assertTrue(log(env).contains("agent asked to stop; exiting"), log(env));
        var again = hook(env, "stop", ExecutableRun.of(HookMain::execute).stdin(""), "albert");
        assertEquals(0, again.result().exitCode(), "with no agent it does nothing");
    }

    private static String listing(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return "";
        }
        try (var files = Files.walk(dir)) {
            // names only, and what the log says (never the key's bytes)
            return files.map(p -> p.endsWith("hook.log") ? p + ": " + readQuietly(p) : p.toString()).toList().toString();
        }
    }

    private static String readQuietly(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return e.toString();
        }
    }

    @Test
    void aStaleSocketFileIsReplacedAndAStaleSocketIsTreatedAsNoAgent() throws IOException {
        Map<String, String> env = agentEnv(albert.url(), key);
        Path socket = HookPaths.agentSocket(env);
        Files.createDirectories(socket.getParent());
        try (ServerSocketChannel dead = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            dead.bind(UnixDomainSocketAddress.of(socket)); // closed below without removing the file
        }
        assertTrue(Files.exists(socket));

        var handedOff = hook(env, "Stop", fixture("Stop.json")); // connection refused: to the spool at once
        assertEquals("", handedOff.result().stdout());
        HookFixtures.assertFinishedWithinBudget(handedOff, "Stop");
        assertEquals(1, HookFixtures.spooled(env));

        start(env, 60_000); // replaces the stale file, and drains the spool on start
        var served = hook(env, "PreCompact", fixture("PreCompact.json"));
        assertEquals("", served.result().stdout());
        assertEquals(2, queued(env).size());
        assertEquals(0, HookFixtures.spooled(env));
    }

    @Test
    void statusAsksTheAgentOverItsProtocolAndDisconnectStopsIt() throws Exception {
        Map<String, String> env = agentEnv(albert.url(), key);
        HookAgent agent = start(env, 60_000);

        var status = dev.albert.testkit.ExecutableRun.of(dev.albert.capture.CaptureMain::execute).env(env)
                .run("status", "claude-code", "--output", "json");
        assertEquals(0, status.exitCode(), status.toString());
        assertTrue(new com.fasterxml.jackson.databind.ObjectMapper().readTree(status.stdout()).at("/agent/running").asBoolean(),
                status.stdout());
        assertFalse(log(env).contains("agent request failed"), "a status probe is not a failed request: " + log(env));

        var disconnect = dev.albert.testkit.ExecutableRun.of(dev.albert.capture.CaptureMain::execute).env(env)
                .run("disconnect", "claude-code");
        assertEquals(0, disconnect.exitCode(), disconnect.toString());
        assertTrue(disconnect.stderr().contains("stopped the hook agent"), disconnect.toString());
        long until = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(30);
        while (!agent.isClosed() && System.nanoTime() < until) {
            Thread.sleep(20);
        }
        assertTrue(agent.isClosed(), "disconnect stopped the agent");
        assertFalse(Files.exists(agent.socket()));
        assertFalse(Files.exists(agent.socket().resolveSibling("agent.pid")));
    }

    @Test
    void onlyOneAgentPerSocket() throws IOException {
        Map<String, String> env = agentEnv(albert.url(), key);
        start(env, 60_000);
        assertNull(HookAgent.start(HookPaths.agentSocket(env), 60_000, env));
    }

    @Test
    void aHungAgentMakesTheHookHandTheEventToTheSpoolWithinItsBudget() throws Exception {
        Map<String, String> env = agentEnv(albert.url(), key);
        Path socket = HookPaths.agentSocket(env);
        Files.createDirectories(socket.getParent());
        List<SocketChannel> held = new ArrayList<>();
        try (ServerSocketChannel hung = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            hung.bind(UnixDomainSocketAddress.of(socket));
            Thread acceptor = new Thread(() -> {
                try {
                    while (true) {
                        held.add(hung.accept()); // accepts, reads nothing, never answers
                    }
                } catch (IOException closed) {
                    // test over
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();

            var stop = hook(env, "Stop", fixture("Stop.json"));
            var end = hook(env, "SessionEnd", fixture("SessionEnd.json"));
            var prompt = hook(env, "UserPromptSubmit", fixture("UserPromptSubmit.json"));

            assertEquals("", stop.result().stdout());
            assertEquals("", end.result().stdout());
            assertEquals("", prompt.result().stdout());
            HookFixtures.assertFinishedWithinBudget(stop, "Stop");
            HookFixtures.assertFinishedWithinBudget(end, "SessionEnd");
            HookFixtures.assertFinishedWithinBudget(prompt, "UserPromptSubmit");
            assertTrue(log(env).contains("did not answer"));
            assertEquals(3, HookFixtures.spooled(env));
            assertEquals(3, HookFixtures.drain(env));
            assertEquals(3, queued(env).size());
        } finally {
            for (SocketChannel c : held) {
                c.close();
            }
        }
    }
}

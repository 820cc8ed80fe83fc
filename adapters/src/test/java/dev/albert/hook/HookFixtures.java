package dev.albert.hook;

import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.Claim;
import dev.albert.capture.queue.QueueConfig;
import dev.albert.capture.queue.QueuedEvent;
import dev.albert.testkit.ExecutableRun;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Fixture payloads (src/test/resources/claude-code) and helpers to run the hook and read its queue. */
final class HookFixtures {
    private HookFixtures() {
    }

    static String fixture(String name) {
        return fixture("claude-code", name);
    }

    /** A fixture of another host: src/test/resources/<host>/<name>. */
    static String fixture(String host, String name) {
        try (InputStream in = HookFixtures.class.getResourceAsStream("/" + host + "/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An environment with its own home, data and config folders, pointing at this server and key. */
    static Map<String, String> env(Path root, String url, String key) {
        Map<String, String> env = new HashMap<>();
        env.put("HOME", root.resolve("home").toString());
        env.put("XDG_DATA_HOME", root.resolve("data").toString());
        env.put("XDG_CONFIG_HOME", root.resolve("config").toString());
        env.put("ALBERT_CONFIG_DIR", root.resolve("config").resolve("albert").toString());
        env.put("ALBERT_API_URL", url);
        if (key != null) {
            env.put("ALBERT_API_KEY", key);
        }
        // Use an agent, never spawn a JVM from a test: tests start the agent in this JVM (startAgent).
        env.put("ALBERT_HOOK_AGENT", "nospawn");
        env.put("ALBERT_HOOK_AGENT_DIR", root.resolve("run").toString());
        env.put("ALBERT_HOOK_FLUSH_DELAY_MS", "0");
        // Recall may use all the budget has left (still cut at the 3 s deadline): on a busy machine the
        // first recall through a freshly started agent is slow, and these tests check replies, not speed.
        env.put("ALBERT_HOOK_RECALL_MS", "10000");
        return env;
    }

    private static final Map<Path, HookAgent> AGENTS = new java.util.concurrent.ConcurrentHashMap<>();

    /** Starts the resident agent for this environment's socket in this JVM (stopped by {@link #stopAgents}). */
    static HookAgent startAgent(Map<String, String> env) {
        return startAgent(env, 600_000);
    }

    static HookAgent startAgent(Map<String, String> env, long idleMillis) {
        try {
            HookAgent agent = HookAgent.start(HookPaths.agentSocket(env), idleMillis, env);
            if (agent == null) {
                throw new IllegalStateException("another agent holds " + HookPaths.agentSocket(env));
            }
            AGENTS.put(agent.socket(), agent);
            return agent;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void stopAgents() {
        for (HookAgent agent : AGENTS.values()) {
            agent.close();
        }
        AGENTS.clear();
    }

    /** Waits (bounded) until this environment's agent, if any, has no request or delivery in flight. */
    static void settle(Map<String, String> env) {
        HookAgent agent = AGENTS.get(HookPaths.agentSocket(env));
        long until = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (agent != null && !agent.isClosed() && agent.busy() && System.nanoTime() < until) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** What a hook without an agent handed to the spool, moved into the queue as an agent would on start. */
    static int drain(Map<String, String> env) {
        return HookDrain.run(env);
    }

    /** Items waiting in the spool. */
    static int spooled(Map<String, String> env) {
        try {
            return dev.albert.capture.queue.Spool.of(dev.albert.capture.queue.QueueLocation.directory(env)).items().size();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A correctness bound, not a speed goal: the run ended, with room for a busy machine (timings: scripts/bench-hook-faults.sh). */
    static void assertFinishedWithinBudget(Timed run, String event) {
        assertFinishedWithinBudget(run, "claude-code", event);
    }

    static void assertFinishedWithinBudget(Timed run, String host, String event) {
        var hostEvent = dev.albert.hook.hosts.Host.named(host) == null ? null : dev.albert.hook.hosts.Host.named(host).event(event);
        long budget = hostEvent == null ? Budget.of(event).total() : Budget.of(hostEvent).total();
        if (run.millis() >= budget + 5_000) {
            throw new AssertionError(host + " " + event + " took " + run.millis() + " ms (budget " + budget + " ms)");
        }
    }

    record Timed(ExecutableRun.Result result, long millis) {
    }

    static Timed hook(Map<String, String> env, String event, String stdin) {
        return hook(env, event, ExecutableRun.of(HookMain::execute).stdin(stdin), "claude-code");
    }

    static Timed hook(Map<String, String> env, String event, ExecutableRun run, String host) {
        long start = System.nanoTime();
        ExecutableRun.Result result = run.env(env).run(host, event);
        return new Timed(result, (System.nanoTime() - start) / 1_000_000);
    }

    /** Everything queued (decrypted), oldest first, including records waiting for a retry. */
    static List<QueuedEvent> queued(Map<String, String> env) {
        settle(env);
        Clock later = Clock.offset(Clock.systemUTC(), Duration.ofDays(2)); // past every backoff
        try (CaptureQueue queue = CaptureQueue.open(QueueConfig.forUser(env).withClock(later))) {
            Claim claim = queue.claim("test-" + System.nanoTime(), 1000, 64 << 20, later.instant().plusSeconds(60));
            return claim.events();
        }
    }

    static Path dataDir(Map<String, String> env) {
        return Path.of(env.get("XDG_DATA_HOME"), "albert");
    }
}

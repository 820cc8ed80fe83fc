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
        env.put("ALBERT_HOOK_AGENT", "off");
        return env;
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

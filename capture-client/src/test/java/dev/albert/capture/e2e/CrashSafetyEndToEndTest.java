package dev.albert.capture.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.capture.CaptureMain;
import dev.albert.capture.queue.EnqueueChild;
import dev.albert.capture.queue.QueueLocation;
import dev.albert.capture.testing.ChildJvm;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Crash safety end to end: a child JVM enqueueing numbered events is SIGKILLed at random moments, round after
 * round; then {@code albert-capture queue flush} delivers the queue to the real embedded server, and the server's
 * read-back shows every acknowledged enqueue stored exactly once (none missing, none twice).
 */
class CrashSafetyEndToEndTest {
    private static final int ROUNDS = 12;

    @RegisterExtension
    static final EmbeddedAlbert albert = new EmbeddedAlbert();

    @TempDir
    Path data;

    @TempDir
    Path logs;

    @Test
    void everyAcknowledgedEnqueueIsDeliveredExactlyOnceAfterKillMinus9() throws Exception {
        EmbeddedAlbert.Tenant admin = albert.bootstrap("Acme", "main");
        Map<String, String> env = new LinkedHashMap<>(albert.env(admin.apiKey()));
        env.put("XDG_DATA_HOME", data.toString());
        Path queue = QueueLocation.directory(env);
        Path stderr = logs.resolve("children.txt");
        Random random = new Random();
        Map<String, Set<String>> acknowledged = new HashMap<>();
        for (int round = 0; round < ROUNDS; round++) {
            String label = "r" + round;
            Process child = ChildJvm.start(EnqueueChild.class, stderr, queue.toString(), label, "0");
            List<String> lines = new ArrayList<>();
            Thread reader = Thread.ofPlatform().start(() -> {
                try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(),
                        StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = in.readLine()) != null) {
                        synchronized (lines) {
                            lines.add(line);
                            lines.notifyAll();
                        }
                    }
                } catch (java.io.IOException ignored) {
                    // killed mid-line: that line was never complete, so never acknowledged
                }
            });
            if (round % 4 != 0) {
                awaitReady(lines, child, stderr);
            }
            // Early in some rounds (opening: key file, schema), mid-stream in the others.
            Thread.sleep(random.nextInt(round % 4 == 0 ? 400 : 200));
            child.destroyForcibly();
            assertTrue(child.waitFor(10, TimeUnit.SECONDS));
            reader.join();
            Set<String> ids = acknowledged.computeIfAbsent("session-" + label, k -> new HashSet<>());
            synchronized (lines) {
                for (String line : lines) {
                    String[] parts = line.split(" ");
                    if (line.startsWith("ok ") && parts.length == 4 && parts[3].equals(".")) {
                        ids.add(parts[1]);
                    } else if (line.startsWith("error")) {
                        fail("child reported " + line + "\n" + ChildJvm.read(stderr));
                    }
                }
            }
        }
        int total = acknowledged.values().stream().mapToInt(Set::size).sum();
        assertTrue(total > 50, "the children enqueued something: " + total);

        ExecutableRun.Result flush = ExecutableRun.of(CaptureMain::execute).env(env)
                .run("queue", "flush", "--deadline-ms", "120000", "--output", "json");
        assertEquals(0, flush.exitCode(), flush.toString());
        JsonNode report = Json.mapper().readTree(flush.stdout());
        assertEquals(0, report.get("queued").asInt(), flush.toString());
        assertEquals(0, report.get("parked").asInt(), flush.toString());
        assertEquals(0, report.get("tampered").asInt(), flush.toString());

        int stored = 0;
        for (Map.Entry<String, Set<String>> session : acknowledged.entrySet()) {
            List<JsonNode> events = ReadBack.events(albert.url(), admin.apiKey(), "claude-code", session.getKey());
            Map<String, Integer> copies = new HashMap<>();
            for (JsonNode e : events) {
                copies.merge(e.get("event_id").asText(), 1, Integer::sum);
            }
            for (String id : session.getValue()) {
                assertEquals(1, copies.getOrDefault(id, 0), "acknowledged event " + id + " stored exactly once");
            }
            assertTrue(copies.values().stream().allMatch(n -> n == 1), "no event stored twice");
            stored += events.size();
        }
        // A child may be killed after its commit but before it printed "ok": such events are delivered too.
        assertTrue(stored >= total, stored + " stored, " + total + " acknowledged");
        assertEquals(stored, report.get("delivered").asInt(), "everything delivered was stored, once");
    }

    private static void awaitReady(List<String> lines, Process child, Path stderr) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        synchronized (lines) {
            while (!lines.contains("ready")) {
                if (System.nanoTime() > until || !child.isAlive()) {
                    fail("child did not start: " + lines + "\n" + ChildJvm.read(stderr));
                }
                lines.wait(50);
            }
        }
    }
}

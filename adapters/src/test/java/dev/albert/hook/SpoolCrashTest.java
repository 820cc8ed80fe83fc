package dev.albert.hook;

import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.QueueConfig;
import dev.albert.capture.queue.QueueLocation;
import dev.albert.capture.queue.QueuedEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The hand-off without an agent survives kill -9 on both sides: hooks killed while they write to the
 * spool, and a drain killed while it moves items into the queue. Every event whose hand-off returned
 * (the hook's reply) ends up in the queue exactly once. Progress is counted, never timed.
 */
class SpoolCrashTest {
    @TempDir
    Path root;

    @Test
    void killMinus9WhileSpoolingOrDrainingLosesNoAcknowledgedEventAndQueuesNoneTwice() throws Exception {
        Set<String> acknowledged = new HashSet<>();
        for (int round = 0; round < 3; round++) {
            acknowledged.addAll(runUntilKilled("spool", "ok ", 15 + round * 10));
            if (round < 2) {
                drainUntilHalfThenKill(); // killed in the middle of a drain
            }
        }
        assertTrue(acknowledged.size() >= 15, "hand-offs acknowledged: " + acknowledged.size());

        Map<String, String> env = SpoolChild.env(root);
        try (OneShotServices services = new OneShotServices()) {
            SpoolDrain.drain(QueueLocation.directory(env), services, env);
        }
        assertEquals(0, HookFixtures.spooled(env), "the spool is empty after a full drain");
        Map<String, Integer> byId = new HashMap<>();
        try (CaptureQueue queue = CaptureQueue.open(QueueConfig.forUser(env))) {
            assertEquals(0, queue.verify().movedAside(), "every record authenticates");
            for (QueuedEvent e : queue.claim("test", 100_000, 1L << 40, java.time.Instant.now().plusSeconds(60)).events()) {
                byId.merge(e.eventId(), 1, Integer::sum);
            }
        }
        for (String id : acknowledged) {
            assertEquals(1, byId.getOrDefault(id, 0), "acknowledged event " + id + " is queued once");
        }
        assertTrue(byId.values().stream().allMatch(n -> n == 1));
    }

    /** Starts a draining child, waits until it moved about half of the spool into the queue, kills it (-9). */
    private void drainUntilHalfThenKill() throws Exception {
        Map<String, String> env = SpoolChild.env(root);
        int before = HookFixtures.spooled(env);
        Process child = start("drain", root.resolve("stderr-drain.txt"));
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (HookFixtures.spooled(env) > before / 2 && child.isAlive() && System.nanoTime() < until) {
            Thread.sleep(1); // polling the spool's progress; the child goes on at its own pace
        }
        child.destroyForcibly();
        assertTrue(child.waitFor(30, TimeUnit.SECONDS));
    }

    private Process start(String mode, Path stderr) throws java.io.IOException {
        String java = ProcessHandle.current().info().command().orElseThrow();
        return new ProcessBuilder(java, "--enable-native-access=ALL-UNNAMED", "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), SpoolChild.class.getName(), mode, root.toString())
                .redirectError(ProcessBuilder.Redirect.appendTo(stderr.toFile())).redirectOutput(
                        mode.equals("drain") ? ProcessBuilder.Redirect.DISCARD : ProcessBuilder.Redirect.PIPE).start();
    }

    /** Starts the child, waits until it printed {@code enough} lines starting with {@code prefix}, kills it (-9). */
    private List<String> runUntilKilled(String mode, String prefix, int enough) throws Exception {
        Path stderr = root.resolve("stderr-" + mode + ".txt");
        Process child = start(mode, stderr);
        List<String> ids = new ArrayList<>();
        int seen = 0;
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while (seen < enough && (line = in.readLine()) != null) {
                if (line.startsWith(prefix)) {
                    seen++;
                    String[] parts = line.split(" ");
                    if (mode.equals("spool") && parts.length == 3 && parts[2].equals(".")) {
                        ids.add(parts[1]);
                    }
                }
                if (System.nanoTime() > until) {
                    fail("the child made no progress: " + seen + " lines\n" + (Files.exists(stderr) ? Files.readString(stderr) : ""));
                }
            }
            child.destroyForcibly(); // SIGKILL, while it works on the next item
            assertTrue(child.waitFor(30, TimeUnit.SECONDS));
            // Lines the child completed before it died are acknowledged too.
            while ((line = in.readLine()) != null) {
                String[] parts = line.split(" ");
                if (mode.equals("spool") && line.startsWith(prefix) && parts.length == 3 && parts[2].equals(".")) {
                    ids.add(parts[1]);
                }
            }
        } catch (java.io.IOException diedMidLine) {
            // that line was never complete, so never acknowledged
        }
        assertTrue(seen >= enough || !mode.equals("spool"), "child output ended early\n"
                + (Files.exists(stderr) ? Files.readString(stderr) : ""));
        return ids;
    }
}

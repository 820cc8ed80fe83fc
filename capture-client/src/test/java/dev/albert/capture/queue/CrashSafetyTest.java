package dev.albert.capture.queue;

import dev.albert.capture.delivery.CaptureEventResult;
import dev.albert.capture.delivery.CaptureEventStatus;
import dev.albert.capture.delivery.CaptureSink;
import dev.albert.capture.delivery.FlushPolicy;
import dev.albert.capture.delivery.FlushReport;
import dev.albert.capture.delivery.QueueFlusher;
import dev.albert.capture.delivery.SendResult;
import dev.albert.capture.testing.ChildJvm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Kills a writing process with SIGKILL at random moments, 20 times, then checks that the queue opens,
 * every record authenticates, every acknowledged event is there, and delivery sends each exactly once.
 */
class CrashSafetyTest {
    @TempDir
    Path dir;

    @TempDir
    Path logs;

    @Test
    void killMinus9AtAnyInstantLosesNoAcknowledgedEventAndLeavesNoBrokenRecord() throws Exception {
        Random random = new Random();
        Set<String> acknowledged = ConcurrentHashMap.newKeySet();
        int rounds = 20;
        for (int round = 0; round < rounds; round++) {
            Process child = ChildJvm.start(EnqueueChild.class, logs.resolve("stderr.txt"), dir.toString(), "r" + round, "0");
            List<String> lines = new ArrayList<>();
            Thread reader = Thread.ofPlatform().start(() -> {
                try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = in.readLine()) != null) {
                        synchronized (lines) {
                            lines.add(line);
                            lines.notifyAll();
                        }
                    }
                } catch (java.io.IOException ignored) {
                    // the child died mid-line: that line was never complete, so never acknowledged
                }
            });
            // Kill early in some rounds (while opening: key creation, schema), late in others.
            if (round % 4 != 0) {
                waitForLine(lines, "ready", child, logs.resolve("stderr.txt"));
            }
            Thread.sleep(random.nextInt(round % 4 == 0 ? 400 : 150));
            child.destroyForcibly(); // SIGKILL
            assertTrue(child.waitFor(10, TimeUnit.SECONDS));
            reader.join();
            for (String line : lines) {
                String[] parts = line.split(" ");
                if (line.startsWith("ok ") && parts.length == 4 && parts[3].equals(".")) {
                    acknowledged.add(parts[1]);
                } else if (line.startsWith("error")) {
                    fail("child reported " + line);
                }
            }
        }
        assertTrue(acknowledged.size() > 50, "the children enqueued something: " + acknowledged.size());

        try (CaptureQueue q = CaptureQueue.open(QueueConfig.at(dir))) {
            VerifyReport verify = q.verify();
            assertEquals(0, verify.movedAside(), "every record authenticates");
            assertTrue(verify.authenticated() >= acknowledged.size());
            assertEquals(0, q.stats().tampered());

            Map<String, Integer> sent = new HashMap<>();
            CaptureSink sink = (batch, deadline) -> {
                List<CaptureEventResult> results = new ArrayList<>();
                for (QueuedEvent e : batch) {
                    sent.merge(e.eventId(), 1, Integer::sum);
                    results.add(new CaptureEventResult(e.eventId(), CaptureEventStatus.ACCEPTED, null));
                }
                return new SendResult.Answered(results);
            };
            FlushReport report = new QueueFlusher(q, sink, Clock.systemUTC(), new Random(), FlushPolicy.defaults())
                    .flush(Instant.now().plus(Duration.ofMinutes(1)));
            assertEquals(FlushReport.Stop.DRAINED, report.stop());
            for (String id : acknowledged) {
                assertEquals(1, sent.getOrDefault(id, 0), "acknowledged event " + id + " delivered exactly once");
            }
            assertTrue(sent.values().stream().allMatch(n -> n == 1));
            assertEquals(0, q.stats().queued());
        }
    }

    private static void waitForLine(List<String> lines, String wanted, Process child, Path stderr) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        synchronized (lines) {
            while (!lines.contains(wanted)) {
                if (System.nanoTime() > until || !child.isAlive() && !lines.contains(wanted)) {
                    fail("child did not start: " + lines + "\n" + ChildJvm.read(stderr));
                }
                lines.wait(50);
            }
        }
    }
}

package dev.albert.capture.queue;

import dev.albert.api.capture.CaptureEventResult;
import dev.albert.api.capture.CaptureEventStatus;
import dev.albert.capture.delivery.CaptureSink;
import dev.albert.capture.delivery.FlushPolicy;
import dev.albert.capture.delivery.FlushReport;
import dev.albert.capture.delivery.QueueFlusher;
import dev.albert.capture.delivery.SendResult;
import dev.albert.capture.testing.KillRound;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        KillRound rounds = new KillRound(dir, logs.resolve("stderr.txt"), random);
        Set<String> acknowledged = new HashSet<>();
        int promised = 0;
        for (int round = 0; round < 20; round++) {
            // Kill early in some rounds (while opening: key creation, schema), mid-stream in the others.
            if (round % 4 == 0) {
                acknowledged.addAll(rounds.whileOpening("r" + round));
            } else {
                int n = 1 + random.nextInt(8);
                promised += n;
                acknowledged.addAll(rounds.afterAcknowledged("r" + round, n));
            }
        }
        assertTrue(acknowledged.size() >= promised, "every round acknowledged what it waited for: "
                + acknowledged.size() + " < " + promised);

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
                    results.add(new CaptureEventResult(e.eventId(), CaptureEventStatus.ACCEPTED, null, null));
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
}

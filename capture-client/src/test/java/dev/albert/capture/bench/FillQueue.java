package dev.albert.capture.bench;

import dev.albert.api.capture.CaptureEventClass;
import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.NewEvent;
import dev.albert.capture.queue.QueueConfig;

import java.util.Map;

/**
 * Fills the user's queue (resolved from the environment like albert-capture does) with
 * {@code args[0]} events of {@code args[1]} bytes of text, for scripts/bench-queue.sh.
 */
public final class FillQueue {
    public static void main(String[] args) {
        int count = Integer.parseInt(args[0]);
        int textBytes = args.length > 1 ? Integer.parseInt(args[1]) : 256;
        String text = ("the tests pass again after pinning the parser version; " .repeat(1 + textBytes / 50))
                .substring(0, textBytes);
        long started = System.nanoTime();
        try (CaptureQueue q = CaptureQueue.open(QueueConfig.forUser(System.getenv()))) {
            for (int i = 0; i < count; i++) {
                q.enqueue(NewEvent.of("claude-code", "bench-" + (i / 100), CaptureEventClass.TOOL_OUTCOME, text)
                        .withContext("turn-" + i, "prj_bench", "main").withMetadata(Map.of("n", Integer.toString(i))));
            }
            System.err.printf("filled %d events in %d ms; queue: %s%n", count, (System.nanoTime() - started) / 1_000_000,
                    q.stats());
        }
    }
}

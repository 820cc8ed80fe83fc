package dev.albert.capture.queue;

import dev.albert.capture.testing.Events;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;

/**
 * A separate process for crash and concurrency tests: enqueues numbered events into the queue in
 * {@code args[0]} and prints {@code ok <event id> <n> .} for each after enqueue returned (i.e. after it
 * is durable), or {@code error <message>} on failure. {@code args[1]} is a label, {@code args[2]} how
 * many (0 = until killed).
 */
public final class EnqueueChild {
    /** The tests' busy timeout: waiting for another writer is bounded by progress, not by a machine's speed. */
    public static final Duration BUSY = Duration.ofSeconds(60);

    public static void main(String[] args) {
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, StandardCharsets.UTF_8);
        String label = args[1];
        int count = Integer.parseInt(args[2]);
        try (CaptureQueue q = CaptureQueue.open(QueueConfig.at(Path.of(args[0])).withBusyTimeout(BUSY))) {
            out.println("ready");
            for (int n = 0; count == 0 || n < count; n++) {
                try {
                    Enqueued done = q.enqueue(Events.numbered(label, n));
                    out.print("ok " + done.eventId() + " " + n + " .\n"); // one write; "." marks a complete line
                } catch (RuntimeException e) {
                    out.println("error " + e.getMessage().replace('\n', ' '));
                }
            }
        } catch (RuntimeException e) {
            out.println("error " + e);
            System.exit(1);
        }
    }
}

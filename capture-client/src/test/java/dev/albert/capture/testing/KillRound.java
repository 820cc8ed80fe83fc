package dev.albert.capture.testing;

import dev.albert.capture.queue.EnqueueChild;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * One round of a crash test: an {@link EnqueueChild} enqueues numbered events until it is SIGKILLed, and
 * the round returns the event ids the child acknowledged (printed after enqueue returned, i.e. durable).
 *
 * <p>When to kill is decided by progress, never by the clock alone, so a slow machine changes nothing
 * but how long a round takes: {@link #whileOpening} kills at a random moment of the first 400 ms (key
 * creation, schema — it may acknowledge nothing), {@link #afterAcknowledged} waits until the child has
 * acknowledged {@code n} events and then kills it a random few milliseconds later, mid-enqueue.
 */
public final class KillRound {
    private static final long PATIENCE_SECONDS = 120;

    private final Path queue;
    private final Path stderr;
    private final Random random;

    public KillRound(Path queue, Path stderr, Random random) {
        this.queue = queue;
        this.stderr = stderr;
        this.random = random;
    }

    public Set<String> whileOpening(String label) throws IOException, InterruptedException {
        return run(label, 0, 400);
    }

    public Set<String> afterAcknowledged(String label, int n) throws IOException, InterruptedException {
        return run(label, n, 20);
    }

    private Set<String> run(String label, int acknowledgedBeforeKill, int maxExtraMillis)
            throws IOException, InterruptedException {
        Process child = ChildJvm.start(EnqueueChild.class, stderr, queue.toString(), label, "0");
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
            } catch (IOException ignored) {
                // killed mid-line: that line was never complete, so never acknowledged
            }
        });
        try {
            if (acknowledgedBeforeKill > 0) {
                awaitAcknowledged(lines, acknowledgedBeforeKill, child);
            }
            Thread.sleep(random.nextInt(maxExtraMillis)); // where in the next enqueue the kill lands
        } finally {
            child.destroyForcibly(); // SIGKILL
        }
        if (!child.waitFor(30, TimeUnit.SECONDS)) {
            throw new AssertionError("child did not die after SIGKILL");
        }
        reader.join();
        Set<String> ids = new LinkedHashSet<>();
        synchronized (lines) {
            for (String line : lines) {
                if (line.startsWith("error")) {
                    throw new AssertionError("child reported " + line + "\n" + ChildJvm.read(stderr));
                }
                acknowledgedId(line).ifPresent(ids::add);
            }
        }
        return ids;
    }

    private void awaitAcknowledged(List<String> lines, int n, Process child) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(PATIENCE_SECONDS);
        synchronized (lines) {
            while (lines.stream().filter(l -> acknowledgedId(l).isPresent()).count() < n) {
                if (lines.stream().anyMatch(l -> l.startsWith("error"))) {
                    return; // reported by the caller with the child's message
                }
                if (!child.isAlive() || System.nanoTime() > until) {
                    throw new AssertionError("child acknowledged fewer than " + n + " events: " + lines
                            + "\n" + ChildJvm.read(stderr));
                }
                lines.wait(50);
            }
        }
    }

    private static java.util.Optional<String> acknowledgedId(String line) {
        String[] parts = line.split(" ");
        return line.startsWith("ok ") && parts.length == 4 && parts[3].equals(".")
                ? java.util.Optional.of(parts[1]) : java.util.Optional.empty();
    }
}

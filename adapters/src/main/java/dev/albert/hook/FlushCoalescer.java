package dev.albert.hook;

import java.nio.file.Path;
import java.util.Map;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * At most one delivery per queue directory at a time, and none wasted: a request while one runs makes
 * it go round once more; a request that may wait ({@code soon == false}) starts after a short delay,
 * so the events that follow it (a prompt's Stop) travel in the same flush.
 */
final class FlushCoalescer {
    /** What one delivery round does for a queue directory (drain the spool, flush the queue). */
    interface Round {
        void run(Path directory, Map<String, String> env);
    }

    private final Round round;
    private final ScheduledExecutorService timer;
    private final long laterMillis;
    private final ExecutorService rounds = Executors.newVirtualThreadPerTaskExecutor();
    private final Object lock = new Object();
    private final Set<Path> running = new HashSet<>();
    private final Set<Path> again = new HashSet<>();
    private final Set<Path> delayed = new HashSet<>();
    private volatile boolean closed;

    FlushCoalescer(Round round, ScheduledExecutorService timer, long laterMillis) {
        this.round = round;
        this.timer = timer;
        this.laterMillis = laterMillis;
    }

    void request(Path directory, Map<String, String> env, boolean soon) {
        if (closed) {
            return;
        }
        if (!soon && laterMillis > 0) {
            synchronized (lock) {
                if (running.contains(directory)) {
                    again.add(directory);
                    return;
                }
                if (!delayed.add(directory)) {
                    return; // a delayed round is already coming
                }
            }
            try {
                timer.schedule(() -> {
                    synchronized (lock) {
                        delayed.remove(directory);
                    }
                    start(directory, env);
                }, laterMillis, TimeUnit.MILLISECONDS);
            } catch (RuntimeException shuttingDown) {
                synchronized (lock) {
                    delayed.remove(directory);
                }
            }
            return;
        }
        start(directory, env);
    }

    private void start(Path directory, Map<String, String> env) {
        synchronized (lock) {
            if (closed) {
                return;
            }
            if (!running.add(directory)) {
                again.add(directory);
                return;
            }
        }
        try {
            rounds.execute(() -> loop(directory, env));
        } catch (RuntimeException rejected) {
            synchronized (lock) {
                running.remove(directory);
            }
        }
    }

    private void loop(Path directory, Map<String, String> env) {
        boolean more = true;
        try {
            while (more) {
                synchronized (lock) {
                    again.remove(directory);
                }
                round.run(directory, env);
                synchronized (lock) {
                    more = again.contains(directory) && !closed;
                    if (!more) {
                        running.remove(directory);
                    }
                }
            }
        } finally {
            synchronized (lock) {
                if (more) {
                    running.remove(directory); // the round threw
                }
            }
        }
    }

    /** True while a round runs or waits for its delay. */
    boolean busy() {
        synchronized (lock) {
            return !running.isEmpty() || !delayed.isEmpty();
        }
    }

    void close() {
        closed = true;
        rounds.shutdown();
        try {
            rounds.awaitTermination(3, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

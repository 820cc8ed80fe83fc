package dev.albert.capture.queue;

import dev.albert.safety.SecretScanner;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * How to open a queue: where, how big, and the clock, randomness and screening it uses (passed in so
 * tests control them).
 *
 * @param busyTimeout how long a write waits for another process's transaction before failing; the
 *                    transactions are milliseconds long, so this is only reached if a process hangs
 *                    while holding the lock
 */
public record QueueConfig(Path directory, QueueLimits limits, Clock clock, SecureRandom random,
                          Duration busyTimeout, Supplier<SecretScanner> scanners) {
    public static final Duration DEFAULT_BUSY_TIMEOUT = Duration.ofSeconds(5);

    public QueueConfig {
        Objects.requireNonNull(directory, "directory");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(random, "random");
        Objects.requireNonNull(busyTimeout, "busyTimeout");
        Objects.requireNonNull(scanners, "scanners");
    }

    /** The user's queue for this environment ({@link QueueLocation}), default bounds, system clock. */
    public static QueueConfig forUser(Map<String, String> env) {
        return at(QueueLocation.directory(env));
    }

    /** A queue in the given directory with the defaults. */
    public static QueueConfig at(Path directory) {
        return new QueueConfig(directory, QueueLimits.defaults(), Clock.systemUTC(), new SecureRandom(),
                DEFAULT_BUSY_TIMEOUT, SecretScanner::standard);
    }

    /**
     * The scanner for what is written, built when first needed: compiling the standard rules costs about 0.3 s
     * of CPU, which a process that only reads or delivers the queue ({@code queue flush}, {@code stats}) never
     * needs to pay.
     */
    public SecretScanner scanner() {
        return scanners.get();
    }

    public QueueConfig withLimits(QueueLimits limits) {
        return new QueueConfig(directory, limits, clock, random, busyTimeout, scanners);
    }

    public QueueConfig withClock(Clock clock) {
        return new QueueConfig(directory, limits, clock, random, busyTimeout, scanners);
    }

    public QueueConfig withRandom(SecureRandom random) {
        return new QueueConfig(directory, limits, clock, random, busyTimeout, scanners);
    }

    public QueueConfig withBusyTimeout(Duration busyTimeout) {
        return new QueueConfig(directory, limits, clock, random, busyTimeout, scanners);
    }

    public QueueConfig withScanner(SecretScanner scanner) {
        Objects.requireNonNull(scanner, "scanner");
        return new QueueConfig(directory, limits, clock, random, busyTimeout, () -> scanner);
    }

    public Path databaseFile() {
        return directory.resolve("queue.db");
    }

    /** The key file's name inside the queue directory (the queue and its {@link Spool} share the key). */
    static final String KEY_FILE = "queue.key";

    public Path keyFile() {
        return directory.resolve(KEY_FILE);
    }
}

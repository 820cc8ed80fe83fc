package dev.albert.capture.delivery;

import java.time.Duration;
import java.util.random.RandomGenerator;

/**
 * Exponential backoff with full jitter (a uniformly random delay between zero and
 * {@code min(cap, base · 2^attempts)}), per record, so clients that failed together do not retry
 * together.
 */
public record Backoff(Duration base, Duration cap) {
    public static Backoff defaults() {
        return new Backoff(Duration.ofSeconds(2), Duration.ofMinutes(30));
    }

    public Backoff {
        if (base.isNegative() || base.isZero() || cap.compareTo(base) < 0) {
            throw new IllegalArgumentException("backoff needs 0 < base <= cap");
        }
    }

    /** The ceiling of the delay after a record's {@code attempts}-th failure (counting from 0). */
    public Duration ceiling(int attemptsBefore) {
        int shift = Math.min(Math.max(attemptsBefore, 0), 40);
        long millis = base.toMillis();
        long ceiling = millis > (cap.toMillis() >> shift) ? cap.toMillis() : millis << shift;
        return Duration.ofMillis(Math.min(ceiling, cap.toMillis()));
    }

    public Duration delay(int attemptsBefore, RandomGenerator random) {
        return Duration.ofMillis(random.nextLong(ceiling(attemptsBefore).toMillis() + 1));
    }
}

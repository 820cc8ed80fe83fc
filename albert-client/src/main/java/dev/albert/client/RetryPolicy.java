package dev.albert.client;

import java.time.Duration;

/**
 * Bounded retries for idempotent calls only: exponential back-off with full jitter (a random delay
 * between zero and {@code min(maxDelay, baseDelay * 2^(attempt-1))}), and the server's
 * {@code Retry-After} honoured up to {@code maxRetryAfter}. Never retried: non-idempotent writes, and
 * any 4xx other than 429.
 *
 * @param maxAttempts   attempts in total, including the first (1 = no retries)
 */
public record RetryPolicy(int maxAttempts, Duration baseDelay, Duration maxDelay, Duration maxRetryAfter) {
    public static final RetryPolicy DEFAULTS =
            new RetryPolicy(3, Duration.ofMillis(200), Duration.ofSeconds(2), Duration.ofSeconds(10));
    public static final RetryPolicy NONE = new RetryPolicy(1, Duration.ZERO, Duration.ZERO, Duration.ZERO);

    public RetryPolicy {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1");
        }
        if (baseDelay.isNegative() || maxDelay.isNegative() || maxRetryAfter.isNegative()) {
            throw new IllegalArgumentException("delays must not be negative");
        }
    }

    /** The back-off ceiling before jitter for the retry after {@code failedAttempt} (1-based). */
    public Duration ceiling(int failedAttempt) {
        int shift = Math.min(Math.max(failedAttempt - 1, 0), 20);
        long millis = baseDelay.toMillis() << shift;
        return millis >= maxDelay.toMillis() ? maxDelay : Duration.ofMillis(millis);
    }
}

package dev.albert.capture.delivery;

import dev.albert.client.policy.RetryAfter;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BackoffAndRetryAfterTest {
    private final Instant now = Instant.parse("2026-12-01T10:00:00Z");

    @Test
    void theCeilingDoublesUpToTheCap() {
        Backoff b = new Backoff(Duration.ofSeconds(2), Duration.ofMinutes(30));
        assertEquals(Duration.ofSeconds(2), b.ceiling(0));
        assertEquals(Duration.ofSeconds(4), b.ceiling(1));
        assertEquals(Duration.ofSeconds(1024), b.ceiling(9));
        assertEquals(Duration.ofMinutes(30), b.ceiling(10));
        assertEquals(Duration.ofMinutes(30), b.ceiling(1_000));
    }

    @Test
    void delaysAreFullJitterBetweenZeroAndTheCeiling() {
        Backoff b = Backoff.defaults();
        Random random = new Random(1);
        long max = 0;
        long min = Long.MAX_VALUE;
        for (int i = 0; i < 10_000; i++) {
            long d = b.delay(3, random).toMillis();
            assertTrue(d >= 0 && d <= 16_000);
            max = Math.max(max, d);
            min = Math.min(min, d);
        }
        assertTrue(min < 1_000 && max > 15_000, "spread over the whole range");
    }

    @Test
    void retryAfterReadsSecondsAndHttpDates() {
        assertEquals(Optional.of(now.plusSeconds(120)), RetryAfter.parse("120", now));
        assertEquals(Optional.of(Instant.parse("2026-12-01T11:00:00Z")),
                RetryAfter.parse("Tue, 01 Dec 2026 11:00:00 GMT", now));
        assertEquals(Optional.of(now), RetryAfter.parse("Mon, 30 Nov 2026 11:00:00 GMT", now), "a past date means now");
        assertEquals(Optional.of(now.plus(Duration.ofDays(1))), RetryAfter.parse("99999999999999999999", now));
        assertEquals(Optional.empty(), RetryAfter.parse("soon", now));
        assertEquals(Optional.empty(), RetryAfter.parse(null, now));
    }
}

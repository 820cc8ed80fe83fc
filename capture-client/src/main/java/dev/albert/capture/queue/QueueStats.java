package dev.albert.capture.queue;

import java.time.Duration;

/**
 * The queue at a glance. {@code queued}, {@code bytes} and {@code parked} describe what is stored
 * now; {@code dropped}, {@code tampered} and {@code delivered} are totals since the queue was created.
 *
 * @param queued     records waiting for delivery (including ones being sent right now)
 * @param bytes      ciphertext bytes stored (queued plus parked)
 * @param parked     records the server refused for good; kept for inspection, never resent
 * @param oldestAge  age of the oldest queued record, null when none is queued
 */
public record QueueStats(long queued, long bytes, long dropped, long parked, long tampered, long delivered,
                         Duration oldestAge) {
}

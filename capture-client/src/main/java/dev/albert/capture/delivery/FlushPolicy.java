package dev.albert.capture.delivery;

import dev.albert.api.capture.CaptureLimits;

import java.time.Duration;

/**
 * How a flush batches and backs off.
 *
 * @param maxBatchEvents  events per request (the server accepts up to 100)
 * @param maxBatchBytes   ciphertext bytes per request (about the size of the events' text and fields)
 * @param leaseGrace      how long after the deadline a claimed record stays leased if this process dies
 *                        before settling it; after that another flusher may send it again
 * @param settleReserve   time kept back from the deadline to record the results on disk
 * @param minimumSendTime a request is not started with less time than this left
 */
public record FlushPolicy(int maxBatchEvents, long maxBatchBytes, Backoff backoff, Duration leaseGrace,
                          Duration settleReserve, Duration minimumSendTime) {
    public static final int DEFAULT_MAX_BATCH_EVENTS = CaptureLimits.BATCH_MAX;
    public static final long DEFAULT_MAX_BATCH_BYTES = 1024 * 1024;

    public FlushPolicy {
        if (maxBatchEvents < 1 || maxBatchEvents > CaptureLimits.BATCH_MAX || maxBatchBytes < 1) {
            throw new IllegalArgumentException("a batch holds 1 to " + CaptureLimits.BATCH_MAX + " events");
        }
    }

    public static FlushPolicy defaults() {
        return new FlushPolicy(DEFAULT_MAX_BATCH_EVENTS, DEFAULT_MAX_BATCH_BYTES, Backoff.defaults(),
                Duration.ofSeconds(30), Duration.ofMillis(15), Duration.ofMillis(20));
    }

    public FlushPolicy withBackoff(Backoff backoff) {
        return new FlushPolicy(maxBatchEvents, maxBatchBytes, backoff, leaseGrace, settleReserve, minimumSendTime);
    }

    public FlushPolicy withBatch(int events, long bytes) {
        return new FlushPolicy(events, bytes, backoff, leaseGrace, settleReserve, minimumSendTime);
    }
}

package dev.albert.capture.delivery;

import dev.albert.capture.queue.QueuedEvent;

import java.time.Instant;
import java.util.List;

/**
 * Where queued events go. {@link HttpCaptureSink} posts them to an Albert server; tests use fakes.
 * An implementation never throws for a delivery problem: it answers {@link SendResult.RetryLater}.
 */
public interface CaptureSink extends AutoCloseable {

    /** Sends one batch and returns by {@code deadline} whatever happens. */
    SendResult send(List<QueuedEvent> batch, Instant deadline);

    @Override
    default void close() {
    }
}

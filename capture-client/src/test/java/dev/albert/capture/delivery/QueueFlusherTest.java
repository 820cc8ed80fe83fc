package dev.albert.capture.delivery;

import dev.albert.api.capture.CaptureEventResult;
import dev.albert.api.capture.CaptureEventStatus;
import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.QueueConfig;
import dev.albert.capture.queue.QueuedEvent;
import dev.albert.capture.queue.RecordStatus;
import dev.albert.capture.queue.RecordSummary;
import dev.albert.capture.testing.Events;
import dev.albert.capture.testing.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class QueueFlusherTest {
    @TempDir
    Path dir;

    private final MutableClock clock = MutableClock.at("2026-12-01T10:00:00Z");
    private CaptureQueue queue;

    @BeforeEach
    void open() {
        queue = CaptureQueue.open(QueueConfig.at(dir).withClock(clock));
    }

    @AfterEach
    void close() {
        queue.close();
    }

    /** A sink that records every batch and answers with the function given. */
    private static final class FakeSink implements CaptureSink {
        final List<List<String>> batches = new ArrayList<>();
        final List<Instant> deadlines = new ArrayList<>();
        final Function<List<QueuedEvent>, SendResult> answer;

        FakeSink(Function<List<QueuedEvent>, SendResult> answer) {
            this.answer = answer;
        }

        @Override
        public SendResult send(List<QueuedEvent> batch, Instant deadline) {
            batches.add(batch.stream().map(QueuedEvent::eventId).toList());
            deadlines.add(deadline);
            return answer.apply(batch);
        }

        int sent() {
            return batches.stream().mapToInt(List::size).sum();
        }
    }

    private static SendResult all(List<QueuedEvent> batch, CaptureEventStatus status) {
        return new SendResult.Answered(batch.stream()
                .map(e -> new CaptureEventResult(e.eventId(), status, status == CaptureEventStatus.REJECTED ? "too long" : null, null))
                .toList());
    }

    private QueueFlusher flusher(CaptureSink sink) {
        return new QueueFlusher(queue, sink, clock, new Random(7), FlushPolicy.defaults());
    }

    @Test
    void deliversInBatchesOfAtMost100AndDeletesAcknowledgedRecords() {
        for (int i = 0; i < 250; i++) {
            queue.enqueue(Events.numbered("d", i));
        }
        FakeSink sink = new FakeSink(b -> all(b, CaptureEventStatus.ACCEPTED));
        FlushReport report = flusher(sink).flush(Duration.ofSeconds(5));
        assertEquals(List.of(100, 100, 50), sink.batches.stream().map(List::size).toList());
        assertEquals(250, report.delivered());
        assertEquals(FlushReport.Stop.DRAINED, report.stop());
        assertEquals(0, queue.stats().queued());
        assertEquals(250, queue.stats().delivered());
    }

    @Test
    void batchesAreAlsoBoundedByBytes() {
        String big = "z".repeat(300 * 1024);
        for (int i = 0; i < 7; i++) {
            queue.enqueue(Events.note(i + big));
        }
        FakeSink sink = new FakeSink(b -> all(b, CaptureEventStatus.ACCEPTED));
        flusher(sink).flush(Duration.ofSeconds(5));
        assertEquals(List.of(3, 3, 1), sink.batches.stream().map(List::size).toList());
    }

    @Test
    void duplicatesAreDeletedLikeAccepted() {
        queue.enqueue(Events.note("a"));
        FlushReport report = flusher(new FakeSink(b -> all(b, CaptureEventStatus.DUPLICATE))).flush(Duration.ofSeconds(5));
        assertEquals(1, report.delivered());
        assertEquals(1, report.duplicates());
        assertEquals(0, queue.stats().queued());
    }

    @Test
    void rejectedEventsAreParkedWithTheReasonAndNeverResent() {
        queue.enqueue(Events.note("a"));
        FakeSink sink = new FakeSink(b -> all(b, CaptureEventStatus.REJECTED));
        FlushReport report = flusher(sink).flush(Duration.ofSeconds(5));
        assertEquals(1, report.parked());
        RecordSummary parked = queue.list(1).getFirst();
        assertEquals(RecordStatus.PARKED, parked.status());
        assertEquals("rejected by the server: too long", parked.lastError());
        clock.advance(Duration.ofDays(2));
        flusher(sink).flush(Duration.ofSeconds(5));
        assertEquals(1, sink.batches.size());
        assertEquals(1, queue.stats().parked());
        assertEquals(0, queue.stats().queued());
    }

    @Test
    void aTransientFailureStopsTheFlushAndReschedulesWithBackoff() {
        for (int i = 0; i < 150; i++) {
            queue.enqueue(Events.numbered("t", i));
        }
        FakeSink failing = new FakeSink(b -> new SendResult.RetryLater(SendResult.Failure.UNAVAILABLE, "HTTP 500", null));
        FlushReport report = flusher(failing).flush(Duration.ofSeconds(5));
        assertEquals(1, failing.batches.size(), "no second batch after a failure");
        assertEquals(FlushReport.Stop.SERVER_UNAVAILABLE, report.stop());
        assertEquals(SendResult.Failure.UNAVAILABLE, report.failure());
        assertEquals(100, report.retried());
        // The next batch, claimed ahead while the first was sent, went back at once (not at lease expiry).
        assertTrue(queue.list(200).stream().noneMatch(RecordSummary::leased));
        assertEquals(150, queue.stats().queued());

        Instant now = clock.instant();
        Duration ceiling = Backoff.defaults().ceiling(0);
        for (RecordSummary r : queue.list(100)) {
            assertEquals(1, r.attempts());
            assertEquals("HTTP 500", r.lastError());
            assertFalse(r.nextAttemptAt().isBefore(now));
            assertFalse(r.nextAttemptAt().isAfter(now.plus(ceiling)));
        }
        // Full jitter spreads the retries.
        assertTrue(queue.list(100).stream().map(RecordSummary::nextAttemptAt).distinct().count() > 50);

        // Later, the server is back: everything goes.
        clock.advance(ceiling.plusMillis(1));
        FakeSink ok = new FakeSink(b -> all(b, CaptureEventStatus.ACCEPTED));
        assertEquals(150, flusher(ok).flush(Duration.ofSeconds(5)).delivered());
    }

    @Test
    void backoffGrowsWithEachFailedAttempt() {
        queue.enqueue(Events.note("a"));
        FakeSink failing = new FakeSink(b -> new SendResult.RetryLater(SendResult.Failure.UNAVAILABLE, "reset", null));
        for (int attempt = 0; attempt < 6; attempt++) {
            Instant before = clock.instant();
            flusher(failing).flush(Duration.ofSeconds(5));
            RecordSummary r = queue.list(1).getFirst();
            assertEquals(attempt + 1, r.attempts());
            assertFalse(r.nextAttemptAt().isAfter(before.plus(Backoff.defaults().ceiling(attempt))));
            clock.set(r.nextAttemptAt());
        }
        assertEquals(6, failing.batches.size());
    }

    @Test
    void retryAfterIsHonoured() {
        queue.enqueue(Events.note("a"));
        Instant notBefore = clock.instant().plus(Duration.ofHours(1));
        FakeSink limited = new FakeSink(b -> new SendResult.RetryLater(SendResult.Failure.UNAVAILABLE, "HTTP 429", notBefore));
        flusher(limited).flush(Duration.ofSeconds(5));
        assertEquals(notBefore, queue.list(1).getFirst().nextAttemptAt());
        clock.advance(Duration.ofMinutes(59));
        flusher(limited).flush(Duration.ofSeconds(5));
        assertEquals(1, limited.batches.size(), "not resent before Retry-After");
    }

    @Test
    void aWholeBatchRefusedIsResentOneByOneSoOnlyTheBadEventIsParked() {
        String bad = queue.enqueue(Events.note("bad")).eventId();
        queue.enqueue(Events.note("good 1"));
        queue.enqueue(Events.note("good 2"));
        FakeSink sink = new FakeSink(b -> b.stream().anyMatch(e -> e.eventId().equals(bad))
                ? new SendResult.Refused(400, "HTTP 400: invalid event")
                : all(b, CaptureEventStatus.ACCEPTED));
        FlushReport report = flusher(sink).flush(Duration.ofSeconds(5));
        assertEquals(4, sink.batches.size());
        assertEquals(2, report.delivered());
        assertEquals(1, report.parked());
        RecordSummary parked = queue.list(10).getFirst();
        assertEquals(bad, parked.eventId());
        assertEquals("HTTP 400: invalid event", parked.lastError());
    }

    @Test
    void eventsMissingFromTheReplyStayQueued() {
        String a = queue.enqueue(Events.note("a")).eventId();
        queue.enqueue(Events.note("b"));
        FakeSink sink = new FakeSink(b -> new SendResult.Answered(
                List.of(new CaptureEventResult(a, CaptureEventStatus.ACCEPTED, null, null))));
        FlushReport report = flusher(sink).flush(Duration.ofSeconds(5));
        assertEquals(1, report.delivered());
        assertEquals(1, report.retried());
        assertEquals(1, queue.stats().queued());
    }

    @Test
    void theDeadlineStopsTheFlushAndReleasesWhatWasNotSent() {
        for (int i = 0; i < 300; i++) {
            queue.enqueue(Events.numbered("dl", i));
        }
        // Each send "takes" 490 ms of the 1 s budget: after two there is no time for a third.
        FakeSink slow = new FakeSink(b -> {
            clock.advance(Duration.ofMillis(490));
            return all(b, CaptureEventStatus.ACCEPTED);
        });
        Instant deadline = clock.instant().plusSeconds(1);
        FlushReport report = flusher(slow).flush(deadline);
        assertEquals(FlushReport.Stop.DEADLINE, report.stop());
        assertEquals(200, report.delivered());
        assertFalse(clock.instant().isAfter(deadline));
        assertTrue(slow.deadlines.stream().allMatch(d -> d.isBefore(deadline)), "the sink gets the deadline minus the settle reserve");
        assertEquals(100, queue.stats().queued());
        assertTrue(queue.list(100).stream().noneMatch(RecordSummary::leased));
    }

    @Test
    void anEmptyQueueSendsNothing() {
        FakeSink sink = new FakeSink(b -> all(b, CaptureEventStatus.ACCEPTED));
        FlushReport report = flusher(sink).flush(Duration.ofSeconds(1));
        assertEquals(FlushReport.Stop.DRAINED, report.stop());
        assertTrue(sink.batches.isEmpty());
        assertNull(report.lastError());
    }
}

package dev.albert.capture.delivery;

import dev.albert.api.capture.CaptureEventResult;
import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.Claim;
import dev.albert.capture.queue.QueueException;
import dev.albert.capture.queue.QueuedEvent;
import dev.albert.capture.queue.Settlement;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;

/**
 * Delivers the queue to a sink, at least once, within a deadline.
 *
 * <p>Each round claims a batch of due records (a lease, so concurrent flushers in other processes
 * take other records), sends it, and settles every record: acknowledged ones are deleted, refused
 * ones parked with the reason, the rest rescheduled with per-record exponential backoff and full
 * jitter (never before a {@code Retry-After}). A transient failure ends the flush: the server is
 * unwell, and the next hook will try again. A whole batch refused with a 4xx is resent one event at a
 * time, so only the offending event is parked. The deadline is never exceeded: requests get the time
 * left minus a small reserve for writing the results, and records not attempted are released.
 */
public final class QueueFlusher {
    private final CaptureQueue queue;
    private final CaptureSink sink;
    private final Clock clock;
    private final RandomGenerator random;
    private final FlushPolicy policy;

    public QueueFlusher(CaptureQueue queue, CaptureSink sink, Clock clock, RandomGenerator random, FlushPolicy policy) {
        this.queue = queue;
        this.sink = sink;
        this.clock = clock;
        this.random = random;
        this.policy = policy;
    }

    public FlushReport flush(Duration budget) {
        return flush(clock.instant().plus(budget));
    }

    public FlushReport flush(Instant deadline) {
        return flush(deadline, report -> { });
    }

    /** Flushes, telling {@code progress} the running totals after each batch (for a progress line). */
    public FlushReport flush(Instant deadline, Consumer<FlushReport> progress) {
        Tally tally = new Tally();
        String owner = CaptureQueue.newOwner();
        Instant sendBy = deadline.minus(policy.settleReserve());
        Instant leaseUntil = deadline.plus(policy.leaseGrace());
        try (NextClaim next = new NextClaim(() -> queue.claim(owner, policy.maxBatchEvents(), policy.maxBatchBytes(),
                leaseUntil))) {
            try {
                while (true) {
                    if (Duration.between(clock.instant(), sendBy).compareTo(policy.minimumSendTime()) < 0) {
                        tally.stop = FlushReport.Stop.DEADLINE;
                        break;
                    }
                    Claim claim = next.take();
                    tally.tampered += claim.tampered();
                    if (claim.isEmpty()) {
                        if (claim.tampered() > 0) {
                            continue; // the whole batch was moved aside; there may be more due
                        }
                        tally.stop = FlushReport.Stop.DRAINED;
                        break;
                    }
                    if (claim.events().size() == policy.maxBatchEvents()) {
                        next.prefetch(); // a full batch: there is likely more, claimed while this one is sent
                    }
                    boolean goOn = sendAndSettle(owner, claim.events(), sendBy, true, tally);
                    progress.accept(tally.report());
                    if (!goOn) {
                        break;
                    }
                }
            } catch (RuntimeException | Error e) {
                try {
                    releaseUnsent(owner, next, tally);
                } catch (RuntimeException alsoFailed) {
                    e.addSuppressed(alsoFailed);
                }
                throw e;
            }
            releaseUnsent(owner, next, tally);
        }
        return tally.report();
    }

    /** A batch claimed ahead but not sent (the flush stopped) goes back to the queue at once, not at lease expiry. */
    private void releaseUnsent(String owner, NextClaim next, Tally tally) {
        Claim unsent = next.pending();
        if (unsent == null) {
            return;
        }
        tally.tampered += unsent.tampered();
        if (!unsent.isEmpty()) {
            queue.settle(owner, unsent.events().stream().<Settlement>map(e -> new Settlement.Released(e.eventId())).toList());
        }
    }

    /**
     * The next batch: claimed when asked for, or ahead of time on a second thread while the current batch is in
     * flight, so the queue's work (reading, decrypting) overlaps the request and the server's work. The queue
     * serializes its own methods; the sink never touches it.
     */
    private static final class NextClaim implements AutoCloseable {
        private final Supplier<Claim> claims;
        private ExecutorService ahead;
        private Future<Claim> pending;

        NextClaim(Supplier<Claim> claims) {
            this.claims = claims;
        }

        void prefetch() {
            if (ahead == null) {
                ahead = Executors.newSingleThreadExecutor(task -> {
                    Thread t = new Thread(task, "albert-flush-claim");
                    t.setDaemon(true);
                    return t;
                });
            }
            pending = ahead.submit(claims::get);
        }

        Claim take() {
            Claim claimed = pending();
            return claimed != null ? claimed : claims.get();
        }

        /** The claim taken ahead (waiting for it to finish), or null if none was. */
        Claim pending() {
            Future<Claim> f = pending;
            pending = null;
            if (f == null) {
                return null;
            }
            try {
                return f.get();
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException r) {
                    throw r;
                }
                if (e.getCause() instanceof Error err) {
                    throw err;
                }
                throw new QueueException("claiming the next batch failed", e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new QueueException("interrupted while claiming the next batch", e);
            }
        }

        @Override
        public void close() {
            if (ahead != null) {
                ahead.shutdown();
            }
        }
    }

    /** True to go on with the next batch; false when the flush must stop (tally.stop says why). */
    private boolean sendAndSettle(String owner, List<QueuedEvent> batch, Instant sendBy, boolean mayResendSingly,
                                  Tally tally) {
        SendResult result = sink.send(batch, sendBy);
        Instant now = clock.instant();
        List<Settlement> settlements = new ArrayList<>(batch.size());
        switch (result) {
            case SendResult.Answered answered -> {
                Map<String, CaptureEventResult> byId = new HashMap<>();
                for (CaptureEventResult r : answered.results()) {
                    byId.put(r.eventId(), r);
                }
                for (QueuedEvent e : batch) {
                    CaptureEventResult r = byId.get(e.eventId());
                    if (r == null) {
                        tally.retried++;
                        tally.lastError = "the server's reply did not mention some events";
                        settlements.add(new Settlement.Retry(e.eventId(), backoff(e, now, null), tally.lastError));
                        continue;
                    }
                    switch (r.status()) {
                        case ACCEPTED -> {
                            tally.delivered++;
                            settlements.add(new Settlement.Delivered(e.eventId()));
                        }
                        case DUPLICATE -> {
                            tally.delivered++;
                            tally.duplicates++;
                            settlements.add(new Settlement.Delivered(e.eventId()));
                        }
                        case REJECTED -> {
                            tally.parked++;
                            settlements.add(new Settlement.Parked(e.eventId(),
                                    "rejected by the server" + (r.reason() == null ? "" : ": " + r.reason())));
                        }
                    }
                }
                queue.settle(owner, settlements);
                return true;
            }
            case SendResult.RetryLater later -> {
                for (QueuedEvent e : batch) {
                    settlements.add(new Settlement.Retry(e.eventId(), backoff(e, now, later.notBefore()), later.reason()));
                }
                queue.settle(owner, settlements);
                tally.retried += batch.size();
                tally.lastError = later.reason();
                tally.failure = later.failure();
                tally.stop = FlushReport.Stop.SERVER_UNAVAILABLE;
                return false;
            }
            case SendResult.Refused refused -> {
                if (batch.size() > 1 && mayResendSingly) {
                    return resendSingly(owner, batch, sendBy, tally);
                }
                for (QueuedEvent e : batch) {
                    settlements.add(new Settlement.Parked(e.eventId(), refused.reason()));
                }
                queue.settle(owner, settlements);
                tally.parked += batch.size();
                tally.lastError = refused.reason();
                return true;
            }
        }
    }

    private boolean resendSingly(String owner, List<QueuedEvent> batch, Instant sendBy, Tally tally) {
        for (int i = 0; i < batch.size(); i++) {
            boolean timeLeft = Duration.between(clock.instant(), sendBy).compareTo(policy.minimumSendTime()) >= 0;
            if (!timeLeft || !sendAndSettle(owner, List.of(batch.get(i)), sendBy, false, tally)) {
                List<Settlement> untried = new ArrayList<>();
                for (QueuedEvent rest : batch.subList(i + (timeLeft ? 1 : 0), batch.size())) {
                    untried.add(new Settlement.Released(rest.eventId()));
                }
                queue.settle(owner, untried);
                if (!timeLeft) {
                    tally.stop = FlushReport.Stop.DEADLINE;
                }
                return false;
            }
        }
        return true;
    }

    private Instant backoff(QueuedEvent e, Instant now, Instant notBefore) {
        Instant next = now.plus(policy.backoff().delay(e.attempts(), random));
        return notBefore != null && notBefore.isAfter(next) ? notBefore : next;
    }

    private static final class Tally {
        int delivered;
        int duplicates;
        int parked;
        int retried;
        int tampered;
        FlushReport.Stop stop = FlushReport.Stop.DRAINED;
        SendResult.Failure failure;
        String lastError;

        FlushReport report() {
            return new FlushReport(delivered, duplicates, parked, retried, tampered, stop, failure, lastError);
        }
    }
}

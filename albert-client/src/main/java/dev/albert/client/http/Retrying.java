package dev.albert.client.http;

import dev.albert.client.RetryPolicy;
import dev.albert.client.Timeouts;
import dev.albert.client.policy.RequestPolicy;
import dev.albert.client.policy.RetryAfter;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The retry half of the request policy, over any {@link Transport}: requests marked {@link Idempotency#IDEMPOTENT}
 * are sent again on connection failures and on the statuses {@link RequestPolicy#retryAtOnce} names, after
 * full-jitter exponential back-off or the server's {@code Retry-After} (capped by the {@link RetryPolicy}). The call
 * timeout bounds every attempt and pause together: no pause is taken that would outlast it. Everything else is
 * sent exactly once.
 */
public final class Retrying {
    private final RetryPolicy policy;
    private final Sleeper sleeper;
    private final RandomGenerator random;
    private final Clock clock;

    public Retrying(RetryPolicy policy, Sleeper sleeper, RandomGenerator random, Clock clock) {
        this.policy = policy;
        this.sleeper = sleeper;
        this.random = random;
        this.clock = clock;
    }

    /** What one try produced: the status and {@code Retry-After} that decide whether to try again. */
    public interface Answered {
        int status();

        String retryAfter();

        /** Releases an answer that is not handed to the caller because the call is tried again. */
        default void discard() {
        }
    }

    /** One try of a call within {@code timeouts} (whose call timeout is what is left of the whole call's). */
    @FunctionalInterface
    public interface Attempt<R extends Answered> {
        R send(Timeouts timeouts) throws IOException;
    }

    /** {@code request} over {@code transport} within {@code timeouts}, tried again as the policy allows. */
    public Transport.Reply send(Transport transport, Transport.Request request, Timeouts timeouts) throws IOException {
        return send(timeouts, request.idempotency(), attempt -> transport.exchange(request, attempt));
    }

    /** Runs {@code call} until it succeeds, fails for good, or the policy or the call timeout says stop. */
    public <R extends Answered> R send(Timeouts timeouts, Idempotency idempotency, Attempt<R> call) throws IOException {
        long started = System.nanoTime();
        long budgetNanos = timeouts.call().toNanos(); // 0: no call timeout
        boolean retries = idempotency == Idempotency.IDEMPOTENT && policy.maxAttempts() > 1;
        for (int attempt = 1; ; attempt++) {
            R reply;
            try {
                reply = call.send(attemptTimeouts(timeouts, started, budgetNanos));
            } catch (IOException failure) {
                if (!retries || !retryable(failure) || attempt >= policy.maxAttempts()) {
                    throw failure;
                }
                Duration delay = jittered(attempt);
                if (!fitsBudget(started, budgetNanos, delay)) {
                    throw failure;
                }
                pause(delay);
                continue;
            }
            if (!retries || !RequestPolicy.retryAtOnce(reply.status()) || attempt >= policy.maxAttempts()) {
                return reply;
            }
            int failed = attempt;
            Duration delay = retryAfter(reply).orElseGet(() -> jittered(failed));
            if (!fitsBudget(started, budgetNanos, delay)) {
                return reply;
            }
            reply.discard();
            pause(delay);
        }
    }

    /** The timeouts of the next attempt: the call timeout is what is left of the whole call's. */
    private static Timeouts attemptTimeouts(Timeouts timeouts, long started, long budgetNanos) throws InterruptedIOException {
        if (budgetNanos <= 0) {
            return timeouts;
        }
        long left = budgetNanos - (System.nanoTime() - started);
        if (left <= 0) {
            throw new InterruptedIOException("timeout");
        }
        return timeouts.withCall(Duration.ofNanos(left));
    }

    /** Failures where the request certainly or harmlessly did not complete: worth another try for idempotent calls. */
    static boolean retryable(IOException failure) {
        if (failure instanceof ConnectException || failure instanceof NoRouteToHostException) {
            return true;
        }
        String message = String.valueOf(failure.getMessage()).toLowerCase(java.util.Locale.ROOT);
        if (failure instanceof InterruptedIOException) {
            // read and call timeouts: a hanging server gets no second chance to hang
            return message.contains("connect timed out");
        }
        return failure instanceof SocketException && message.contains("connection reset")
                || message.contains("unexpected end of stream") // OkHttp
                || message.contains("unexpected end of file from server"); // HttpURLConnection
    }

    private Duration jittered(int failedAttempt) {
        long ceiling = policy.ceiling(failedAttempt).toMillis();
        return ceiling <= 0 ? Duration.ZERO : Duration.ofMillis(random.nextLong(ceiling + 1));
    }

    /** {@code Retry-After} as seconds or an HTTP date ({@link RetryAfter}, the one parser), capped at the policy's maximum. */
    private Optional<Duration> retryAfter(Answered reply) {
        Instant now = clock.instant();
        Optional<Instant> at = RetryAfter.parse(reply.retryAfter(), now);
        if (at.isEmpty()) {
            return Optional.empty();
        }
        Duration wait = Duration.between(now, at.get());
        return Optional.of(wait.compareTo(policy.maxRetryAfter()) > 0 ? policy.maxRetryAfter() : wait);
    }

    private static boolean fitsBudget(long started, long budgetNanos, Duration delay) {
        if (budgetNanos <= 0) {
            return true;
        }
        long elapsed = System.nanoTime() - started;
        // leave at least a tenth of the budget for the attempt itself
        return elapsed + delay.toNanos() + budgetNanos / 10 < budgetNanos;
    }

    private void pause(Duration delay) throws InterruptedIOException {
        if (delay.isZero()) {
            return;
        }
        try {
            sleeper.sleep(delay);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            InterruptedIOException interrupted = new InterruptedIOException("interrupted while waiting to retry");
            interrupted.initCause(e);
            throw interrupted;
        }
    }
}

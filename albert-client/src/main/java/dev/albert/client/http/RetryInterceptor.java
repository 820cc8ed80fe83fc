package dev.albert.client.http;

import dev.albert.client.RetryPolicy;
import dev.albert.client.policy.RequestPolicy;
import dev.albert.client.policy.RetryAfter;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

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
 * Retries requests tagged {@link Idempotency#IDEMPOTENT} on connection failures and on 429, 502, 503
 * and 504, with full-jitter exponential back-off or the server's {@code Retry-After} (capped). Gives
 * up early rather than sleep past the call timeout. Everything else passes through untouched.
 */
public final class RetryInterceptor implements Interceptor {
    private final RetryPolicy policy;
    private final Sleeper sleeper;
    private final RandomGenerator random;
    private final Clock clock;

    public RetryInterceptor(RetryPolicy policy, Sleeper sleeper, RandomGenerator random, Clock clock) {
        this.policy = policy;
        this.sleeper = sleeper;
        this.random = random;
        this.clock = clock;
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        Request request = chain.request();
        if (request.tag(Idempotency.class) != Idempotency.IDEMPOTENT || policy.maxAttempts() <= 1) {
            return chain.proceed(request);
        }
        long started = System.nanoTime();
        long budgetNanos = chain.call().timeout().timeoutNanos(); // 0: no call timeout
        for (int attempt = 1; ; attempt++) {
            Response response;
            try {
                response = chain.proceed(request);
            } catch (IOException failure) {
                if (!retryable(failure) || attempt >= policy.maxAttempts() || chain.call().isCanceled()) {
                    throw failure;
                }
                Duration delay = jittered(attempt);
                if (!fitsBudget(started, budgetNanos, delay)) {
                    throw failure;
                }
                pause(delay);
                continue;
            }
            if (!RequestPolicy.retryAtOnce(response.code()) || attempt >= policy.maxAttempts()) {
                return response;
            }
            int failed = attempt;
            Duration delay = retryAfter(response).orElseGet(() -> jittered(failed));
            if (!fitsBudget(started, budgetNanos, delay)) {
                return response;
            }
            response.close();
            pause(delay);
        }
    }

    /** Failures where the request certainly or harmlessly did not complete: worth another try for idempotent calls. */
    static boolean retryable(IOException failure) {
        if (failure instanceof ConnectException || failure instanceof NoRouteToHostException) {
            return true;
        }
        if (failure instanceof InterruptedIOException) {
            // read and call timeouts: a hanging server gets no second chance to hang
            String message = String.valueOf(failure.getMessage()).toLowerCase(java.util.Locale.ROOT);
            return message.contains("connect timed out");
        }
        String message = String.valueOf(failure.getMessage()).toLowerCase(java.util.Locale.ROOT);
        return failure instanceof SocketException && message.contains("connection reset")
                || message.contains("unexpected end of stream");
    }

    private Duration jittered(int failedAttempt) {
        long ceiling = policy.ceiling(failedAttempt).toMillis();
        return ceiling <= 0 ? Duration.ZERO : Duration.ofMillis(random.nextLong(ceiling + 1));
    }

    /** {@code Retry-After} as seconds or an HTTP date ({@link RetryAfter}, the one parser), capped at the policy's maximum. */
    private Optional<Duration> retryAfter(Response response) {
        Instant now = clock.instant();
        Optional<Instant> at = RetryAfter.parse(response.header("Retry-After"), now);
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

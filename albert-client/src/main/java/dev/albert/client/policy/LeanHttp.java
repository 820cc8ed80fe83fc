package dev.albert.client.policy;

import dev.albert.client.Timeouts;
import dev.albert.client.http.Idempotency;
import dev.albert.client.http.Transport;
import dev.albert.client.http.UrlConnectionTransport;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * The hook path's calls (the agent's recall and capture delivery): the same {@link UrlConnectionTransport} and
 * {@link RequestPolicy} headers as the CLIs' JSON calls, no retries within a call (the queue retries over
 * minutes, after {@link RetryAfter}), and a hard deadline per call: the connect timeout and the call's bound come
 * from the time left, and a reply that has not fully arrived when the deadline comes is abandoned (its connection
 * dropped). Connections are kept alive by the JDK between calls (the resident agent reuses them).
 */
public final class LeanHttp implements AutoCloseable {
    static final Duration MAX_CONNECT_TIMEOUT = Duration.ofSeconds(2);
    private static final int MAX_BODY = 16 << 20;
    private static final String JSON = "application/json";

    private final URI base;
    private final String authorization;
    private final String userAgent;
    private final Clock clock;
    private final Transport transport = new UrlConnectionTransport();

    /**
     * @param baseUrl   the server, e.g. {@code http://127.0.0.1:8080} (a path prefix is kept)
     * @param apiKey    sent as {@code Authorization: Bearer …}; null sends no header
     * @param userAgent sent as {@code User-Agent}
     */
    public LeanHttp(URI baseUrl, String apiKey, String userAgent, Clock clock) {
        String url = Objects.requireNonNull(baseUrl, "baseUrl").toString();
        this.base = URI.create(url.endsWith("/") ? url : url + "/");
        this.authorization = RequestPolicy.authorization(apiKey);
        this.userAgent = Objects.requireNonNull(userAgent, "userAgent");
        this.clock = clock;
    }

    public URI base() {
        return base;
    }

    /** What one call produced: an answer (any status), or why there is none. */
    public sealed interface Result permits Answer, Failed {
    }

    /** The server answered; {@code retryAfter} is the header's raw value, or null. */
    public record Answer(int status, String retryAfter, byte[] body) implements Result {
        public RequestPolicy.Outcome outcome() {
            return RequestPolicy.classify(status);
        }
    }

    /** No answer by the deadline: network failure, timeout, a body too large. {@code reason} is for people. */
    public record Failed(String reason) implements Result {
    }

    /** {@code POST <base>/<path>} with a JSON body, bounded by {@code deadline}. Never throws for I/O. */
    public Result post(String path, byte[] body, Instant deadline) {
        Duration remaining = Duration.between(clock.instant(), deadline);
        if (remaining.toMillis() < 1) {
            return new Failed("no time left before the deadline");
        }
        URI url = base.resolve(path);
        Transport.Request request = new Transport.Request("POST", url.toString(), url.getRawPath(), JSON,
                authorization, userAgent, JSON, body, Idempotency.NOT_IDEMPOTENT);
        Duration connect = remaining.compareTo(MAX_CONNECT_TIMEOUT) < 0 ? remaining : MAX_CONNECT_TIMEOUT;
        try {
            Transport.Reply reply = transport.exchange(request, new Timeouts(connect, remaining, remaining));
            if (reply.body().length > MAX_BODY) {
                return new Failed("reply larger than " + (MAX_BODY >> 20) + " MiB");
            }
            return new Answer(reply.status(), reply.retryAfter(), reply.body());
        } catch (IOException e) {
            return new Failed(describe(e, remaining));
        }
    }

    private String describe(IOException cause, Duration remaining) {
        String message = String.valueOf(cause.getMessage()).toLowerCase(java.util.Locale.ROOT);
        if (cause instanceof SocketTimeoutException && message.contains("connect")) {
            return "cannot connect to " + base + " (timed out)";
        }
        if (cause instanceof SocketTimeoutException) {
            return "no reply in time from " + base;
        }
        if (cause instanceof InterruptedIOException) {
            return "no reply within " + remaining.toMillis() + " ms";
        }
        if (cause instanceof ConnectException) {
            return "cannot connect to " + base;
        }
        String text = cause.getMessage();
        return "connection to " + base + " failed" + (text == null || text.isBlank() ? "" : ": " + text);
    }

    /** Releases what this client holds (the JDK keeps idle connections, and closes them after a few seconds). */
    @Override
    public void close() {
        transport.close();
    }
}

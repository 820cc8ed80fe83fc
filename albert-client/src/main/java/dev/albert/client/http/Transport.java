package dev.albert.client.http;

import dev.albert.client.Timeouts;

import java.io.IOException;
import java.util.Objects;

/**
 * Sends one request and reads the whole answer, once: no retries (that is {@link Retrying}'s), no meaning given
 * to the status (that is {@link dev.albert.client.policy.RequestPolicy}'s and the caller's). Two implementations:
 * {@link UrlConnectionTransport} (the JDK's {@code HttpURLConnection}: the cheapest start-up, for the CLIs'
 * JSON calls and the hook path) and {@link OkHttpTransport} (for what {@code HttpURLConnection} cannot send:
 * {@code PATCH}; the streamed calls use OkHttp directly, {@code dev.albert.client.StreamingCalls}).
 */
public interface Transport extends AutoCloseable {

    /**
     * One request. {@code authorization} and {@code contentType} may be null (not sent); {@code body} null sends
     * none ({@code GET}, {@code DELETE}) and an empty array an empty one.
     */
    record Request(String method, String url, String path, String accept, String authorization, String userAgent,
                   String contentType, byte[] body, Idempotency idempotency) {
        public Request {
            Objects.requireNonNull(method, "method");
            Objects.requireNonNull(url, "url");
            Objects.requireNonNull(userAgent, "userAgent");
            Objects.requireNonNull(idempotency, "idempotency");
        }
    }

    /** The server answered (any status); {@code retryAfter} is the header's raw value, or null. */
    record Reply(int status, String retryAfter, byte[] body) implements Retrying.Answered {
    }

    /** True when this transport can send {@code request} as it is. */
    boolean serves(Request request);

    /**
     * Sends {@code request} within {@code timeouts}: connect and read (between two packets) as given, and the whole
     * exchange, body included, ended by {@code timeouts.call()} (zero: no bound). A call that runs out of time
     * throws an {@link java.io.InterruptedIOException} that is not a {@link java.net.SocketTimeoutException}.
     */
    Reply exchange(Request request, Timeouts timeouts) throws IOException;

    @Override
    void close();
}

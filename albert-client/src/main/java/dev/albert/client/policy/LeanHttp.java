package dev.albert.client.policy;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The lean transport of the hook path (the agent's recall and capture delivery): the JDK's HTTP client,
 * so no extra jars, with {@link RequestPolicy}'s headers and a hard deadline per call. The connect
 * timeout and the request timeout come from the time left, and a reply that has not fully arrived when
 * the deadline comes is abandoned (its connection dropped). One instance keeps its connections alive
 * (the resident agent reuses it); close it: an open JDK client delays process exit by about 300 ms.
 */
public final class LeanHttp implements AutoCloseable {
    static final Duration MAX_CONNECT_TIMEOUT = Duration.ofSeconds(2);
    private static final int MAX_BODY = 16 << 20;

    private final URI base;
    private final String authorization;
    private final String userAgent;
    private final Clock clock;
    private HttpClient client;
    private volatile boolean abandonedRequests;

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
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path))
                .timeout(remaining)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json")
                .header("User-Agent", userAgent)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        CompletableFuture<HttpResponse<byte[]>> call = client(remaining)
                .sendAsync(request.build(), HttpResponse.BodyHandlers.ofByteArray());
        try {
            // The request timeout stops at the response headers; this bounds the body as well.
            HttpResponse<byte[]> response = call.get(Math.max(1, remaining.toMillis()), TimeUnit.MILLISECONDS);
            byte[] bytes = response.body() == null ? new byte[0] : response.body();
            if (bytes.length > MAX_BODY) {
                return new Failed("reply larger than " + (MAX_BODY >> 20) + " MiB");
            }
            return new Answer(response.statusCode(), response.headers().firstValue("Retry-After").orElse(null), bytes);
        } catch (TimeoutException e) {
            call.cancel(true);
            abandonedRequests = true;
            return new Failed("no reply within " + remaining.toMillis() + " ms");
        } catch (InterruptedException e) {
            call.cancel(true);
            abandonedRequests = true;
            Thread.currentThread().interrupt();
            return new Failed("interrupted");
        } catch (ExecutionException e) {
            return new Failed(describe(e.getCause()));
        }
    }

    private String describe(Throwable cause) {
        if (cause instanceof HttpConnectTimeoutException) {
            return "cannot connect to " + base + " (timed out)";
        }
        if (cause instanceof HttpTimeoutException) {
            return "no reply in time from " + base;
        }
        if (cause instanceof ConnectException) {
            return "cannot connect to " + base;
        }
        if (cause instanceof IOException) {
            String message = cause.getMessage();
            return "connection to " + base + " failed" + (message == null || message.isBlank() ? "" : ": " + message);
        }
        return "request to " + base + " failed: " + cause;
    }

    private synchronized HttpClient client(Duration remaining) {
        if (client == null) {
            Duration connect = remaining.compareTo(MAX_CONNECT_TIMEOUT) < 0 ? remaining : MAX_CONNECT_TIMEOUT;
            client = HttpClient.newBuilder()
                    .version(HttpClient.Version.HTTP_1_1)
                    .connectTimeout(connect.isZero() ? Duration.ofMillis(1) : connect)
                    .followRedirects(HttpClient.Redirect.NEVER)
                    .build();
        }
        return client;
    }

    /** Stops the client's threads now (abandoning what is still in flight), so the process exits at once. */
    @Override
    public synchronized void close() {
        if (client == null) {
            return;
        }
        if (abandonedRequests) {
            client.shutdownNow();
        }
        client.close();
        client = null;
    }
}

package dev.albert.capture.delivery;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.api.Json;
import dev.albert.capture.queue.QueuedEvent;

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
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Posts batches to an Albert server ({@code POST /v1/capture/events}) with the JDK's HTTP client:
 * no extra jars on the hook path. Every call ends by its deadline: the connect timeout and the
 * request timeout come from the time left, and a reply that has not fully arrived when the deadline
 * comes is abandoned. Close it (try-with-resources): an open JDK client delays process exit by about
 * 300 ms.
 */
public final class HttpCaptureSink implements CaptureSink {
    public static final String EVENTS_PATH = "v1/capture/events";
    public static final String SESSIONS_PATH = "v1/capture/sessions";
    static final Duration MAX_CONNECT_TIMEOUT = Duration.ofSeconds(2);
    private static final int MAX_REASON = 200;

    private final URI base;
    private final String apiKey;
    private final Clock clock;
    private final ObjectMapper json = Json.mapper();
    private HttpClient client;
    private boolean abandonedRequests;

    /**
     * @param baseUrl the server, e.g. {@code http://127.0.0.1:8080} (a path prefix is kept)
     * @param apiKey  sent as {@code Authorization: Bearer …}; null sends no header (the server answers 401)
     */
    public HttpCaptureSink(URI baseUrl, String apiKey, Clock clock) {
        String url = Objects.requireNonNull(baseUrl, "baseUrl").toString();
        this.base = URI.create(url.endsWith("/") ? url : url + "/");
        this.apiKey = apiKey;
        this.clock = clock;
    }

    /** A sink for the resolved client configuration (URL and key). */
    public static HttpCaptureSink of(dev.albert.client.ClientConfig config, Clock clock) {
        return new HttpCaptureSink(URI.create(config.baseUrl()), config.apiKey(), clock);
    }

    @Override
    public SendResult send(List<QueuedEvent> batch, Instant deadline) {
        byte[] body;
        try {
            body = json.writeValueAsBytes(new CaptureEventsRequest(batch.stream().map(CaptureEventWire::of).toList()));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("capture events cannot be serialized", e);
        }
        Exchange exchange = post(EVENTS_PATH, body, deadline);
        if (exchange.failure() != null) {
            return exchange.failure();
        }
        HttpResponse<byte[]> response = exchange.response();
        int status = response.statusCode();
        if (status / 100 == 2) {
            try {
                return new SendResult.Answered(json.readValue(response.body(), CaptureEventsResponse.class).results());
            } catch (IOException | IllegalArgumentException e) {
                return new SendResult.RetryLater(SendResult.Failure.UNAVAILABLE,
                        "unreadable reply from the server (HTTP " + status + ")", null);
            }
        }
        return classify(response);
    }

    /**
     * Declares a capture session ({@code POST /v1/capture/sessions}). Optional: events create their
     * session implicitly. Empty if the server did not answer 200/201 by the deadline.
     */
    public Optional<CaptureSessionResponse> openSession(CaptureSessionRequest request, Instant deadline) {
        byte[] body;
        try {
            body = json.writeValueAsBytes(request);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("capture session cannot be serialized", e);
        }
        Exchange exchange = post(SESSIONS_PATH, body, deadline);
        if (exchange.failure() != null || exchange.response().statusCode() / 100 != 2) {
            return Optional.empty();
        }
        try {
            return Optional.of(json.readValue(exchange.response().body(), CaptureSessionResponse.class));
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private record Exchange(HttpResponse<byte[]> response, SendResult.RetryLater failure) {
    }

    private Exchange post(String path, byte[] body, Instant deadline) {
        Duration remaining = Duration.between(clock.instant(), deadline);
        if (remaining.toMillis() < 1) {
            return failed("no time left before the deadline");
        }
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path))
                .timeout(remaining)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (apiKey != null && !apiKey.isBlank()) {
            request.header("Authorization", "Bearer " + apiKey);
        }
        CompletableFuture<HttpResponse<byte[]>> call = client(remaining)
                .sendAsync(request.build(), HttpResponse.BodyHandlers.ofByteArray());
        try {
            // The request timeout stops at the response headers; this bounds the body as well.
            return new Exchange(call.get(Math.max(1, remaining.toMillis()), TimeUnit.MILLISECONDS), null);
        } catch (TimeoutException e) {
            call.cancel(true);
            abandonedRequests = true;
            return failed("no reply within " + remaining.toMillis() + " ms");
        } catch (InterruptedException e) {
            call.cancel(true);
            abandonedRequests = true;
            Thread.currentThread().interrupt();
            return failed("interrupted");
        } catch (ExecutionException e) {
            return failed(describe(e.getCause()));
        }
    }

    private SendResult classify(HttpResponse<byte[]> response) {
        int status = response.statusCode();
        String detail = detail(response.body());
        String what = "HTTP " + status + (detail.isEmpty() ? "" : ": " + detail);
        Instant notBefore = RetryAfter.parse(response.headers().firstValue("Retry-After").orElse(null), clock.instant())
                .orElse(null);
        return switch (status) {
            case 401, 403 -> new SendResult.RetryLater(SendResult.Failure.AUTHENTICATION,
                    "the server refused the API key (" + what + "); it needs the capability capture.write", notBefore);
            case 404, 405, 501 -> new SendResult.RetryLater(SendResult.Failure.NOT_SUPPORTED,
                    "the server has no capture endpoint (" + what + "); it needs the capture extension", notBefore);
            case 408, 425, 429 -> new SendResult.RetryLater(SendResult.Failure.UNAVAILABLE, what, notBefore);
            default -> status >= 400 && status < 500
                    ? new SendResult.Refused(status, what)
                    : new SendResult.RetryLater(SendResult.Failure.UNAVAILABLE, what, notBefore);
        };
    }

    /** The {@code detail} of an error body, shortened; empty when there is none. */
    private String detail(byte[] body) {
        if (body == null || body.length == 0) {
            return "";
        }
        try {
            JsonNode detail = json.readTree(body).get("detail");
            if (detail == null || detail.isNull()) {
                return "";
            }
            String text = detail.isTextual() ? detail.asText() : detail.toString();
            return text.length() <= MAX_REASON ? text : text.substring(0, MAX_REASON) + "…";
        } catch (IOException e) {
            return "";
        }
    }

    private static SendResult.RetryLater failedResult(String reason) {
        return new SendResult.RetryLater(SendResult.Failure.UNAVAILABLE, reason, null);
    }

    private static Exchange failed(String reason) {
        return new Exchange(null, failedResult(reason));
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

    private HttpClient client(Duration remaining) {
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
    public void close() {
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

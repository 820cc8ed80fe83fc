package dev.albert.capture.delivery;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.api.Json;
import dev.albert.api.capture.CaptureEvent;
import dev.albert.api.capture.CaptureEventResult;
import dev.albert.api.capture.CaptureEventsRequest;
import dev.albert.api.capture.CaptureEventsResponse;
import dev.albert.api.capture.CaptureSessionRead;
import dev.albert.api.capture.CaptureSessionRequest;
import dev.albert.capture.queue.QueuedEvent;
import dev.albert.client.policy.LeanHttp;
import dev.albert.client.policy.RequestPolicy;
import dev.albert.client.policy.RetryAfter;

import java.io.IOException;
import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Posts batches to an Albert server ({@code POST /v1/capture/events}) over the hook path's lean
 * transport ({@link LeanHttp}: the JDK's {@code HttpURLConnection}, the same transport as the CLIs' JSON calls)
 * under the one request policy ({@link RequestPolicy}: headers, status meaning, {@link RetryAfter}). Every call
 * ends by its deadline.
 */
public final class HttpCaptureSink implements CaptureSink {
    public static final String EVENTS_PATH = "v1/capture/events";
    public static final String SESSIONS_PATH = "v1/capture/sessions";
    private static final int MAX_REASON = 200;

    private final Clock clock;
    private final ObjectMapper json = Json.mapper();
    private final LeanHttp http;

    /**
     * @param baseUrl the server, e.g. {@code http://127.0.0.1:8080} (a path prefix is kept)
     * @param apiKey  sent as {@code Authorization: Bearer …}; null sends no header (the server answers 401)
     */
    public HttpCaptureSink(URI baseUrl, String apiKey, Clock clock) {
        this(baseUrl, apiKey, "albert-capture/" + dev.albert.client.Version.current(), clock);
    }

    public HttpCaptureSink(URI baseUrl, String apiKey, String userAgent, Clock clock) {
        this.clock = clock;
        this.http = new LeanHttp(baseUrl, apiKey, userAgent, clock);
    }

    /** A sink for the resolved client configuration (URL, key, User-Agent). */
    public static HttpCaptureSink of(dev.albert.client.ClientConfig config, Clock clock) {
        return new HttpCaptureSink(URI.create(config.baseUrl()), config.apiKey(), config.userAgent(), clock);
    }

    @Override
    public SendResult send(List<QueuedEvent> batch, Instant deadline) {
        byte[] body;
        try {
            body = json.writeValueAsBytes(new CaptureEventsRequest(batch.stream().map(HttpCaptureSink::wire).toList()));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("capture events cannot be serialized", e);
        }
        LeanHttp.Result result = http.post(EVENTS_PATH, body, deadline);
        if (!(result instanceof LeanHttp.Answer answer)) {
            return new SendResult.RetryLater(SendResult.Failure.UNAVAILABLE, ((LeanHttp.Failed) result).reason(), null);
        }
        if (answer.outcome() == RequestPolicy.Outcome.SUCCESS) {
            try {
                return new SendResult.Answered(results(answer.body()));
            } catch (IOException | IllegalArgumentException e) {
                return new SendResult.RetryLater(SendResult.Failure.UNAVAILABLE,
                        "unreadable reply from the server (HTTP " + answer.status() + ")", null);
            }
        }
        return classify(answer);
    }

    /**
     * Declares a capture session ({@code POST /v1/capture/sessions}). Optional: events create their
     * session implicitly. Empty if the server did not answer 200/201 by the deadline.
     */
    public Optional<CaptureSessionRead> openSession(CaptureSessionRequest request, Instant deadline) {
        byte[] body;
        try {
            body = json.writeValueAsBytes(request);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("capture session cannot be serialized", e);
        }
        if (!(http.post(SESSIONS_PATH, body, deadline) instanceof LeanHttp.Answer answer)
                || answer.outcome() != RequestPolicy.Outcome.SUCCESS) {
            return Optional.empty();
        }
        try {
            return Optional.of(json.readValue(answer.body(), CaptureSessionRead.class));
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** A queued event as the contract's record ({@code POST /v1/capture/events}). */
    static CaptureEvent wire(QueuedEvent e) {
        return new CaptureEvent(e.eventId(), e.host(), e.sessionKey(), e.eventClass(), e.payload().text(),
                e.createdAt(), e.payload().turnKey(), e.payload().projectRef(), e.payload().branch(),
                e.payload().metadata());
    }

    /**
     * The per-event verdicts of a 200 reply. A reply without {@code results}, or with a result missing its
     * event id or status, is unreadable: the batch is retried, never taken as answered.
     */
    List<CaptureEventResult> results(byte[] body) throws IOException {
        JsonNode tree = json.readTree(body);
        if (tree == null || !tree.path("results").isArray()) {
            throw new IllegalArgumentException("the reply has no results");
        }
        List<CaptureEventResult> results = json.treeToValue(tree, CaptureEventsResponse.class).results();
        for (CaptureEventResult r : results) {
            if (r == null || r.eventId() == null || r.status() == null) {
                throw new IllegalArgumentException("a result has no event_id or status");
            }
        }
        return results;
    }

    private SendResult classify(LeanHttp.Answer answer) {
        int status = answer.status();
        String detail = detail(answer.body());
        String what = "HTTP " + status + (detail.isEmpty() ? "" : ": " + detail);
        Instant notBefore = RetryAfter.parse(answer.retryAfter(), clock.instant()).orElse(null);
        return switch (answer.outcome()) {
            case AUTHENTICATION -> new SendResult.RetryLater(SendResult.Failure.AUTHENTICATION,
                    "the server refused the API key (" + what + "); it needs the capability capture.write", notBefore);
            case NOT_SUPPORTED -> new SendResult.RetryLater(SendResult.Failure.NOT_SUPPORTED,
                    "the server has no capture endpoint (" + what + "); it needs the capture extension", notBefore);
            case REFUSED -> new SendResult.Refused(status, what);
            case TRANSIENT, SUCCESS -> new SendResult.RetryLater(SendResult.Failure.UNAVAILABLE, what, notBefore);
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

    @Override
    public void close() {
        http.close();
    }
}

package dev.albert.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.api.Json;
import dev.albert.api.error.ErrorBody;
import dev.albert.client.http.Idempotency;
import dev.albert.client.http.JsonTransport;
import dev.albert.client.http.OkHttpTransport;
import dev.albert.client.http.RequestUrl;
import dev.albert.client.http.Retrying;
import dev.albert.client.http.Transport;
import dev.albert.client.http.UrlConnectionTransport;
import dev.albert.client.policy.RequestPolicy;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;
import javax.net.ssl.SSLException;

/**
 * One JSON call of {@link AlbertClient}, from arguments to a value or an {@link AlbertException}: builds the request
 * under the request policy (User-Agent, the bearer key where the call is authenticated, Accept), sends it through
 * {@link Retrying} over the transport that serves its method, and maps what came back: a non-2xx status to
 * {@link HttpFailure}, an I/O failure to {@link Unavailable} with its hint, a body that is not Albert's JSON to
 * {@link Unavailable.Reason#BAD_RESPONSE}. The streamed calls ({@link StreamingCalls}) use the same mapping.
 */
final class Exchange implements AutoCloseable {
    static final String JSON_TYPE = "application/json";
    private static final byte[] EMPTY = new byte[0];

    private final ClientConfig config;
    private final ObjectMapper json = Json.mapper();
    private final Retrying retrying;
    private final Transport plain;
    private OkHttpTransport okHttp;

    Exchange(ClientConfig config, JsonTransport transport, Retrying retrying) {
        this.config = config;
        this.retrying = retrying;
        this.plain = transport == JsonTransport.URL_CONNECTION ? new UrlConnectionTransport() : null;
    }

    ClientConfig config() {
        return config;
    }

    ObjectMapper json() {
        return json;
    }

    Retrying retrying() {
        return retrying;
    }

    /** OkHttp, built on first use: a CLI whose calls are all plain JSON never loads it. */
    synchronized OkHttpTransport okHttp() {
        if (okHttp == null) {
            okHttp = new OkHttpTransport(config);
        }
        return okHttp;
    }

    private Transport transportFor(Transport.Request request) {
        return plain != null && plain.serves(request) ? plain : okHttp();
    }

    RequestUrl root() {
        return RequestUrl.under(config.baseUrl());
    }

    RequestUrl url(String path, Object... segments) {
        RequestUrl url = root().addPathSegments(path);
        for (Object segment : segments) {
            url.addPathSegment(segment.toString());
        }
        return url;
    }

    JavaType type(Class<?> type) {
        return json.getTypeFactory().constructType(type);
    }

    JavaType listOf(Class<?> element) {
        return json.getTypeFactory().constructCollectionType(List.class, element);
    }

    <T> T send(String method, RequestUrl url, Object body, boolean authenticated, Idempotency idempotency,
               JavaType responseType) {
        return send(method, url, body, authenticated, idempotency, responseType, null);
    }

    /** One call; {@code statusOut}, when given, receives the HTTP status of a successful answer. */
    <T> T send(String method, RequestUrl url, Object body, boolean authenticated, Idempotency idempotency,
               JavaType responseType, int[] statusOut) {
        String path = url.encodedPath();
        byte[] bytes = requestBody(method, body);
        Transport.Request request = new Transport.Request(method, url.toString(), path, JSON_TYPE,
                authorization(authenticated), config.userAgent(), body == null ? null : JSON_TYPE, bytes, idempotency);
        Transport.Reply reply;
        try {
            reply = retrying.send(transportFor(request), request, config.timeouts());
        } catch (IOException e) {
            throw unavailable(e);
        }
        int status = reply.status();
        if (RequestPolicy.classify(status) != RequestPolicy.Outcome.SUCCESS) {
            throw failure(status, method, path, reply.body(), authenticated);
        }
        if (statusOut != null) {
            statusOut[0] = status;
        }
        if (responseType == null || status == 204) {
            return null;
        }
        return read(reply.body(), responseType, path, status);
    }

    /**
     * Runs a call to one of this project's extensions: a server without it (an upstream Albert, or
     * an older embedded server) answers "unknown route", which is reported as the missing feature.
     */
    <T> T extension(String feature, Supplier<T> call) {
        try {
            return call.get();
        } catch (HttpFailure failure) {
            if (failure.unknownRoute()) {
                throw new HttpFailure(failure.status(), failure.method(), failure.path(), failure.body(),
                        "the Albert server at " + config.baseUrl() + " does not offer " + feature
                                + " (" + failure.method() + " " + failure.path() + " is an extension it lacks); upgrade it");
            }
            throw failure;
        }
    }

    /** The {@code Authorization} value of an authenticated call, or null (no key, or a call that sends none). */
    String authorization(boolean authenticated) {
        return authenticated ? RequestPolicy.authorization(config.apiKey()) : null;
    }

    /** A non-2xx answer as the failure callers see: the server's {@code detail}, with the hint for its status. */
    HttpFailure failure(int status, String method, String path, byte[] body, boolean authenticated) {
        return new HttpFailure(status, method, path, errorBody(body), authenticated && config.apiKey() != null);
    }

    <T> T read(byte[] bytes, JavaType type, String path, int status) {
        try {
            return json.readValue(bytes, type);
        } catch (IOException e) {
            throw badResponse(path, status, e);
        }
    }

    Unavailable badResponse(String path, int status, IOException e) {
        return new Unavailable(config.baseUrl(), Unavailable.Reason.BAD_RESPONSE,
                "unexpected reply from " + config.baseUrl() + path + " (HTTP " + status
                        + ", not the JSON Albert sends); is the URL pointing at an Albert server?", e);
    }

    private byte[] requestBody(String method, Object body) {
        if (body != null) {
            try {
                return json.writeValueAsBytes(body);
            } catch (JsonProcessingException e) {
                throw new IllegalArgumentException("cannot serialize " + body.getClass().getSimpleName(), e);
            }
        }
        return "GET".equals(method) || "DELETE".equals(method) ? null : EMPTY;
    }

    private ErrorBody errorBody(byte[] bytes) {
        if (bytes == null || bytes.length == 0) {
            return null;
        }
        try {
            ErrorBody body = json.readValue(bytes, ErrorBody.class);
            return body == null || body.detail() == null ? null : body;
        } catch (IOException notJson) {
            return null;
        }
    }

    /** An I/O failure as the one line that says what to check. */
    Unavailable unavailable(IOException e) {
        String at = config.baseUrl();
        if (e instanceof UnknownHostException) {
            return new Unavailable(at, Unavailable.Reason.UNKNOWN_HOST, "cannot reach Albert at " + at
                    + " (unknown host " + host(at) + "); check ALBERT_API_URL or --url", e);
        }
        if (e instanceof ConnectException || e instanceof NoRouteToHostException) {
            String why = e instanceof NoRouteToHostException ? "no route to host" : "connection refused";
            return new Unavailable(at, Unavailable.Reason.CONNECTION_REFUSED, "cannot reach Albert at " + at
                    + " (" + why + "); is the server running? set ALBERT_API_URL or --url", e);
        }
        if (e instanceof SSLException) {
            return new Unavailable(at, Unavailable.Reason.TLS, "TLS with Albert at " + at + " failed ("
                    + HttpFailure.oneLine(e.getMessage()) + "); check the URL's scheme and the server's certificate", e);
        }
        if (e instanceof InterruptedIOException) {
            String message = String.valueOf(e.getMessage()).toLowerCase(java.util.Locale.ROOT);
            if (message.contains("connect")) {
                return new Unavailable(at, Unavailable.Reason.TIMEOUT, "cannot reach Albert at " + at
                        + " (no connection within " + human(config.timeouts().connect())
                        + "); is the server running? set ALBERT_API_URL or --url", e);
            }
            return new Unavailable(at, Unavailable.Reason.TIMEOUT, "Albert at " + at + " did not answer in time (timed out after "
                    + human(e instanceof java.net.SocketTimeoutException ? config.timeouts().read() : config.timeouts().call())
                    + "); the server may be overloaded; try again later or raise --timeout", e);
        }
        return new Unavailable(at, Unavailable.Reason.CONNECTION_LOST, "lost the connection to Albert at " + at + " ("
                + HttpFailure.oneLine(String.valueOf(e.getMessage())) + "); try again", e);
    }

    /** The host of a URL {@link ClientConfig} accepted (which {@code URI} would not always parse). */
    static String host(String url) {
        String rest = url.substring(url.indexOf("://") + 3);
        int end = rest.indexOf('/');
        String authority = end < 0 ? rest : rest.substring(0, end);
        String hostPort = authority.substring(authority.lastIndexOf('@') + 1);
        if (hostPort.startsWith("[")) {
            return hostPort.substring(0, hostPort.indexOf(']') + 1);
        }
        int colon = hostPort.indexOf(':');
        return colon < 0 ? hostPort : hostPort.substring(0, colon);
    }

    static String human(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }

    @Override
    public synchronized void close() {
        if (plain != null) {
            plain.close();
        }
        if (okHttp != null) {
            okHttp.close();
        }
    }
}

package dev.albert.server.mcp;

import dev.albert.api.Json;
import dev.albert.api.mcp.RestCall;
import dev.albert.server.ServerVersion;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Objects;

/**
 * Makes a tool's REST call on this server's own port with the caller's {@code Authorization} header, so a tool call
 * passes exactly the authentication, capability checks, validation, screening and audit of the REST route it
 * names, with nothing re-implemented beside them.
 */
final class LoopbackRest implements AutoCloseable {
    /** The contract's gateway gives each call 120 s. */
    static final Duration CALL_TIMEOUT = Duration.ofSeconds(120);

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();
    private volatile String baseUrl;

    /** Set once the server listens: where its REST routes answer. */
    void target(String baseUrl) {
        this.baseUrl = Objects.requireNonNull(baseUrl);
    }

    /** What the route answered: its status and body bytes. */
    record Answer(int status, byte[] body) {
    }

    Answer send(RestCall call, String authorization) throws IOException, InterruptedException {
        String base = baseUrl;
        if (base == null) {
            throw new IOException("the server is not listening yet");
        }
        HttpRequest.BodyPublisher body = call.body() == null
                ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofByteArray(Json.mapper().writeValueAsBytes(call.body()));
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + call.encodedPathAndQuery()))
                .timeout(CALL_TIMEOUT)
                .header("Authorization", authorization)
                .header("Accept", "application/json")
                .header("User-Agent", "albert-server-mcp/" + ServerVersion.VERSION)
                .method(call.method(), body);
        if (call.body() != null) {
            request.header("Content-Type", "application/json");
        }
        HttpResponse<byte[]> response = http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
        return new Answer(response.statusCode(), response.body());
    }

    @Override
    public void close() {
        http.shutdownNow();
    }
}

package dev.albert.capture.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.albert.api.Json;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A minimal stand-in for the server's capture endpoint while the real server has no
 * {@code POST /v1/capture/events}: parses each batch and answers {@code accepted} (or
 * {@code duplicate} for an id seen before) per event, {@code 401} without a bearer key. Used by the
 * command tests and, as a separate process, by scripts/bench-queue.sh ({@code main} prints
 * {@code listening <port>} and serves until killed).
 */
public final class StubCaptureServer implements AutoCloseable {
    private final HttpServer server;
    private final ExecutorService executor;
    private final Set<String> seen = ConcurrentHashMap.newKeySet();
    private final List<JsonNode> events = Collections.synchronizedList(new ArrayList<>());
    private final AtomicInteger requests = new AtomicInteger();
    private final boolean keepEvents;

    private StubCaptureServer(int port, boolean keepEvents) throws IOException {
        this.keepEvents = keepEvents;
        ObjectMapper json = Json.mapper();
        // Without TCP_NODELAY the JDK server's small response writes meet the client's delayed ACK
        // and every request takes ~40 ms more (a real server disables Nagle too).
        System.setProperty("sun.net.httpserver.nodelay", "true");
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 64);
        server.createContext("/v1/capture/events", exchange -> {
            try (exchange) {
                requests.incrementAndGet();
                if (!"POST".equals(exchange.getRequestMethod())) {
                    reply(exchange, 405, "{\"detail\":\"Method Not Allowed\"}");
                    return;
                }
                String auth = exchange.getRequestHeaders().getFirst("Authorization");
                if (auth == null || !auth.startsWith("Bearer ")) {
                    reply(exchange, 401, "{\"detail\":\"Missing API key\"}");
                    return;
                }
                JsonNode batch;
                try (InputStream in = exchange.getRequestBody()) {
                    batch = json.readTree(in).get("events");
                } catch (IOException e) {
                    reply(exchange, 400, "{\"detail\":\"body is not JSON\"}");
                    return;
                }
                StringBuilder out = new StringBuilder("{\"results\":[");
                for (int i = 0; i < batch.size(); i++) {
                    JsonNode event = batch.get(i);
                    String id = event.get("event_id").asText();
                    boolean fresh = seen.add(id);
                    if (fresh && keepEvents) {
                        events.add(event);
                    }
                    out.append(i == 0 ? "" : ",").append("{\"event_id\":\"").append(id).append("\",\"status\":\"")
                            .append(fresh ? "accepted" : "duplicate").append("\",\"reason\":null}");
                }
                reply(exchange, 200, out.append("]}").toString());
            }
        });
        executor = Executors.newFixedThreadPool(4);
        server.setExecutor(executor);
        server.start();
    }

    /** A stub on a free loopback port that keeps every event it receives (for assertions). */
    public static StubCaptureServer start() throws IOException {
        return new StubCaptureServer(0, true);
    }

    public URI baseUrl() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /** The distinct events received, as JSON objects of the wire format. */
    public List<JsonNode> events() {
        synchronized (events) {
            return List.copyOf(events);
        }
    }

    public int distinctEvents() {
        return seen.size();
    }

    public int requests() {
        return requests.get();
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }

    private static void reply(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    public static void main(String[] args) throws IOException {
        StubCaptureServer stub = new StubCaptureServer(args.length > 0 ? Integer.parseInt(args[0]) : 0, false);
        System.out.println("listening " + stub.server.getAddress().getPort());
        System.out.flush();
    }
}

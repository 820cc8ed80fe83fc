package dev.albert.testkit.hosts;

import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/**
 * A stand-in for a host's model API on a free local port, so a real host runs a whole turn offline: every POST to
 * {@code path} is recorded and answered with {@code reply(body)} as server-sent events; anything else is a 404.
 */
public final class StandInModel implements AutoCloseable {
    private final HttpServer server;
    private final List<String> requests = new CopyOnWriteArrayList<>();

    private StandInModel(String path, Function<String, String> reply) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            if (!exchange.getRequestMethod().equals("POST") || !exchange.getRequestURI().getPath().equals(path)) {
                exchange.sendResponseHeaders(404, -1);
                exchange.close();
                return;
            }
            requests.add(body);
            byte[] sse = reply.apply(body).getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
            exchange.sendResponseHeaders(200, sse.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(sse);
            }
        });
        server.start();
    }

    /** Starts one answering POSTs to {@code path} (e.g. {@code /v1/messages}). */
    public static StandInModel start(String path, Function<String, String> reply) throws IOException {
        return new StandInModel(path, reply);
    }

    /** {@code http://127.0.0.1:<port>}. */
    public String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** The request bodies received so far, in order. */
    public List<String> requests() {
        return requests;
    }

    @Override
    public void close() {
        server.stop(0);
    }
}

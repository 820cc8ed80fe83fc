package dev.albert.hook;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.util.concurrent.atomic.AtomicReference;

/**
 * {@code POST /v1/context/session-start} over {@link HttpURLConnection} (no exit stall, keep-alive
 * reuse in the agent), bounded by a hard deadline: the call runs on a daemon thread that is abandoned
 * (and its connection dropped) when the time is up, so a server that dribbles its answer cannot hold
 * the hook. Returns the body of a 200 answer, else null; never throws.
 */
final class RecallClient {
    static final String PATH = "/v1/context/session-start";
    private static final int MAX_BODY = 1 << 20;

    private RecallClient() {
    }

    /** Why a call produced nothing, for the log (never content). */
    static String lastProblem(AtomicReference<String> problem) {
        return problem.get();
    }

    static byte[] post(String baseUrl, String apiKey, byte[] body, long timeoutMillis, AtomicReference<String> problem) {
        if (timeoutMillis < 20) {
            problem.set("no time left for recall");
            return null;
        }
        AtomicReference<byte[]> result = new AtomicReference<>();
        AtomicReference<HttpURLConnection> open = new AtomicReference<>();
        Thread call = new Thread(() -> {
            try {
                HttpURLConnection c = (HttpURLConnection) URI.create(baseUrl + PATH).toURL().openConnection();
                open.set(c);
                c.setConnectTimeout((int) Math.max(1, timeoutMillis));
                c.setReadTimeout((int) Math.max(1, timeoutMillis));
                c.setRequestMethod("POST");
                c.setDoOutput(true);
                c.setRequestProperty("Content-Type", "application/json");
                c.setRequestProperty("Accept", "application/json");
                c.setRequestProperty("User-Agent", "albert-hook");
                if (apiKey != null) {
                    c.setRequestProperty("Authorization", "Bearer " + apiKey);
                }
                c.setFixedLengthStreamingMode(body.length);
                try (OutputStream out = c.getOutputStream()) {
                    out.write(body);
                }
                int status = c.getResponseCode();
                if (status != 200) {
                    problem.set("recall answered HTTP " + status + (status == 404 ? " (server without /v1/context/session-start)" : ""));
                    InputStream err = c.getErrorStream();
                    if (err != null) {
                        try (err) {
                            err.readNBytes(MAX_BODY); // drain so the connection can be reused
                        }
                    }
                    return;
                }
                try (InputStream in = c.getInputStream()) {
                    byte[] bytes = in.readNBytes(MAX_BODY + 1);
                    if (bytes.length > MAX_BODY) {
                        problem.set("recall answer larger than 1 MiB");
                        return;
                    }
                    result.set(bytes);
                }
            } catch (IOException | RuntimeException e) {
                problem.set("recall failed: " + e.getClass().getSimpleName());
            }
        }, "albert-hook-recall");
        call.setDaemon(true);
        call.start();
        try {
            call.join(timeoutMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (call.isAlive()) {
            problem.set("recall timed out after " + timeoutMillis + " ms");
            HttpURLConnection c = open.get();
            if (c != null) {
                c.disconnect();
            }
            return null;
        }
        return result.get();
    }
}

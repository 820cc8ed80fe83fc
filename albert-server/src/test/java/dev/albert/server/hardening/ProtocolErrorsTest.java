package dev.albert.server.hardening;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.server.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Errors that the HTTP layer raises before any route runs (URI too long, header fields too large, a request line
 * or header that does not parse) keep the contract's error shape: a JSON {@code {"detail": …}} body with a 4xx,
 * not the servlet container's HTML page. Sent over a raw socket, so nothing in between tidies the request.
 */
class ProtocolErrorsTest {
    @RegisterExtension
    static final TestServer server = new TestServer();

    record Raw(int status, String contentType, String body) {
    }

    static Raw raw(String request) throws IOException {
        URI base = URI.create(server.server().baseUrl());
        try (Socket socket = new Socket(base.getHost(), base.getPort())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            int n;
            try {
                while ((n = in.read(buffer)) > 0) {
                    all.write(buffer, 0, n);
                }
            } catch (java.net.SocketException | java.net.SocketTimeoutException e) {
                // the server closes after a bad message; what was read is the answer
            }
            String text = all.toString(StandardCharsets.UTF_8);
            int headersEnd = text.indexOf("\r\n\r\n");
            assertTrue(headersEnd > 0, () -> "no HTTP answer: " + text);
            String head = text.substring(0, headersEnd);
            String body = text.substring(headersEnd + 4);
            int status = Integer.parseInt(head.split(" ")[1]);
            String contentType = head.lines().filter(l -> l.toLowerCase().startsWith("content-type:"))
                    .map(l -> l.substring(13).strip()).findFirst().orElse("");
            if (head.toLowerCase().contains("transfer-encoding: chunked")) {
                body = dechunk(body);
            }
            return new Raw(status, contentType, body);
        }
    }

    static String dechunk(String body) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < body.length()) {
            int eol = body.indexOf("\r\n", i);
            if (eol < 0) {
                break;
            }
            int size = Integer.parseInt(body.substring(i, eol).strip(), 16);
            if (size == 0) {
                break;
            }
            out.append(body, eol + 2, eol + 2 + size);
            i = eol + 2 + size + 2;
        }
        return out.toString();
    }

    static void assertJsonDetail(Raw r) throws IOException {
        assertTrue(r.status() >= 400 && r.status() < 500, r.toString());
        assertTrue(r.contentType().startsWith("application/json"), r.toString());
        JsonNode json = Json.mapper().readTree(r.body());
        assertTrue(json.path("detail").isTextual() && !json.path("detail").asText().isBlank(), r.toString());
    }

    @Test
    void uriTooLongIsAJson414() throws IOException {
        Raw r = raw("GET /v1/memories?x=" + "a".repeat(20_000) + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
        assertEquals(414, r.status(), r.toString());
        assertJsonDetail(r);
    }

    @Test
    void headersTooLargeIsAJson431() throws IOException {
        Raw r = raw("GET /v1/health/live HTTP/1.1\r\nHost: localhost\r\nX-Big: " + "b".repeat(20_000)
                + "\r\nConnection: close\r\n\r\n");
        assertEquals(431, r.status(), r.toString());
        assertJsonDetail(r);
    }

    @Test
    void unparsableRequestsAreJson400s() throws IOException {
        for (String request : List.of(
                "GET /v1/health/live HTTP/1.1\r\nHost: localhost\r\nNo colon here\r\nConnection: close\r\n\r\n",
                "GET /v1/health/live HTTP/1.1\r\nHost: localhost\r\nHost: other\r\nConnection: close\r\n\r\n",
                "POST /v1/memories HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\nConnection: close\r\n\r\n",
                "GET /v1/%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
                // Percent-encoded bytes that are not UTF-8 (a surrogate, an overlong '/', a lone 0xFF) in a path.
                "DELETE /v1/episodes/%ED%A0%80 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
                "GET /v1/memories/%C0%AF HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
                "GET /v1/capture/sessions/%FF/events?host=h HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")) {
            Raw r = raw(request);
            assertEquals(400, r.status(), () -> request + " -> " + r);
            assertJsonDetail(r);
        }
    }

    @Test
    void theServerStillAnswersAfterwards() {
        assertEquals(200, server.get("/v1/health/ready", null).status());
    }
}

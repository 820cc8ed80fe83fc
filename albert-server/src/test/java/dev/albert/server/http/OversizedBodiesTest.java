package dev.albert.server.http;

import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A body past the 32 MB limit, sent by a client that does not ask first: the client writes all of it and still reads
 * the 413 (a raw socket, as a simple client writes: the whole request, then the answer). Without the drain after a 413
 * the server closes with the rest of the body unread, which resets the connection under the writing client (seen once
 * in a suite run on a busy machine with 1 MB past the limit). The MCP endpoint reads its bodies itself and drains the
 * same way.
 */
class OversizedBodiesTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static Tenant admin;

    @BeforeAll
    static void setUp() {
        admin = server.bootstrap("Acme", "main");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/v1/episodes", "/mcp"})
    void aClientThatSendsTheWholeBodyReadsThe413(String path) throws IOException {
        // 24 MB past the limit, within what is drained (Uploads.DISCARD_LIMIT): the server reads up to its limit,
        // refuses, and 24 MB are still on their way, too many for a close with them unread to pass unnoticed.
        long length = HttpApi.MAX_REQUEST_BYTES + 24L * 1024 * 1024;
        try (Socket socket = connect()) {
            OutputStream out = socket.getOutputStream();
            out.write(head(path, length, false));
            byte[] chunk = new byte[256 * 1024];
            Arrays.fill(chunk, (byte) 'x');
            for (long sent = 0; sent < length; sent += chunk.length) {
                out.write(chunk, 0, (int) Math.min(chunk.length, length - sent));
            }
            out.flush();
            String answer = read(socket.getInputStream());
            assertTrue(answer.startsWith("HTTP/1.1 413 "), answer);
            assertTrue(answer.contains("Request body too large"), answer);
        }
    }

    private static Socket connect() throws IOException {
        URI base = URI.create(server.server().baseUrl());
        Socket socket = new Socket(base.getHost(), base.getPort());
        socket.setSoTimeout(180_000); // a guard against a hung server, not a speed check
        return socket;
    }

    private static byte[] head(String path, long length, boolean expectContinue) {
        return ("POST " + path + " HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + admin.key()
                + "\r\nConnection: close\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: " + length + "\r\n"
                + (expectContinue ? "Expect: 100-continue\r\n" : "") + "\r\n").getBytes(StandardCharsets.US_ASCII);
    }

    /** The answer up to the end of the stream (the server closes after a 413). */
    private static String read(InputStream in) throws IOException {
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
}

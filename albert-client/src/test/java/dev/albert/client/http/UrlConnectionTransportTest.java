package dev.albert.client.http;

import dev.albert.client.Timeouts;
import dev.albert.client.policy.LeanHttp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The whole-call bound of the HttpURLConnection transport: a server that answers at once but then sends its body
 * one byte at a time, forever, never lets a read time out; only the call's deadline ends the call. (Without it
 * these tests would hang: the class-level timeout is a guard against that, not a measurement.)
 */
@Timeout(120)
class UrlConnectionTransportTest {
    private ServerSocket server;
    private Thread acceptor;

    @BeforeEach
    void trickleServer() throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        acceptor = Thread.ofPlatform().daemon().start(() -> {
            while (!server.isClosed()) {
                try {
                    Socket socket = server.accept();
                    Thread.ofPlatform().daemon().start(() -> trickle(socket));
                } catch (IOException closed) {
                    return;
                }
            }
        });
    }

    private static void trickle(Socket socket) {
        try (socket) {
            socket.getInputStream().read(new byte[8192]); // the request (small enough for one read)
            OutputStream out = socket.getOutputStream();
            out.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n"
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            while (true) {
                out.write(' ');
                out.flush();
                Thread.sleep(20);
            }
        } catch (IOException | InterruptedException gone) {
            // the client dropped the connection: what the deadline is for
        }
    }

    @AfterEach
    void stop() throws IOException, InterruptedException {
        server.close();
        acceptor.join();
    }

    private String url() {
        return "http://127.0.0.1:" + server.getLocalPort() + "/v1/search";
    }

    @Test
    void aTricklingBodyEndsAtTheCallsDeadlineAsACallTimeout() {
        Transport.Request request = new Transport.Request("POST", url(), "/v1/search", "application/json", null,
                "test", "application/json", "{}".getBytes(StandardCharsets.UTF_8), Idempotency.IDEMPOTENT);
        Timeouts timeouts = new Timeouts(Duration.ofSeconds(5), Duration.ofSeconds(5), Duration.ofMillis(500));
        InterruptedIOException timeout = assertThrows(InterruptedIOException.class,
                () -> new UrlConnectionTransport().exchange(request, timeouts));
        assertFalse(timeout instanceof SocketTimeoutException, "a call timeout, not a read timeout");
        assertEquals("timeout", timeout.getMessage());
    }

    @Test
    void theHookTransportAbandonsATricklingReplyAtItsDeadline() {
        try (LeanHttp http = new LeanHttp(URI.create("http://127.0.0.1:" + server.getLocalPort()), null, "test",
                Clock.systemUTC())) {
            LeanHttp.Result result = http.post("v1/context/session-start", "{}".getBytes(StandardCharsets.UTF_8),
                    Instant.now().plusMillis(500));
            LeanHttp.Failed failed = assertInstanceOf(LeanHttp.Failed.class, result);
            assertEquals("no reply within", failed.reason().substring(0, "no reply within".length()));
        }
    }
}

package dev.albert.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** Shared helpers: run {@code albert} against the embedded server with a given key. */
final class CommandTestSupport {
    private CommandTestSupport() {
    }

    static ExecutableRun albert(EmbeddedAlbert server, String apiKey) {
        return ExecutableRun.of(AlbertMain::execute).env(server.env(apiKey));
    }

    static JsonNode json(ExecutableRun.Result result) {
        try {
            return Json.mapper().readTree(result.stdout());
        } catch (IOException e) {
            throw new UncheckedIOException("not JSON:\n" + result, e);
        }
    }

    /** A remembered memory's id, from plain output. */
    static UUID remember(EmbeddedAlbert server, String apiKey, String... args) {
        String[] full = new String[args.length + 1];
        full[0] = "remember";
        System.arraycopy(args, 0, full, 1, args.length);
        ExecutableRun.Result result = albert(server, apiKey).run(full);
        assertEquals(0, result.exitCode(), result.toString());
        return UUID.fromString(result.stdout().strip());
    }

    /** One line on stderr starting with {@code error: }, nothing on stdout, no stack trace. */
    static void assertOneErrorLine(ExecutableRun.Result result) {
        assertEquals("", result.stdout(), result.toString());
        assertEquals(1, result.stderr().lines().count(), result.toString());
        assertFalse(result.stderr().contains("\tat "), result.toString());
        assertEquals(true, result.stderr().startsWith("error: "), result.toString());
    }

    static int closedPort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

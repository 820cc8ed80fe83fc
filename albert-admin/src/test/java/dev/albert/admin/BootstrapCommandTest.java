package dev.albert.admin;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.api.auth.ApiKeyFormat;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each test gets a fresh server: bootstrap works once per server. */
class BootstrapCommandTest {
    @RegisterExtension
    EmbeddedAlbert server = new EmbeddedAlbert();

    private ExecutableRun admin() {
        return ExecutableRun.of(AdminMain::execute).env(server.env(null));
    }

    @Test
    void plainOutputIsExactlyTheSeedsTwoLines() {
        ExecutableRun.Result result = admin().run("bootstrap", "--organization", "Acme", "--workspace", "main");
        assertEquals(0, result.exitCode(), result.toString());
        List<String> lines = result.stdout().lines().toList();
        assertEquals(2, lines.size(), result.stdout());
        assertEquals("Bootstrap complete. Store this key securely; it will not be shown again:", lines.get(0));
        assertTrue(ApiKeyFormat.parse(lines.get(1)).isPresent(), lines.get(1));
        assertEquals("", result.stderr());

        // the key works: it may list keys (and sees its own)
        ExecutableRun.Result keys = ExecutableRun.of(AdminMain::execute).env(server.env(lines.get(1))).run("keys", "list");
        assertEquals(0, keys.exitCode(), keys.toString());
        assertTrue(keys.stdout().contains("\tbootstrap administrator\t"), keys.stdout());
    }

    @Test
    void jsonGivesTheKeyAndTheIds() throws IOException {
        ExecutableRun.Result result = admin().run("bootstrap", "--organization", "Acme", "--workspace", "main",
                "--principal", "Ops Team", "--output", "json");
        assertEquals(0, result.exitCode(), result.toString());
        JsonNode body = Json.mapper().readTree(result.stdout());
        assertTrue(ApiKeyFormat.parse(body.get("api_key").asText()).isPresent());
        for (String field : List.of("organization_id", "workspace_id", "principal_id")) {
            assertTrue(body.get(field).asText().matches("[0-9a-f-]{36}"), field + " in " + body);
        }
    }

    @Test
    void aSecondBootstrapIsRefusedUntilTheTokenIsGiven() throws IOException {
        assertEquals(0, admin().run("bootstrap", "--organization", "Acme", "--workspace", "main").exitCode());

        ExecutableRun.Result again = admin().run("bootstrap", "--organization", "Other", "--workspace", "w");
        assertEquals(4, again.exitCode(), again.toString());
        assertEquals("", again.stdout());
        assertEquals(1, again.stderr().lines().count(), again.stderr());
        assertTrue(again.stderr().startsWith("error: "), again.stderr());

        var tokenFile = server.server().bootstrapTokenPath();
        assertTrue(Files.isRegularFile(tokenFile), "the server keeps its one-time token beside the database");
        ExecutableRun.Result withToken = admin().run("bootstrap", "--organization", "Other", "--workspace", "w",
                "--bootstrap-token-file", tokenFile.toString());
        assertEquals(0, withToken.exitCode(), withToken.toString());
        assertTrue(withToken.stdout().startsWith("Bootstrap complete."), withToken.stdout());
    }

    @Test
    void invalidInputExits2() {
        for (String[] args : new String[][] {
                {"bootstrap", "--workspace", "main"},
                {"bootstrap", "--organization", "Acme"},
                {"bootstrap", "--organization", " ", "--workspace", "main"},
                {"bootstrap", "--organization", "Acme", "--workspace", "main", "--bootstrap-token-file", "/nonexistent/token"},
                {"bootstrap", "--organization", "Acme", "--workspace", "main", "--url", "nonsense"},
                {"bootstrap", "--organization", "Acme", "--workspace", "main", "--colour"}}) {
            ExecutableRun.Result result = admin().run(args);
            assertEquals(2, result.exitCode(), String.join(" ", args) + "\n" + result);
            assertEquals("", result.stdout());
            assertTrue(result.stderr().startsWith("error: "), result.toString());
        }
    }

    @Test
    void anUnreachableServerExits5() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        ExecutableRun.Result result = admin().run("bootstrap", "--organization", "Acme", "--workspace", "main",
                "--url", "http://127.0.0.1:" + port);
        assertEquals(5, result.exitCode(), result.toString());
        assertEquals(1, result.stderr().lines().count());
        assertFalse(result.stderr().contains("\tat "));
    }

    @Test
    void helpHasExamples() {
        ExecutableRun.Result result = admin().run("bootstrap", "--help");
        assertEquals(0, result.exitCode());
        assertTrue(result.stdout().contains("Examples:\n  albert-admin bootstrap --organization Acme --workspace main\n"),
                result.stdout());
        assertEquals(2, admin().run().exitCode());
    }
}

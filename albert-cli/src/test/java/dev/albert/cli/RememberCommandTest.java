package dev.albert.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.UUID;

import static dev.albert.cli.CommandTestSupport.albert;
import static dev.albert.cli.CommandTestSupport.assertOneErrorLine;
import static dev.albert.cli.CommandTestSupport.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RememberCommandTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    static EmbeddedAlbert.Tenant tenant;

    @BeforeAll
    static void bootstrap() {
        tenant = server.bootstrap("Acme", "main");
    }

    @Test
    void printsTheNewIdInPlainOutput() {
        ExecutableRun.Result result = albert(server, tenant.apiKey())
                .run("remember", "The deploy script is ops/deploy.sh", "--subject", "Deploy script");
        assertEquals(0, result.exitCode(), result.toString());
        UUID id = UUID.fromString(result.stdout().strip());
        assertEquals(id + "\n", result.stdout());
        assertEquals("", result.stderr());
    }

    @Test
    void jsonGivesTheMemoryWithEveryOption() {
        ExecutableRun.Result result = albert(server, tenant.apiKey()).run("remember", "We chose SQLite for the embedded server",
                "--subject", "Storage decision", "--type", "decision", "--sensitivity", "confidential", "--project", "albert",
                "--task", "T-1", "--confidence", "0.7", "--workspace", tenant.workspaceId(), "--output", "json");
        assertEquals(0, result.exitCode(), result.toString());
        JsonNode memory = json(result);
        assertEquals("Storage decision", memory.get("subject").asText());
        assertEquals("We chose SQLite for the embedded server", memory.get("content").asText());
        assertEquals("decision", memory.get("memory_type").asText());
        assertEquals("confidential", memory.get("sensitivity").asText());
        assertEquals("albert", memory.get("project_ref").asText());
        assertEquals("T-1", memory.get("task_ref").asText());
        assertEquals(0.7, memory.get("confidence").asDouble(), 1e-9);
        assertEquals(tenant.workspaceId(), memory.get("workspace_id").asText());
        assertTrue(result.stdout().startsWith("{\n  \"id\": \""), "pretty, stable field order:\n" + result.stdout());
    }

    @Test
    void readsStdinAsUtf8() {
        ExecutableRun.Result result = albert(server, tenant.apiKey()).stdin("Müller 日本 prefers tabs\n")
                .run("remember", "-", "--output", "json");
        assertEquals(0, result.exitCode(), result.toString());
        assertEquals("Müller 日本 prefers tabs", json(result).get("content").asText());

        ExecutableRun.Result fetched = albert(server, tenant.apiKey()).run("get", json(result).get("id").asText(), "-o", "json");
        assertEquals("Müller 日本 prefers tabs", json(fetched).get("content").asText());
    }

    @Test
    void aCredentialIsRefusedWithExit3AndNeverEchoed() {
        String secret = "ghp_" + "aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3fG5";
        assertEquals(40, secret.length());
        ExecutableRun.Result result = albert(server, tenant.apiKey()).run("remember", "my token is " + secret);
        assertEquals(3, result.exitCode(), result.toString());
        assertOneErrorLine(result);
        assertTrue(result.stderr().contains("credential or secret"), result.stderr());
        assertFalse(result.stderr().contains(secret), result.stderr());
        assertFalse(result.stderr().contains("aB3dE5"), result.stderr());
    }

    @Test
    void invalidInputExits2BeforeAnyNetworkCall() {
        // pointed at a closed port: a network call would exit 5, not 2
        ExecutableRun offline = ExecutableRun.of(AlbertMain::execute).env(server.env(tenant.apiKey()))
                .env("ALBERT_API_URL", "http://127.0.0.1:" + CommandTestSupport.closedPort());
        for (List<String> args : List.of(
                List.of("remember"),
                List.of("remember", ""),
                List.of("remember", "   "),
                List.of("remember", "x", "--confidence", "1.5"),
                List.of("remember", "x", "--sensitivity", "secret"),
                List.of("remember", "x", "--workspace", "not-a-uuid"),
                List.of("remember", "x", "--subject", "s".repeat(501)),
                List.of("remember", "x", "--bogus"),
                List.of("remember", "-"))) {
            ExecutableRun.Result result = offline.run(args.toArray(String[]::new));
            assertEquals(2, result.exitCode(), args + "\n" + result);
            assertEquals("", result.stdout());
            assertTrue(result.stderr().startsWith("error: "), result.toString());
            assertTrue(result.stderr().endsWith("try 'albert remember --help'\n"), result.toString());
            assertEquals(2, result.stderr().lines().count(), result.toString());
        }
    }

    @Test
    void helpHasAnExample() {
        ExecutableRun.Result result = albert(server, null).run("remember", "--help");
        assertEquals(0, result.exitCode());
        assertTrue(result.stdout().contains("Examples:\n  albert remember"), result.stdout());
    }
}

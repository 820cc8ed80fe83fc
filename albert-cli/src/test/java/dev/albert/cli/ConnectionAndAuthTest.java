package dev.albert.cli;

import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import static dev.albert.cli.CommandTestSupport.albert;
import static dev.albert.cli.CommandTestSupport.assertOneErrorLine;
import static dev.albert.cli.CommandTestSupport.closedPort;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Where the server and key come from, and what happens when they are wrong. */
class ConnectionAndAuthTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    static EmbeddedAlbert.Tenant tenant;

    @BeforeAll
    static void bootstrap() {
        tenant = server.bootstrap("Acme", "main");
    }

    @Test
    void aWrongKeyExits4WithOneLine() {
        ExecutableRun.Result result = albert(server, "alb_wrongprefix_" + "x".repeat(43)).run("search", "anything");
        assertEquals(4, result.exitCode(), result.toString());
        assertOneErrorLine(result);
        assertTrue(result.stderr().startsWith("error: Invalid or expired API key; check the API key"), result.stderr());
    }

    @Test
    void noKeyExits4AndSaysHowToSetOne() {
        ExecutableRun.Result result = albert(server, null).run("remember", "hello");
        assertEquals(4, result.exitCode(), result.toString());
        assertOneErrorLine(result);
        assertTrue(result.stderr().contains("set ALBERT_API_KEY"), result.stderr());
    }

    @Test
    void aStoppedServerExits5AndNamesTheUrl() {
        String url = "http://127.0.0.1:" + closedPort();
        ExecutableRun.Result result = albert(server, tenant.apiKey()).env("ALBERT_API_URL", url).run("search", "anything");
        assertEquals(5, result.exitCode(), result.toString());
        assertOneErrorLine(result);
        assertEquals("error: cannot reach Albert at " + url
                + " (connection refused); is the server running? set ALBERT_API_URL or --url\n", result.stderr());
    }

    @Test
    void aBadUrlExits2() {
        ExecutableRun.Result result = albert(server, tenant.apiKey()).run("search", "x", "--url", "127.0.0.1:8080");
        assertEquals(2, result.exitCode(), result.toString());
        assertOneErrorLine(result);
        assertTrue(result.stderr().contains("(from --url)"));
    }

    @Test
    void aCapabilityTheKeyLacksExits4() {
        String reader = server.issueKey(tenant.apiKey(), List.of("memory.read"));
        ExecutableRun.Result result = albert(server, reader).run("remember", "not allowed");
        assertEquals(4, result.exitCode(), result.toString());
        assertEquals("error: Missing capability: memory.write\n", result.stderr());
        assertEquals(1, albert(server, reader).run("search", "nothing-here-at-all").exitCode(), "reading still works");
    }

    @Test
    void verboseShowsTheRedactedSourceAndAStackTrace() {
        ExecutableRun.Result result = albert(server, tenant.apiKey()).run("get", java.util.UUID.randomUUID().toString(), "--verbose");
        assertEquals(1, result.exitCode());
        assertTrue(result.stderr().startsWith("debug: using " + server.url() + " (from ALBERT_API_URL), API key alb_"),
                result.stderr());
        assertFalse(result.stderr().contains(tenant.apiKey()), "the key is only ever shown redacted");
        assertTrue(result.stderr().contains("\tat dev.albert.client.AlbertClient"), result.stderr());
    }

    @Test
    void theKeyMayComeFromAFileOrAProfile() throws IOException {
        Path dir = server.directory().resolve("profile-test");
        Files.createDirectories(dir);
        Path keyFile = dir.resolve("admin.key");
        Files.writeString(keyFile, tenant.apiKey() + "\n");
        Files.setPosixFilePermissions(keyFile, PosixFilePermissions.fromString("rw-------"));
        ExecutableRun.Result viaFile = ExecutableRun.of(AlbertMain::execute).env(server.env(null))
                .run("search", "nothing-matches", "--api-key-file", keyFile.toString());
        assertEquals(1, viaFile.exitCode(), viaFile.toString());
        assertEquals("No memories match 'nothing-matches'.\n", viaFile.stderr());

        Path configDir = dir.resolve("config");
        Files.createDirectories(configDir);
        Path config = configDir.resolve("config.json");
        Files.writeString(config, """
                {"current_profile": "dev",
                 "profiles": {"dev": {"url": "%s", "api_key": "%s"},
                              "dead": {"url": "http://127.0.0.1:%d"}}}""".formatted(server.url() + "/", tenant.apiKey(), closedPort()));
        Files.setPosixFilePermissions(config, PosixFilePermissions.fromString("rw-------"));
        ExecutableRun profiles = ExecutableRun.of(AlbertMain::execute)
                .env("ALBERT_CONFIG_DIR", configDir.toString()).env("HOME", dir.toString());
        assertEquals(1, profiles.run("search", "nothing-matches").exitCode(), "the current profile works");
        assertEquals(5, profiles.run("search", "nothing-matches", "--profile", "dead").exitCode());
        ExecutableRun.Result unknown = profiles.run("search", "x", "--profile", "nope");
        assertEquals(2, unknown.exitCode());
        assertTrue(unknown.stderr().contains("profile 'nope' is not defined"), unknown.stderr());

        Files.setPosixFilePermissions(config, PosixFilePermissions.fromString("rw-r--r--"));
        ExecutableRun.Result warned = profiles.run("search", "nothing-matches");
        assertTrue(warned.stderr().startsWith("warning: " + config + " holds API keys and is readable by other users"),
                warned.stderr());
    }

    @Test
    void versionAndHelp() {
        ExecutableRun.Result version = albert(server, null).run("--version");
        assertEquals(0, version.exitCode());
        assertTrue(version.stdout().startsWith("albert "), version.stdout());
        ExecutableRun.Result help = albert(server, null).run("--help");
        assertTrue(help.stdout().contains("Exit codes:"), help.stdout());
        ExecutableRun.Result bare = albert(server, null).run();
        assertEquals(2, bare.exitCode());
        assertTrue(bare.stderr().startsWith("error: missing command"));
        for (String command : List.of("remember", "get", "search", "context", "forget")) {
            ExecutableRun.Result commandHelp = albert(server, null).run(command, "--help");
            assertEquals(0, commandHelp.exitCode(), command);
            assertTrue(commandHelp.stdout().contains("Examples:\n  albert " + command), command + ":\n" + commandHelp.stdout());
        }
        ExecutableRun.Result unknownCommand = albert(server, null).run("recall");
        assertEquals(2, unknownCommand.exitCode());
    }
}

package dev.albert.capture.connect;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.capture.CaptureMain;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** albert-capture connect|disconnect|status claude-code in a real temporary HOME (host-hooks §5.5 installer cases). */
class ConnectClaudeCodeTest {
    static final String FOREIGN = """
            {
              "$schema": "https://json.schemastore.org/claude-code-settings.json",
              "model": "opus",
              "env": {"FOO": "bar", "BIG": 12345678901234567890, "PI": 3.14159265358979323846},
              "hooks": {
                "Stop": [ { "hooks": [ { "type": "command", "command": "/usr/local/bin/notify done", "timeout": 5 } ] } ],
                "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "guard.sh" } ] } ]
              },
              "permissions": {"allow": ["Bash(ls:*)"], "deny": []}
            }
            """;

    @RegisterExtension
    EmbeddedAlbert albert = new EmbeddedAlbert();

    @TempDir
    Path root;
    Path home;
    Path launcher;

    @BeforeEach
    void setUp() throws IOException {
        home = Files.createDirectories(root.resolve("home"));
        Path bin = Files.createDirectories(root.resolve("albert home/bin"));
        launcher = bin.resolve("albert-hook");
        Files.writeString(launcher, "#!/bin/sh\nexit 0\n");
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    @AfterEach
    void resetSeam() {
        SettingsFile.failAfterRename = false;
    }

    private ExecutableRun capture() {
        return ExecutableRun.of(CaptureMain::execute)
                .env("HOME", home.toString())
                .env("XDG_DATA_HOME", root.resolve("data").toString())
                .env("ALBERT_CONFIG_DIR", root.resolve("config").toString())
                .env("ALBERT_HOME", root.resolve("albert home").toString())
                .env("ALBERT_API_URL", albert.url())
                .workingDirectory(Files.exists(root.resolve("project")) ? root.resolve("project") : root);
    }

    private Path userSettings() {
        return home.resolve(".claude/settings.json");
    }

    private ExecutableRun.Result connect(String... extra) {
        String[] args = new String[3 + extra.length];
        args[0] = "connect";
        args[1] = "claude-code";
        args[2] = "--no-aot";
        System.arraycopy(extra, 0, args, 3, extra.length);
        return capture().run(args);
    }

    @Test
    void connectWritesOurSixEntriesWithAbsolutePathsAndTimeouts() throws IOException {
        var run = connect();
        assertEquals(0, run.exitCode(), run.toString());
        JsonNode hooks = new ObjectMapper().readTree(Files.readString(userSettings())).get("hooks");
        String quoted = "'" + launcher + "'"; // the path has a space
        for (String event : ClaudeSettings.EVENTS) {
            JsonNode handler = hooks.get(event).get(0).get("hooks").get(0);
            assertEquals("command", handler.get("type").asText());
            assertEquals(quoted + " claude-code " + event, handler.get("command").asText());
            assertTrue(handler.get("timeout").asInt() > 0);
        }
        assertTrue(hooks.at("/Stop/0/hooks/0/async").asBoolean());
        assertEquals(5, hooks.at("/SessionEnd/0/hooks/0/timeout").asInt());
        assertEquals(10, hooks.at("/UserPromptSubmit/0/hooks/0/timeout").asInt());
        assertEquals("startup|resume|clear|compact", hooks.at("/SessionStart/0/matcher").asText());
    }

    @Test
    void connectingTwiceGivesAByteIdenticalFileAndKeepsEveryForeignEntry() throws IOException {
        Files.createDirectories(userSettings().getParent());
        Files.writeString(userSettings(), FOREIGN);

        assertEquals(0, connect().exitCode());
        byte[] first = Files.readAllBytes(userSettings());
        var again = connect();
        assertEquals(0, again.exitCode());
        assertArrayEquals(first, Files.readAllBytes(userSettings()));
        assertTrue(again.stdout().contains("already connected"), again.stdout());

        JsonNode settings = new ObjectMapper().readTree(first);
        JsonNode original = new ObjectMapper().readTree(FOREIGN);
        assertEquals(original.get("env"), settings.get("env"));
        assertEquals(original.get("permissions"), settings.get("permissions"));
        assertEquals(original.get("$schema"), settings.get("$schema"));
        assertEquals(original.at("/hooks/PreToolUse"), settings.at("/hooks/PreToolUse"));
        assertEquals(original.at("/hooks/Stop/0"), settings.at("/hooks/Stop/0"));
        assertTrue(new String(first, StandardCharsets.UTF_8).contains("12345678901234567890"));
        assertTrue(new String(first, StandardCharsets.UTF_8).contains("3.14159265358979323846"));
        assertEquals(FOREIGN, Files.readString(SettingsFile.backupOf(userSettings())));
    }

    @Test
    void disconnectRemovesOnlyOurEntries() throws IOException {
        Files.createDirectories(userSettings().getParent());
        Files.writeString(userSettings(), FOREIGN);
        assertEquals(0, connect().exitCode());

        var run = capture().run("disconnect", "claude-code");
        assertEquals(0, run.exitCode(), run.toString());
        JsonNode after = new ObjectMapper().readTree(Files.readString(userSettings()));
        assertEquals(new ObjectMapper().readTree(FOREIGN), after);
        var again = capture().run("disconnect", "claude-code");
        assertTrue(again.stdout().contains("nothing changed"));
    }

    @Test
    void anUpdatedLauncherPathReplacesOurOldEntryInsteadOfAddingOne() throws IOException {
        assertEquals(0, connect("--hook-command", "/opt/old/bin/albert-hook").exitCode());
        assertEquals(0, connect().exitCode());
        JsonNode hooks = new ObjectMapper().readTree(Files.readString(userSettings())).get("hooks");
        for (String event : ClaudeSettings.EVENTS) {
            assertEquals(1, hooks.get(event).size(), event);
            assertFalse(hooks.get(event).toString().contains("/opt/old"));
        }
    }

    @Test
    void aReadOnlyFileIsRefusedWithOneLineAndLeftAlone() throws IOException {
        Files.createDirectories(userSettings().getParent());
        Files.writeString(userSettings(), FOREIGN);
        Files.setPosixFilePermissions(userSettings(), PosixFilePermissions.fromString("r--r--r--"));

        var run = connect();
        assertEquals(5, run.exitCode());
        assertEquals(1, run.stderr().strip().lines().count(), run.stderr());
        assertTrue(run.stderr().contains("read-only"), run.stderr());
        assertEquals(FOREIGN, Files.readString(userSettings()));
        try (var files = Files.list(userSettings().getParent())) {
            assertEquals(List.of("settings.json"), files.map(p -> p.getFileName().toString()).toList());
        }
    }

    @Test
    void aFileWithASyntaxErrorIsRefusedWithOneLineAndLeftAlone() throws IOException {
        Files.createDirectories(userSettings().getParent());
        String broken = "{\n  \"model\": \"opus\",\n  \"hooks\": {},\n}\n"; // trailing comma
        Files.writeString(userSettings(), broken);

        var run = connect();
        assertEquals(2, run.exitCode());
        assertEquals(1, run.stderr().strip().lines().count(), run.stderr());
        assertTrue(run.stderr().contains("not valid JSON"), run.stderr());
        assertEquals(broken, Files.readString(userSettings()));
    }

    @Test
    void aFailureAfterTheRenameRestoresThePreviousContent() throws IOException {
        Files.createDirectories(userSettings().getParent());
        Files.writeString(userSettings(), FOREIGN);
        SettingsFile.failAfterRename = true;

        var run = connect();
        assertEquals(5, run.exitCode());
        assertTrue(run.stderr().contains("restored"), run.stderr());
        assertEquals(FOREIGN, Files.readString(userSettings()));
    }

    @Test
    void dryRunPrintsTheResultAndWritesNothing() {
        var run = connect("--dry-run");
        assertEquals(0, run.exitCode());
        assertTrue(run.stdout().contains("albert-hook' claude-code UserPromptSubmit"), run.stdout());
        assertFalse(Files.exists(userSettings()));
    }

    @Test
    void projectScopeWritesTheProjectsSettings() throws IOException {
        Files.createDirectories(root.resolve("project"));
        var run = connect("--scope", "project");
        assertEquals(0, run.exitCode(), run.toString());
        assertTrue(Files.exists(root.resolve("project/.claude/settings.json")));
        assertFalse(Files.exists(userSettings()));
    }

    @Test
    void statusReportsEntriesQueueAgentAndServerAsJson() throws IOException {
        connect();
        var run = capture().run("status", "claude-code", "--output", "json");
        assertEquals(0, run.exitCode(), run.toString());
        JsonNode status = new ObjectMapper().readTree(run.stdout());
        assertEquals("claude-code", status.get("host").asText());
        assertTrue(status.at("/scopes/0/complete").asBoolean());
        assertEquals(launcher.toString(), status.at("/scopes/0/launcher").asText());
        assertEquals(0, status.at("/queue/queued").asInt());
        assertFalse(status.at("/agent/running").asBoolean());
        assertTrue(status.at("/server/reachable").asBoolean());
    }

    @Test
    void otherHostsAreAUsageError() {
        var run = capture().run("connect", "emacs");
        assertEquals(2, run.exitCode());
        assertTrue(run.stderr().contains("unsupported host"));
    }
}

package dev.albert.capture.connect;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.capture.CaptureMain;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * albert-capture connect|disconnect|status for Cursor (its documented hooks.json format, host-hooks §3.1 and
 * §3.6: Cursor has no installable CLI here) and for OpenClaw's failure paths (the real OpenClaw install:
 * RealOpenClawTest in adapters).
 */
class ConnectCursorAndOpenClawTest {
    static final String LAUNCHER = "/opt/albert/bin/albert-hook";
    static final String FOREIGN = """
            {
              "version": 1,
              "hooks": {
                "stop": [ { "command": "./hooks/audit.sh", "loop_limit": 3 } ],
                "beforeShellExecution": [ { "command": "/usr/local/bin/guard", "matcher": "rm", "failClosed": true } ]
              },
              "x-team": {"owner": "platform", "big": 12345678901234567890}
            }
            """;

    @TempDir
    Path root;
    Path home;
    Path project;

    @BeforeEach
    void setUp() throws IOException {
        home = Files.createDirectories(root.resolve("home"));
        project = Files.createDirectories(root.resolve("project"));
    }

    @AfterEach
    void resetSeam() {
        FileTransaction.failWriteOf = path -> false;
    }

    private ExecutableRun capture() {
        return ExecutableRun.of(CaptureMain::execute)
                .env("HOME", home.toString())
                .env("PATH", root.resolve("bin").toString())
                .env("OPENCLAW_STATE_DIR", root.resolve("state").toString())
                .env("XDG_DATA_HOME", root.resolve("data").toString())
                .env("ALBERT_CONFIG_DIR", root.resolve("config").toString())
                .env("ALBERT_API_URL", "http://127.0.0.1:9")
                .workingDirectory(project);
    }

    private ExecutableRun.Result run(String... args) {
        return capture().run(args);
    }

    private ExecutableRun.Result connect(String host, String... extra) {
        return run(Stream.concat(Stream.of("connect", host, "--no-aot", "--hook-command", LAUNCHER), Stream.of(extra)).toArray(String[]::new));
    }

    @Test
    void cursorUserScopeFollowsTheDocumentedFlatFormat() throws IOException {
        var run = connect("cursor");
        assertEquals(0, run.exitCode(), run.toString());
        assertTrue(run.stdout().contains("cannot inject memory per prompt"), run.stdout());
        JsonNode file = new ObjectMapper().readTree(Files.readString(home.resolve(".cursor/hooks.json")));
        assertEquals(1, file.get("version").asInt());
        for (String event : CursorInstaller.EVENTS) {
            JsonNode handler = file.at("/hooks/" + event + "/0");
            assertEquals(LAUNCHER + " cursor " + event, handler.get("command").asText()); // absolute: user hooks run in ~/.cursor
            assertTrue(handler.get("timeout").asInt() > 0);
            assertFalse(handler.has("failClosed"));
            assertFalse(handler.has("matcher"));
        }
    }

    @Test
    void cursorProjectScopeKeepsForeignEntriesIsIdempotentAndDisconnectsOnlyOurs() throws IOException {
        Path file = project.resolve(".cursor/hooks.json");
        Files.createDirectories(file.getParent());
        Files.writeString(file, FOREIGN);

        assertEquals(0, connect("cursor", "--scope", "project").exitCode());
        byte[] first = Files.readAllBytes(file);
        JsonNode after = new ObjectMapper().readTree(first);
        JsonNode original = new ObjectMapper().readTree(FOREIGN);
        assertEquals(original.at("/hooks/stop/0"), after.at("/hooks/stop/0"));
        assertEquals(LAUNCHER + " cursor stop", after.at("/hooks/stop/1/command").asText()); // appended after theirs
        assertEquals(original.at("/hooks/beforeShellExecution"), after.at("/hooks/beforeShellExecution"));
        assertTrue(new String(first).contains("12345678901234567890"));
        assertFalse(Files.exists(home.resolve(".cursor/hooks.json")));

        var again = connect("cursor", "--scope", "project");
        assertTrue(again.stdout().contains("already connected"), again.stdout());
        assertArrayEquals(first, Files.readAllBytes(file));

        assertEquals(0, run("disconnect", "cursor", "--scope", "project").exitCode());
        assertEquals(original, new ObjectMapper().readTree(Files.readString(file)));
    }

    @Test
    void cursorWriteFaultLeavesTheFileAsItWas() throws IOException {
        Path file = home.resolve(".cursor/hooks.json");
        Files.createDirectories(file.getParent());
        Files.writeString(file, FOREIGN);
        FileTransaction.failWriteOf = path -> true;
        var run = connect("cursor");
        assertEquals(5, run.exitCode());
        assertEquals(FOREIGN, Files.readString(file));
        try (var files = Files.list(file.getParent())) {
            assertEquals(1, files.count()); // no backup or temporary file
        }
    }

    @Test
    void cursorStatusSaysItCannotInjectPerPrompt() throws IOException {
        connect("cursor");
        JsonNode status = new ObjectMapper().readTree(run("status", "cursor", "--output", "json").stdout());
        assertEquals("cursor", status.get("host").asText());
        assertEquals(2, status.get("scopes").size());
        assertTrue(status.at("/scopes/0/complete").asBoolean());
        assertFalse(status.at("/scopes/1/exists").asBoolean());
        assertTrue(status.at("/notes/0").asText().contains("cannot inject memory per prompt"), status.toString());
    }

    @Test
    void openClawWithoutItsCommandIsOneLineAndChangesNothing() throws IOException {
        Path plugin = pluginDir();
        var run = connect("openclaw", "--plugin-dir", plugin.toString());
        assertEquals(2, run.exitCode(), run.toString());
        assertEquals(1, run.stderr().lines().filter(l -> l.startsWith("error:")).count(), run.stderr()); // plus a warning: the launcher is not on this machine
        assertTrue(run.stderr().contains("cannot find the openclaw command"), run.stderr());
        assertFalse(Files.exists(root.resolve("state")));
    }

    @Test
    void openClawDryRunShowsTheCommandsAndRunsNone() throws IOException {
        Path log = fakeOpenClaw("exit 0");
        var run = connect("openclaw", "--plugin-dir", pluginDir().toString(), "--dry-run");
        assertEquals(0, run.exitCode(), run.toString());
        assertTrue(run.stdout().contains("plugins install --link " + pluginDir() + " --force --accept-capabilities"), run.stdout());
        assertTrue(run.stdout().contains("config patch --stdin"), run.stdout());
        assertTrue(run.stdout().contains("\"allowConversationAccess\":true"), run.stdout());
        assertFalse(Files.exists(log));
    }

    @Test
    void aFailingOpenClawStepRestoresItsConfigByteForByte() throws IOException {
        Path config = Files.createDirectories(root.resolve("state")).resolve("openclaw.json");
        String original = "// my gateway\n{ gateway: { port: 18790 }, }\n";
        Files.writeString(config, original);
        // The first step rewrites the config (as plugins install does); the second fails.
        fakeOpenClaw("case \"$1 $2\" in \"plugins install\") printf '{\"plugins\":{}}' > '" + config + "' ;; \"config patch\") exit 7 ;; esac");
        var run = connect("openclaw", "--plugin-dir", pluginDir().toString());
        assertEquals(5, run.exitCode(), run.toString());
        assertTrue(run.stderr().contains("restored"), run.stderr());
        assertEquals(original, Files.readString(config));
    }

    private Path pluginDir() throws IOException {
        Path dir = Files.createDirectories(root.resolve("plugin"));
        Files.writeString(dir.resolve("openclaw.plugin.json"), "{\"id\":\"albert\",\"configSchema\":{}}");
        return dir;
    }

    /** A stand-in for the openclaw command, for faults the real one cannot produce on demand; logs its arguments. */
    private Path fakeOpenClaw(String body) throws IOException {
        Path bin = Files.createDirectories(root.resolve("bin"));
        Path log = root.resolve("openclaw-calls.log");
        Path exe = bin.resolve("openclaw");
        Files.writeString(exe, "#!/bin/sh\necho \"$@\" >> '" + log + "'\n/bin/cat > /dev/null\n" + body + "\n");
        Files.setPosixFilePermissions(exe, PosixFilePermissions.fromString("rwxr-xr-x"));
        return log;
    }
}

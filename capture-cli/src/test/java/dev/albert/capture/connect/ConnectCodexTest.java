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
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** albert-capture connect|disconnect|status codex in a real temporary CODEX_HOME (host-hooks §2.3, §2.9, §5.5 installer cases). */
class ConnectCodexTest {
    static final String LAUNCHER = "/opt/albert/bin/albert-hook";
    static final String FOREIGN_HOOKS = """
            {
              "hooks": {
                "Stop": [ { "hooks": [ { "type": "command", "command": "/usr/local/bin/notify done", "timeout": 5 } ] } ],
                "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "guard.sh" } ] } ]
              }
            }
            """;
    static final String FOREIGN_CONFIG = """
            # my Codex settings
            model = "gpt-5-codex"   # keep this comment
            notify = ["/usr/local/bin/notify"]

            [features]
            hooks = true

            [hooks.state."/elsewhere/hooks.json:stop:0:0"]
            trusted_hash = "sha256:0000"
            """;

    @TempDir
    Path root;
    Path codexHome;

    @BeforeEach
    void setUp() throws IOException {
        codexHome = Files.createDirectories(root.resolve("codex home"));
    }

    @AfterEach
    void resetSeam() {
        FileTransaction.failWriteOf = path -> false;
    }

    private ExecutableRun capture() {
        return ExecutableRun.of(CaptureMain::execute)
                .env("HOME", root.resolve("home").toString())
                .env("CODEX_HOME", codexHome.toString())
                .env("XDG_DATA_HOME", root.resolve("data").toString())
                .env("ALBERT_CONFIG_DIR", root.resolve("config").toString())
                .env("ALBERT_API_URL", "http://127.0.0.1:9")
                .workingDirectory(root);
    }

    private ExecutableRun.Result connect(String... extra) {
        String[] args = Stream.concat(Stream.of("connect", "codex", "--no-aot", "--hook-command", LAUNCHER), Stream.of(extra)).toArray(String[]::new);
        return capture().run(args);
    }

    private Path hooks() {
        return codexHome.resolve("hooks.json");
    }

    private Path config() {
        return codexHome.resolve("config.toml");
    }

    private void foreign() throws IOException {
        Files.writeString(hooks(), FOREIGN_HOOKS);
        Files.writeString(config(), FOREIGN_CONFIG);
    }

    @Test
    void connectAppendsOurGroupsLastWithTimeoutsAndNoAsync() throws IOException {
        foreign();
        var run = connect();
        assertEquals(0, run.exitCode(), run.toString());
        JsonNode hooks = new ObjectMapper().readTree(Files.readString(hooks())).get("hooks");
        for (String event : CodexInstaller.EVENTS) {
            JsonNode groups = hooks.get(event);
            JsonNode handler = groups.get(groups.size() - 1).get("hooks").get(0); // appended: others' trust keys do not shift
            assertEquals(LAUNCHER + " codex " + event, handler.get("command").asText());
            assertEquals("command", handler.get("type").asText());
            assertTrue(handler.get("timeout").asInt() > 0);
            assertFalse(handler.has("async")); // Codex skips async handlers
        }
        assertEquals(new ObjectMapper().readTree(FOREIGN_HOOKS).at("/hooks/Stop/0"), hooks.at("/Stop/0"));
        assertEquals(new ObjectMapper().readTree(FOREIGN_HOOKS).at("/hooks/PreToolUse"), hooks.get("PreToolUse"));
    }

    @Test
    void connectWritesTheTrustEntriesCodexComputesAndKeepsEveryOtherLineOfConfigToml() throws IOException {
        foreign();
        assertEquals(0, connect().exitCode());
        String config = Files.readString(config());
        assertTrue(config.startsWith(FOREIGN_CONFIG), config); // every foreign line byte-for-byte, comments included
        String path = hooks().toAbsolutePath().toString();
        // Golden values: the reference algorithm (sorted compact JSON of event_name + hooks[handler], SHA-256), computed independently.
        assertTrue(config.contains("[hooks.state.\"" + path + ":session_start:0:0\"]\ntrusted_hash = \"sha256:5ba0d363621d2afd0c3d8e8fad0406231b318f6b1134dd9006067b5d49a8acae\"\n"), config);
        assertTrue(config.contains("[hooks.state.\"" + path + ":user_prompt_submit:0:0\"]\ntrusted_hash = \"sha256:b7574252bbe5e070104e79eeb72aa2ec787dce34e71b614d42e7916d45e852de\"\n"), config);
        assertTrue(config.contains("[hooks.state.\"" + path + ":stop:1:0\"]\ntrusted_hash = \"sha256:2f34c98eb32000a3b2024fb58124babed97a7fe3ca4db133f5cddd3027a87d5c\"\n"), config);
        assertTrue(config.contains("[hooks.state.\"" + path + ":pre_compact:0:0\"]\ntrusted_hash = \"sha256:22139336d2084910f731d1d02e4bb9fb45f09321e46afceaa4b81e22780ab6c2\"\n"), config);
    }

    @Test
    void twiceGivesIdenticalFilesAndDisconnectRestoresBothByteForByte() throws IOException {
        foreign();
        assertEquals(0, connect().exitCode());
        byte[] hooks = Files.readAllBytes(hooks());
        byte[] config = Files.readAllBytes(config());
        var again = connect();
        assertEquals(0, again.exitCode());
        assertTrue(again.stdout().contains("already connected"), again.stdout());
        assertArrayEquals(hooks, Files.readAllBytes(hooks()));
        assertArrayEquals(config, Files.readAllBytes(config()));

        var off = capture().run("disconnect", "codex");
        assertEquals(0, off.exitCode(), off.toString());
        assertEquals(new ObjectMapper().readTree(FOREIGN_HOOKS), new ObjectMapper().readTree(Files.readString(hooks())));
        assertEquals(FOREIGN_CONFIG, Files.readString(config()));
    }

    @Test
    void aFaultInTheWriteOfTheSecondFileRestoresEveryFileTouched() throws IOException {
        foreign();
        List<String> before = listing();
        FileTransaction.failWriteOf = path -> path.getFileName().toString().equals("config.toml");

        var run = connect();
        assertEquals(5, run.exitCode(), run.toString());
        assertEquals(1, run.stderr().lines().filter(l -> l.startsWith("error:")).count(), run.stderr()); // plus a warning: the launcher is not on this machine
        assertTrue(run.stderr().contains("every file was restored as it was"), run.stderr());
        assertEquals(FOREIGN_HOOKS, Files.readString(hooks())); // written first, then put back
        assertEquals(FOREIGN_CONFIG, Files.readString(config()));
        assertEquals(before, listing()); // no backup or temporary file left behind
    }

    @Test
    void aFaultWhenNothingExistedYetLeavesNothingBehind() throws IOException {
        Files.delete(codexHome);
        FileTransaction.failWriteOf = path -> path.getFileName().toString().equals("config.toml");
        var run = connect();
        assertEquals(5, run.exitCode());
        assertFalse(Files.exists(codexHome), "the folder created for the files is removed again");
    }

    @Test
    void dryRunPrintsADiffOfBothFilesAndWritesNothing() throws IOException {
        foreign();
        var run = connect("--dry-run");
        assertEquals(0, run.exitCode(), run.toString());
        assertTrue(run.stdout().contains("+++ " + hooks()), run.stdout());
        assertTrue(run.stdout().contains("+++ " + config()), run.stdout());
        assertTrue(run.stdout().contains("+" + CodexTrust.BEGIN), run.stdout());
        assertTrue(run.stdout().lines().anyMatch(l -> l.startsWith("+") && l.contains(LAUNCHER + " codex UserPromptSubmit")), run.stdout());
        assertEquals(FOREIGN_HOOKS, Files.readString(hooks()));
        assertEquals(FOREIGN_CONFIG, Files.readString(config()));
    }

    @Test
    void statusSaysWhetherCodexTrustsOurHooks() throws IOException {
        assertEquals(0, connect().exitCode());
        var run = capture().run("status", "codex", "--output", "json");
        assertEquals(0, run.exitCode(), run.toString());
        JsonNode status = new ObjectMapper().readTree(run.stdout());
        assertEquals("codex", status.get("host").asText());
        assertEquals(1, status.get("scopes").size()); // user scope only
        assertTrue(status.at("/scopes/0/complete").asBoolean());
        assertEquals(LAUNCHER, status.at("/scopes/0/launcher").asText());
        assertFalse(status.at("/scopes/0/launcher_runnable").asBoolean(true)); // no such launcher on this machine
        assertTrue(status.at("/scopes/0/launcher_runnable").isBoolean());
        assertTrue(status.at("/scopes/0/notes/0").asText().startsWith("trusted: all 4"), status.toString());

        Files.writeString(config(), Files.readString(config()).replace("sha256:5ba0", "sha256:ffff"));
        var stale = capture().run("status", "codex");
        assertTrue(stale.stdout().contains("NOT trusted: 1 of 4"), stale.stdout());
    }

    @Test
    void projectScopeIsAUsageErrorForCodex() {
        var run = connect("--scope", "project");
        assertEquals(2, run.exitCode());
        assertTrue(run.stderr().contains("no project scope"), run.stderr());
    }

    private List<String> listing() throws IOException {
        try (var files = Files.list(codexHome)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}

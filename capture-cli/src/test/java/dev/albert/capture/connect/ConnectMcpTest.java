package dev.albert.capture.connect;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.capture.CaptureMain;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code albert-capture connect|disconnect <host> --mcp} through the real entry point, with real temp HOMEs and the
 * embedded server: the host's MCP configuration names {@code albert mcp} and a key file, the key is a dedicated
 * agent key with only the MCP tools' capabilities, and disconnect takes back exactly what connect added and revokes
 * the key.
 */
class ConnectMcpTest {
    static final String ALBERT = "/opt/albert/bin/albert";
    static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    final EmbeddedAlbert albert = new EmbeddedAlbert();

    @TempDir
    Path root;
    Path home;
    Path project;
    Path configDir;
    EmbeddedAlbert.Tenant tenant;
    String url;

    @BeforeEach
    void setUp() throws IOException {
        home = Files.createDirectories(root.resolve("home"));
        project = Files.createDirectories(root.resolve("project"));
        configDir = root.resolve("config");
        tenant = albert.bootstrap("Mcp Org", "dev");
        url = albert.url();
    }

    private ExecutableRun capture(String apiKey) {
        return ExecutableRun.of(CaptureMain::execute)
                .env("HOME", home.toString())
                .env("PATH", root.resolve("bin") + ":/usr/bin:/bin")
                .env("CODEX_HOME", home.resolve(".codex").toString())
                .env("OPENCLAW_STATE_DIR", root.resolve("state").toString())
                .env("XDG_DATA_HOME", root.resolve("data").toString())
                .env("ALBERT_CONFIG_DIR", configDir.toString())
                .env("ALBERT_API_URL", url)
                .env("ALBERT_API_KEY", apiKey)
                .workingDirectory(project);
    }

    private ExecutableRun.Result connect(String host, String... extra) {
        return capture(tenant.apiKey()).run(Stream.concat(Stream.of("connect", host, "--mcp", "--albert-command", ALBERT), Stream.of(extra))
                .toArray(String[]::new));
    }

    private ExecutableRun.Result disconnect(String host, String... extra) {
        return capture(tenant.apiKey()).run(Stream.concat(Stream.of("disconnect", host, "--mcp"), Stream.of(extra)).toArray(String[]::new));
    }

    private static int whoamiStatus(EmbeddedAlbert albert, String key) throws Exception {
        return whoami(albert, key).statusCode();
    }

    private static HttpResponse<String> whoami(EmbeddedAlbert albert, String key) throws Exception {
        try (HttpClient http = HttpClient.newHttpClient()) {
            return http.send(HttpRequest.newBuilder(URI.create(albert.url() + "/v1/whoami")).header("Authorization", "Bearer " + key).build(),
                    HttpResponse.BodyHandlers.ofString());
        }
    }

    private List<String> args(JsonNode server) {
        List<String> out = new ArrayList<>();
        server.get("args").forEach(a -> out.add(a.asText()));
        return out;
    }

    @Test
    void claudeCodeUserScopeGetsAStdioServerReadingADedicatedAgentKeyFromAFile() throws Exception {
        Path claudeJson = home.resolve(".claude.json");
        String before = """
                {
                  "numStartups": 12,
                  "mcpServers": {
                    "github": { "type": "stdio", "command": "gh-mcp", "args": [] }
                  },
                  "projects": {"/work": {"allowedTools": []}}
                }
                """;
        Files.writeString(claudeJson, before);

        var run = connect("claude-code");
        assertEquals(0, run.exitCode(), run.toString());
        JsonNode root = JSON.readTree(claudeJson.toFile());
        JsonNode server = root.path("mcpServers").path("albert");
        assertEquals("stdio", server.path("type").asText());
        assertEquals(ALBERT, server.path("command").asText());
        Path keyFile = configDir.resolve("mcp").resolve("claude-code-user.key");
        assertEquals(List.of("mcp", "--url", albert.url(), "--api-key-file", keyFile.toString()), args(server));
        assertEquals("gh-mcp", root.path("mcpServers").path("github").path("command").asText(), "other servers stay");
        assertEquals(12, root.path("numStartups").asInt());

        // The key: 0600 in a 0700 folder, never printed, never in the host's file, an agent's, only what the tools need.
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(keyFile)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(keyFile.getParent())));
        String key = Files.readString(keyFile).strip();
        assertFalse(run.stdout().contains(key) || run.stderr().contains(key), "the secret is never printed");
        assertFalse(Files.readString(claudeJson).contains(key));
        JsonNode me = JSON.readTree(whoami(albert, key).body());
        assertEquals("agent", me.path("principal_type").asText());
        assertEquals("mcp-claude-code", me.path("principal_name").asText());
        List<String> caps = new ArrayList<>();
        me.path("capabilities").forEach(c -> caps.add(c.asText()));
        assertEquals(McpKey.needed().stream().sorted().toList(), caps.stream().sorted().toList());
        assertFalse(caps.contains("admin") || caps.contains("keys.manage") || caps.contains("memory.review"), caps.toString());
        assertTrue(run.stdout().contains("connected Claude Code MCP"), run.stdout());

        // Twice: nothing changes and no second key is issued.
        byte[] connected = Files.readAllBytes(claudeJson);
        var again = connect("claude-code");
        assertEquals(0, again.exitCode(), again.toString());
        assertTrue(again.stdout().contains("already connected"), again.stdout());
        assertArrayEquals(connected, Files.readAllBytes(claudeJson));
        assertEquals(key, Files.readString(keyFile).strip());

        var status = capture(tenant.apiKey()).run("status", "claude-code");
        assertTrue(status.stdout().contains("MCP server, user scope: " + claudeJson + " (registered: " + ALBERT), status.stdout());

        var gone = disconnect("claude-code");
        assertEquals(0, gone.exitCode(), gone.toString());
        assertEquals(JSON.readTree(before), JSON.readTree(claudeJson.toFile()), "only our server was removed");
        assertTrue(gone.stderr().contains("revoked the MCP key"), gone.stderr());
        assertEquals(401, whoamiStatus(albert, key), "the key no longer works");
        assertFalse(Files.exists(keyFile));
        assertFalse(Files.exists(configDir.resolve("mcp").resolve("claude-code-user.json")));

        var twice = disconnect("claude-code");
        assertEquals(0, twice.exitCode(), twice.toString());
        assertTrue(twice.stdout().contains("no Albert MCP server found; nothing changed"), twice.stdout());
    }

    @Test
    void claudeCodeProjectScopeWritesMcpJsonAndDisconnectLeavesNoServer() throws Exception {
        var run = connect("claude-code", "--scope", "project", "--capabilities", "memory.read");
        assertEquals(0, run.exitCode(), run.toString());
        JsonNode server = JSON.readTree(project.resolve(".mcp.json").toFile()).path("mcpServers").path("albert");
        assertTrue(args(server).contains(configDir.resolve("mcp").resolve("claude-code-project.key").toString()), server.toString());
        String key = Files.readString(configDir.resolve("mcp").resolve("claude-code-project.key")).strip();
        JsonNode me = JSON.readTree(whoami(albert, key).body());
        assertEquals("[\"memory.read\"]", me.path("capabilities").toString());

        assertEquals(0, disconnect("claude-code", "--scope", "project").exitCode());
        assertTrue(JSON.readTree(project.resolve(".mcp.json").toFile()).path("mcpServers").isMissingNode());
    }

    @Test
    void codexGetsAMarkedMcpServersTableAndDisconnectRestoresTheFileByteForByte() throws Exception {
        Path config = Files.createDirectories(home.resolve(".codex")).resolve("config.toml");
        String before = "# my settings\nmodel = \"o4-mini\"\n\n[mcp_servers.docs]\ncommand = \"docs-mcp\"\n";
        Files.writeString(config, before);

        var run = connect("codex");
        assertEquals(0, run.exitCode(), run.toString());
        String toml = Files.readString(config);
        assertTrue(toml.startsWith(before), toml);
        Path keyFile = configDir.resolve("mcp").resolve("codex-user.key");
        assertTrue(toml.contains("[mcp_servers.albert]\ncommand = \"" + ALBERT + "\"\nargs = [\"mcp\", \"--url\", \"" + albert.url()
                + "\", \"--api-key-file\", \"" + keyFile + "\"]\n"), toml);
        assertFalse(toml.contains(Files.readString(keyFile).strip()));

        assertEquals(0, disconnect("codex").exitCode());
        assertEquals(before, Files.readString(config));
    }

    @Test
    void aServerNamedAlbertThatIsNotOursIsNeverTouchedAndNoKeyIsIssued() throws Exception {
        Path config = Files.createDirectories(home.resolve(".codex")).resolve("config.toml");
        String before = "[mcp_servers.albert]\ncommand = \"albert-mcp\"\nargs = [\"--transport\", \"stdio\"]\n";
        Files.writeString(config, before);
        var run = connect("codex");
        assertEquals(2, run.exitCode(), run.toString());
        assertTrue(run.stderr().contains("[mcp_servers.albert]") && run.stderr().contains("nothing was changed"), run.stderr());
        assertEquals(before, Files.readString(config));
        assertFalse(Files.exists(configDir.resolve("mcp").resolve("codex-user.key")));

        Path cursor = Files.createDirectories(home.resolve(".cursor")).resolve("mcp.json");
        String foreign = "{\"mcpServers\":{\"albert\":{\"url\":\"https://memory.example/mcp\"}}}";
        Files.writeString(cursor, foreign);
        var refused = connect("cursor");
        assertEquals(2, refused.exitCode(), refused.toString());
        assertEquals(foreign, Files.readString(cursor));
        var untouched = disconnect("cursor");
        assertEquals(0, untouched.exitCode(), untouched.toString());
        assertEquals(foreign, Files.readString(cursor), "disconnect removes only ours");
    }

    @Test
    void cursorProjectScopeAndDryRunIssueNothing() throws Exception {
        var dry = connect("cursor", "--scope", "project", "--dry-run");
        assertEquals(0, dry.exitCode(), dry.toString());
        assertTrue(dry.stdout().contains("+    \"albert\": {"), dry.stdout());
        assertFalse(Files.exists(project.resolve(".cursor").resolve("mcp.json")));
        assertFalse(Files.exists(configDir.resolve("mcp").resolve("cursor-project.key")), "a dry run issues no key");

        var run = connect("cursor", "--scope", "project", "--output", "json");
        assertEquals(0, run.exitCode(), run.toString());
        JsonNode view = JSON.readTree(run.stdout());
        assertTrue(view.path("changed").asBoolean());
        assertTrue(view.path("notes").get(0).asText().startsWith("key: "), view.toString());
        JsonNode server = JSON.readTree(project.resolve(".cursor").resolve("mcp.json").toFile()).path("mcpServers").path("albert");
        assertTrue(server.path("type").isMissingNode(), "Cursor's form has no type");
        assertEquals(ALBERT, server.path("command").asText());
    }

    @Test
    void aKeyThatMayNotIssueKeysChangesNothingAndExitsFour() throws Exception {
        String reader = albert.issueKey(tenant.apiKey(), List.of("memory.read"));
        var run = capture(reader).run("connect", "claude-code", "--mcp", "--albert-command", ALBERT);
        assertEquals(4, run.exitCode(), run.toString());
        assertTrue(run.stderr().contains("error: Missing capability: principals.manage"), run.stderr());
        assertFalse(run.stderr().contains("\tat "), "no stack trace");
        assertFalse(Files.exists(home.resolve(".claude.json")));
        assertFalse(Files.exists(configDir.resolve("mcp").resolve("claude-code-user.key")));
    }

    @Test
    void capabilitiesOutsideWhatTheToolsNeedAreAUsageError() {
        var run = connect("claude-code", "--capabilities", "memory.read,admin");
        assertEquals(2, run.exitCode(), run.toString());
        assertTrue(run.stderr().contains("'admin' is not needed by any MCP tool"), run.stderr());
        assertFalse(Files.exists(home.resolve(".claude.json")));
    }

    @Test
    void disconnectWithTheServerDownRemovesTheEntryAndSaysHowToRevoke() throws Exception {
        assertEquals(0, connect("cursor").exitCode());
        Path keyFile = configDir.resolve("mcp").resolve("cursor-user.key");
        String key = Files.readString(keyFile).strip();
        assertFalse(key.isEmpty());
        albert.stop();
        var run = disconnect("cursor", "--timeout", "2s");
        assertEquals(0, run.exitCode(), run.toString());
        assertTrue(run.stderr().contains("could not revoke the MCP key") && run.stderr().contains("albert-admin keys revoke "), run.stderr());
        assertFalse(Files.exists(keyFile), "the key is forgotten");
        assertNull(JSON.readTree(home.resolve(".cursor").resolve("mcp.json").toFile()).path("mcpServers").get("albert"));
    }

    @Test
    void openClawRegistersThroughItsOwnCliAndAFailedSetRevokesTheNewKey() throws Exception {
        Path log = root.resolve("openclaw-calls.log");
        Path state = Files.createDirectories(root.resolve("state"));
        Path config = state.resolve("openclaw.json");
        Path bin = Files.createDirectories(root.resolve("bin"));
        Path exe = bin.resolve("openclaw");
        // A stand-in that writes what `openclaw mcp set albert <json>` / `unset albert` would.
        Files.writeString(exe, "#!/bin/sh\necho \"$@\" >> '" + log + "'\n"
                + "case \"$1 $2\" in\n"
                + "  \"mcp set\") printf '{\"mcp\":{\"servers\":{\"%s\":%s}}}' \"$3\" \"$4\" > '" + config + "' ;;\n"
                + "  \"mcp unset\") printf '{}' > '" + config + "' ;;\n"
                + "esac\n");
        Files.setPosixFilePermissions(exe, PosixFilePermissions.fromString("rwxr-xr-x"));

        var run = connect("openclaw");
        assertEquals(0, run.exitCode(), run.toString());
        String calls = Files.readString(log);
        assertTrue(calls.startsWith("mcp set albert {\"command\":\"" + ALBERT + "\",\"args\":[\"mcp\",\"--url\""), calls);
        String key = Files.readString(configDir.resolve("mcp").resolve("openclaw-user.key")).strip();
        assertFalse(calls.contains(key), "the secret is not in the host command's argv");

        assertEquals(0, disconnect("openclaw").exitCode());
        assertTrue(Files.readString(log).contains("mcp unset albert"));
        assertEquals(401, whoamiStatus(albert, key));

        Files.writeString(exe, "#!/bin/sh\nexit 3\n");
        var failed = connect("openclaw");
        assertEquals(5, failed.exitCode(), failed.toString());
        assertTrue(failed.stderr().contains("revoked the MCP key"), failed.stderr());
        assertFalse(Files.exists(configDir.resolve("mcp").resolve("openclaw-user.key")));
    }
}

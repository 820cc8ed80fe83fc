package dev.albert.plugins;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.testkit.hosts.AnthropicStream;
import dev.albert.testkit.hosts.ClaudeCodeCli;
import dev.albert.testkit.hosts.HostProcess;
import dev.albert.testkit.hosts.StandInModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The plugin and marketplace under claude-code/, checked by the real Claude Code 2.1.328 (testkit's
 * {@link ClaudeCodeCli}: one npm install for every module's real-host tests): {@code claude plugin validate}, then in a
 * temporary HOME {@code plugin marketplace add} + {@code plugin install}, then a {@code claude -p} turn against a
 * stand-in model, in which the plugin's hooks run {@code albert-hook} from the PATH.
 */
@Tag("real-host")
class ClaudeCodePluginTest {
    static final Path MARKETPLACE = Path.of("claude-code").toAbsolutePath();
    static final Path PLUGIN = MARKETPLACE.resolve("albert-memory");

    @TempDir
    Path root;
    StandInModel anthropic;

    @AfterEach
    void stop() {
        if (anthropic != null) {
            anthropic.close();
        }
    }

    @Test
    void theHooksRunAlbertHookWithExplicitTimeoutsThroughThePluginRoot() throws IOException {
        JsonNode hooks = Json.mapper().readTree(PLUGIN.resolve("hooks/hooks.json").toFile()).get("hooks");
        for (String event : List.of("SessionStart", "UserPromptSubmit", "Stop", "PreCompact", "PostCompact", "SessionEnd")) {
            JsonNode handler = hooks.get(event).get(0).get("hooks").get(0);
            assertEquals("albert-hook", handler.get("command").asText(), event);
            assertEquals(List.of("claude-code", event), List.of(handler.get("args").get(0).asText(), handler.get("args").get(1).asText()));
            assertTrue(handler.get("timeout").asInt() > 0, event + " has an explicit timeout");
        }
        JsonNode marketplace = Json.mapper().readTree(MARKETPLACE.resolve(".claude-plugin/marketplace.json").toFile());
        assertEquals("./albert-memory", marketplace.get("plugins").get(0).get("source").asText());
        // The bridge uses the dedicated key of albert-capture connect claude-code --mcp when there is one.
        assertEquals("albert mcp --registered claude-code", Json.mapper().readTree(PLUGIN.resolve(".mcp.json").toFile())
                .at("/mcpServers/albert/command").asText() + " " + String.join(" ", Json.mapper().convertValue(
                Json.mapper().readTree(PLUGIN.resolve(".mcp.json").toFile()).at("/mcpServers/albert/args"), String[].class)));
    }

    @Test
    void claudeValidatesInstallsAndRunsThePluginsHooks() throws Exception {
        Path claude = ClaudeCodeCli.install();
        Path home = Files.createDirectories(root.resolve("home"));
        Path project = Files.createDirectories(root.resolve("proj"));
        // albert-hook on the PATH: records each call (the real hook's behaviour is the adapters module's test).
        Path bin = Files.createDirectories(root.resolve("bin"));
        Path calls = root.resolve("hook-calls.log");
        Path hook = bin.resolve("albert-hook");
        Files.writeString(hook, "#!/bin/sh\ncat > /dev/null\necho \"$@\" >> '" + calls + "'\nexit 0\n");
        Files.setPosixFilePermissions(hook, PosixFilePermissions.fromString("rwxr-xr-x"));
        Map<String, String> env = Map.of("HOME", home.toString(), "PATH", bin + ":" + System.getenv("PATH"),
                "DISABLE_AUTOUPDATER", "1", "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1"); // what offline() adds without a model

        String validate = claude(claude, project, env, "plugin", "validate", PLUGIN.toString());
        assertTrue(validate.toLowerCase(java.util.Locale.ROOT).contains("valid"), validate);
        claude(claude, project, env, "plugin", "validate", MARKETPLACE.toString());
        claude(claude, project, env, "plugin", "marketplace", "add", MARKETPLACE.toString());
        claude(claude, project, env, "plugin", "install", "albert-memory@albert-toolkit");

        anthropic = StandInModel.start("/v1/messages", body -> AnthropicStream.text("Done."));
        Map<String, String> turn = new java.util.HashMap<>(env);
        turn.putAll(ClaudeCodeCli.offline(anthropic));
        String output = claude(claude, project, turn, "-p", "What did we decide about the CI time zone?");
        assertTrue(output.contains("Done."), output);
        String fired = Files.exists(calls) ? Files.readString(calls) : "";
        assertTrue(fired.contains("claude-code SessionStart"), "hooks fired: " + fired);
        assertTrue(fired.contains("claude-code UserPromptSubmit"), "hooks fired: " + fired);
    }

    private static String claude(Path claude, Path directory, Map<String, String> env, String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of(claude.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile());
        builder.environment().putAll(env);
        return HostProcess.run(builder, 180);
    }
}

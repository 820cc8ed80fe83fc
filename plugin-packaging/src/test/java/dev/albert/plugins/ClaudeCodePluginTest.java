package dev.albert.plugins;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import dev.albert.api.Json;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The plugin and marketplace under claude-code/, checked by the real Claude Code 2.1.328 (installed from npm
 * into target/, or reused from the adapters module's test install): {@code claude plugin validate}, then in a
 * temporary HOME {@code plugin marketplace add} + {@code plugin install}, then a {@code claude -p} turn against a
 * stand-in model, in which the plugin's hooks run {@code albert-hook} from the PATH.
 */
@Tag("real-host")
class ClaudeCodePluginTest {
    static final String VERSION = "2.1.328";
    static final Path MARKETPLACE = Path.of("claude-code").toAbsolutePath();
    static final Path PLUGIN = MARKETPLACE.resolve("albert-memory");

    @TempDir
    Path root;
    HttpServer anthropic;

    @AfterEach
    void stop() {
        if (anthropic != null) {
            anthropic.stop(0);
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
        Path claude = installClaude();
        Path home = Files.createDirectories(root.resolve("home"));
        Path project = Files.createDirectories(root.resolve("proj"));
        // albert-hook on the PATH: records each call (the real hook's behaviour is the adapters module's test).
        Path bin = Files.createDirectories(root.resolve("bin"));
        Path calls = root.resolve("hook-calls.log");
        Path hook = bin.resolve("albert-hook");
        Files.writeString(hook, "#!/bin/sh\ncat > /dev/null\necho \"$@\" >> '" + calls + "'\nexit 0\n");
        Files.setPosixFilePermissions(hook, PosixFilePermissions.fromString("rwxr-xr-x"));
        Map<String, String> env = Map.of("HOME", home.toString(), "PATH", bin + ":" + System.getenv("PATH"),
                "DISABLE_AUTOUPDATER", "1", "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1");

        String validate = claude(claude, project, env, "plugin", "validate", PLUGIN.toString());
        assertTrue(validate.toLowerCase(java.util.Locale.ROOT).contains("valid"), validate);
        claude(claude, project, env, "plugin", "validate", MARKETPLACE.toString());
        claude(claude, project, env, "plugin", "marketplace", "add", MARKETPLACE.toString());
        claude(claude, project, env, "plugin", "install", "albert-memory@albert-toolkit");

        anthropic = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        anthropic.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            if (!exchange.getRequestURI().getPath().equals("/v1/messages")) {
                exchange.sendResponseHeaders(404, -1);
                exchange.close();
                return;
            }
            byte[] sse = sse("Done.").getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
            exchange.sendResponseHeaders(200, sse.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(sse);
            }
        });
        anthropic.start();
        Map<String, String> turn = new java.util.HashMap<>(env);
        turn.put("ANTHROPIC_BASE_URL", "http://127.0.0.1:" + anthropic.getAddress().getPort());
        turn.put("ANTHROPIC_API_KEY", "sk-ant-test-0000");
        String output = claude(claude, project, turn, "-p", "What did we decide about the CI time zone?");
        assertTrue(output.contains("Done."), output);
        String fired = Files.exists(calls) ? Files.readString(calls) : "";
        assertTrue(fired.contains("claude-code SessionStart"), "hooks fired: " + fired);
        assertTrue(fired.contains("claude-code UserPromptSubmit"), "hooks fired: " + fired);
    }

    private static String claude(Path claude, Path directory, Map<String, String> env, String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of(claude.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true)
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        builder.environment().putAll(env);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(180, TimeUnit.SECONDS), "claude " + String.join(" ", args) + " did not finish");
        assertEquals(0, process.exitValue(), "claude " + String.join(" ", args) + ":\n" + output);
        return output;
    }

    /** The real Claude Code, from npm; skipped with one line when npm or the registry is unavailable. */
    static Path installClaude() throws Exception {
        for (Path dir : List.of(Path.of("..", "adapters", "target", "claude-code-" + VERSION), Path.of("target", "claude-code-" + VERSION))) {
            Path claude = dir.toAbsolutePath().normalize().resolve("node_modules/.bin/claude");
            if (Files.isExecutable(claude)) {
                return claude;
            }
        }
        Path dir = Files.createDirectories(Path.of("target", "claude-code-" + VERSION).toAbsolutePath());
        Path claude = dir.resolve("node_modules/.bin/claude");
        Process npm;
        try {
            npm = new ProcessBuilder("npm", "install", "--no-audit", "--no-fund", "--prefix", dir.toString(),
                    "@anthropic-ai/claude-code@" + VERSION).redirectErrorStream(true)
                    .redirectOutput(dir.resolveSibling("claude-code-npm.log").toFile()).start();
        } catch (IOException e) {
            Assumptions.abort("npm is not available (" + e.getMessage() + "); skipping the real Claude Code plugin test");
            return null;
        }
        if (!npm.waitFor(300, TimeUnit.SECONDS) || npm.exitValue() != 0 || !Files.isExecutable(claude)) {
            npm.destroyForcibly();
            Assumptions.abort("npm could not install @anthropic-ai/claude-code@" + VERSION + " (offline?); see target/claude-code-npm.log");
        }
        return claude;
    }

    private static String sse(String text) {
        return "event: message_start\n"
                + "data: {\"type\":\"message_start\",\"message\":{\"id\":\"msg_stand_in\",\"type\":\"message\",\"role\":\"assistant\",\"model\":\"claude-sonnet-4-5\",\"content\":[],\"stop_reason\":null,\"stop_sequence\":null,\"usage\":{\"input_tokens\":10,\"output_tokens\":1}}}\n\n"
                + "event: content_block_start\n"
                + "data: {\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"text\",\"text\":\"\"}}\n\n"
                + "event: content_block_delta\n"
                + "data: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"" + text + "\"}}\n\n"
                + "event: content_block_stop\n"
                + "data: {\"type\":\"content_block_stop\",\"index\":0}\n\n"
                + "event: message_delta\n"
                + "data: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"end_turn\",\"stop_sequence\":null},\"usage\":{\"output_tokens\":2}}\n\n"
                + "event: message_stop\n"
                + "data: {\"type\":\"message_stop\"}\n\n";
    }
}

package dev.albert.cli.mcp;

import com.sun.net.httpserver.HttpServer;
import dev.albert.cli.AlbertMain;
import dev.albert.testkit.EmbeddedAlbert;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The real Claude Code CLI (from npm, reference/real-hosts.md) runs {@code albert mcp} from {@code --mcp-config}
 * in print mode. A stand-in Messages API answers the first turn with a {@code tool_use} of {@code memory_search};
 * Claude Code calls the tool through our bridge against the embedded server and sends the result back: the next
 * request carries the remembered fact. Skipped with a message when npm or the registry is unavailable.
 */
@Tag("real-host")
class RealClaudeCodeMcpTest {
    static final String VERSION = "2.1.328";
    static final String FACT = "The staging cluster runs in eu-central-2 (Zürich).";
    static final String TOOL = "mcp__albert__memory_search";

    @RegisterExtension
    final EmbeddedAlbert albert = new EmbeddedAlbert();

    @TempDir
    Path root;
    HttpServer anthropic;

    @AfterEach
    void stop() {
        if (anthropic != null) {
            anthropic.stop(0);
        }
    }

    static Path installClaude() throws Exception {
        Path dir = Path.of("target", "claude-code-" + VERSION).toAbsolutePath();
        Path claude = dir.resolve("node_modules/.bin/claude");
        if (Files.isExecutable(claude)) {
            return claude;
        }
        Process npm;
        try {
            npm = new ProcessBuilder("npm", "install", "--no-audit", "--no-fund", "--prefix", dir.toString(),
                    "@anthropic-ai/claude-code@" + VERSION).redirectErrorStream(true)
                    .redirectOutput(dir.resolveSibling("claude-code-npm.log").toFile()).start();
        } catch (IOException e) {
            Assumptions.abort("npm is not available (" + e.getMessage() + "); skipping the real Claude Code MCP test");
            return null;
        }
        if (!npm.waitFor(300, TimeUnit.SECONDS) || npm.exitValue() != 0 || !Files.isExecutable(claude)) {
            npm.destroyForcibly();
            Assumptions.abort("npm could not install @anthropic-ai/claude-code@" + VERSION + " (offline?); see target/claude-code-npm.log");
        }
        return claude;
    }

    @Test
    void claudeCodeCallsMemorySearchThroughAlbertMcpAndSeesTheFact() throws Exception {
        Path claude = installClaude();
        EmbeddedAlbert.Tenant tenant = albert.bootstrap("Claude Org", "dev");
        albert.post("/v1/memories", tenant.apiKey(), Map.of("subject", "Staging cluster", "content", FACT));
        String agentKey = albert.issueKey(tenant.apiKey(), List.of("memory.read"));

        // Stand-in Messages API: a tool_use of memory_search first, a text answer once the tool result is back.
        List<String> requests = new CopyOnWriteArrayList<>();
        anthropic = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        anthropic.createContext("/", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            if (!exchange.getRequestURI().getPath().equals("/v1/messages")) {
                exchange.sendResponseHeaders(404, -1);
                exchange.close();
                return;
            }
            requests.add(body);
            // The main turn carries tools; answer it with our tool_use until Claude Code sends the result back.
            boolean mainTurn = body.contains("\"tools\"");
            String sse = mainTurn && !body.contains("tool_result") ? toolUse() : text("Staging runs in eu-central-2.");
            byte[] bytes = sse.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "text/event-stream");
            exchange.sendResponseHeaders(200, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        });
        anthropic.start();

        // What Claude Code starts: albert mcp through our real entry point on the test class path.
        Path launcher = root.resolve("albert");
        String java = ProcessHandle.current().info().command().orElseThrow();
        Files.writeString(launcher, "#!/bin/sh\nexec '" + java + "' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC "
                + "--enable-native-access=ALL-UNNAMED -cp '" + System.getProperty("java.class.path") + "' "
                + AlbertMain.class.getName() + " \"$@\"\n");
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        Map<String, String> bridgeEnv = albert.env(agentKey);
        StringBuilder env = new StringBuilder();
        bridgeEnv.forEach((k, v) -> env.append(env.isEmpty() ? "" : ",").append('"').append(k).append("\":\"")
                .append(v.replace("\\", "\\\\").replace("\"", "\\\"")).append('"'));
        Path config = root.resolve("mcp.json");
        Files.writeString(config, "{\"mcpServers\":{\"albert\":{\"type\":\"stdio\",\"command\":\"" + launcher
                + "\",\"args\":[\"mcp\"],\"env\":{" + env + "}}}}");

        Path project = Files.createDirectories(root.resolve("proj"));
        ProcessBuilder pb = new ProcessBuilder(claude.toString(), "-p", "Where does the staging cluster run?",
                "--mcp-config", config.toString(), "--strict-mcp-config", "--allowedTools", TOOL)
                .directory(project.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .redirectErrorStream(true);
        pb.environment().put("HOME", Files.createDirectories(root.resolve("home")).toString());
        pb.environment().put("ANTHROPIC_BASE_URL", "http://127.0.0.1:" + anthropic.getAddress().getPort());
        pb.environment().put("ANTHROPIC_API_KEY", "sk-ant-test-0000");
        pb.environment().put("DISABLE_AUTOUPDATER", "1");
        pb.environment().put("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1");
        // Print mode's first turn does not wait for --mcp-config servers unless told to; our JVM bridge takes
        // seconds to start on a busy machine, so wait for it (2.1.328 waits 5 s by default, then proceeds).
        pb.environment().put("MCP_CONNECTION_NONBLOCKING", "false");
        pb.environment().put("MCP_CONNECT_TIMEOUT_MS", "120000");
        pb.environment().put("MCP_TIMEOUT", "120000");
        pb.environment().put("ENABLE_TOOL_SEARCH", "false"); // send MCP tools' definitions up front, not on demand
        Process run = pb.start();
        String output = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(run.waitFor(300, TimeUnit.SECONDS), "claude -p did not finish");
        assertEquals(0, run.exitValue(), output);

        assertTrue(requests.stream().anyMatch(b -> b.contains("tool_result") && b.contains("eu-central-2")),
                "the tool result with the remembered fact came back in a request\n" + output + "\n"
                        + requests.stream().map(b -> b.length() > 3000 ? b.substring(0, 3000) : b).toList());
        assertTrue(output.contains("Staging runs in eu-central-2."), output);
    }

    private static String toolUse() {
        return "event: message_start\n"
                + "data: {\"type\":\"message_start\",\"message\":{\"id\":\"msg_tool\",\"type\":\"message\",\"role\":\"assistant\",\"model\":\"claude-sonnet-4-5\",\"content\":[],\"stop_reason\":null,\"stop_sequence\":null,\"usage\":{\"input_tokens\":10,\"output_tokens\":1}}}\n\n"
                + "event: content_block_start\n"
                + "data: {\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"tool_use\",\"id\":\"toolu_01albert\",\"name\":\"" + TOOL + "\",\"input\":{}}}\n\n"
                + "event: content_block_delta\n"
                + "data: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"input_json_delta\",\"partial_json\":\"{\\\"query\\\": \\\"staging cluster\\\"}\"}}\n\n"
                + "event: content_block_stop\n"
                + "data: {\"type\":\"content_block_stop\",\"index\":0}\n\n"
                + "event: message_delta\n"
                + "data: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"tool_use\",\"stop_sequence\":null},\"usage\":{\"output_tokens\":12}}\n\n"
                + "event: message_stop\n"
                + "data: {\"type\":\"message_stop\"}\n\n";
    }

    private static String text(String text) {
        return "event: message_start\n"
                + "data: {\"type\":\"message_start\",\"message\":{\"id\":\"msg_text\",\"type\":\"message\",\"role\":\"assistant\",\"model\":\"claude-sonnet-4-5\",\"content\":[],\"stop_reason\":null,\"stop_sequence\":null,\"usage\":{\"input_tokens\":10,\"output_tokens\":1}}}\n\n"
                + "event: content_block_start\n"
                + "data: {\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"text\",\"text\":\"\"}}\n\n"
                + "event: content_block_delta\n"
                + "data: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"" + text + "\"}}\n\n"
                + "event: content_block_stop\n"
                + "data: {\"type\":\"content_block_stop\",\"index\":0}\n\n"
                + "event: message_delta\n"
                + "data: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"end_turn\",\"stop_sequence\":null},\"usage\":{\"output_tokens\":7}}\n\n"
                + "event: message_stop\n"
                + "data: {\"type\":\"message_stop\"}\n\n";
    }
}

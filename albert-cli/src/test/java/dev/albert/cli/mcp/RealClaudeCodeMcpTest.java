package dev.albert.cli.mcp;

import dev.albert.cli.AlbertMain;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.hosts.AnthropicStream;
import dev.albert.testkit.hosts.ClaudeCodeCli;
import dev.albert.testkit.hosts.HostProcess;
import dev.albert.testkit.hosts.StandInModel;
import dev.albert.testkit.hosts.TestLauncher;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

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
    static final String FACT = "The staging cluster runs in eu-central-2 (Zürich).";
    static final String TOOL = "mcp__albert__memory_search";

    @RegisterExtension
    final EmbeddedAlbert albert = new EmbeddedAlbert();

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
    void claudeCodeCallsMemorySearchThroughAlbertMcpAndSeesTheFact() throws Exception {
        Path claude = ClaudeCodeCli.install();
        EmbeddedAlbert.Tenant tenant = albert.bootstrap("Claude Org", "dev");
        albert.post("/v1/memories", tenant.apiKey(), Map.of("subject", "Staging cluster", "content", FACT));
        String agentKey = albert.issueKey(tenant.apiKey(), List.of("memory.read"));

        // Stand-in Messages API: a tool_use of memory_search first, a text answer once the tool result is back.
        anthropic = StandInModel.start("/v1/messages", body -> body.contains("\"tools\"") && !body.contains("tool_result")
                // The main turn carries tools; answer it with our tool_use until Claude Code sends the result back.
                ? AnthropicStream.toolUse("toolu_01albert", TOOL, "{\"query\": \"staging cluster\"}")
                : AnthropicStream.text("Staging runs in eu-central-2."));

        // What Claude Code starts: albert mcp through our real entry point on the test class path.
        Path launcher = TestLauncher.write(root.resolve("albert"), AlbertMain.class);
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
                .directory(project.toFile());
        pb.environment().put("HOME", Files.createDirectories(root.resolve("home")).toString());
        pb.environment().putAll(ClaudeCodeCli.offline(anthropic));
        // Print mode's first turn does not wait for --mcp-config servers unless told to; our JVM bridge takes
        // seconds to start on a busy machine, so wait for it (2.1.328 waits 5 s by default, then proceeds).
        pb.environment().put("MCP_CONNECTION_NONBLOCKING", "false");
        pb.environment().put("MCP_CONNECT_TIMEOUT_MS", "120000");
        pb.environment().put("MCP_TIMEOUT", "120000");
        pb.environment().put("ENABLE_TOOL_SEARCH", "false"); // send MCP tools' definitions up front, not on demand
        String output = HostProcess.run(pb, 300);

        assertTrue(anthropic.requests().stream().anyMatch(b -> b.contains("tool_result") && b.contains("eu-central-2")),
                "the tool result with the remembered fact came back in a request\n" + output + "\n"
                        + anthropic.requests().stream().map(b -> b.length() > 3000 ? b.substring(0, 3000) : b).toList());
        assertTrue(output.contains("Staging runs in eu-central-2."), output);
    }
}

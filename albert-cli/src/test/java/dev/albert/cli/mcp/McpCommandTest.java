package dev.albert.cli.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.api.mcp.McpTool;
import dev.albert.api.mcp.ToolCatalogue;
import dev.albert.cli.AlbertMain;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import dev.albert.testkit.mcp.McpClients;
import dev.albert.testkit.mcp.McpTour;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code albert mcp} as a process: stdout is only the protocol, it ends when stdin does, and it fails clearly. */
class McpCommandTest {
    @RegisterExtension
    static final EmbeddedAlbert albert = new EmbeddedAlbert();

    @TempDir
    Path dir;

    private static final ObjectMapper JSON = new ObjectMapper();

    private static String message(int id, String method, String params) {
        return "{\"jsonrpc\":\"2.0\"" + (id > 0 ? ",\"id\":" + id : "") + ",\"method\":\"" + method + "\""
                + (params == null ? "" : ",\"params\":" + params) + "}\n";
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES) // a guard against a hang, not a speed check
    void stdoutCarriesOnlyTheProtocolAndTheBridgeEndsWithStdin() throws Exception {
        String key = albert.bootstrap("Stdio Org", "main").apiKey();
        String java = ProcessHandle.current().info().command().orElseThrow();
        Path stderr = dir.resolve("stderr.txt");
        ProcessBuilder builder = new ProcessBuilder(java, "--enable-native-access=ALL-UNNAMED", "-XX:TieredStopAtLevel=1",
                "-cp", System.getProperty("java.class.path"), AlbertMain.class.getName(), "mcp", "--verbose")
                .redirectError(stderr.toFile());
        builder.environment().putAll(albert.env(key));
        Process bridge = builder.start();
        try (OutputStream in = bridge.getOutputStream();
             BufferedReader out = new BufferedReader(new InputStreamReader(bridge.getInputStream(), StandardCharsets.UTF_8))) {
            in.write((message(1, "initialize", "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                    + "\"clientInfo\":{\"name\":\"test\",\"version\":\"1\"}}")
                    + message(0, "notifications/initialized", null)
                    + message(2, "tools/list", null)
                    + message(3, "tools/call", "{\"name\":\"memory_remember\",\"arguments\":{\"content\":\"Stdio works. "
                    + McpTour.GITHUB_TOKEN + "\"}}")
                    + message(4, "tools/call", "{\"name\":\"memory_search\",\"arguments\":{\"query\":\"stdio\"}}"))
                    .getBytes(StandardCharsets.UTF_8));
            in.flush();
            List<JsonNode> replies = new ArrayList<>();
            while (replies.size() < 4) {
                String line = out.readLine();
                assertTrue(line != null, "the bridge ended early: " + Files.readString(stderr));
                JsonNode reply = JSON.readTree(line); // every stdout line is one JSON-RPC message
                assertEquals("2.0", reply.get("jsonrpc").asText(), line);
                replies.add(reply);
            }
            Map<Integer, JsonNode> byId = new HashMap<>();
            replies.forEach(r -> byId.put(r.get("id").asInt(), r));
            assertEquals("Albert", byId.get(1).at("/result/serverInfo/name").asText());
            assertEquals(ToolCatalogue.tools().size(), byId.get(2).at("/result/tools").size());
            assertTrue(byId.get(3).at("/result/isError").asBoolean(), "a credential is refused");
            assertFalse(byId.get(4).at("/result/isError").asBoolean());
            in.close(); // the host goes away
            assertEquals(null, out.readLine(), "nothing after the replies");
        }
        assertTrue(bridge.waitFor(5, TimeUnit.MINUTES));
        assertEquals(0, bridge.exitValue(), Files.readString(stderr));
        String diagnostics = Files.readString(stderr);
        assertTrue(diagnostics.contains("serving 22 tools"), diagnostics);
        assertFalse(diagnostics.contains(McpTour.GITHUB_TOKEN.substring(4)), "no secret in the bridge's log, even with --verbose");
    }

    @Test
    void aWrongKeyFailsAtOnceWithOneLineAndTheAuthExitCode() {
        ExecutableRun.Result result = ExecutableRun.of(AlbertMain::execute)
                .env(albert.env("alb_nosuchprefix_" + "x".repeat(43))).run("mcp");
        assertEquals(4, result.exitCode(), result.toString());
        assertEquals("", result.stdout());
        assertEquals(1, result.stderr().lines().count(), result.toString());
        assertTrue(result.stderr().startsWith("error: Invalid or expired API key"), result.toString());
    }

    @Test
    void anUnreachableServerIsAToolErrorNotTheEndOfTheBridge() throws IOException {
        int closed;
        try (ServerSocket socket = new ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        Map<String, String> env = new HashMap<>(albert.env("alb_someprefix_" + "y".repeat(43)));
        env.put("ALBERT_API_URL", "http://127.0.0.1:" + closed);
        try (McpClients.Stdio bridge = McpClients.stdio(AlbertMain.class.getName(), List.of("mcp", "--timeout", "5s"), env)) {
            McpTour tour = new McpTour(bridge.client());
            assertEquals(ToolCatalogue.tools().stream().map(McpTool::name).toList(), McpTour.toolNames(bridge.client()));
            String error = tour.error("memory_search", Map.of("query", "anything"));
            assertTrue(error.startsWith("cannot reach Albert at http://127.0.0.1:" + closed), error);
            assertTrue(String.join("\n", bridge.stderr()).contains("offering every tool"), bridge.stderr().toString());
            assertTrue(tour.error("memory_get", Map.of("memory_id", "x")).startsWith("cannot reach Albert"), "still serving");
        }
    }

    @Test
    void helpSaysWhatItIsFor() {
        ExecutableRun.Result result = ExecutableRun.of(AlbertMain::execute).run("mcp", "--help");
        assertEquals(0, result.exitCode(), result.toString());
        assertTrue(result.stdout().contains("Serve Albert's memory tools to an MCP host"), result.stdout());
    }
}

package dev.albert.cli.mcp;

import dev.albert.api.mcp.McpTool;
import dev.albert.api.mcp.ToolCatalogue;
import dev.albert.cli.AlbertMain;
import dev.albert.client.config.FilePermissions;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import dev.albert.testkit.mcp.McpClients;
import dev.albert.testkit.mcp.McpTour;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code albert mcp --registered <host>}: the bridge takes the key and server {@code albert-capture connect <host> --mcp}
 * recorded (the files are written here in the documented layout: capture-client builds after this module), in
 * preference to the environment's; without a registration it says so and uses the usual key.
 */
class McpRegisteredKeyTest {
    @RegisterExtension
    static final EmbeddedAlbert albert = new EmbeddedAlbert();

    static String admin;

    @TempDir
    Path dir;

    @BeforeAll
    static void bootstrap() {
        admin = albert.bootstrap("Registered Org", "main").apiKey();
    }

    @Test
    void theRegisteredReadOnlyKeyAndServerWinOverABroaderKeyAndAWrongUrlInTheEnvironment() throws Exception {
        String readOnly = albert.issueKey(admin, List.of("memory.read"));
        Path config = dir.resolve("config");
        FilePermissions.writePrivateFile(config.resolve("mcp/claude-code-user.key"), (readOnly + "\n").getBytes(StandardCharsets.UTF_8));
        FilePermissions.writePrivateFile(config.resolve("mcp/claude-code-user.json"),
                ("{\"host\":\"claude-code\",\"scope\":\"user\",\"url\":\"" + albert.url() + "\"}").getBytes(StandardCharsets.UTF_8));
        Map<String, String> env = new HashMap<>(albert.env(admin));
        env.put("ALBERT_API_URL", "http://127.0.0.1:9"); // nothing listens there: only the registered server works
        env.put("ALBERT_CONFIG_DIR", config.toString());
        env.put("HOME", dir.toString());

        try (McpClients.Stdio bridge = McpClients.stdio(AlbertMain.class.getName(), List.of("mcp", "--registered", "claude-code"), env)) {
            List<String> tools = McpTour.toolNames(bridge.client());
            List<String> readable = ToolCatalogue.visibleTo(java.util.EnumSet.of(dev.albert.api.auth.Capability.MEMORY_READ))
                    .stream().map(McpTool::name).toList();
            assertEquals(readable, tools, "only what the registered memory.read key may use");
            assertFalse(tools.contains("memory_remember"));
            assertTrue(new McpTour(bridge.client()).error("memory_get", Map.of("memory_id", "00000000-0000-7000-8000-000000000000"))
                    .contains("not found"), "calls reach the registered server");
        }
    }

    @Test
    void withoutARegistrationItWarnsAndUsesTheUsualKey() throws Exception {
        Map<String, String> env = new HashMap<>(albert.env(admin));
        env.put("ALBERT_CONFIG_DIR", dir.resolve("config").toString());
        env.put("HOME", dir.toString());
        try (McpClients.Stdio bridge = McpClients.stdio(AlbertMain.class.getName(), List.of("mcp", "--registered", "codex"), env)) {
            assertEquals(ToolCatalogue.tools().size(), McpTour.toolNames(bridge.client()).size());
            assertTrue(String.join("\n", bridge.stderr()).contains("no MCP key registered for codex"), bridge.stderr().toString());
        }
    }

    @Test
    void aHostNameThatIsNotOneIsAUsageError() {
        ExecutableRun.Result run = ExecutableRun.of(AlbertMain::execute).env(Map.of("HOME", dir.toString()))
                .run("mcp", "--registered", "../../etc/passwd");
        assertEquals(2, run.exitCode(), run.toString());
        assertTrue(run.stderr().startsWith("error: --registered takes a host name"), run.stderr());
    }
}

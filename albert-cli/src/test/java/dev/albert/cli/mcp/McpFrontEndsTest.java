package dev.albert.cli.mcp;

import dev.albert.cli.AlbertMain;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.mcp.McpClients;
import dev.albert.testkit.mcp.McpTour;
import io.modelcontextprotocol.client.McpSyncClient;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;

/**
 * Both MCP front ends, driven by the SDK's real client against the embedded server: {@code albert mcp} as a child
 * process over stdio (as a host starts it), and the server's {@code /mcp} over streamable HTTP. Each calls every
 * tool, shows a narrow key only its tools and refuses the rest, and keeps secrets and quarantined text out.
 */
class McpFrontEndsTest {
    @RegisterExtension
    static final EmbeddedAlbert albert = new EmbeddedAlbert();

    static EmbeddedAlbert.Tenant tenant;
    static String readOnly;
    static String readWrite;

    @BeforeAll
    static void keys() {
        tenant = albert.bootstrap("MCP Org", "agents");
        readOnly = albert.issueKey(tenant.apiKey(), List.of("memory.read"));
        readWrite = albert.issueKey(tenant.apiKey(), List.of("memory.read", "memory.write"));
    }

    static McpClients.Stdio bridge(String key) {
        return McpClients.stdio(AlbertMain.class.getName(), List.of("mcp"), albert.env(key));
    }

    @Test
    void theStdioBridgeCallsEveryTool() {
        try (McpClients.Stdio bridge = bridge(tenant.apiKey())) {
            new McpTour(bridge.client()).everyTool();
        }
    }

    @Test
    void theHttpGatewayCallsEveryTool() {
        try (McpSyncClient client = McpClients.http(albert.url(), tenant.apiKey())) {
            new McpTour(client).everyTool();
        }
    }

    @Test
    void theStdioBridgeShowsANarrowKeyOnlyItsToolsAndRefusesTheRest() {
        try (McpClients.Stdio bridge = bridge(readOnly)) {
            new McpTour(bridge.client()).readOnlyKeyRefusals();
        }
    }

    @Test
    void theHttpGatewayShowsANarrowKeyOnlyItsToolsAndRefusesTheRest() {
        try (McpSyncClient client = McpClients.http(albert.url(), readOnly)) {
            new McpTour(client).readOnlyKeyRefusals();
        }
    }

    @Test
    void theStdioBridgeRefusesCredentialsAndKeepsQuarantineOutOfContext() {
        try (McpClients.Stdio bridge = bridge(readWrite)) {
            new McpTour(bridge.client()).safety();
        }
    }

    @Test
    void theHttpGatewayRefusesCredentialsAndKeepsQuarantineOutOfContext() {
        try (McpSyncClient client = McpClients.http(albert.url(), readWrite)) {
            new McpTour(client).safety();
        }
    }
}

package dev.albert.server.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.server.TestServer;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code /mcp} over real HTTP: every request authenticates its own Bearer key (a session id does not carry another
 * key's rights), tool calls are audited as the caller exactly as REST calls are, and the transport's own errors
 * never become a 500.
 */
class McpGatewayTest {
    @RegisterExtension
    static final TestServer server = new TestServer();

    static TestServer.Tenant tenant;
    static final ObjectMapper JSON = new ObjectMapper();
    static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
            + "\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"raw\",\"version\":\"1\"}}}";

    @BeforeAll
    static void tenant() {
        tenant = server.bootstrap("Gateway Org", "main");
    }

    static McpSyncClient client(String key) {
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(server.server().baseUrl())
                .endpoint("/mcp")
                .jsonMapper(new JacksonMcpJsonMapper(new ObjectMapper()))
                .httpRequestCustomizer((request, method, uri, body, context) -> request.header("Authorization", "Bearer " + key))
                .build();
        McpSyncClient client = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(120)).build();
        client.initialize();
        return client;
    }

    static HttpResponse<String> post(String key, String session, String body) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.server().baseUrl() + "/mcp"))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (key != null) {
            request.header("Authorization", "Bearer " + key);
        }
        if (session != null) {
            request.header("Mcp-Session-Id", session);
        }
        try (HttpClient http = HttpClient.newHttpClient()) {
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        }
    }

    @Test
    void withoutAUsableKeyEveryRequestIs401AsTheContractSays() throws Exception {
        HttpResponse<String> none = post(null, null, INITIALIZE);
        assertEquals(401, none.statusCode());
        assertEquals("{\"detail\":\"Bearer API key required\"}", none.body());
        assertEquals("Bearer", none.headers().firstValue("WWW-Authenticate").orElse(""));
        HttpResponse<String> wrong = post("alb_nosuchprefix_" + "x".repeat(43), null, INITIALIZE);
        assertEquals(401, wrong.statusCode());
        assertEquals("Invalid or expired API key", JSON.readTree(wrong.body()).get("detail").asText());
    }

    @Test
    void aSessionDoesNotCarryItsKeyToAnotherCaller() throws Exception {
        HttpResponse<String> initialized = post(tenant.key(), null, INITIALIZE);
        assertEquals(200, initialized.statusCode(), initialized.body());
        String session = initialized.headers().firstValue("Mcp-Session-Id").orElseThrow();
        post(tenant.key(), session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        String list = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}";
        assertEquals(22, tools(post(tenant.key(), session, list)).size());

        String reader = server.issueKey(tenant.key(), "memory.read");
        assertEquals(List.of("memory_get", "memory_get_episode", "memory_search", "memory_assemble_context"),
                tools(post(reader, session, list)), "the administrator's session lists only the reader's tools for the reader");
        HttpResponse<String> call = post(reader, session, "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":"
                + "{\"name\":\"memory_remember\",\"arguments\":{\"content\":\"written with someone else's session\"}}}");
        JsonNode result = message(call).get("result");
        assertTrue(result.get("isError").asBoolean(), result.toString());
        assertEquals("Albert API returned 403: Missing capability: memory.write", result.at("/content/0/text").asText());
        assertEquals(0, server.count("SELECT count(*) FROM memories WHERE content LIKE '%someone else''s session%'"));
        assertEquals(401, post(null, session, list).statusCode(), "a session id alone is no key");
    }

    @Test
    void aToolCallIsAuditedAsTheCallerJustAsRestIs() {
        String writer = server.issueKey(tenant.key(), "memory.read", "memory.write");
        try (McpSyncClient client = client(writer)) {
            McpSchema.CallToolResult result = client.callTool(new McpSchema.CallToolRequest("memory_remember",
                    Map.of("content", "Audited through MCP.")));
            assertFalse(Boolean.TRUE.equals(result.isError()), result.toString());
            String id = String.valueOf(result.structuredContent() instanceof Map<?, ?> m ? m.get("id") : null);
            String principal = server.one("SELECT principal_id FROM audit_events WHERE event_type = 'memory.created' AND target_id = ?", id);
            assertEquals(tenant.principalId(), principal, "the caller's principal, as a REST write records it");
            assertEquals(tenant.principalId(), server.one("SELECT owner_principal_id FROM memories WHERE id = ?", id));
            McpSchema.CallToolResult read = client.callTool(new McpSchema.CallToolRequest("memory_get", Map.of("memory_id", id)));
            assertFalse(Boolean.TRUE.equals(read.isError()), read.toString());
            assertEquals(1, server.count("SELECT count(*) FROM audit_events WHERE event_type = 'memory.read' AND target_id = ?", id));
        }
    }

    @Test
    void garbageOnTheTransportIsAClientErrorNeverA500() throws Exception {
        for (String body : List.of("{", "[]", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\"}", "null", "\u0000")) {
            HttpResponse<String> response = post(tenant.key(), null, body);
            assertTrue(response.statusCode() >= 400 && response.statusCode() < 500,
                    body + " -> " + response.statusCode() + " " + response.body());
        }
        assertEquals(200, server.get("/v1/health/ready", null).status(), "still serving");
    }

    private static List<String> tools(HttpResponse<String> response) throws IOException {
        JsonNode tools = message(response).at("/result/tools");
        return java.util.stream.StreamSupport.stream(tools.spliterator(), false).map(t -> t.get("name").asText()).toList();
    }

    /** The JSON-RPC message of a reply, whether sent as JSON or as one server-sent event. */
    private static JsonNode message(HttpResponse<String> response) throws IOException {
        String body = response.body().strip();
        if (body.startsWith("{")) {
            return JSON.readTree(body);
        }
        for (String line : body.split("\n")) {
            if (line.startsWith("data:")) {
                return JSON.readTree(line.substring(5).strip());
            }
        }
        throw new AssertionError(response.statusCode() + ": " + body);
    }
}

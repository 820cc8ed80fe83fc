package dev.albert.testkit.mcp;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpClientTransport;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The official MCP SDK's client, as a host would use it: over streamable HTTP with a Bearer key, or over stdio
 * with a child process. Timeouts are generous because the suite runs on a busy 2-core machine; nothing is timed.
 */
public final class McpClients {
    /** Long enough for any call on a loaded machine; a hung call still ends the test. */
    public static final Duration TIMEOUT = Duration.ofSeconds(120);

    private McpClients() {
    }

    /** An initialized client of {@code <baseUrl>/mcp}, sending {@code Authorization: Bearer <key>} (none when null). */
    public static McpSyncClient http(String baseUrl, String key) {
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(baseUrl)
                .endpoint("/mcp")
                .jsonMapper(json())
                .httpRequestCustomizer((request, method, uri, body, context) -> {
                    if (key != null) {
                        request.header("Authorization", "Bearer " + key);
                    }
                })
                .build();
        return initialized(transport);
    }

    /** A child process speaking MCP on its stdin/stdout, and what it wrote to stderr. */
    public record Stdio(McpSyncClient client, Queue<String> stderr) implements AutoCloseable {
        @Override
        public void close() {
            client.closeGracefully();
        }
    }

    /**
     * Starts {@code main} of the current test class path in a child JVM (as a host starts {@code albert mcp}) with
     * exactly these extra environment variables, and initializes a client on its stdio.
     */
    public static Stdio stdio(String mainClass, List<String> args, Map<String, String> env) {
        String java = ProcessHandle.current().info().command().orElseThrow();
        List<String> command = new ArrayList<>(List.of("--enable-native-access=ALL-UNNAMED", "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), mainClass));
        command.addAll(args);
        StdioClientTransport transport = new StdioClientTransport(
                ServerParameters.builder(java).args(command).env(env).build(), json());
        Queue<String> stderr = new ConcurrentLinkedQueue<>();
        transport.setStdErrorHandler(stderr::add);
        return new Stdio(initialized(transport), stderr);
    }

    private static McpSyncClient initialized(McpClientTransport transport) {
        McpSyncClient client = McpClient.sync(transport).requestTimeout(TIMEOUT).initializationTimeout(TIMEOUT).build();
        client.initialize();
        return client;
    }

    private static JacksonMcpJsonMapper json() {
        return new JacksonMcpJsonMapper(new ObjectMapper());
    }
}

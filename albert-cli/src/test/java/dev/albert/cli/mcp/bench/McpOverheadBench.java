package dev.albert.cli.mcp.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.api.mcp.RestCall;
import dev.albert.api.mcp.ToolCatalogue;
import dev.albert.client.AlbertClient;
import dev.albert.client.ClientConfig;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpSchema;

import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;

/**
 * Per-call latency of one tool ({@code memory_get}) three ways against a running server: a direct REST call with
 * AlbertClient (what the bridge itself does per call), the stdio bridge {@code <albert> mcp} driven by the SDK's
 * client (as a host drives it), and the server's {@code /mcp}. Also the bridge's start-up (spawn to initialized).
 * Run by scripts/bench-mcp.sh; results in docs/mcp.md.
 *
 * <p>Usage: {@code McpOverheadBench <url> <key> <memory id> <albert launcher> [calls] [warm-up calls]}
 */
public final class McpOverheadBench {
    private McpOverheadBench() {
    }

    public static void main(String[] args) throws Exception {
        String url = args[0];
        String key = args[1];
        String memoryId = args[2];
        String albert = args[3];
        int calls = args.length > 4 ? Integer.parseInt(args[4]) : 300;
        int warmup = args.length > 5 ? Integer.parseInt(args[5]) : 50;
        Map<String, Object> arguments = Map.of("memory_id", memoryId);

        RestCall call = ToolCatalogue.find("memory_get").orElseThrow().restCall(new ObjectMapper().valueToTree(arguments));
        try (AlbertClient client = AlbertClient.create(ClientConfig.of(url, key))) {
            report("direct REST (AlbertClient)", time(calls, warmup, () -> client.call(call)));
        }

        long spawn = System.nanoTime();
        McpSyncClient bridge = initialized(new StdioClientTransport(ServerParameters.builder(albert).args("mcp")
                .env(Map.of("ALBERT_API_URL", url, "ALBERT_API_KEY", key)).build(), json()));
        double startMs = (System.nanoTime() - spawn) / 1e6;
        try {
            report("stdio bridge (albert mcp)", time(calls, warmup, () -> tool(bridge, arguments)));
        } finally {
            bridge.closeGracefully();
        }
        System.out.printf(Locale.ROOT, "%-30s %8.0f ms (spawn, JVM start, whoami, initialize)%n", "stdio bridge start-up", startMs);

        McpSyncClient http = initialized(HttpClientStreamableHttpTransport.builder(url).endpoint("/mcp").jsonMapper(json())
                .httpRequestCustomizer((request, method, uri, body, context) -> request.header("Authorization", "Bearer " + key))
                .build());
        try {
            report("HTTP gateway (/mcp)", time(calls, warmup, () -> tool(http, arguments)));
        } finally {
            http.closeGracefully();
        }
    }

    private static void tool(McpSyncClient client, Map<String, Object> arguments) {
        McpSchema.CallToolResult result = client.callTool(new McpSchema.CallToolRequest("memory_get", arguments));
        if (Boolean.TRUE.equals(result.isError())) {
            throw new IllegalStateException("memory_get failed: " + result.content());
        }
    }

    private static McpSyncClient initialized(McpClientTransport transport) {
        McpSyncClient client = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(120))
                .initializationTimeout(Duration.ofSeconds(120)).build();
        client.initialize();
        return client;
    }

    private static JacksonMcpJsonMapper json() {
        return new JacksonMcpJsonMapper(new ObjectMapper());
    }

    private static double[] time(int calls, int warmup, Runnable call) {
        for (int i = 0; i < warmup; i++) {
            call.run();
        }
        double[] ms = new double[calls];
        for (int i = 0; i < calls; i++) {
            long start = System.nanoTime();
            call.run();
            ms[i] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(ms);
        return ms;
    }

    private static void report(String what, double[] ms) {
        double mean = Arrays.stream(ms).average().orElse(0);
        System.out.printf(Locale.ROOT, "%-30s p50 %6.2f ms  p90 %6.2f ms  p99 %6.2f ms  mean %6.2f ms  (%d calls)%n", what,
                ms[ms.length / 2], ms[(int) (ms.length * 0.9)], ms[(int) (ms.length * 0.99)], mean, ms.length);
    }
}

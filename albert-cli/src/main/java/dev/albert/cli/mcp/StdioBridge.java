package dev.albert.cli.mcp;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.api.mcp.McpTool;
import dev.albert.api.mcp.ToolCatalogue;
import dev.albert.client.Version;
import dev.albert.mcp.SdkTools;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Collectors;

/**
 * The MCP server of {@code albert mcp}: the SDK's stdio transport on the process's stdin and stdout, every catalogue
 * tool forwarded over REST. Only the tools the key may use are listed; calling another one still reaches the
 * server, which refuses it with the contract's 403, as the HTTP gateway does. Runs until the host closes stdin.
 */
final class StdioBridge {
    /** The server name hosts show, as the contract's gateway is named. */
    static final String SERVER_NAME = "Albert";

    private final Set<String> listed;
    private final RestForwarder forwarder;

    /** @param listed the tools to list: those the key may use */
    StdioBridge(List<McpTool> listed, RestForwarder forwarder) {
        this.listed = listed.stream().map(McpTool::name).collect(Collectors.toUnmodifiableSet());
        this.forwarder = forwarder;
    }

    /** Serves on these streams until {@code in} ends; nothing but protocol messages is written to {@code out}. */
    void serve(InputStream in, OutputStream out) throws InterruptedException {
        CountDownLatch ended = new CountDownLatch(1);
        // The SDK's own mapper: MCP messages are camelCase, unlike the snake_case of Albert's REST JSON.
        JacksonMcpJsonMapper json = new JacksonMcpJsonMapper(new ObjectMapper());
        StdioServerTransportProvider transport = new StdioServerTransportProvider(json, new EndWatcher(in, ended), out);
        McpSyncServer server = McpServer.sync(transport)
                .serverInfo(SERVER_NAME, Version.current())
                .jsonMapper(json)
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build())
                .addToolFilter((context, tool) -> listed.contains(tool.name()))
                .tools(ToolCatalogue.tools().stream().map(this::specification).toList())
                .build();
        try {
            ended.await();
        } finally {
            server.closeGracefully();
        }
    }

    private McpServerFeatures.SyncToolSpecification specification(McpTool tool) {
        return McpServerFeatures.SyncToolSpecification.builder()
                .tool(SdkTools.tool(tool))
                .callHandler((exchange, request) -> SdkTools.result(forwarder.call(tool, request.arguments())))
                .build();
    }

    /** Counts the latch down when the host closes stdin (end of stream or a read error). */
    private static final class EndWatcher extends FilterInputStream {
        private final CountDownLatch ended;

        EndWatcher(InputStream in, CountDownLatch ended) {
            super(in);
            this.ended = ended;
        }

        @Override
        public int read() throws IOException {
            try {
                int b = super.read();
                if (b < 0) {
                    ended.countDown();
                }
                return b;
            } catch (IOException e) {
                ended.countDown();
                throw e;
            }
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            try {
                int n = super.read(buffer, offset, length);
                if (n < 0) {
                    ended.countDown();
                }
                return n;
            } catch (IOException e) {
                ended.countDown();
                throw e;
            }
        }
    }
}

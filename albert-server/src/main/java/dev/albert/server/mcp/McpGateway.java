package dev.albert.server.mcp;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.api.mcp.McpTool;
import dev.albert.api.mcp.ToolCatalogue;
import dev.albert.mcp.SdkTools;
import dev.albert.server.ServerVersion;
import dev.albert.server.auth.Authenticator;
import dev.albert.server.auth.Caller;
import dev.albert.server.http.HttpApi;
import io.javalin.config.JavalinConfig;
import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import org.eclipse.jetty.ee10.servlet.ServletHolder;

import java.util.Map;

/**
 * The 22 tools over MCP streamable HTTP at {@value #PATH} (the official SDK's servlet transport beside Javalin's
 * routes). Each request is authenticated by {@link BearerGate}; the tools listed are those the caller's key may use;
 * each call loops back to the REST route it names with the caller's own key ({@link LoopbackRest}), so checks and
 * audit are the REST ones.
 */
public final class McpGateway implements AutoCloseable {
    public static final String PATH = "/mcp";
    private static final String AUTHORIZATION = "authorization";

    private final LoopbackRest rest = new LoopbackRest();
    private final HttpServletStreamableServerTransportProvider transport;
    private final McpSyncServer server;
    private final BearerGate gate;

    public McpGateway(Authenticator authenticator) {
        JacksonMcpJsonMapper json = new JacksonMcpJsonMapper(new ObjectMapper()); // MCP messages are camelCase
        transport = HttpServletStreamableServerTransportProvider.builder()
                .jsonMapper(json)
                .mcpEndpoint(PATH)
                .maxRequestSize((int) HttpApi.MAX_REQUEST_BYTES)
                .contextExtractor(request -> McpTransportContext.create(Map.of(
                        AUTHORIZATION, request.getHeader("Authorization"),
                        BearerGate.CALLER, request.getAttribute(BearerGate.CALLER))))
                .build();
        GatewayCalls calls = new GatewayCalls(rest);
        server = McpServer.sync(transport)
                .serverInfo("Albert", ServerVersion.VERSION)
                .jsonMapper(json)
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build())
                .addToolFilter((context, tool) -> visible(context, tool.name()))
                .tools(ToolCatalogue.tools().stream().map(tool -> specification(tool, calls)).toList())
                .build();
        gate = new BearerGate(authenticator, transport);
    }

    /** Mounts {@value #PATH} on Javalin's servlet context (an exact path, so it wins over Javalin's {@code /*}). */
    public void install(JavalinConfig config) {
        config.jetty.modifyServletContextHandler(handler -> {
            ServletHolder holder = new ServletHolder("albert-mcp", gate);
            holder.setAsyncSupported(true); // the transport answers with server-sent events
            handler.addServlet(holder, PATH);
        });
    }

    /** Called once the server listens: the tools' REST calls go to this base URL. */
    public void listening(String baseUrl) {
        rest.target(baseUrl);
    }

    private static boolean visible(McpTransportContext context, String toolName) {
        Object caller = context.get(BearerGate.CALLER);
        return caller instanceof Caller c
                && ToolCatalogue.find(toolName).map(t -> t.access().grantedBy(c.capabilities())).orElse(false);
    }

    private static McpServerFeatures.SyncToolSpecification specification(McpTool tool, GatewayCalls calls) {
        return McpServerFeatures.SyncToolSpecification.builder()
                .tool(SdkTools.tool(tool))
                .callHandler((exchange, request) -> SdkTools.result(calls.call(tool,
                        (String) exchange.transportContext().get(AUTHORIZATION), request.arguments())))
                .build();
    }

    @Override
    public void close() {
        try {
            server.closeGracefully();
        } finally {
            rest.close();
        }
    }
}

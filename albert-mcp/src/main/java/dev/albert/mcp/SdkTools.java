package dev.albert.mcp;

import com.fasterxml.jackson.core.type.TypeReference;
import dev.albert.api.Json;
import dev.albert.api.mcp.McpTool;
import dev.albert.api.mcp.ToolReply;
import io.modelcontextprotocol.spec.McpSchema;

import java.util.Map;

/**
 * The catalogue's tools and replies in the MCP SDK's types, once for both MCP servers (albert-cli's stdio bridge and
 * albert-server's {@code /mcp}): albert-api defines what they convert and stays free of the SDK.
 */
public final class SdkTools {
    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {
    };

    private SdkTools() {
    }

    public static McpSchema.Tool tool(McpTool tool) {
        return McpSchema.Tool.builder()
                .name(tool.name())
                .description(tool.description())
                .inputSchema(Json.mapper().convertValue(tool.inputSchema(), MAP))
                .annotations(new McpSchema.ToolAnnotations(null, tool.readOnly(), tool.method().equals("DELETE"),
                        tool.idempotent(), false, null))
                .build();
    }

    public static McpSchema.CallToolResult result(ToolReply reply) {
        McpSchema.CallToolResult.Builder result = McpSchema.CallToolResult.builder().isError(reply.error())
                .structuredContent(Json.mapper().convertValue(reply.structured(), MAP));
        reply.texts().forEach(result::addTextContent);
        return result.build();
    }
}

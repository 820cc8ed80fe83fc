package dev.albert.api.mcp;

import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;

/**
 * What a tool call answers, independent of the MCP library: text blocks for the model (a short rendering, then
 * the JSON the REST call returned) and the same JSON as structured content. An error carries the server's
 * {@code detail} in its text; it is a tool error for the host, never a crash of the bridge or the server.
 */
public record ToolReply(boolean error, List<String> texts, ObjectNode structured) {
    public ToolReply {
        texts = List.copyOf(texts);
    }
}

package dev.albert.server.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.api.mcp.McpTool;
import dev.albert.api.mcp.RestCall;
import dev.albert.api.mcp.ToolArgumentException;
import dev.albert.api.mcp.ToolReplies;
import dev.albert.api.mcp.ToolReply;

import java.io.IOException;
import java.util.Map;

/** A tool call through {@link LoopbackRest}; every outcome, even a failure of the loop itself, is a {@link ToolReply}. */
final class GatewayCalls {
    private final LoopbackRest rest;

    GatewayCalls(LoopbackRest rest) {
        this.rest = rest;
    }

    ToolReply call(McpTool tool, String authorization, Map<String, Object> arguments) {
        RestCall call;
        try {
            call = tool.restCall(arguments == null ? null : Json.mapper().valueToTree(arguments));
        } catch (ToolArgumentException e) {
            return ToolReplies.invalidArguments(e.getMessage());
        }
        LoopbackRest.Answer answer;
        try {
            answer = rest.send(call, authorization);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return ToolReplies.unavailable("the call was interrupted (the server is stopping)");
        } catch (IOException | RuntimeException e) {
            return ToolReplies.unavailable("the server could not make the call (" + e.getClass().getSimpleName() + ")");
        }
        JsonNode body = parse(answer.body());
        if (answer.status() / 100 == 2) {
            return ToolReplies.success(tool, body);
        }
        return ToolReplies.refused(answer.status(), body);
    }

    private static JsonNode parse(byte[] bytes) {
        if (bytes == null || bytes.length == 0) {
            return null;
        }
        try {
            return Json.mapper().readTree(bytes);
        } catch (IOException notJson) {
            return null;
        }
    }
}

package dev.albert.cli.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.albert.api.Json;
import dev.albert.api.mcp.McpTool;
import dev.albert.api.mcp.RestCall;
import dev.albert.api.mcp.ToolArgumentException;
import dev.albert.api.mcp.ToolReplies;
import dev.albert.api.mcp.ToolReply;
import dev.albert.client.AlbertClient;
import dev.albert.client.AlbertException;
import dev.albert.client.HttpFailure;

import java.util.Map;

/**
 * Makes a tool call's REST call with the key {@code albert mcp} was started with. Every outcome is a
 * {@link ToolReply}: the server's refusals and an unreachable server become tool errors, so one bad call never
 * ends the bridge.
 */
final class RestForwarder {
    private final AlbertClient client;

    RestForwarder(AlbertClient client) {
        this.client = client;
    }

    ToolReply call(McpTool tool, Map<String, Object> arguments) {
        RestCall call;
        try {
            call = tool.restCall(arguments == null ? null : Json.mapper().valueToTree(arguments));
        } catch (ToolArgumentException e) {
            return ToolReplies.invalidArguments(e.getMessage());
        }
        try {
            return ToolReplies.success(tool, client.call(call));
        } catch (HttpFailure refused) {
            JsonNode body = refused.body() == null ? null
                    : JsonNodeFactory.instance.objectNode().set("detail", refused.body().detail());
            return ToolReplies.refused(refused.status(), body);
        } catch (AlbertException unavailable) {
            return ToolReplies.unavailable(unavailable.getMessage());
        } catch (RuntimeException bug) {
            return ToolReplies.unavailable("albert mcp could not make the call (" + bug.getClass().getSimpleName() + ")");
        }
    }
}

package dev.albert.capture.connect;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The stdio MCP server we register with a host: our {@code albert} launcher running {@code mcp}, pinned to the
 * server that issued its key ({@code --url}) and reading the key from a 0600 file ({@code --api-key-file}), so the
 * secret is in neither the host's configuration nor any process's argv.
 *
 * @param command the absolute path of {@code bin/albert}
 * @param url     the server the key belongs to
 * @param keyFile the key's file
 */
record McpEntry(String command, String url, Path keyFile) {
    /** The server's name in every host's configuration (contract §10). */
    static final String NAME = "albert";

    List<String> args() {
        return List.of("mcp", "--url", url, "--api-key-file", keyFile.toString());
    }

    /** {@code {"command": …, "args": [...]}}, plus {@code "type": "stdio"} where the host writes it (Claude Code). */
    ObjectNode json(boolean withType) {
        ObjectNode server = ClaudeSettings.newObject();
        if (withType) {
            server.put("type", "stdio");
        }
        server.put("command", command);
        ArrayNode args = server.putArray("args");
        args().forEach(args::add);
        return server;
    }

    /**
     * Whether a host's server definition is one of ours: {@code albert mcp} reading its key from a file. Anything
     * else under our name was written by someone else and is never changed or removed.
     */
    static boolean ours(JsonNode server) {
        if (server == null || !server.path("command").isTextual() || !server.path("args").isArray()) {
            return false;
        }
        List<String> args = new ArrayList<>();
        server.get("args").forEach(a -> args.add(a.asText()));
        String command = server.get("command").asText();
        return (command.equals("albert") || command.endsWith("/albert")) && !args.isEmpty() && args.get(0).equals("mcp")
                && args.contains("--api-key-file");
    }
}

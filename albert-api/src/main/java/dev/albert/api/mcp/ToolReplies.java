package dev.albert.api.mcp;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.api.error.ErrorBody;

import java.util.List;

/**
 * Turns REST outcomes into {@link ToolReply}s the same way on both MCP front ends: the JSON the server returned
 * plus a short text rendering, or a tool error {@code Albert API returned <status>: <detail>} (contract §4).
 * Error texts never repeat the call's arguments, so refused content (a credential) is not echoed back.
 */
public final class ToolReplies {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final int LINE = 200;

    private ToolReplies() {
    }

    /**
     * A 2xx answer.
     *
     * @param body the JSON the server returned, or null for a 204 (the tool's constant result then)
     */
    public static ToolReply success(McpTool tool, JsonNode body) {
        JsonNode result = body == null || body.isMissingNode() || body.isNull()
                ? (tool.noContentResult() != null ? tool.noContentResult() : NODES.objectNode())
                : body;
        ObjectNode structured = result.isObject() ? (ObjectNode) result : NODES.objectNode().set("result", result);
        return new ToolReply(false, List.of(summary(tool, result), json(result)), structured);
    }

    /** A non-2xx answer; the text carries the server's {@code detail}. */
    public static ToolReply refused(int status, JsonNode errorBody) {
        JsonNode detail = errorBody == null ? null : errorBody.get("detail");
        String message = detail == null ? "" : new ErrorBody(detail).message();
        if (detail != null && detail.isObject()) {
            String owner = detail.path("owner_principal_id").asText("");
            String until = detail.path("expires_at").asText("");
            if (!owner.isEmpty() || !until.isEmpty()) {
                message += " (held by " + (owner.isEmpty() ? "another principal" : owner)
                        + (until.isEmpty() ? "" : " until " + until) + ")";
            }
        }
        if (message.isBlank()) {
            message = "HTTP " + status;
        }
        ObjectNode structured = NODES.objectNode().put("status", status);
        structured.set("detail", detail == null ? NODES.textNode(message) : detail);
        return new ToolReply(true, List.of("Albert API returned " + status + ": " + oneLine(message)), structured);
    }

    /** The arguments could not become a REST call (see {@link McpTool#restCall}). */
    public static ToolReply invalidArguments(String message) {
        return failure("invalid arguments: " + message);
    }

    /** The server could not be reached, or answered something that is not Albert's JSON. */
    public static ToolReply unavailable(String message) {
        return failure(message);
    }

    private static ToolReply failure(String message) {
        return new ToolReply(true, List.of(oneLine(message)), NODES.objectNode().put("detail", oneLine(message)));
    }

    /** One to a few lines a model can read at a glance; the full JSON follows in the next block. */
    static String summary(McpTool tool, JsonNode r) {
        return switch (tool.name()) {
            case "memory_remember" -> "Remembered " + memory(r);
            case "memory_update" -> "Updated " + memory(r);
            case "memory_get" -> memory(r) + "\n" + clip(r.path("content").asText(""), 2000);
            case "memory_ingest", "memory_get_episode" -> "Episode " + r.path("id").asText() + " ("
                    + r.path("enrichment_status").asText("pending") + "): " + clip(firstLine(r.path("content").asText("")), LINE);
            case "memory_search" -> hits(r);
            case "memory_assemble_context" -> r.path("context").asText("").isBlank()
                    ? "No memories matched." + degraded(r)
                    : r.path("context").asText() + "\n\n(" + r.path("citations").size() + " cited memories)" + degraded(r);
            case "memory_forget", "memory_forget_episode" -> "Forgotten.";
            case "memory_query_graph", "memory_get_subgraph" -> relationships(r);
            case "memory_add_relationship" -> "Relationship " + r.path("id").asText() + ": " + edge(r);
            case "working_memory_start", "working_memory_update", "working_memory_get", "working_memory_complete",
                 "working_memory_fail" -> working(r);
            case "memory_lock_acquire", "memory_lock_renew" -> lock(r);
            case "memory_lock_release" -> "Lock released.";
            case "memory_export" -> "Export bundle " + r.path("format_version").asText("") + ": "
                    + r.path("memories").size() + " memories, " + r.path("relationships").size() + " relationships, "
                    + r.path("workspaces").size() + " workspaces.";
            case "memory_import" -> "Imported " + r.path("memories_created").asInt() + " memories ("
                    + r.path("memories_skipped").asInt() + " skipped), " + r.path("relationships_created").asInt()
                    + " relationships, " + r.path("workspaces_created").asInt() + " workspaces.";
            default -> clip(json(r), LINE);
        };
    }

    private static String memory(JsonNode m) {
        String title = m.path("subject").asText("");
        if (title.isBlank()) {
            title = firstLine(m.path("content").asText(""));
        }
        StringBuilder out = new StringBuilder("memory ").append(m.path("id").asText())
                .append(" (").append(m.path("memory_type").asText("fact"));
        if (m.hasNonNull("trust")) {
            out.append(", ").append(m.get("trust").asText());
        }
        out.append("): ").append(clip(title, LINE));
        if (m.path("quarantined").asBoolean(false)) {
            out.append("\nQuarantined (").append(String.join(", ", texts(m.path("quarantine_reasons"))))
                    .append("): it is kept for review and never reaches assembled context.");
        }
        return out.toString();
    }

    private static String hits(JsonNode r) {
        JsonNode hits = r.path("hits");
        if (hits.isEmpty()) {
            return "No memories match." + degraded(r);
        }
        StringBuilder out = new StringBuilder().append(hits.size()).append(hits.size() == 1 ? " hit:" : " hits:");
        int rank = 1;
        for (JsonNode hit : hits) {
            String title = hit.path("subject").asText("");
            String content = firstLine(hit.path("content").asText(""));
            out.append('\n').append(rank++).append(". ")
                    .append(clip(title.isBlank() ? content : title + " - " + content, LINE));
            if (hit.hasNonNull("memory_id")) {
                out.append(" (memory ").append(hit.get("memory_id").asText()).append(')');
            }
        }
        return out + degraded(r);
    }

    private static String relationships(JsonNode r) {
        if (r.isEmpty()) {
            return "No relationships match.";
        }
        StringBuilder out = new StringBuilder().append(r.size()).append(r.size() == 1 ? " relationship:" : " relationships:");
        for (JsonNode edge : r) {
            out.append("\n- ").append(edge(edge));
        }
        return out.toString();
    }

    private static String edge(JsonNode e) {
        return e.path("source_name").asText() + " (" + e.path("source_type").asText() + ") -" + e.path("relation_type").asText()
                + "-> " + e.path("target_name").asText() + " (" + e.path("target_type").asText() + ")";
    }

    private static String working(JsonNode w) {
        String out = "Working memory " + w.path("id").asText() + " for task " + w.path("task_id").asText() + ": "
                + w.path("status").asText();
        if (w.path("lock").isObject()) {
            out += "\n" + lock(w.get("lock"));
        }
        return out;
    }

    private static String lock(JsonNode l) {
        String out = "Lock " + l.path("id").asText() + " on " + l.path("resource_type").asText() + " "
                + l.path("resource_ref").asText() + ": fence " + l.path("fence").asText() + ", expires "
                + l.path("expires_at").asText() + ".";
        return l.hasNonNull("token") ? out + " Keep its token and fence to renew or release it." : out;
    }

    private static String degraded(JsonNode r) {
        List<String> degraded = texts(r.path("degraded"));
        return degraded.isEmpty() ? "" : "\n(degraded: " + String.join(", ", degraded) + ")";
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new java.util.ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    private static String firstLine(String text) {
        String stripped = text.strip();
        int newline = stripped.indexOf('\n');
        return newline < 0 ? stripped : stripped.substring(0, newline).strip();
    }

    private static String oneLine(String text) {
        return text.replaceAll("\\s*[\\r\\n]+\\s*", " ").strip();
    }

    private static String clip(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max - 1) + "…";
    }

    private static String json(JsonNode node) {
        try {
            return Json.mapper().writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always serializes", e);
        }
    }
}

package dev.albert.testkit.hosts;

/** Replies of the Anthropic Messages API as Claude Code reads them (server-sent events), for {@link StandInModel}. */
public final class AnthropicStream {
    private AnthropicStream() {
    }

    /** One assistant message with one text block that ends the turn. */
    public static String text(String text) {
        return start("msg_text")
                + event("content_block_start", "{\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"text\",\"text\":\"\"}}")
                + event("content_block_delta", "{\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"" + escape(text) + "\"}}")
                + end("end_turn");
    }

    /** One assistant message that calls {@code tool} (id {@code toolUseId}) with {@code inputJson} as its input. */
    public static String toolUse(String toolUseId, String tool, String inputJson) {
        return start("msg_tool")
                + event("content_block_start", "{\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"tool_use\",\"id\":\""
                + escape(toolUseId) + "\",\"name\":\"" + escape(tool) + "\",\"input\":{}}}")
                + event("content_block_delta", "{\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"input_json_delta\",\"partial_json\":\""
                + escape(inputJson) + "\"}}")
                + end("tool_use");
    }

    private static String start(String id) {
        return event("message_start", "{\"type\":\"message_start\",\"message\":{\"id\":\"" + id + "\",\"type\":\"message\",\"role\":\"assistant\","
                + "\"model\":\"claude-sonnet-4-5\",\"content\":[],\"stop_reason\":null,\"stop_sequence\":null,\"usage\":{\"input_tokens\":10,\"output_tokens\":1}}}");
    }

    private static String end(String stopReason) {
        return event("content_block_stop", "{\"type\":\"content_block_stop\",\"index\":0}")
                + event("message_delta", "{\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"" + stopReason
                + "\",\"stop_sequence\":null},\"usage\":{\"output_tokens\":7}}")
                + event("message_stop", "{\"type\":\"message_stop\"}");
    }

    private static String event(String name, String data) {
        return "event: " + name + "\ndata: " + data + "\n\n";
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}

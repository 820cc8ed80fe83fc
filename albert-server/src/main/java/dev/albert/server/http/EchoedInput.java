package dev.albert.server.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.albert.safety.SecretScanner;

import java.util.Map;

/**
 * The {@code input} a 422 echoes (Pydantic's field), made safe to send back: credentials redacted and the whole echo
 * bounded. Pydantic echoes the input in full, which for a 10 MB string or a 100,000-key object is a 10 MB error, and a
 * deeply nested one would be nested deeper than the response writer allows. Strings keep their first
 * {@value #STRING_MAX} characters, containers their first entries up to depth {@value #DEPTH_MAX}, and the echo at most
 * about {@value #BUDGET} characters in all; what is cut is marked with {@code "…"}.
 */
final class EchoedInput {
    static final int STRING_MAX = 200;
    static final int DEPTH_MAX = 5;
    static final int BUDGET = 2000;
    static final String CUT = "…";
    /** Characters around the kept part that are scanned too, so a credential cut in half is still recognized. */
    private static final int SCAN_MARGIN = 512;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private int left = BUDGET;

    private EchoedInput() {
    }

    static JsonNode of(JsonNode input) {
        return input == null ? null : new EchoedInput().copy(input, 0);
    }

    private JsonNode copy(JsonNode v, int depth) {
        if (v.isTextual()) {
            return text(v.asText());
        }
        if (v.isNumber()) {
            String digits = v.asText();
            left -= Math.min(digits.length(), STRING_MAX);
            return digits.length() <= STRING_MAX ? v : TextNode.valueOf(digits.substring(0, STRING_MAX) + CUT);
        }
        if (!v.isContainerNode()) {
            left -= 5;
            return v;
        }
        if (depth >= DEPTH_MAX || left <= 0) {
            return TextNode.valueOf(CUT);
        }
        if (v.isObject()) {
            ObjectNode out = NODES.objectNode();
            int kept = 0;
            for (Map.Entry<String, JsonNode> field : v.properties()) {
                if (left <= 0) {
                    break;
                }
                TextNode key = text(field.getKey());
                out.set(key.asText(), copy(field.getValue(), depth + 1));
                kept++;
            }
            if (kept < v.size()) {
                out.put(CUT, (v.size() - kept) + " more");
            }
            return out;
        }
        ArrayNode out = NODES.arrayNode();
        int kept = 0;
        for (JsonNode item : v) {
            if (left <= 0) {
                break;
            }
            out.add(copy(item, depth + 1));
            kept++;
        }
        if (kept < v.size()) {
            out.add(CUT + " " + (v.size() - kept) + " more");
        }
        return out;
    }

    private TextNode text(String s) {
        int keep = Math.max(0, Math.min(STRING_MAX, left));
        String safe;
        if (s.length() <= keep) {
            safe = redact(s);
        } else {
            safe = redact(s.substring(0, Math.min(s.length(), keep + SCAN_MARGIN)));
            int end = Math.min(keep, safe.length());
            if (end > 0 && Character.isHighSurrogate(safe.charAt(end - 1))) {
                end--;
            }
            safe = safe.substring(0, end) + CUT;
        }
        left -= safe.length() + 2;
        return TextNode.valueOf(safe);
    }

    private static String redact(String s) {
        return SecretScanner.standard().redact(s).text();
    }
}

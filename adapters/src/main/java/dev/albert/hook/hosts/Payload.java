package dev.albert.hook.hosts;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.LinkedHashMap;
import java.util.Map;

/** Lenient reads of host JSON: hosts add fields monthly, so unknown ones are ignored and types checked. */
final class Payload {
    private Payload() {
    }

    static String text(JsonNode node, String field) {
        JsonNode v = node == null ? null : node.get(field);
        return v == null || !v.isTextual() ? null : v.asText();
    }

    static String firstNonBlank(String... values) {
        for (String v : values) {
            if (v != null && !v.isBlank()) {
                return v;
            }
        }
        return null;
    }

    static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    /** A usable session key: 1–256 characters. */
    static boolean usableSession(String s) {
        return s != null && !s.isBlank() && s.length() <= 256;
    }

    /** Metadata from key/value pairs; blank values are left out, long ones cut at 200 characters. */
    static Map<String, String> metaOf(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i + 1 < kv.length; i += 2) {
            if (kv[i + 1] != null && !kv[i + 1].isBlank()) {
                m.put(kv[i], kv[i + 1].length() > 200 ? kv[i + 1].substring(0, 200) : kv[i + 1]);
            }
        }
        return m;
    }
}

package dev.albert.server.http;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Limits;

import java.util.Map;

/**
 * How big a client JSON object ({@code metadata}, {@code progress}) may be: at most {@link Limits#OBJECT_KEYS_MAX}
 * keys counted at every level, {@link Limits#OBJECT_DEPTH_MAX} levels and {@link Limits#OBJECT_CHARS_MAX} characters
 * of keys and values. Unbounded, a 100,000-key metadata object was screened, stored and indexed for 5.5 s (issue 12
 * §8). The walk stops at the first bound it passes, so measuring a huge object costs no more than the bound.
 */
final class ObjectBounds {
    private ObjectBounds() {
    }

    private static final class Tally {
        int keys;
        long chars;
    }

    /** What is wrong with the object, e.g. {@code "must have at most 1000 keys"}, or null when it is within bounds. */
    static String problem(JsonNode object) {
        Tally tally = new Tally();
        return walk(object, 1, tally);
    }

    private static String walk(JsonNode v, int depth, Tally tally) {
        if (depth > Limits.OBJECT_DEPTH_MAX) {
            return "must be nested at most " + Limits.OBJECT_DEPTH_MAX + " levels deep";
        }
        if (v.isObject()) {
            for (Map.Entry<String, JsonNode> field : v.properties()) {
                tally.keys++;
                tally.chars += field.getKey().length();
                if (tally.keys > Limits.OBJECT_KEYS_MAX) {
                    return "must have at most " + Limits.OBJECT_KEYS_MAX + " keys";
                }
                String problem = walk(field.getValue(), depth + 1, tally);
                if (problem != null) {
                    return problem;
                }
            }
        } else if (v.isArray()) {
            for (JsonNode item : v) {
                tally.chars++;
                String problem = walk(item, depth + 1, tally);
                if (problem != null) {
                    return problem;
                }
            }
        } else {
            tally.chars += v.asText().length();
        }
        return tally.chars > Limits.OBJECT_CHARS_MAX ? "must be at most " + Limits.OBJECT_CHARS_MAX
                + " characters of keys and values" : null;
    }
}

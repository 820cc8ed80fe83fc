package dev.albert.api.error;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Every error the server returns: {@code {"detail": …}}. The detail is a string for application
 * errors, an object for lock conflicts, and a list of {@link ValidationIssue} for 422 validation errors.
 */
public record ErrorBody(JsonNode detail) {

    /** The detail as one line for people, whatever its shape. */
    public String message() {
        if (detail == null || detail.isNull()) {
            return "";
        }
        if (detail.isTextual()) {
            return detail.asText();
        }
        if (detail.isObject() && detail.hasNonNull("message")) {
            return detail.get("message").asText();
        }
        if (detail.isArray() && !detail.isEmpty()) {
            JsonNode first = detail.get(0);
            String loc = first.has("loc") ? locPath(first.get("loc")) : "";
            String msg = first.path("msg").asText("invalid input");
            String more = detail.size() > 1 ? " (and " + (detail.size() - 1) + " more)" : "";
            return (loc.isEmpty() ? msg : loc + ": " + msg) + more;
        }
        return detail.toString();
    }

    private static String locPath(JsonNode loc) {
        StringBuilder out = new StringBuilder();
        for (JsonNode part : loc) {
            if (out.isEmpty() && "body".equals(part.asText())) {
                continue;
            }
            if (!out.isEmpty()) {
                out.append('.');
            }
            out.append(part.asText());
        }
        return out.toString();
    }
}

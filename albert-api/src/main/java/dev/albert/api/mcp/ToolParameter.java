package dev.albert.api.mcp;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.List;
import java.util.Objects;

/**
 * One argument of an MCP tool: its name and JSON type, whether it is required, the default the tool sends when
 * it is left out (null: nothing is sent, the server's own default applies), the values it may take, and where
 * it goes in the REST call.
 *
 * @param bodyPath for {@link Placement#BODY}, the field names from the body's root to the field, e.g.
 *                 {@code ["source", "name"]} for {@code source_name} of {@code memory_add_relationship}
 */
public record ToolParameter(String name, ParamType type, boolean required, JsonNode defaultValue, String description,
                            List<String> choices, Placement placement, List<String> bodyPath) {

    public ToolParameter {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(placement, "placement");
        choices = choices == null ? List.of() : List.copyOf(choices);
        bodyPath = bodyPath == null || bodyPath.isEmpty() ? List.of(name) : List.copyOf(bodyPath);
        if (required && defaultValue != null) {
            throw new IllegalArgumentException(name + ": a required argument has no default");
        }
    }
}

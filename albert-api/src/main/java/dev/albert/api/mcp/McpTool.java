package dev.albert.api.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One of the 22 MCP tools (contract §4): its name, description and input schema as hosts see them, the REST call
 * it makes, the capabilities that call needs, and the {@code albert} command that does the same operation.
 *
 * @param method          the REST call's HTTP method
 * @param route           the REST call's OpenAPI path template
 * @param idempotent      whether that call may be retried
 * @param readOnly        whether the call only reads (hosts may run such tools without asking)
 * @param cliCommand      the {@code albert} subcommand path, e.g. {@code ["graph", "query"]}
 * @param noContentResult what the tool returns when the server answers 204 (contract §4: {@code {"deleted": true}}
 *                        for the forget tools, {@code {"released": true}} for a lock release), else null
 */
public record McpTool(String name, String description, List<ToolParameter> parameters, String method, String route,
                      boolean idempotent, boolean readOnly, ToolAccess access, List<String> cliCommand, JsonNode noContentResult) {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    public McpTool {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        parameters = List.copyOf(parameters);
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(route, "route");
        Objects.requireNonNull(access, "access");
        cliCommand = List.copyOf(cliCommand);
        for (ToolParameter p : parameters) {
            if (p.placement() == Placement.PATH && !route.contains("{" + p.name() + "}")) {
                throw new IllegalArgumentException(name + ": route " + route + " has no {" + p.name() + "}");
            }
        }
    }

    /** The JSON Schema of the arguments: an object of the declared properties, nothing else. */
    public ObjectNode inputSchema() {
        ObjectNode schema = NODES.objectNode().put("type", "object");
        ObjectNode properties = schema.putObject("properties");
        ArrayNode required = NODES.arrayNode();
        for (ToolParameter p : parameters) {
            ObjectNode property = properties.putObject(p.name()).put("type", p.type().schemaName())
                    .put("description", p.description());
            if (!p.choices().isEmpty()) {
                ArrayNode values = property.putArray("enum");
                p.choices().forEach(values::add);
            }
            if (p.defaultValue() != null) {
                property.set("default", p.defaultValue());
            }
            if (p.required()) {
                required.add(p.name());
            }
        }
        if (!required.isEmpty()) {
            schema.set("required", required);
        }
        schema.put("additionalProperties", false);
        return schema;
    }

    /**
     * The REST call for these arguments: every argument given is sent where its parameter says, a left-out one
     * with a default is sent with its default, other left-out ones are not sent (the server's default applies).
     * Values are passed through as given, so the server validates them exactly as it validates REST bodies.
     *
     * @param arguments the call's arguments, a JSON object (null means none)
     * @throws ToolArgumentException for an unknown or missing argument, or an id that is not a string
     */
    public RestCall restCall(JsonNode arguments) {
        JsonNode args = arguments == null || arguments.isNull() ? NODES.objectNode() : arguments;
        if (!args.isObject()) {
            throw new ToolArgumentException(name + ": arguments must be a JSON object");
        }
        for (Iterator<String> names = args.fieldNames(); names.hasNext(); ) {
            String given = names.next();
            if (parameters.stream().noneMatch(p -> p.name().equals(given))) {
                throw new ToolArgumentException(name + ": unknown argument '" + given + "'; expected "
                        + String.join(", ", parameters.stream().map(ToolParameter::name).toList()));
            }
        }
        Map<String, String> pathValues = new LinkedHashMap<>();
        Map<String, String> query = new LinkedHashMap<>();
        ObjectNode body = NODES.objectNode();
        for (ToolParameter p : parameters) {
            JsonNode value = args.get(p.name());
            if (value == null || value.isNull()) {
                if (p.required()) {
                    throw new ToolArgumentException(name + ": missing required argument '" + p.name() + "'");
                }
                if (p.defaultValue() == null) {
                    continue;
                }
                value = p.defaultValue();
            }
            switch (p.placement()) {
                case PATH -> {
                    if (!value.isTextual() || value.asText().isBlank()) {
                        throw new ToolArgumentException(name + ": '" + p.name() + "' must be a non-empty string");
                    }
                    pathValues.put(p.name(), value.asText().strip());
                }
                case QUERY -> {
                    if (!value.isValueNode()) {
                        throw new ToolArgumentException(name + ": '" + p.name() + "' must be a "
                                + p.type().schemaName());
                    }
                    query.put(p.name(), value.asText());
                }
                case BODY -> put(body, p.bodyPath(), value);
            }
        }
        List<String> segments = new ArrayList<>();
        for (String segment : route.substring(1).split("/")) {
            if (segment.startsWith("{") && segment.endsWith("}")) {
                segments.add(pathValues.get(segment.substring(1, segment.length() - 1)));
            } else {
                segments.add(segment);
            }
        }
        boolean sendsBody = !method.equals("GET") && !method.equals("DELETE");
        return new RestCall(method, route, segments, query, sendsBody ? body : null, idempotent);
    }

    private static void put(ObjectNode body, List<String> path, JsonNode value) {
        ObjectNode at = body;
        for (String field : path.subList(0, path.size() - 1)) {
            at = at.has(field) && at.get(field).isObject() ? (ObjectNode) at.get(field) : at.putObject(field);
        }
        at.set(path.get(path.size() - 1), value);
    }
}

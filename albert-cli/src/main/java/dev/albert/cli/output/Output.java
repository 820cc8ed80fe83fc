package dev.albert.cli.output;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.OutputFormat;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.Renderer;
import dev.albert.clikit.Table;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Every {@code albert} command's output: {@code --output} as everywhere, plus {@code --fields a,b} (which fields of
 * each listed item to show, in every format) and {@code --jq <expr>} (a jq filter over the JSON the command would
 * print, like {@code gh --jq}). Commands call {@link #expect(Class)} before any network call, so a misspelt field or
 * a jq syntax error exits 2 without touching the server.
 */
public final class Output {
    private static final ObjectMapper JSON = Json.mapper();

    private final CommandContext context;

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Mixin
    OutputOptions options;

    @Option(names = "--fields", paramLabel = "<a,b>", split = ",",
            description = "Show only these fields of each item, in this order (names as in --output json).")
    List<String> fields;

    @Option(names = "--jq", paramLabel = "<expr>",
            description = "Filter the JSON output with a jq expression; strings print raw, other values as JSON.")
    String jq;

    private Jq compiled;
    private List<String> selected;

    public Output(CommandContext context) {
        this.context = context;
    }

    /** Checks --fields against the items' JSON properties and compiles --jq; both exit 2 when wrong. */
    public Output expect(Class<?> itemType, String... extraFields) {
        if (fields != null && !fields.isEmpty()) {
            List<String> known = new ArrayList<>(properties(itemType));
            known.addAll(Arrays.asList(extraFields));
            List<String> chosen = new ArrayList<>();
            for (String field : fields) {
                String name = field.strip();
                if (name.isEmpty()) {
                    continue;
                }
                if (!known.contains(name)) {
                    throw new ParameterException(mixee.commandLine(), "unknown field '" + name + "' for --fields; use "
                            + String.join(", ", known));
                }
                chosen.add(name);
            }
            if (chosen.isEmpty()) {
                throw new ParameterException(mixee.commandLine(), "--fields needs at least one field name");
            }
            selected = List.copyOf(new LinkedHashSet<>(chosen));
        }
        if (jq != null) {
            try {
                compiled = Jq.compile(jq);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(mixee.commandLine(), "--jq: " + e.getMessage());
            }
        }
        return this;
    }

    /** The JSON property names of a record or bean, in declaration order. */
    public static List<String> properties(Class<?> type) {
        BeanDescription description = JSON.getSerializationConfig().introspect(JSON.constructType(type));
        return description.findProperties().stream().map(BeanPropertyDefinition::getName).toList();
    }

    public OutputFormat format() {
        return options.format();
    }

    /** True for json and jsonl, and whenever --jq or --fields shape the output from the JSON. */
    public boolean structured() {
        return options.renderer().structured() || jq != null;
    }

    public Renderer renderer() {
        return options.renderer();
    }

    /** A listing: {@code value} is what --output json prints; {@code items} are its rows. */
    public void render(Object value, List<?> items, Supplier<String> table, Supplier<String> plain) {
        render(value, items, false, table, plain);
    }

    /** A single object. */
    public void render(Object value, Supplier<String> table, Supplier<String> plain) {
        render(value, List.of(value), true, table, plain);
    }

    private void render(Object value, List<?> items, boolean single, Supplier<String> table, Supplier<String> plain) {
        Renderer renderer = options.renderer();
        if (selected == null && compiled == null) {
            renderer.render(value, items, table, plain);
            return;
        }
        JsonNode input;
        List<JsonNode> rows = new ArrayList<>();
        if (selected != null) {
            ArrayNode projected = JSON.createArrayNode();
            for (Object item : items) {
                ObjectNode row = project(JSON.valueToTree(item));
                projected.add(row);
                rows.add(row);
            }
            input = single ? projected.get(0) : projected;
        } else {
            input = JSON.valueToTree(value);
        }
        if (compiled != null) {
            printJq(renderer, compiled.apply(input));
            return;
        }
        switch (renderer.format()) {
            case JSON -> renderer.json(input);
            case JSONL -> renderer.jsonLines(rows);
            case TABLE -> renderer.text(table(rows));
            case PLAIN -> renderer.text(plain(rows));
        }
    }

    private ObjectNode project(JsonNode item) {
        ObjectNode row = JSON.createObjectNode();
        for (String field : selected) {
            JsonNode value = item.get(field);
            row.set(field, value == null ? JSON.nullNode() : value);
        }
        return row;
    }

    private String table(List<JsonNode> rows) {
        if (rows.isEmpty()) {
            return "";
        }
        Table table = Table.of(selected.toArray(String[]::new));
        for (JsonNode row : rows) {
            table.row(selected.stream().map(f -> cell(row.get(f))).toArray());
        }
        return table.render();
    }

    private String plain(List<JsonNode> rows) {
        StringBuilder out = new StringBuilder();
        for (JsonNode row : rows) {
            out.append(String.join("\t", selected.stream().map(f -> {
                String cell = cell(row.get(f));
                return cell == null ? "-" : Renderer.oneLine(cell);
            }).toList())).append('\n');
        }
        return out.toString();
    }

    /** A scalar as its text, a list of scalars comma-separated, anything else as compact JSON; null for JSON null. */
    static String cell(JsonNode value) {
        if (value == null || value.isNull() || value.isMissingNode()) {
            return null;
        }
        if (value.isValueNode()) {
            return value.asText();
        }
        if (value.isArray()) {
            boolean scalars = true;
            for (JsonNode element : value) {
                scalars &= element.isValueNode();
            }
            if (scalars) {
                List<String> texts = new ArrayList<>();
                value.forEach(element -> texts.add(element.asText()));
                return String.join(",", texts);
            }
        }
        return value.toString();
    }

    private void printJq(Renderer renderer, List<JsonNode> results) {
        StringBuilder out = new StringBuilder();
        for (JsonNode result : results) {
            if (result.isTextual()) {
                out.append(result.asText()).append('\n');
            } else if (renderer.format() == OutputFormat.JSON) {
                out.append(Renderer.toJson(result)).append('\n');
            } else {
                out.append(result.toString()).append('\n');
            }
        }
        renderer.text(out.toString());
    }

    /** The names a --fields list may use, for completion and error messages. */
    public static Set<String> names(Class<?>... types) {
        Set<String> names = new LinkedHashSet<>();
        Arrays.stream(types).forEach(t -> names.addAll(properties(t)));
        return names;
    }
}

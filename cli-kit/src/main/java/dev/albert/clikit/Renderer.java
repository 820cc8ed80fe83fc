package dev.albert.clikit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.albert.api.Json;

import dev.albert.client.cli.Streams;
import java.io.PrintStream;
import java.util.List;
import java.util.function.Supplier;

/**
 * The one place command output is written. JSON is pretty, two-space indented, snake_case, with map
 * keys sorted, so the same data always prints the same bytes; JSONL is one compact object per line;
 * tables and plain lines are for people and pipes. Text from the server is untrusted: when stdout
 * is a terminal, control characters are removed so stored content cannot drive the terminal.
 */
public final class Renderer {
    private static final ObjectWriter PRETTY = Json.mapper().writer(prettyPrinter())
            .with(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);
    private static final ObjectWriter COMPACT = Json.mapper().writer()
            .with(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    private final Streams streams;
    private final OutputFormat format;

    public Renderer(Streams streams, OutputFormat format) {
        this.streams = streams;
        this.format = format;
    }

    public OutputFormat format() {
        return format;
    }

    /** True for json and jsonl. */
    public boolean structured() {
        return format == OutputFormat.JSON || format == OutputFormat.JSONL;
    }

    /**
     * Writes {@code value}: as pretty JSON, as JSON lines (one per element of {@code items}), or as
     * the table or plain text the command supplies.
     */
    public void render(Object value, List<?> items, Supplier<String> table, Supplier<String> plain) {
        switch (format) {
            case JSON -> json(value);
            case JSONL -> jsonLines(items);
            case TABLE -> text(table.get());
            case PLAIN -> text(plain.get());
        }
    }

    /** A single object: its JSON line in jsonl mode. */
    public void render(Object value, Supplier<String> table, Supplier<String> plain) {
        render(value, List.of(value), table, plain);
    }

    public void json(Object value) {
        out().println(toJson(value));
    }

    public void jsonLines(List<?> items) {
        for (Object item : items) {
            try {
                out().println(COMPACT.writeValueAsString(item));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write JSON", e);
            }
        }
    }

    /** Text as is (sanitized on a terminal); a final newline is added when missing. */
    public void text(String text) {
        if (text == null || text.isEmpty()) {
            return;
        }
        String shown = streams.stdoutIsTerminal() ? sanitize(text) : text;
        out().print(shown.endsWith("\n") ? shown : shown + "\n");
        out().flush();
    }

    public static String toJson(Object value) {
        try {
            return PRETTY.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    private PrintStream out() {
        return streams.out();
    }

    public static String sanitize(String text) {
        return Text.sanitize(text);
    }

    public static String oneLine(String text) {
        return Text.oneLine(text);
    }

    private static DefaultPrettyPrinter prettyPrinter() {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        Separators separators = Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                .withObjectEmptySeparator("")
                .withArrayEmptySeparator("");
        return new DefaultPrettyPrinter(separators)
                .withObjectIndenter(indenter)
                .withArrayIndenter(indenter);
    }
}

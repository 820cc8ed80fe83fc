package dev.albert.clikit;

import picocli.CommandLine;

import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;

/** {@code --output}: tables for people, stable JSON for scripts, plain lines for pipes. */
public enum OutputFormat {
    TABLE, JSON, JSONL, PLAIN;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return wireName();
    }

    /** Parses {@code table|json|jsonl|plain}, case-insensitively. */
    public static final class Converter implements CommandLine.ITypeConverter<OutputFormat> {
        @Override
        public OutputFormat convert(String value) {
            for (OutputFormat format : values()) {
                if (format.wireName().equalsIgnoreCase(value.strip())) {
                    return format;
                }
            }
            throw new CommandLine.TypeConversionException("'" + value + "' is not an output format; use table, json, jsonl or plain");
        }
    }

    /** Completion candidates and the help's list of values. */
    public static final class Names implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(values()).map(OutputFormat::wireName).iterator();
        }
    }
}

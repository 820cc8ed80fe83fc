package dev.albert.clikit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A table for people: upper-case headers, columns padded with three spaces, control characters and
 * line breaks removed from cells, long cells cut with an ellipsis. Null cells show as {@code -}.
 */
public final class Table {
    public static final int MAX_CELL = 72;

    private final List<String> headers;
    private final List<List<String>> rows = new ArrayList<>();

    private Table(List<String> headers) {
        this.headers = headers;
    }

    public static Table of(String... headers) {
        return new Table(Arrays.stream(headers).map(h -> h.toUpperCase(Locale.ROOT)).toList());
    }

    public Table row(Object... cells) {
        if (cells.length != headers.size()) {
            throw new IllegalArgumentException("expected " + headers.size() + " cells, got " + cells.length);
        }
        rows.add(Arrays.stream(cells).map(Table::cell).toList());
        return this;
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    public List<List<String>> rows() {
        return List.copyOf(rows);
    }

    static String cell(Object value) {
        if (value == null) {
            return "-";
        }
        String text = Text.oneLine(String.valueOf(value));
        if (text.codePointCount(0, text.length()) > MAX_CELL) {
            text = text.substring(0, text.offsetByCodePoints(0, MAX_CELL - 1)) + "…";
        }
        return text.isEmpty() ? "-" : text;
    }

    /** The table as text, each line ending in a newline. */
    public String render() {
        int[] widths = new int[headers.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = width(headers.get(i));
            for (List<String> row : rows) {
                widths[i] = Math.max(widths[i], width(row.get(i)));
            }
        }
        StringBuilder out = new StringBuilder();
        appendLine(out, headers, widths);
        for (List<String> row : rows) {
            appendLine(out, row, widths);
        }
        return out.toString();
    }

    private static void appendLine(StringBuilder out, List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            line.append(cells.get(i));
            if (i < cells.size() - 1) {
                line.append(" ".repeat(widths[i] - width(cells.get(i)) + 3));
            }
        }
        out.append(line.toString().stripTrailing()).append('\n');
    }

    private static int width(String text) {
        return text.codePointCount(0, text.length());
    }
}

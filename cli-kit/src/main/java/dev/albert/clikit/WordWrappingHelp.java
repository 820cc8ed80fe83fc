package dev.albert.clikit;

import picocli.CommandLine.Help;
import picocli.CommandLine.Help.Ansi.Text;
import picocli.CommandLine.Help.Column;
import picocli.CommandLine.Help.TextTable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

import java.util.IllegalFormatException;
import java.util.List;
import java.util.Map;

/**
 * picocli's help, wrapped at spaces only. picocli wraps with the JDK's line {@code BreakIterator}, which
 * breaks inside URLs, paths and dotted names ({@code http://127.} / {@code 0.0.1:8080}, {@code keys.} /
 * {@code manage}); every table of the help (options, arguments, commands, exit codes, description,
 * footer) goes through {@link WordWrappingTable} instead, so descriptions can be written as plain
 * sentences and wrap cleanly at any width.
 */
final class WordWrappingHelp extends Help {
    WordWrappingHelp(CommandSpec spec, ColorScheme colorScheme) {
        super(spec, colorScheme);
    }

    @Override
    public Layout createDefaultLayout(List<OptionSpec> options, List<PositionalParamSpec> positionals, ColorScheme scheme) {
        Layout layout = super.createDefaultLayout(options, positionals, scheme);
        return new Layout(scheme, WordWrappingTable.like(layout.textTable(), scheme), layout.optionRenderer(),
                layout.parameterRenderer());
    }

    /** The exit-code list (and any other key/value section): picocli's columns, our wrapping. */
    @Override
    public TextTable createTextTable(Map<?, ?> map) {
        TextTable sized = super.createTextTable(map);
        if (map == null || map.isEmpty()) {
            return sized;
        }
        WordWrappingTable table = WordWrappingTable.like(sized, colorScheme());
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            table.addRowValues(colorScheme().text(format(String.valueOf(entry.getKey()))),
                    colorScheme().text(format(String.valueOf(entry.getValue()))));
        }
        return table;
    }

    /** The subcommand list, laid out as picocli 4.7 does (names, then the first line of each summary). */
    @Override
    public String commandList(Map<String, Help> subcommands) {
        if (subcommands.isEmpty()) {
            return "";
        }
        int width = commandSpec().usageMessage().width();
        int names = Math.min(subcommands.keySet().stream().mapToInt(String::length).max().orElse(0), width / 2);
        WordWrappingTable table = new WordWrappingTable(colorScheme(), new Column(names + 2, 2, Column.Overflow.SPAN),
                new Column(width - (names + 2), 2, Column.Overflow.WRAP));
        table.setAdjustLineBreaksForWideCJKCharacters(commandSpec().usageMessage().adjustLineBreaksForWideCJKCharacters());
        for (Help help : subcommands.values()) {
            String[] header = help.commandSpec().usageMessage().header();
            String[] description = help.commandSpec().usageMessage().description();
            String summary = header.length > 0 ? header[0] : description.length > 0 ? description[0] : "";
            Text[] lines = colorScheme().text(format(summary)).splitLines();
            for (int i = 0; i < lines.length; i++) {
                table.addRowValues(i == 0 ? help.commandNamesText(", ") : colorScheme().text(""), lines[i]);
            }
        }
        return table.toString();
    }

    /** The synopsis after {@code Usage: <name>}, its continuation lines under the first option, as picocli does. */
    @Override
    protected String insertSynopsisCommandName(int headingLength, Text optionText) {
        String name = commandSpec().qualifiedName();
        int nameColumn = name.length() + headingLength;
        int width = commandSpec().usageMessage().width();
        WordWrappingTable table = new WordWrappingTable(colorScheme(), new Column(nameColumn, 0, Column.Overflow.SPAN),
                new Column(width - nameColumn, 0, Column.Overflow.WRAP));
        table.indentWrappedLines = 0;   // the options text starts with a space, kept on every line
        table.addRowValues(colorScheme().text(" ".repeat(headingLength)).concat(colorScheme().commandText(name)), optionText);
        return table.toString().substring(headingLength);
    }

    @Override
    public String description(Object... params) {
        return paragraphs(commandSpec().usageMessage().description(), params);
    }

    @Override
    public String footer(Object... params) {
        return paragraphs(commandSpec().usageMessage().footer(), params);
    }

    /** Lines of text (each a {@code String.format} pattern, as in picocli), each wrapped to the help's width. */
    private String paragraphs(String[] lines, Object... params) {
        WordWrappingTable table = new WordWrappingTable(colorScheme(),
                new Column(commandSpec().usageMessage().width(), 0, Column.Overflow.WRAP));
        table.indentWrappedLines = 0;
        for (String line : lines) {
            for (String part : format(line, params).split("\\R", -1)) {
                table.addRowValues(colorScheme().text(part));
            }
        }
        return table.rowCount() == 0 ? "" : table.toString();
    }

    private String format(String pattern, Object... params) {
        try {
            return String.format(pattern, params);
        } catch (IllegalFormatException malformed) {
            // A stray % in a help text (write %% for one): caught by the help tests, never shipped.
            throw new IllegalArgumentException("help text of '" + commandSpec().qualifiedName()
                    + "' is not a valid format (write %% for a percent sign): " + pattern, malformed);
        }
    }

    /** A table whose wrapping columns break lines at spaces, never inside a word. */
    static final class WordWrappingTable extends TextTable {
        private final ColorScheme scheme;

        WordWrappingTable(ColorScheme scheme, Column... columns) {
            super(scheme, columns);
            this.scheme = scheme;
        }

        static WordWrappingTable like(TextTable original, ColorScheme scheme) {
            WordWrappingTable table = new WordWrappingTable(scheme, original.columns());
            table.indentWrappedLines = original.indentWrappedLines;
            table.setAdjustLineBreaksForWideCJKCharacters(original.isAdjustLineBreaksForWideCJKCharacters());
            return table;
        }

        @Override
        public Cell putValue(int row, int col, Text value) {
            Column column = columns()[col];
            String plain = value == null ? "" : value.plainString();
            if (column.overflow != Column.Overflow.WRAP || plain.indexOf('\n') >= 0) {
                return super.putValue(row, col, value);
            }
            int lead = leadingSpaces(plain);
            int room = column.width - column.indent;
            if (plain.length() <= room) {
                return super.putValue(row, col, value);
            }
            int continuationIndent = lead + indentWrappedLines;
            Cell cell = null;
            int start = lead;
            int line = row;
            boolean first = true;
            while (start < plain.length()) {
                int available = first ? room - lead : room - continuationIndent;
                int end = lineEnd(plain, start, Math.max(available, 1));
                Text piece = value.substring(start, end);
                Text indented = scheme.text(" ".repeat(first ? lead : continuationIndent)).concat(piece);
                while (line >= rowCount()) {
                    addEmptyRow();
                }
                cell = super.putValue(line, col, indented);
                line = cell.row + 1;
                start = end;
                while (start < plain.length() && plain.charAt(start) == ' ') {
                    start++;
                }
                first = false;
            }
            return cell == null ? super.putValue(row, col, value) : cell;
        }

        /** Where a line that starts at {@code start} ends: at the last space that fits, or hard at the width. */
        private static int lineEnd(String text, int start, int available) {
            if (text.length() - start <= available) {
                return text.length();
            }
            int limit = start + available;
            for (int i = limit; i > start; i--) {
                if (text.charAt(i) == ' ') {
                    int end = i;
                    while (end > start && text.charAt(end - 1) == ' ') {
                        end--;
                    }
                    if (end > start) {
                        return end;
                    }
                }
            }
            return limit;   // one word longer than the column: nothing better than cutting it
        }

        private static int leadingSpaces(String text) {
            int i = 0;
            while (i < text.length() && text.charAt(i) == ' ') {
                i++;
            }
            return i;
        }
    }
}

package dev.albert.clikit;

import java.util.ArrayList;
import java.util.List;

/**
 * One record as aligned {@code name: value} lines, optionally followed by a body after a
 * {@code --} line (like {@code gh issue view} when not on a terminal).
 */
public final class Details {
    private final List<String[]> fields = new ArrayList<>();
    private String body;

    public static Details of() {
        return new Details();
    }

    public Details field(String name, Object value) {
        fields.add(new String[] {name, value == null ? "-" : Text.oneLine(String.valueOf(value))});
        return this;
    }

    public Details body(String body) {
        this.body = body;
        return this;
    }

    public String render() {
        int width = fields.stream().mapToInt(f -> f[0].length()).max().orElse(0) + 2;
        StringBuilder out = new StringBuilder();
        for (String[] field : fields) {
            String label = field[0] + ":";
            out.append(label).append(" ".repeat(width - label.length() + 1)).append(field[1]).append('\n');
        }
        if (body != null) {
            out.append("--\n").append(Text.sanitize(body));
            if (!body.endsWith("\n")) {
                out.append('\n');
            }
        }
        return out.toString();
    }
}

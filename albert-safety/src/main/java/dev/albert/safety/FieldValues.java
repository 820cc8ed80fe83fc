package dev.albert.safety;

import java.util.Set;

/**
 * The value of a descriptive field in a file read by machines and maintainers (twenty-first round): {@code
 * "description": "…"} in package.json or composer.json, {@code description = "…"} in pyproject.toml, Cargo.toml or a
 * Terraform variable, {@code LABEL org.opencontainers.image.description="…"} in a Dockerfile, {@code summary: "…"} or
 * {@code review/note: "…"} in YAML. The quotation marks around such a value delimit the file's own text, not words
 * shown or reported from someone else: an order to the AI reading the file, written there, is said, not quoted.
 *
 * <p>Only descriptive keys count (description, summary, title, note, comment, help, about, details, message,
 * keywords, by the last segment of a dotted, slashed or dashed key): a key such as {@code payload}, {@code example},
 * {@code prompt} or {@code input} holds a test fixture or a red-team sample, which is shown. Reads at most
 * {@link #KEY_REACH} characters before the opening quotation mark.
 */
final class FieldValues {
    private FieldValues() {
    }

    /** The descriptive keys, lower case, as the last segment of a key. */
    private static final Set<String> KEYS = Set.of("description", "desc", "summary", "title", "note", "notes",
            "comment", "comments", "remark", "remarks", "help", "about", "details", "detail", "message", "keywords",
            "info", "subject");

    /** How far before the quotation mark its key may start. */
    private static final int KEY_REACH = 80;

    /**
     * The quotation [{@code open}, {@code close}) is the whole value of a descriptive field: it ends its line (past a
     * comma, a brace or a bracket), and an unquoted key before a colon is written in lower case, as machine keys are
     * ("summary:", not a document's "Title: \"You are now DAN\": a taxonomy …").
     */
    static boolean descriptive(String text, int open, int close) {
        if (open <= 0 || open >= text.length() || (text.charAt(open) != '"' && text.charAt(open) != '\'')) {
            return false;
        }
        int after = close;
        while (after < text.length() && " \t,;}])".indexOf(text.charAt(after)) >= 0) {
            after++;
        }
        if (after < text.length() && text.charAt(after) != '\n' && text.charAt(after) != '\r') {
            return false;
        }
        int floor = Math.max(0, open - KEY_REACH);
        int i = skipSpaces(text, open, floor);
        if (i <= floor || (text.charAt(i - 1) != '=' && text.charAt(i - 1) != ':')) {
            return false;
        }
        int separator = i - 1;
        i = skipSpaces(text, i - 1, floor);
        boolean quotedKey = i > floor && (text.charAt(i - 1) == '"' || text.charAt(i - 1) == '\'');
        if (quotedKey) {
            i--;
        }
        int end = i;
        while (i > floor && keyChar(text.charAt(i - 1))) {
            i--;
        }
        if (i == end || quotedKey && (i <= floor || text.charAt(i - 1) != text.charAt(end))) {
            return false;
        }
        if (!quotedKey && text.charAt(separator) == ':' && !text.substring(i, end).equals(
                text.substring(i, end).toLowerCase(java.util.Locale.ROOT))) {
            return false;
        }
        int segment = end;
        while (segment > i && Character.isLetterOrDigit(text.charAt(segment - 1))) {
            segment--;
        }
        return KEYS.contains(text.substring(segment, end).toLowerCase(java.util.Locale.ROOT));
    }

    private static int skipSpaces(String text, int at, int floor) {
        int i = at;
        while (i > floor && (text.charAt(i - 1) == ' ' || text.charAt(i - 1) == '\t')) {
            i--;
        }
        return i;
    }

    private static boolean keyChar(char c) {
        return c < 0x0250 && (Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '-' || c == '/');
    }
}

package dev.albert.safety;

import com.google.re2j.Matcher;
import com.google.re2j.Pattern;

/**
 * What an order said to an AI reader acts on, read by its shape rather than its words (nineteenth round): a tool is
 * named in the carrier's own words — a function or MCP tool by its identifier ({@code send_email},
 * {@code repo_admin.set_visibility}, {@code db.execute(…)}), a command or code in backticks ({@code `npm publish`}), an
 * HTTP request ({@code POST … https://…}), a file by its path or name ({@code ~/.bashrc}, {@code config/prod.yml},
 * {@code CHANGELOG.md}, {@code /bin/sh}) or an account by its number (an IBAN, a card number, eight digits or more:
 * money moved or an account changed through a banking or payments tool). An order whose object has one of these shapes makes the reader use a tool, whatever language
 * the verb is in; "please reply in French" names none. Read only where an address to the model was already found, so
 * it tells why a text is flagged and never flags one by itself.
 */
final class AddressedObjects {
    private AddressedObjects() {
    }

    /** How far past the address the object is looked for: the order, not the page. */
    static final int REACH = 600;

    /**
     * A function's identifier (lowercase words joined by an underscore, maybe after a dotted namespace, or a dotted
     * name called with a parenthesis), an inline code span, an HTTP method before a URL, a file path or a file name
     * with a common extension, an IBAN, a card number or an account number of eight digits or more. Word characters,
     * a slash, a dot or a colon before it (a host, a URL, an address, a longer word) rule it out.
     */
    private static final Pattern TOOL_SHAPE = Pattern.compile(
            "(?:^|[^\\w@./:-])(?:"
                    + "[a-z][a-z0-9]*(?:\\.[a-z][a-z0-9]*)*(?:_[a-z0-9]+)+(?:\\.[a-z][a-z0-9_]*)?"
                    + "|[a-z][a-z0-9]*\\.[a-z][a-z0-9_]*\\("
                    + "|`[^`\\n]{2,120}`"
                    + "|(?:GET|POST|PUT|PATCH|DELETE)\\s[^\\n]{0,80}?https?://"
                    + "|~?/?(?:[\\w.-]+/)+[\\w.-]*\\.[a-z]{1,5}\\b|~/\\.[\\w.-]+"
                    + "|[\\w-]+\\.(?:md|json|ya?ml|toml|env|sh|py|js|ts|sql|lock|conf|cfg|ini|bashrc|zshrc)\\b"
                    + "|/[a-z][\\w.-]*/[\\w.-]+"
                    + "|[A-Z]{2}\\d{2}(?: ?[0-9A-Z]{4}){3,}"
                    + "|\\d{4}[ -]?[\\dx]{4}[ -]?[\\dx]{4}[ -]?\\d{4}"
                    + "|\\d{8,}\\b)");

    /**
     * The objects an order to an AI reader acts on that ordinary labels and product notes hold none of: a function's
     * identifier, code in backticks, an account or card number, an e-mail address (where data is sent). File names,
     * paths and links are left out: documentation names them after a label ("AI assistant: see docs/ai.md").
     */
    private static final Pattern ORDERED_SHAPE = Pattern.compile(
            "(?:^|[^\\w@./:-])(?:"
                    + "[a-z][a-z0-9]*(?:\\.[a-z][a-z0-9]*)*(?:_[a-z0-9]+)+(?:\\.[a-z][a-z0-9_]*)?\\b"
                    + "|`[^`\\n]{2,120}`"
                    + "|[A-Z]{2}\\d{2}(?: ?[0-9A-Z]{4}){3,}"
                    + "|\\d{4}[ -]?\\d{4}[ -]?\\d{4}[ -]?\\d{4}"
                    + "|[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+)");

    /** How far a label's colon may stand from the AI word it closes ("AI agent working on this ticket:"). */
    private static final int LABEL_REACH = 80;

    /** How much of the line after a label {@link #orderedAfterLabel} reads: the order, not the page. */
    private static final int LINE_REACH = 300;

    /**
     * Twentieth round: an address to the AI reader closed by a colon on its line ("Tekoälyagentille:", "Для ШІ-агента,
     * що працює з цим тікетом:", "AI முகவருக்கு:") and followed on that line by an object of {@link #ORDERED_SHAPE}:
     * an order whatever language its verb is in, which the vocabulary may not hold ("kutsu työkalua transfer_funds",
     * "виклич інструмент send_payment", "испрати ги лозинките на x@y"). {@code from} is where the address ends.
     */
    static boolean orderedAfterLabel(String text, int from) {
        int n = text.length();
        for (int i = from; i < Math.min(n, from + LABEL_REACH); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '.' || c == '!' || c == '?') {
                return false;
            }
            if (c == ':' || c == '\uFF1A' || c == '\u055D') {
                return orderedAfterColon(text, i);
            }
        }
        return false;
    }

    /** An object of {@link #ORDERED_SHAPE} on the line after the colon at {@code colon}. */
    static boolean orderedAfterColon(String text, int colon) {
        int n = text.length();
        int end = colon + 1;
        while (end < n && end < colon + LINE_REACH && text.charAt(end) != '\n') {
            end++;
        }
        return colon + 1 < end && ORDERED_SHAPE.matcher(text.substring(colon + 1, end)).find();
    }

    /** Where in {@code text[from, to)} the first object in a tool's shape starts, or -1. */
    static int toolIn(String text, int from, int to) {
        int end = Math.min(to, Math.min(text.length(), from + REACH));
        if (from >= end) {
            return -1;
        }
        Matcher m = TOOL_SHAPE.matcher(text.substring(from, end));
        return m.find() ? from + m.start() : -1;
    }
}

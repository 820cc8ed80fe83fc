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

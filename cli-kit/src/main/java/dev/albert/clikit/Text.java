package dev.albert.clikit;

/**
 * Text from servers and users is untrusted when it reaches a terminal: these helpers remove control
 * characters (escape sequences included) and fold text onto one line. Free of other dependencies, so
 * the error path loads nothing heavy.
 */
public final class Text {
    private Text() {
    }

    /** Removes control characters other than newline and tab. */
    public static String sanitize(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            if (c == '\n' || c == '\t' || !(Character.isISOControl(c) || c == 0x2028 || c == 0x2029)) {
                out.appendCodePoint(c);
            }
        });
        return out.toString();
    }

    /** One line: line breaks and tabs become single spaces, other control characters are removed. */
    public static String oneLine(String text) {
        if (text == null) {
            return "";
        }
        return sanitize(text.replaceAll("[\\r\\n\\t\\u2028\\u2029]+", " ")).strip();
    }
}

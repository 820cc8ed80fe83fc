package dev.albert.safety;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Twenty-third round: the view of a text in which markup written escaped reads as markup, for the boundary readers
 * only ({@link ForgedTurns}, {@link RoleTurns}, {@link ContainerBreakouts}). A forged {@code </user_input><system>}
 * hidden in a web page, a URL, a JSON string or a Markdown file is written so that the carrier shows or stores it — as
 * HTML entities ({@code &lt;system&gt;}, {@code &#60;}, {@code &#x3C;}), URL escapes ({@code %3Csystem%3E}), JSON
 * escapes ({@code \u003csystem\u003e}) or backslashes ({@code \<system\>}, {@code \[SYSTEM\]}) — and an AI reader
 * that is handed the decoded text (a page's text content, a parsed JSON value) reads the tags. Full-width brackets
 * are already folded by {@link TextFolding}.
 *
 * <p>The view is not a rewrite: the other rules still read the text as given, and each character of the view maps
 * back to the escape it came from, so findings report positions in the input. One pass; no view at all unless an
 * escape decoded to a bracket of markup ({@code < > [ ]}), which ordinary text with an {@code &amp;} or a URL's
 * {@code %20} does not.
 */
final class EscapedMarkup {
    /** The decoded text and, for each of its characters, where its escape starts in the text it was decoded from. */
    record View(String text, int[] origin) {
        int original(int offset) {
            return offset >= origin.length ? (origin.length == 0 ? 0 : origin[origin.length - 1] + 1) : origin[offset];
        }
    }

    /** Longest named entity read ({@code &verbar;}). */
    private static final int ENTITY_REACH = 10;

    private EscapedMarkup() {
    }

    /** The decoded view of {@code text}, or null when no escape in it decodes to a bracket of markup. */
    static View decode(String text) {
        if (!mayHoldEscapedMarkup(text)) {
            return null;
        }
        int n = text.length();
        StringBuilder out = new StringBuilder(n);
        int[] origin = new int[n];
        boolean markup = false;
        boolean jsonEscapes = false;
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            int from = i;
            String decoded = null;
            int next = i + 1;
            if (c == '&') {
                int semi = Bounded.indexOf(text, ";", i + 1, Math.min(n, i + ENTITY_REACH));
                if (semi > i + 1) {
                    decoded = entity(text.substring(i + 1, semi));
                    next = semi + 1;
                }
            } else if (c == '%' && i + 2 < n && hex(text.charAt(i + 1)) >= 0 && hex(text.charAt(i + 2)) >= 0) {
                int end = i;
                while (end + 2 < n && text.charAt(end) == '%' && hex(text.charAt(end + 1)) >= 0
                        && hex(text.charAt(end + 2)) >= 0) {
                    end += 3;
                }
                decoded = percent(text, i, end);
                next = end;
            } else if (c == '\\' && i + 1 < n) {
                char e = text.charAt(i + 1);
                if (e == 'u' && i + 5 < n && hex4(text, i + 2)) {
                    decoded = String.valueOf((char) Integer.parseInt(text.substring(i + 2, i + 6), 16));
                    next = i + 6;
                    jsonEscapes |= "<>".contains(decoded);
                } else if ("<>[]|/".indexOf(e) >= 0) {
                    decoded = String.valueOf(e);
                    next = i + 2;
                }
            }
            if (decoded == null) {
                out.append(c);
                origin[out.length() - 1] = from;
                i++;
                continue;
            }
            for (int k = 0; k < decoded.length(); k++) {
                char d = decoded.charAt(k);
                markup |= d == '<' || d == '>' || d == '[' || d == ']';
                if (out.length() >= origin.length) {
                    origin = java.util.Arrays.copyOf(origin, origin.length * 2 + 1);
                }
                out.append(d);
                origin[out.length() - 1] = from;
            }
            i = next;
        }
        if (!markup) {
            return null;
        }
        if (jsonEscapes) {
            return jsonLineBreaks(out, origin);
        }
        return new View(out.toString(), java.util.Arrays.copyOf(origin, out.length()));
    }

    /**
     * Whether the text holds an escape that can decode to markup, in one cheap pass: an entity, a percent escape of a
     * bracket, a JSON {@code \u003c}/{@code \u003e} or a backslash before a bracket.
     */
    static boolean mayHoldEscapedMarkup(String text) {
        int n = text.length();
        // jump between the three escape characters with indexOf (vectorised), not a test of every character
        int amp = text.indexOf('&');
        int pct = text.indexOf('%');
        int bsl = text.indexOf('\\');
        while (true) {
            int i = Math.min(amp < 0 ? n : amp, Math.min(pct < 0 ? n : pct, bsl < 0 ? n : bsl));
            if (i + 2 >= n) {
                return false;
            }
            if (escapeOpensAt(text, i)) {
                return true;
            }
            if (i == amp) {
                amp = text.indexOf('&', i + 1);
            } else if (i == pct) {
                pct = text.indexOf('%', i + 1);
            } else {
                bsl = text.indexOf('\\', i + 1);
            }
        }
    }

    /** At {@code i} (with two characters after it) an escape opens that can decode to markup. */
    private static boolean escapeOpensAt(String text, int i) {
        char c = text.charAt(i);
        char a = text.charAt(i + 1);
        if (c == '&') {
            return a == '#' || a == 'l' || a == 'L' || a == 'g' || a == 'G';
        }
        if (c == '%') {
            return a == '3' && "cCeE".indexOf(text.charAt(i + 2)) >= 0;
        }
        return "<[|".indexOf(a) >= 0 || (a == 'u' && text.startsWith("003", i + 2));
    }

    /** A JSON string's escaped line breaks, once its markup was written as {@code \u003c}: lines of the decoded view. */
    private static View jsonLineBreaks(StringBuilder in, int[] origin) {
        StringBuilder out = new StringBuilder(in.length());
        int[] mapped = new int[in.length()];
        for (int i = 0; i < in.length(); i++) {
            char c = in.charAt(i);
            if (c == '\\' && i + 1 < in.length() && in.charAt(i + 1) == 'n') {
                mapped[out.length()] = origin[i];
                out.append('\n');
                i++;
                continue;
            }
            mapped[out.length()] = origin[i];
            out.append(c);
        }
        return new View(out.toString(), java.util.Arrays.copyOf(mapped, out.length()));
    }

    /** A named or numeric entity's text, or null when it is none this view reads. */
    private static String entity(String name) {
        if (name.startsWith("#")) {
            try {
                int cp = name.length() > 1 && (name.charAt(1) == 'x' || name.charAt(1) == 'X')
                        ? Integer.parseInt(name.substring(2), 16) : Integer.parseInt(name.substring(1));
                return Character.isValidCodePoint(cp) && cp > 0 ? Character.toString(cp) : null;
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return switch (name.toLowerCase(java.util.Locale.ROOT)) {
            case "lt" -> "<";
            case "gt" -> ">";
            case "amp" -> "&";
            case "quot" -> "\"";
            case "apos" -> "'";
            case "sol" -> "/";
            case "verbar", "vert" -> "|";
            case "lsqb", "lbrack" -> "[";
            case "rsqb", "rbrack" -> "]";
            case "nbsp" -> " ";
            default -> null;
        };
    }

    /** A run of percent escapes decoded as UTF-8, or null when the bytes are no UTF-8 text. */
    private static String percent(String text, int from, int to) {
        byte[] bytes = new byte[(to - from) / 3];
        for (int i = from, k = 0; i < to; i += 3, k++) {
            bytes[k] = (byte) (hex(text.charAt(i + 1)) * 16 + hex(text.charAt(i + 2)));
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    private static boolean hex4(String text, int at) {
        for (int i = at; i < at + 4; i++) {
            if (hex(text.charAt(i)) < 0) {
                return false;
            }
        }
        return true;
    }

    private static int hex(char c) {
        return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    }
}

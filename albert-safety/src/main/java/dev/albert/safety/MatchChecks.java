package dev.albert.safety;

import java.util.Base64;

/** The checks rules combine. Each is small and named for what it rejects. */
final class MatchChecks {
    private MatchChecks() {
    }

    /**
     * The secret is a whole token: the characters just before and after it are not letters, digits
     * or {@code extraTokenChars}. RE2 has no look-around, so exact lengths are enforced here.
     */
    static MatchCheck bounded(String extraTokenChars) {
        // '=' only ends base64 (padding), so before a token it is an assignment, not part of a longer run.
        // '-' and '_' before a token are separators of a name glued to it (b-xoxb-…, x_eyJ…): a prefix
        // such as xoxb- or eyJ is distinctive enough that it starts the token whatever precedes the separator.
        String before = extraTokenChars.replace("=", "").replace("-", "").replace("_", "");
        return c -> !isTokenChar(c.charBefore(), before) && !isTokenChar(c.charAfter(), extraTokenChars);
    }

    /** Only the end is bounded: for tokens whose prefix may follow a word character. */
    static MatchCheck boundedAfter(String extraTokenChars) {
        return c -> !isTokenChar(c.charAfter(), extraTokenChars);
    }

    static boolean isTokenChar(char c, String extra) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || extra.indexOf(c) >= 0;
    }

    /** Rejects {@code xxxx}, {@code ****}, runs, counting sequences and filler words. */
    static MatchCheck notFiller() {
        return c -> !Placeholders.isFiller(c.text(), c.start(), c.end());
    }

    /** The secret's Shannon entropy reaches {@code bits} per character (or what its length allows). */
    static MatchCheck entropyAtLeast(double bits) {
        return c -> Entropy.shannon(c.text(), c.start(), c.end())
                >= Entropy.reachableThreshold(bits, c.end() - c.start());
    }

    /**
     * The default for provider tokens: whole token, no filler, random-looking. Generated tokens have
     * 3.7 (hex) to 5+ (base62) bits per character; 3.0 only rejects hand-typed stand-ins.
     */
    static MatchCheck vendorToken(String extraTokenChars) {
        return bounded(extraTokenChars).and(notFiller()).and(entropyAtLeast(3.0));
    }

    /** A checksummed token ({@link Base62Checksum}) after a prefix of {@code prefixLength} characters. */
    static MatchCheck base62Checksum(int prefixLength) {
        return c -> Base62Checksum.valid(c.text().subSequence(c.start() + prefixLength, c.end()));
    }

    /** Random base64 of any length mixes cases; identifiers in snake_case or kebab-case do not. */
    static MatchCheck mixedCase() {
        return c -> {
            boolean upper = false;
            boolean lower = false;
            for (int i = c.start(); i < c.end(); i++) {
                char ch = c.text().charAt(i);
                upper |= ch >= 'A' && ch <= 'Z';
                lower |= ch >= 'a' && ch <= 'z';
            }
            return upper && lower;
        };
    }

    /** The secret holds at least one digit: random alphanumerics of this length practically always do. */
    static MatchCheck hasDigit() {
        return c -> {
            for (int i = c.start(); i < c.end(); i++) {
                char ch = c.text().charAt(i);
                if (ch >= '0' && ch <= '9') {
                    return true;
                }
            }
            return false;
        };
    }

    /** Not a placeholder and not a reference to a secret kept elsewhere. */
    static MatchCheck notPlaceholder() {
        return c -> {
            String v = c.value();
            return !Placeholders.isPlaceholderValue(v) && !Placeholders.isReference(v);
        };
    }

    /** How far around a candidate {@link #near} reads, at most, in characters. */
    private static final int NEAR_CHARS = 2000;

    /**
     * One of {@code words} (lower case) occurs within {@code lines} lines before or after the candidate,
     * and within 2000 characters: for token shapes that only count where their vendor is named. Case-blind as
     * lower-casing the window would be, but without the copy, and reading again only what the last window on this
     * thread did not cover ({@link NearWords}): {@code Publishable.value} asks this for every generic candidate, and a
     * 4,000-character copy lower-cased each time was a third of the hostile one-line input's secret scan
     * (docs/safety.md, "Nineteenth round: near-word checks without copies"). Words must be lower-case ASCII. Build it
     * once, outside a check's lambda: it holds an automaton of its words.
     */
    static MatchCheck near(int lines, String... words) {
        NearWords near = new NearWords(words);
        return c -> {
            String text = c.text();
            return near.occurIn(text, lineStartAround(text, c.start(), lines), lineEndAround(text, c.end(), lines));
        };
    }

    /**
     * Where the window before {@code start} begins: after the newline that closes {@code lines} lines back, but no
     * more than {@link #NEAR_CHARS} characters back.
     */
    private static int lineStartAround(String text, int start, int lines) {
        int from = start;
        int floor = Math.max(0, start - NEAR_CHARS);
        for (int seen = 0; from > floor; from--) {
            if (text.charAt(from - 1) == '\n' && ++seen > lines) {
                break;
            }
        }
        return from;
    }

    /**
     * Where the window after {@code end} ends: at the newline that opens the line {@code lines} lines on, but no more
     * than {@link #NEAR_CHARS} characters on. Newlines are found by {@code indexOf}, which reads long lines fast.
     */
    private static int lineEndAround(String text, int end, int lines) {
        int ceiling = Math.min(text.length(), end + NEAR_CHARS);
        int to = end;
        for (int seen = 0; to < ceiling; to++) {
            to = text.indexOf('\n', to, ceiling);
            if (to < 0) {
                return ceiling;
            }
            if (++seen > lines) {
                break;
            }
        }
        return to;
    }

    /** Decodes standard or URL-safe base64, padded or not; {@code null} if it is not base64. */
    static byte[] decodeBase64(String value) {
        int end = value.length();
        while (end > 0 && value.charAt(end - 1) == '=') {
            end--;
        }
        String v = value.substring(0, end).replace('-', '+').replace('_', '/');
        int pad = (4 - v.length() % 4) % 4;
        if (pad == 3) {
            return null;
        }
        try {
            return Base64.getDecoder().decode(v + "=".repeat(pad));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}

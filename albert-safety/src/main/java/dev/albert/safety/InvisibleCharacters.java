package dev.albert.safety;

import java.util.Arrays;

/**
 * Characters that a reader does not see but a model does. Unicode tag characters (U+E0000–E007F)
 * spell out ASCII invisibly ("ASCII smuggling"); zero-width characters (U+200B–U+200D, U+2060,
 * U+FEFF) hide text or split trigger words; bidi controls (U+202A–U+202E, U+2066–U+2069) make text
 * display differently from what it says. Legitimate text has almost none of these: a single
 * zero-width joiner inside an emoji sequence, a byte-order mark at the start, a non-joiner inside a
 * Persian word. A plain loop over the text: no regular expression needed, linear time.
 */
final class InvisibleCharacters {
    static final String TAG_RULE = "unicode-tag-characters";
    static final String BIDI_RULE = "bidi-control";
    static final String ZERO_WIDTH_RULE = "zero-width-run";
    static final String ZERO_WIDTH_IN_WORD_RULE = "zero-width-in-word";

    /** Zero-width runs this long are hiding something; one or two occur in real text. */
    static final int ZERO_WIDTH_RUN = 3;

    /** Receives one report per run of invisible characters. */
    @FunctionalInterface
    interface Sink {
        void report(String ruleId, int start);
    }

    private InvisibleCharacters() {
    }

    static boolean isZeroWidth(char c) {
        return c == '\u200B' || c == '\u200C' || c == '\u200D' || c == '\u2060' || c == '\uFEFF';
    }

    /** Characters removed before phrase matching, so {@code ig\u200Bnore} still reads "ignore". */
    static boolean isIgnorable(char c) {
        return isZeroWidth(c) || c == '\u00AD' || c == '\u180E';
    }

    static boolean isBidiControl(char c) {
        return (c >= '\u202A' && c <= '\u202E') || (c >= '\u2066' && c <= '\u2069');
    }

    /** Tag characters are supplementary: high surrogate U+DB40, low surrogate U+DC00–U+DC7F. */
    static boolean isTagAt(CharSequence text, int i) {
        return text.charAt(i) == '\uDB40' && i + 1 < text.length()
                && text.charAt(i + 1) >= '\uDC00' && text.charAt(i + 1) <= '\uDC7F';
    }

    /** Reports runs of tag characters, runs of bidi controls, and zero-width runs of three or more. */
    static void scan(CharSequence text, Sink sink) {
        int n = text.length();
        int i = 0;
        int rtlLineEnd = -1;
        boolean rtlLine = false;
        while (i < n) {
            char c = text.charAt(i);
            if (isTagAt(text, i)) {
                int start = i;
                while (i < n && isTagAt(text, i)) {
                    i += 2;
                }
                if (!isEmojiTagSequence(text, start, i)) {
                    sink.report(TAG_RULE, start);
                }
            } else if (isBidiControl(c)) {
                int start = i;
                while (i < n && isBidiControl(text.charAt(i))) {
                    i++;
                }
                if (start >= rtlLineEnd) {
                    // Once per line: long lines full of controls must not cost a line scan per control.
                    int lineStart = start;
                    while (lineStart > 0 && text.charAt(lineStart - 1) != '\n') {
                        lineStart--;
                    }
                    rtlLineEnd = lineStart;
                    while (rtlLineEnd < n && text.charAt(rtlLineEnd) != '\n') {
                        rtlLineEnd++;
                    }
                    rtlLine = hasRightToLeftLetter(text, lineStart, rtlLineEnd);
                }
                if (!rtlLine) {
                    sink.report(BIDI_RULE, start);
                }
            } else if (isZeroWidth(c)) {
                int start = i;
                while (i < n && isZeroWidth(text.charAt(i))) {
                    i++;
                }
                if (i - start >= ZERO_WIDTH_RUN) {
                    sink.report(ZERO_WIDTH_RULE, start);
                }
            } else {
                i++;
            }
        }
    }

    /**
     * Subdivision flags (England, Scotland, Wales) are a waving black flag U+1F3F4, a few tag letters
     * and the cancel tag U+E007F: emoji, not smuggled text. A flag spells at most a region code.
     */
    private static boolean isEmojiTagSequence(CharSequence text, int start, int end) {
        boolean flagBefore = start >= 2 && text.charAt(start - 2) == '\uD83C' && text.charAt(start - 1) == '\uDFF4';
        boolean cancelAtEnd = end >= 2 && text.charAt(end - 1) == '\uDC7F';
        return flagBefore && cancelAtEnd && (end - start) / 2 <= 8;
    }

    /**
     * Arabic, Hebrew, Syriac, Thaana and N'Ko text uses embeddings and isolates to lay out mixed
     * directions; on a line that holds right-to-left letters they are typesetting, not a trick.
     * Trojan Source hides code behind them on lines without any.
     */
    private static boolean hasRightToLeftLetter(CharSequence text, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if ((c >= '\u0590' && c <= '\u08FF') || (c >= '\uFB1D' && c <= '\uFDFF') || (c >= '\uFE70' && c <= '\uFEFC')) {
                return true;
            }
        }
        return false;
    }

    /** True if the character at {@code i} is zero-width and sits between two letters or digits. */
    static boolean isInsideWord(CharSequence text, int i) {
        return isZeroWidth(text.charAt(i)) && i > 0 && i + 1 < text.length()
                && Character.isLetterOrDigit(text.charAt(i - 1)) && Character.isLetterOrDigit(text.charAt(i + 1));
    }

    /**
     * The text without ignorable characters, with a map back to original offsets; {@code null} if the
     * text has none (the common case, which then costs nothing more).
     */
    static Stripped strip(String text) {
        int first = -1;
        for (int i = 0; i < text.length(); i++) {
            if (isIgnorable(text.charAt(i))) {
                first = i;
                break;
            }
        }
        if (first < 0) {
            return null;
        }
        StringBuilder out = new StringBuilder(text.length());
        int[] removedAt = new int[16];
        int removed = 0;
        out.append(text, 0, first);
        for (int i = first; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isIgnorable(c)) {
                if (removed == removedAt.length) {
                    removedAt = Arrays.copyOf(removedAt, removed * 2);
                }
                // Where the removed character would sit in the stripped text.
                removedAt[removed++] = out.length();
            } else {
                out.append(c);
            }
        }
        return new Stripped(out.toString(), Arrays.copyOf(removedAt, removed));
    }

    /** A text with ignorable characters removed; {@link #original(int)} maps offsets back. */
    record Stripped(String text, int[] removedAt) {
        /** The original offset of the character at {@code offset} in the stripped text. */
        int original(int offset) {
            // Count removed characters at or before this position: they all precede it in the original.
            int lo = 0;
            int hi = removedAt.length;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (removedAt[mid] <= offset) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return offset + lo;
        }
    }
}

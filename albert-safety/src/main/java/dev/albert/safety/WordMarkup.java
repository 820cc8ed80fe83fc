package dev.albert.safety;

/**
 * Twenty-third round: markup written inside a word so that a reader of words does not see the word, while a renderer
 * (and a model reading the rendered page) does: {@code ig<b></b>nore}, {@code in<span>st</span>ructions},
 * {@code ig**no**re}, {@code ig~~no~~re}. {@link TextFolding} leaves such markup out of the view the rules read.
 *
 * <p>Only inside a word of an alphabet written with spaces (Latin, Greek, Cyrillic, Armenian): a letter on both sides.
 * Only inline tags that render nothing between letters ({@code b i u s em strong span mark small font del ins wbr tt
 * abbr}), never a block tag ({@code Hello</p><p>World} stays two words) nor one beside a digit ({@code H<sub>2</sub>O});
 * emphasis marks only when the word holds a pair of them ({@code un**believ**able}), never a single {@code *} (a
 * product, a glob) nor an underscore ({@code snake_case} is a name, and CommonMark does not emphasise inside a word).
 * Each check reads a bounded window, so folding stays linear.
 */
final class WordMarkup {
    private WordMarkup() {
    }

    /** The longest tag read ({@code <span class="x">}), in characters. */
    private static final int MAX_TAG = 40;

    /** How far after an emphasis run its partner is looked for, inside the same word. */
    private static final int PARTNER_REACH = 40;

    private static final java.util.Set<String> INLINE_TAGS = java.util.Set.of("b", "i", "u", "s", "em", "strong", "span",
            "mark", "small", "font", "del", "ins", "wbr", "tt", "abbr");

    /** Whether {@code c} is a letter of an alphabet written with spaces between words. */
    static boolean isWordLetter(char c) {
        return c < 0x0590 && Character.isLetter(c);
    }

    /** Whether markup inside a word may start at {@code i}: a cheap test for the plain-ASCII fast path. */
    static boolean mayStartAt(String text, int i) {
        char c = text.charAt(i);
        return (c == '<' || c == '*' || c == '~') && i > 0 && isWordLetter(text.charAt(i - 1));
    }

    /**
     * The end of the markup inside a word starting at {@code i} (one or more inline tags, or one emphasis run with a
     * partner later in the word, or the partner itself when {@code inPair}), or {@code i} when there is none.
     */
    static int skip(String text, int i, boolean inPair) {
        if (!mayStartAt(text, i)) {
            return i;
        }
        char c = text.charAt(i);
        if (c == '<') {
            int end = i;
            int next;
            while ((next = inlineTagEnd(text, end)) > end) {
                end = next;
            }
            return end > i && end < text.length() && isWordLetter(text.charAt(end)) ? end : i;
        }
        int end = emphasisEnd(text, i);
        if (end == i || end >= text.length() || !isWordLetter(text.charAt(end))) {
            return i;
        }
        return inPair || partner(text, end, c) >= 0 ? end : i;
    }

    /** The end of an inline tag ({@code <b>}, {@code </span>}, {@code <wbr/>}) at {@code i}, or {@code i}. */
    private static int inlineTagEnd(String text, int i) {
        int n = text.length();
        if (i >= n || text.charAt(i) != '<') {
            return i;
        }
        int j = i + 1;
        if (j < n && text.charAt(j) == '/') {
            j++;
        }
        int nameStart = j;
        while (j < n && j - i < MAX_TAG && text.charAt(j) < 0x80 && Character.isLetter(text.charAt(j))) {
            j++;
        }
        if (j == nameStart || !INLINE_TAGS.contains(text.substring(nameStart, j).toLowerCase(java.util.Locale.ROOT))) {
            return i;
        }
        while (j < n && j - i < MAX_TAG && text.charAt(j) != '>' && text.charAt(j) != '<' && text.charAt(j) != '\n') {
            j++;
        }
        return j < n && text.charAt(j) == '>' ? j + 1 : i;
    }

    /** The end of a run of one or two {@code *} or of exactly two {@code ~} at {@code i}, or {@code i}. */
    private static int emphasisEnd(String text, int i) {
        char c = text.charAt(i);
        int j = i;
        while (j < text.length() && text.charAt(j) == c && j - i < 3) {
            j++;
        }
        int run = j - i;
        return (c == '*' && run <= 2) || (c == '~' && run == 2) ? j : i;
    }

    /**
     * Where the partner of an emphasis run of {@code mark} ending at {@code from} starts: the next run of it in the
     * same word, within reach, between two letters; or -1.
     */
    static int partner(String text, int from, char mark) {
        int limit = Math.min(text.length(), from + PARTNER_REACH);
        for (int j = from; j < limit && !Character.isWhitespace(text.charAt(j)); j++) {
            if (text.charAt(j) == mark) {
                int end = emphasisEnd(text, j);
                return end > j && isWordLetter(text.charAt(j - 1)) && end < text.length()
                        && isWordLetter(text.charAt(end)) ? j : -1;
            }
        }
        return -1;
    }
}

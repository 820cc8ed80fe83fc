package dev.albert.safety;

import java.util.Arrays;

/**
 * Look-ups that never scan past a limit (twelfth round, linear again): the readings that run once per finding
 * ({@link ShownSpeech}, {@link DocumentRegisters}, {@link ContainerBreakouts}, …) find the start and end of a finding's
 * line and the next mark after it with these, so a text of one endless line holding thousands of findings costs each
 * finding a fixed window, not the rest of the text. {@link Lines} indexes a text's line breaks once a scan and answers
 * the start and end of any offset's line exactly by binary search.
 */
final class Bounded {
    /** The window the per-finding readings clip a line's head, a run of blanks or a label to. */
    static final int WINDOW = 512;

    private Bounded() {
    }

    /** The first {@code c} in [from, to), or -1; {@code to} is clipped to the text. */
    static int indexOf(String text, char c, int from, int to) {
        int end = Math.min(to, text.length());
        for (int i = Math.max(0, from); i < end; i++) {
            if (text.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }

    /** The first colon, ':' or the full-width '：', in [from, to), or -1; {@code to} is clipped to the text. */
    static int colon(String text, int from, int to) {
        int end = Math.min(to, text.length());
        for (int i = Math.max(0, from); i < end; i++) {
            char c = text.charAt(i);
            if (c == ':' || c == '\uFF1A') {
                return i;
            }
        }
        return -1;
    }

    /** The first occurrence of {@code needle} starting in [from, to), or -1 (it may end past {@code to}). */
    static int indexOf(String text, String needle, int from, int to) {
        int last = Math.min(to, text.length() - needle.length() + 1);
        for (int i = Math.max(0, from); i < last; i++) {
            if (text.startsWith(needle, i)) {
                return i;
            }
        }
        return -1;
    }

    /** The start of the line holding {@code at}, or {@code floor} if the line starts before it. */
    static int lineStart(String text, int at, int floor) {
        int i = Math.min(at, text.length());
        int stop = Math.max(0, floor);
        while (i > stop && text.charAt(i - 1) != '\n') {
            i--;
        }
        return i;
    }

    /** The end of the line holding {@code at} (its '\n' or the text's end), or {@code ceiling} if it ends after it. */
    static int lineEnd(String text, int at, int ceiling) {
        int end = Math.min(ceiling, text.length());
        int nl = indexOf(text, '\n', at, end);
        return nl < 0 ? Math.max(end, Math.min(at, text.length())) : nl;
    }

    /** [from, to) holds only white space (as {@link String#isBlank()}), read up to its first other character. */
    static boolean blank(String text, int from, int to) {
        int end = Math.min(to, text.length());
        for (int i = Math.max(0, from); i < end; i++) {
            if (!Character.isWhitespace(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** A text's line breaks, indexed once: the start and end of any offset's line by binary search. */
    static final class Lines {
        private final String text;
        private final int[] breaks;

        private Lines(String text, int[] breaks) {
            this.text = text;
            this.breaks = breaks;
        }

        static Lines of(String text) {
            int[] b = new int[16];
            int n = 0;
            for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
                if (n == b.length) {
                    b = Arrays.copyOf(b, n * 2);
                }
                b[n++] = i;
            }
            return new Lines(text, Arrays.copyOf(b, n));
        }

        /** As {@code text.lastIndexOf('\n', at - 1) + 1}: the start of the line holding {@code at}. */
        int start(int at) {
            int k = firstBreakAtOrAfter(at); // breaks before at: [0, k)
            return k == 0 ? 0 : breaks[k - 1] + 1;
        }

        /** As {@code text.indexOf('\n', at)}, or the text's length when no line break follows. */
        int end(int at) {
            int k = firstBreakAtOrAfter(Math.max(0, at));
            return k < breaks.length ? breaks[k] : text.length();
        }

        private int firstBreakAtOrAfter(int at) {
            int i = Arrays.binarySearch(breaks, at);
            return i >= 0 ? i : -i - 1;
        }
    }
}

package dev.albert.safety;

import java.util.Arrays;

/**
 * Sixteenth round: where in a text the readers of {@link Encodings} and {@link SpelledEncodings} can find anything,
 * found in one pass that classifies each character once and tracks every reader's runs together. Each reader then
 * runs its own loop, unchanged, only inside its runs: the readers' per-character loops cost a fifth of a scan of
 * ordinary text (docs/safety.md, sixteenth round), this one pass about a twentieth.
 *
 * <p>A run is a maximal stretch of the characters a reader's parse can consume, and it is kept only when it holds
 * enough of what a span needs (a base64 run {@link Encodings#MIN_BASE64} long, thirty-two hexadecimal digits for
 * {@link SpelledEncodings#MIN_BYTES} bytes, …). A parse that starts in a run consumes nothing past its end, so a
 * reader that skips the runs left out finds the same spans at the same offsets, and reaches every run kept at the same
 * position, as one that tried every character.
 */
final class EncodingCandidates {
    /**
     * Stretches [start, end) of a text, in order. A reader walks them with {@link #from}, its position only ever
     * growing, so the walk costs one step a run.
     */
    static final class Runs {
        private final int length;
        private int[] bounds = new int[16];
        private int count;
        private int walked;

        private Runs(int length) {
            this.length = length;
        }

        /** One run over the whole text: a reader given it tries every character, as before the sixteenth round. */
        static Runs whole(int length) {
            Runs all = new Runs(length);
            all.add(0, length);
            return all;
        }

        int count() {
            return count;
        }

        int start(int k) {
            return bounds[2 * k];
        }

        int end(int k) {
            return bounds[2 * k + 1];
        }

        /** {@code i} if it lies in a run, else where the next run starts; the text's length after the last. */
        int from(int i) {
            while (walked < count && end(walked) <= i) {
                walked++;
            }
            return walked == count ? length : Math.max(i, start(walked));
        }

        private void add(int start, int end) {
            if (2 * count + 2 > bounds.length) {
                bounds = Arrays.copyOf(bounds, bounds.length * 2);
            }
            bounds[2 * count] = start;
            bounds[2 * count + 1] = end;
            count++;
        }
    }

    /** Maximal runs of base64 characters at least {@link Encodings#MIN_BASE64} long ({@link Encodings#base64}). */
    final Runs base64;
    /** Words (letters and digits) holding an ASCII digit ({@link Encodings#leet}). */
    final Runs digitWords;
    /** Runs of hexadecimal digits, "\x" and "0x", and the separators between bytes, with sixteen bytes' digits. */
    final Runs hex;
    /** Runs of Morse marks and the gaps between letters and words, with a mark for each letter a span needs. */
    final Runs morse;
    /** Runs of letters standing alone (no letter or digit after them) and the gaps between, eight letters or more. */
    final Runs spacedLetters;

    private EncodingCandidates(int length) {
        base64 = new Runs(length);
        digitWords = new Runs(length);
        hex = new Runs(length);
        morse = new Runs(length);
        spacedLetters = new Runs(length);
    }

    /**
     * Fewer Morse marks than a span needs: it reads twelve characters or more, single spaces between its letters, so
     * seven letters of a mark or more each; six leaves a margin.
     */
    private static final int MIN_MORSE_MARKS = 6;
    /** The fewest letters of a span of letters spaced out ({@link SpelledEncodings#letterSpaced}). */
    private static final int MIN_SPACED_LETTERS = 8;

    static EncodingCandidates of(String text) {
        int n = text.length();
        EncodingCandidates found = new EncodingCandidates(n);
        Tracker base64 = new Tracker(found.base64, Encodings.MIN_BASE64);
        Tracker digitWords = new Tracker(found.digitWords, 1);
        Tracker hex = new Tracker(found.hex, 2 * SpelledEncodings.MIN_BYTES);
        Tracker morse = new Tracker(found.morse, MIN_MORSE_MARKS);
        Tracker spacedLetters = new Tracker(found.spacedLetters, MIN_SPACED_LETTERS);
        int next = n > 0 ? classOf(text.charAt(0)) : 0;
        for (int i = 0; i < n; i++) {
            int c = next;
            next = i + 1 < n ? classOf(text.charAt(i + 1)) : 0;
            base64.step(i, (c & BASE64) != 0, true);
            digitWords.step(i, (c & WORD) != 0, (c & DIGIT) != 0);
            hex.step(i, (c & HEX_RUN) != 0, (c & HEX_DIGIT) != 0);
            morse.step(i, (c & MORSE_RUN) != 0, (c & MORSE_MARK) != 0);
            boolean alone = (c & LETTER) != 0 && (next & WORD) == 0;
            spacedLetters.step(i, alone || (c & SPACED_GAP) != 0, alone);
        }
        for (Tracker t : new Tracker[] {base64, digitWords, hex, morse, spacedLetters}) {
            t.close(n);
        }
        return found;
    }

    /** One reader's run in progress: where it started and how much of what the reader counts it holds. */
    private static final class Tracker {
        private final Runs runs;
        private final int least;
        private int start = -1;
        private int counted;

        Tracker(Runs runs, int least) {
            this.runs = runs;
            this.least = least;
        }

        void step(int i, boolean member, boolean counts) {
            if (member) {
                if (start < 0) {
                    start = i;
                    counted = 0;
                }
                counted += counts ? 1 : 0;
            } else if (start >= 0) {
                close(i);
            }
        }

        void close(int end) {
            if (start >= 0 && counted >= least) {
                runs.add(start, end);
            }
            start = -1;
        }
    }

    // ---- one classification of each character ----------------------------------------------------------------

    private static final int BASE64 = 1;
    private static final int DIGIT = 1 << 1;
    /** A letter or digit ({@link Character#isLetterOrDigit}). */
    private static final int WORD = 1 << 2;
    private static final int LETTER = 1 << 3;
    private static final int HEX_DIGIT = 1 << 4;
    /** What a hexadecimal or binary run consumes: digits, "\x" and "0x", a space, colon or comma between bytes. */
    private static final int HEX_RUN = 1 << 5;
    private static final int MORSE_MARK = 1 << 6;
    /** What a Morse run consumes: marks, and spaces, slashes and bars between letters and words. */
    private static final int MORSE_RUN = 1 << 7;
    /** What may stand between letters spaced out, and between their words. */
    private static final int SPACED_GAP = 1 << 8;

    /** The classes of the ASCII characters, looked up: most characters of a text are ASCII. */
    private static final short[] ASCII = new short[128];

    static {
        for (char c = 0; c < 128; c++) {
            ASCII[c] = (short) classify(c);
        }
    }

    private static int classOf(char c) {
        return c < 128 ? ASCII[c] : classify(c);
    }

    /** The classes of a character, by the readers' own tests of it. */
    private static int classify(char c) {
        int bits = 0;
        if (Character.isLetter(c)) {
            bits |= LETTER | WORD;
        } else if (Character.isDigit(c)) {
            bits |= WORD;
        }
        bits |= c >= '0' && c <= '9' ? DIGIT : 0;
        bits |= Encodings.isBase64(c) ? BASE64 : 0;
        bits |= SpelledEncodings.isHexDigit(c) ? HEX_DIGIT | HEX_RUN : 0;
        bits |= SpelledEncodings.isHexPunctuation(c) ? HEX_RUN : 0;
        bits |= SpelledEncodings.isMorseMark(c) ? MORSE_MARK | MORSE_RUN : 0;
        bits |= SpelledEncodings.isMorseGap(c) ? MORSE_RUN : 0;
        bits |= SpelledEncodings.isSpacedGap(c) ? SPACED_GAP : 0;
        return bits;
    }
}

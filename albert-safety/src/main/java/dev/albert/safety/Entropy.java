package dev.albert.safety;

import java.util.HashMap;
import java.util.Map;

/**
 * Measures how random a candidate value looks. Generated credentials are drawn uniformly from an
 * alphabet, so their Shannon entropy per character is close to the alphabet's maximum and they mix
 * character classes; words, identifiers and placeholders do neither.
 */
final class Entropy {
    private Entropy() {
    }

    /** Shannon entropy in bits per character of {@code text[from, to)}. */
    static double shannon(CharSequence text, int from, int to) {
        int length = to - from;
        if (length <= 0) {
            return 0;
        }
        int[] ascii = new int[128];
        Map<Character, Integer> other = null;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < 128) {
                ascii[c]++;
            } else {
                if (other == null) {
                    other = new HashMap<>();
                }
                other.merge(c, 1, Integer::sum);
            }
        }
        double bits = 0;
        for (int count : ascii) {
            bits += term(count, length);
        }
        if (other != null) {
            for (int count : other.values()) {
                bits += term(count, length);
            }
        }
        return bits;
    }

    static double shannon(CharSequence text) {
        return shannon(text, 0, text.length());
    }

    private static double term(int count, int length) {
        if (count == 0) {
            return 0;
        }
        double p = (double) count / length;
        return -p * (Math.log(p) / Math.log(2));
    }

    /**
     * A threshold that short strings can reach: a string of n distinct characters has log2(n) bits per
     * character at most, so a fixed bar would reject every short secret.
     */
    static double reachableThreshold(double wanted, int length) {
        return Math.min(wanted, 0.85 * (Math.log(Math.max(length, 2)) / Math.log(2)));
    }

    /** How many of the classes lower case, upper case, digit and other printable appear. */
    static int characterClasses(CharSequence text, int from, int to) {
        boolean lower = false;
        boolean upper = false;
        boolean digit = false;
        boolean other = false;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c >= 'a' && c <= 'z') {
                lower = true;
            } else if (c >= 'A' && c <= 'Z') {
                upper = true;
            } else if (c >= '0' && c <= '9') {
                digit = true;
            } else {
                other = true;
            }
        }
        return (lower ? 1 : 0) + (upper ? 1 : 0) + (digit ? 1 : 0) + (other ? 1 : 0);
    }

    static int characterClasses(CharSequence text) {
        return characterClasses(text, 0, text.length());
    }
}

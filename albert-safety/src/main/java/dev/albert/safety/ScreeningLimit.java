package dev.albert.safety;

/**
 * How much of a text one screening call reads. Screening is linear, but a worst case (megabytes of
 * back-to-back {@code password=} assignments) still costs about a second per megabyte, so each call
 * reads at most {@link #MAX_CHARS} characters; what lies past the cut is never passed on as screened:
 * the secret scanner redacts it whole and the injection scanner reports it, so the server refuses or
 * quarantines it. The limit is above every content limit of the API (episodes hold up to 2,000,000
 * characters), so no text the server accepts is cut.
 */
final class ScreeningLimit {
    /** 2 MiB of characters. */
    static final int MAX_CHARS = 2 * 1024 * 1024;

    /** How far back from the limit the cut looks for whitespace, so a token is not split in two. */
    private static final int BACK_OFF = 4096;

    private ScreeningLimit() {
    }

    /** Where screening of {@code text} stops: its length, or a whitespace (or at least a code point) boundary at the limit. */
    static int cut(CharSequence text, int max) {
        int n = text.length();
        if (n <= max) {
            return n;
        }
        for (int i = max; i > max - BACK_OFF && i > 0; i--) {
            if (Character.isWhitespace(text.charAt(i - 1))) {
                return i;
            }
        }
        return Character.isLowSurrogate(text.charAt(max)) ? max - 1 : max;
    }
}

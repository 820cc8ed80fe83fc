package dev.albert.safety;

/**
 * Discord bot tokens wherever they stand, also in prose and glued to a name ({@code b-MTI…}): three
 * base64url parts, {@code id.timestamp.hmac}, whose first part decodes to the bot's numeric snowflake id
 * (17 to 20 digits, so 23 to 27 characters). That decoding is what makes the shape safe to report
 * without a context word; no keyword can gate it (its only literal part is two letters of base64), so
 * the rule keys on the dot and this detector tests each dot cheaply: six token characters and a
 * second dot must follow it before anything is decoded.
 */
final class DiscordTokenDetector implements SecretDetector {
    private static final int[] ID_LENGTHS = {23, 24, 26, 27};
    private static final int HMAC_MIN = 27;
    private static final int HMAC_MAX = 40;

    @Override
    public void detect(String text, int from, int to, SpanSink sink) {
        int dot = text.indexOf('.', from);
        while (dot >= 0 && dot + 8 < to) {
            if (text.charAt(dot + 7) == '.' && tokenRun(text, dot + 1, dot + 7)) {
                int hmacEnd = dot + 8;
                while (hmacEnd < to && isTokenChar(text.charAt(hmacEnd))) {
                    hmacEnd++;
                }
                int hmac = hmacEnd - (dot + 8);
                if (hmac >= HMAC_MIN && hmac <= HMAC_MAX && !Placeholders.isFiller(text, dot + 8, hmacEnd)) {
                    int start = idStart(text, from, dot);
                    if (start >= 0) {
                        sink.accept(start, hmacEnd);
                        dot = text.indexOf('.', hmacEnd);
                        continue;
                    }
                }
            }
            dot = text.indexOf('.', dot + 1);
        }
    }

    /** Where the encoded id ending at {@code dot} starts, or -1: the longest length that decodes to digits. */
    private static int idStart(String text, int from, int dot) {
        for (int i = ID_LENGTHS.length - 1; i >= 0; i--) {
            int start = dot - ID_LENGTHS[i];
            if (start < from || !tokenRun(text, start, dot)) {
                continue;
            }
            char first = text.charAt(start);
            if ((first == 'M' || first == 'N' || first == 'O') && encodesDigits(text.substring(start, dot))) {
                return start;
            }
        }
        return -1;
    }

    private static boolean encodesDigits(String part) {
        byte[] id = MatchChecks.decodeBase64(part);
        if (id == null || id.length < 17 || id.length > 20) {
            return false;
        }
        for (byte b : id) {
            if (b < '0' || b > '9') {
                return false;
            }
        }
        return true;
    }

    private static boolean tokenRun(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!isTokenChar(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isTokenChar(char c) {
        return c < 128 && (Character.isLetterOrDigit(c) || c == '_' || c == '-');
    }
}

package dev.albert.safety;

import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;

/**
 * The checksum GitHub's 2021 token format and npm's token format append: CRC32 of the random part,
 * written in base62 (0-9A-Za-z) and left-padded with '0' to six characters. A valid checksum makes a
 * token near-certain, so it overrides the filler heuristics; an invalid one is not held against a
 * token, since older or reformatted tokens may not carry it.
 */
final class Base62Checksum {
    private static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    static final int LENGTH = 6;

    private Base62Checksum() {
    }

    /** The six checksum characters for a random part. */
    static String of(CharSequence random) {
        CRC32 crc = new CRC32();
        crc.update(random.toString().getBytes(StandardCharsets.US_ASCII));
        long n = crc.getValue();
        char[] out = new char[LENGTH];
        for (int i = LENGTH - 1; i >= 0; i--) {
            out[i] = ALPHABET.charAt((int) (n % 62));
            n /= 62;
        }
        return new String(out);
    }

    /** True if the last six characters of {@code body} are the checksum of the characters before them. */
    static boolean valid(CharSequence body) {
        if (body.length() <= LENGTH) {
            return false;
        }
        int split = body.length() - LENGTH;
        return of(body.subSequence(0, split)).contentEquals(body.subSequence(split, body.length()));
    }
}

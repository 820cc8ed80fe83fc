package dev.albert.safety;

import java.util.List;

/**
 * Credentials that vendors print in their own documentation, tutorials and emulators, copied into countless
 * READMEs, tests and answers. They authenticate nothing of anybody's (or, like the storage emulator's key, only a
 * local emulator), so reporting them would be noise; values marked {@code EXAMPLE} are {@link Placeholders}' job.
 * A candidate is dropped when it contains one of these exactly.
 */
final class DocumentedExamples {
    private DocumentedExamples() {
    }

    private static final List<String> VALUES = List.of(
            // Stripe's API reference and quick starts (test mode of Stripe's own documentation account).
            "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
            "sk_test_BQokikJOvBiI2HlWgH4olfQ2",
            // The Azure Storage emulator's (Azurite's) well-known account key for devstoreaccount1.
            "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
            // jwt.io's default token ("John Doe", secret "your-256-bit-secret") and RFC 7515 A.1's signature.
            "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
            "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
            // Mailgun's documentation key.
            "key-3ax6xnjp29jd6fds4gc373sgvjxteol0");

    /** Whether {@code text[start, end)} holds a documented example value. */
    static boolean contains(String text, int start, int end) {
        String candidate = text.substring(start, end);
        for (String value : VALUES) {
            if (candidate.contains(value)) {
                return true;
            }
        }
        return false;
    }
}

package dev.albert.safety;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the injection scan's tests assert about one text, through one standard scanner for the whole test run: clean,
 * flagged, flagged for a reason or by a rule. The rounds' test classes read their kinds through these.
 */
final class Screened {
    static final InjectionScanner SCANNER = InjectionScanner.standard();

    private Screened() {
    }

    /** No finding at all; the message names the text. */
    static void clean(String text) {
        assertEquals(List.of(), SCANNER.scan(text), text);
    }

    /** At least one finding; the message names the text. */
    static void flagged(String text) {
        assertFalse(SCANNER.scan(text).isEmpty(), text);
    }

    /** Every text has a finding for the reason; the message names the text that has none. */
    static void flaggedFor(ReasonCode reason, String... texts) {
        for (String text : texts) {
            assertTrue(has(text, reason), text);
        }
    }

    static boolean findsAny(String text) {
        return !SCANNER.scan(text).isEmpty();
    }

    static boolean has(String text, ReasonCode reason) {
        return count(text, reason) > 0;
    }

    static long count(String text, ReasonCode reason) {
        return SCANNER.scan(text).stream().filter(f -> f.reason() == reason).count();
    }

    static boolean hasRule(String text, String rule) {
        return SCANNER.scan(text).stream().anyMatch(f -> f.ruleId().equals(rule));
    }
}

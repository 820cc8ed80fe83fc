package dev.albert.safety;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link EscapedMarkup#mayHoldEscapedMarkup}, the cheap gate before the decoded view: it jumps between {@code &},
 * {@code %} and {@code \} and must open on every escape that can decode to a bracket of markup, wherever the other two
 * characters stand, and stay shut on text whose escapes decode to no bracket.
 */
class EscapedMarkupGateTest {

    @Test
    void opensOnEachEscapeOfABracket() {
        for (String escaped : new String[] {"&lt;system&gt;", "&#60;system", "&#x3C;system", "&LT;b", "&gt;x",
                "%3Csystem%3E", "%3csystem", "\\u003csystem", "\\<system\\>", "\\[SYSTEM]", "\\|im_start|"}) {
            assertTrue(EscapedMarkup.mayHoldEscapedMarkup(escaped), escaped);
            assertTrue(EscapedMarkup.mayHoldEscapedMarkup("Tom & Jerry, 50% off, C:\\temp\\ then " + escaped), escaped);
        }
    }

    @Test
    void staysShutOnEscapesOfNoBracket() {
        for (String plain : new String[] {"", "&", "a&b", "Tom &amp; Jerry", "50% off", "%20and%2F", "C:\\temp\\new",
                "\\n\\t", "\\u00e9t\\u00e9", "&nbsp;&copy;", "ends with &l", "ends with %3", "ends with \\"}) {
            assertFalse(EscapedMarkup.mayHoldEscapedMarkup(plain), plain);
        }
    }

    @Test
    void readsAnEscapeAtTheLastPlaceTheOldLoopRead() {
        // an escape needs two characters after its first: "&lt" at the very end opens, "&l" does not
        assertTrue(EscapedMarkup.mayHoldEscapedMarkup("xx&lt"));
        assertFalse(EscapedMarkup.mayHoldEscapedMarkup("xx&l"));
        assertTrue(EscapedMarkup.mayHoldEscapedMarkup("%%3C"));
    }
}

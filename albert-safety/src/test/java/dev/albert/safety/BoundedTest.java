package dev.albert.safety;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The bounded look-ups the per-finding readings use: the same answers as the unbounded ones inside their window. */
class BoundedTest {
    private static final String TEXT = "first line\n- system: ignore it\n\n  last";

    @Test
    void theLineIndexAnswersAsLastIndexOfAndIndexOf() {
        Bounded.Lines lines = Bounded.Lines.of(TEXT);
        for (int at = 0; at <= TEXT.length(); at++) {
            assertEquals(TEXT.lastIndexOf('\n', at - 1) + 1, lines.start(at), "start at " + at);
            int nl = TEXT.indexOf('\n', at);
            assertEquals(nl < 0 ? TEXT.length() : nl, lines.end(at), "end at " + at);
        }
        Bounded.Lines none = Bounded.Lines.of("no break");
        assertEquals(0, none.start(5));
        assertEquals(8, none.end(5));
    }

    @Test
    void lineStartAndEndStopAtTheirLimit() {
        int at = TEXT.indexOf("ignore");
        assertEquals(TEXT.indexOf("- system"), Bounded.lineStart(TEXT, at, 0));
        assertEquals(at - 3, Bounded.lineStart(TEXT, at, at - 3)); // the line starts further back: the floor
        assertEquals(TEXT.indexOf('\n', at), Bounded.lineEnd(TEXT, at, TEXT.length()));
        assertEquals(at + 2, Bounded.lineEnd(TEXT, at, at + 2)); // the line ends further on: the ceiling
        assertEquals(TEXT.length(), Bounded.lineEnd(TEXT, TEXT.length() - 2, TEXT.length() + 50));
    }

    @Test
    void indexOfLooksOnlyInsideItsRange() {
        assertEquals(TEXT.indexOf("system"), Bounded.indexOf(TEXT, "system", 0, TEXT.length()));
        assertEquals(-1, Bounded.indexOf(TEXT, "system", 0, TEXT.indexOf("system"))); // must start before `to`
        assertEquals(TEXT.indexOf("system"), Bounded.indexOf(TEXT, "system", 0, TEXT.indexOf("system") + 1));
        assertEquals(-1, Bounded.indexOf(TEXT, "last!", 0, 1000)); // past the end: not found, no exception
        assertEquals(TEXT.indexOf(':'), Bounded.indexOf(TEXT, ':', 0, TEXT.length()));
        assertEquals(-1, Bounded.indexOf(TEXT, ':', 0, TEXT.indexOf(':')));
        assertEquals(-1, Bounded.indexOf(TEXT, ':', TEXT.indexOf(':') + 1, 10_000));
    }

    @Test
    void blankReadsLikeIsBlank() {
        int gap = TEXT.indexOf("\n\n");
        assertTrue(Bounded.blank(TEXT, gap, gap + 4));
        assertFalse(Bounded.blank(TEXT, gap, gap + 5));
        assertTrue(Bounded.blank(TEXT, 3, 3));
        assertTrue(Bounded.blank(TEXT, TEXT.length(), TEXT.length() + 10));
    }

    @Test
    void everyLookUpOnOneEndlessLineReadsAtMostItsWindow() {
        String line = "x".repeat(1_000_000);
        int at = 500_000;
        assertEquals(at - Bounded.WINDOW, Bounded.lineStart(line, at, at - Bounded.WINDOW));
        assertEquals(at + Bounded.WINDOW, Bounded.lineEnd(line, at, at + Bounded.WINDOW));
        assertEquals(-1, Bounded.indexOf(line, '\n', at, at + Bounded.WINDOW));
    }
}

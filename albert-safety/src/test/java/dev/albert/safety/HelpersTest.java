package dev.albert.safety;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The small pieces the scanners are built from. */
class HelpersTest {

    @Test
    void lineIndexHandlesEveryLineEnding() {
        LineIndex lines = new LineIndex("ab\r\ncd\ref\n\ngh");
        assertEquals(5, lines.lineCount());
        assertEquals(1, lines.lineOf(0));
        assertEquals(2, lines.lineOf(4));
        assertEquals(3, lines.lineOf(7));
        assertEquals(2, lines.columnOf(8));
        assertEquals(5, lines.lineOf(11));
        assertEquals(4, lines.lineStart(2));
        assertEquals(6, lines.lineEnd(2));
        assertEquals(10, lines.lineStart(4));
        assertEquals(10, lines.lineEnd(4));
        assertEquals(13, lines.lineEnd(5));
    }

    @Test
    void entropySeparatesRandomFromWords() {
        assertEquals(0.0, Entropy.shannon("aaaaaaaa"), 1e-9);
        assertEquals(3.0, Entropy.shannon("abcdefgh"), 1e-9);
        assertTrue(Entropy.shannon("correcthorsebatterystaple") < 3.6);
        assertTrue(Entropy.shannon("q7RzV2mK9xLp4TnW8sBc") > 4.0);
        assertEquals(4, Entropy.characterClasses("aB3$"));
        assertEquals(1, Entropy.characterClasses("hello"));
        assertTrue(Entropy.reachableThreshold(3.5, 8) < 3.0);
        assertEquals(3.5, Entropy.reachableThreshold(3.5, 64), 1e-9);
    }

    @Test
    void placeholdersAndReferences() {
        for (String p : List.of("changeme", "YOUR_API_KEY", "<token>", "********", "xxxxxxxxxxxx", "example-key-123",
                "aaaaaaaaa", "abcdef123456", "dummy_value", "${SECRET}")) {
            assertTrue(Placeholders.isPlaceholderValue(p) || Placeholders.isReference(p), p);
        }
        for (String r : List.of("${SECRET}", "$TOKEN", "%API_KEY%", "{{ .Values.password }}", "os.environ['X']",
                "process.env.API_KEY", "!vault", "${{ secrets.API_KEY }}")) {
            assertTrue(Placeholders.isReference(r), r);
        }
        for (String real : List.of("q7RzV2mK9xLp4TnW", "Xk9#mP2qL7vR", "p")) {
            assertFalse(Placeholders.isPlaceholderValue(real) || Placeholders.isReference(real), real);
        }
        assertTrue(Placeholders.isFiller("sk-xxxxxxxxxxxxxxxxxxxx"));
        assertFalse(Placeholders.isFiller("q7RzV2mK9xLp4TnW8sBc"));
    }

    @Test
    void base62ChecksumMatchesCrc32() {
        // CRC32("123456789") = 0xCBF43926, the standard check value.
        assertEquals("3jZRME", Base62Checksum.of("123456789"));
        assertEquals("4GEHKN", Base62Checksum.of("a"));
        assertTrue(Base62Checksum.valid("123456789" + "3jZRME"));
        assertFalse(Base62Checksum.valid("123456788" + "3jZRME"));
        assertFalse(Base62Checksum.valid("3jZRME"));
    }

    @Test
    void keywordIndexFindsEveryOccurrenceIgnoringCase() {
        KeywordIndex index = new KeywordIndex(List.of("he", "she", "his", "hers", "ghp_"));
        StringBuilder hits = new StringBuilder();
        index.scan("uSHErs GHP_x h\u00e9", (k, end) -> hits.append(index.keywords().get(k)).append('@').append(end).append(' '));
        assertEquals("she@4 he@4 hers@6 ghp_@11 ", hits.toString());
        assertThrows(IllegalArgumentException.class, () -> new KeywordIndex(List.of("")));
    }

    @Test
    void keywordIndexFoldsTheCaseOfNonAsciiKeywords() {
        KeywordIndex index = new KeywordIndex(List.of("caf\u00e9", "\u043f\u0430\u0440\u043e\u043b", "\u5bc6\u7801"));
        StringBuilder hits = new StringBuilder();
        index.scan("CAF\u00c9 \u041f\u0430\u0440\u043e\u043b\u044c \u5bc6\u7801 \u5bc6\u78bc caf\u00e8",
                (k, end) -> hits.append(k).append('@').append(end).append(' '));
        assertEquals("0@4 1@10 2@14 ", hits.toString());
    }

    @Test
    void keywordIndexAgreesWithNaiveSearch() {
        java.util.Random random = new java.util.Random(5);
        List<String> keywords = List.of("ab", "abc", "bca", "cab", "a", "ccc", "b_");
        KeywordIndex index = new KeywordIndex(keywords);
        for (int round = 0; round < 200; round++) {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < 60; i++) {
                text.append("abcABC_\u00e9".charAt(random.nextInt(8)));
            }
            int[] fast = new int[keywords.size()];
            index.scan(text, (k, end) -> fast[k]++);
            String lower = text.toString().toLowerCase(java.util.Locale.ROOT);
            int[] naive = new int[keywords.size()];
            for (int k = 0; k < keywords.size(); k++) {
                for (int at = lower.indexOf(keywords.get(k)); at >= 0; at = lower.indexOf(keywords.get(k), at + 1)) {
                    naive[k]++;
                }
            }
            assertArrayEquals(naive, fast, text.toString());
        }
    }

    @Test
    void keywordGateLimitsEachRuleToTheLinesAroundItsKeywords() {
        int all = KeywordGate.WHOLE_LINES;
        KeywordGate gate = new KeywordGate(List.of(List.of("alpha"), List.of("beta"), List.of("gamma"), List.of("zeta")),
                new int[] {0, 1, KeywordGate.WHOLE_TEXT, 0}, new int[] {all, all, all, all});
        String text = "one\nALPHA two\nthree\nbeta\nfour\nfive gamma\nalpha";
        int[][] regions = gate.regions(text, new LineIndex(text));
        assertArrayEquals(new int[] {4, 13, 41, 46}, regions[0]);
        assertArrayEquals(new int[] {20, 29}, regions[1]);
        assertArrayEquals(new int[] {0, text.length()}, regions[2]);
        assertNull(regions[3]);
    }

    @Test
    void keywordGateMergesAdjacentLines() {
        KeywordGate gate = new KeywordGate(List.of(List.of("k")), new int[] {0}, new int[] {KeywordGate.WHOLE_LINES});
        String text = "k1\nk2\nx\nk3";
        assertArrayEquals(new int[] {0, 5, 8, 10}, gate.regions(text, new LineIndex(text))[0]);
    }

    @Test
    void keywordGateWindowsLongLinesAroundEachKeyword() {
        KeywordGate gate = new KeywordGate(List.of(List.of("key")), new int[] {0}, new int[] {10});
        String text = "x".repeat(100) + "key" + "y".repeat(100) + "key" + "z".repeat(5) + "key" + "w".repeat(100);
        // Windows of 10 characters before and after each occurrence; the last two touch and merge.
        assertArrayEquals(new int[] {90, 113, 193, 224}, gate.regions(text, new LineIndex(text))[0]);
    }

    @Test
    void genericKeyNamesSplitIntoParts() {
        assertEquals(List.of("next", "public", "api", "key", "v2"), GenericAssignmentRules.parts("NEXT_PUBLIC_apiKey.v2"));
    }

    @Test
    void strippedTextMapsOffsetsBack() {
        InvisibleCharacters.Stripped s = InvisibleCharacters.strip("a\u200Bb\u200C\u200Dcd");
        assertEquals("abcd", s.text());
        assertEquals(0, s.original(0));
        assertEquals(2, s.original(1));
        assertEquals(5, s.original(2));
        assertEquals(6, s.original(3));
        assertNull(InvisibleCharacters.strip("plain"));
    }

    @Test
    void ruleIdsMustBeKebabCaseAndGated() {
        assertThrows(IllegalArgumentException.class,
                () -> SecretRule.vendor("Bad_Id", "x").keywords("k").regex("(?P<secret>k)").build());
        assertThrows(IllegalArgumentException.class,
                () -> SecretRule.vendor("no-keyword", "x").regex("(?P<secret>k)").build());
        assertThrows(IllegalArgumentException.class,
                () -> SecretRule.vendor("no-group", "x").keywords("k").regex("k").build());
    }
}

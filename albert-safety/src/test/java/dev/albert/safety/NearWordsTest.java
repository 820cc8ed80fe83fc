package dev.albert.safety;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link MatchChecks#near} reads its window case-blind without copying it ({@link NearWords}); it must answer exactly
 * as the copy lower-cased with {@code Locale.ROOT} did ({@link #copiedNear}, the nineteenth round's old check, kept
 * here only), on every code point and on random texts and candidate orders.
 */
class NearWordsTest {

    /** Every word list a rule gives {@code near}, and a few short words that meet the folded characters. */
    private static final List<String[]> WORD_LISTS = List.of(
            new String[] {"search-only", "search only", "searchonly", "search_only"},
            new String[] {"algolia", "searchclient"},
            new String[] {"firebaseapp.com", "messagingsenderid", "authdomain"},
            new String[] {"$apr1$", "$2y$", "$2a$", "$2b$", "$1$", "$5$", "$6$", "$y$", "{sha}", "{ssha}", "$argon2",
                "pbkdf2", "htpasswd", "passw", "hash", "shadow"},
            new String[] {"kms", "gvlk", "generic", "volume", "trial", "demo", "example", "sample", "beispiel", "exemple",
                "ejemplo", "test key", "evaluation", "looks like", "format", "such as", "e.g."},
            new String[] {"md5", "sha", "sum", "hash", "digest", "commit"},
            new String[] {"machine"}, new String[] {"login"}, new String[] {"admin", "write"},
            new String[] {"i"}, new String[] {"k"}, new String[] {"s"}, new String[] {"ik", "ki"}, new String[] {"xi"},
            new String[] {"ss", "is"});

    /** Characters lower-casing treats specially, and surrogates, beside the words' own letters. */
    private static final String[] PIECES = {"\u0130", "\u212A", "\u017F", "\u03A3", "\u03C2", "\u03C3", "\u00DF",
        "\u1E9E", "\u212B", "\u2126", "\uD801\uDC00", "\uD83D\uDE00", "\uD801", "\uDC00", "\u0307", "\n", "\n", " ", "-",
        "_", ".", "$", "{", "}", "2", "5", "x", "y", "\u00E9", "\u00C9", "\u0399", "\u00CC"};

    @Test
    void lowerCasingMapsOnlyKelvinAndDottedCapitalIIntoAscii() {
        for (int cp = 128; cp <= Character.MAX_CODE_POINT; cp++) {
            String lowered = Character.toString(cp).toLowerCase(Locale.ROOT);
            boolean ascii = false;
            for (int i = 0; i < lowered.length(); i++) {
                ascii |= lowered.charAt(i) < 128;
            }
            assertEquals(cp == 0x130 || cp == 0x212A, ascii, Integer.toHexString(cp));
        }
    }

    @Test
    void everyCodePointBetweenWordLettersAnswersAsTheCopy() {
        List<KeywordIndex> indexes = new ArrayList<>();
        List<String[]> lists = List.of(new String[] {"i", "k", "s"}, new String[] {"xi", "ix", "xk", "kx", "xs", "sx"});
        for (String[] words : lists) {
            indexes.add(new KeywordIndex(List.of(words)));
        }
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            String text = "x" + Character.toString(cp) + "x";
            String lowered = text.toLowerCase(Locale.ROOT);
            for (int w = 0; w < lists.size(); w++) {
                boolean copied = false;
                for (String word : lists.get(w)) {
                    copied |= lowered.contains(word);
                }
                assertEquals(copied, indexes.get(w).firstEndInLowerCased(text, 0, text.length()) >= 0,
                        Integer.toHexString(cp) + " " + String.join(",", lists.get(w)));
            }
        }
    }

    @Test
    void readsCaseBlindAsLowerCasingDoes() {
        MatchCheck kms = MatchChecks.near(0, "kms");
        assertTrue(kms.accept(atValue("\u212AMS activation: ABCDE")), "KELVIN SIGN lower-cases to k");
        assertTrue(kms.accept(atValue("KmS activation: ABCDE")));
        assertFalse(kms.accept(atValue("KM activation: ABCDE")));
        MatchCheck passw = MatchChecks.near(0, "passw");
        assertFalse(passw.accept(atValue("pa\u017Fsword: ABCDE")), "LONG S stays itself when lower-cased");
        assertTrue(passw.accept(atValue("PASSWORD: ABCDE")));
        MatchCheck admin = MatchChecks.near(0, "admin");
        assertFalse(admin.accept(atValue("ADM\u0130N key: ABCDE")), "dotted I is i and a combining dot");
        assertTrue(admin.accept(atValue("ADMIN key: ABCDE")));
        MatchCheck xi = MatchChecks.near(0, "xi");
        assertTrue(xi.accept(atValue("X\u0130 key: ABCDE")), "its i may end a word");
    }

    /** The text with its candidate at its last five characters. */
    private static Candidate atValue(String text) {
        return candidate(text, text.length() - 5, text.length());
    }

    @Test
    void theWindowEndsWhereTheCopyDid() {
        String text = "algolia\nline one\nline two\nKEY\nline four\nsearch-only";
        int key = text.indexOf("KEY");
        assertFalse(MatchChecks.near(2, "algolia").accept(candidate(text, key, key + 3)));
        assertTrue(MatchChecks.near(3, "algolia").accept(candidate(text, key, key + 3)));
        assertFalse(MatchChecks.near(1, "search-only").accept(candidate(text, key, key + 3)));
        assertTrue(MatchChecks.near(2, "search-only").accept(candidate(text, key, key + 3)));
        String within = "algolia" + " ".repeat(1993) + "KEY";
        assertTrue(MatchChecks.near(0, "algolia").accept(candidate(within, 2000, 2003)), "2,000 characters back");
        String past = "algolia" + " ".repeat(1994) + "KEY";
        assertFalse(MatchChecks.near(0, "algolia").accept(candidate(past, 2001, 2004)), "one character more");
    }

    @Test
    void refusesWordsLowerCasingCouldNotMatch() {
        assertThrows(IllegalArgumentException.class, () -> MatchChecks.near(1, "Algolia"));
        assertThrows(IllegalArgumentException.class, () -> MatchChecks.near(1, "clé"));
    }

    /**
     * Random texts of the words' letters in every case, the special characters and newlines, longer than the window,
     * asked at candidates in order (as a rule's expression gives them, so the last window is reused), at random, at the
     * text's edges, and over two texts in turn (one a copy of the other's content).
     */
    @Test
    void randomTextsAndCandidatesAnswerAsTheCopy() {
        Random random = new Random(19);
        List<MatchCheck> checks = new ArrayList<>();
        List<String[]> lists = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        for (String[] words : WORD_LISTS) {
            int n = random.nextInt(7);
            checks.add(MatchChecks.near(n, words));
            lists.add(words);
            lines.add(n);
        }
        int asked = 0;
        int found = 0;
        for (int round = 0; round < 300; round++) {
            int pick = random.nextInt(lists.size());
            String text = randomText(random, lists.get(pick), random.nextInt(7000));
            String other = new String(text.toCharArray());
            int position = 0;
            for (int k = 0; k < 60; k++) {
                String t = random.nextInt(5) == 0 ? other : text;
                int start = switch (random.nextInt(6)) {
                    case 0 -> random.nextInt(t.length() + 1);
                    case 1 -> random.nextBoolean() ? 0 : t.length();
                    default -> position = Math.min(t.length(), position + random.nextInt(80));
                };
                int end = Math.min(t.length(), start + random.nextInt(40));
                int which = random.nextInt(5) == 0 ? random.nextInt(lists.size()) : pick;
                boolean expected = copiedNear(t, start, end, lines.get(which), lists.get(which));
                assertEquals(expected, checks.get(which).accept(candidate(t, start, end)),
                        "round " + round + " at " + start + "-" + end);
                asked++;
                found += expected ? 1 : 0;
            }
        }
        assertTrue(found > asked / 10 && found < asked * 9 / 10, found + " of " + asked);
    }

    /**
     * Candidates one character apart, forward then back, over lines of filler holding a few words (one written with
     * KELVIN SIGN, one ending in dotted capital I): each word enters and leaves the sliding window at both of its
     * edges, where only the part the last window did not cover is read.
     */
    @Test
    void slidingWindowsMeetEveryWordAtBothEdges() {
        String text = "x".repeat(2500) + "SEARCHCLIENT" + "x".repeat(1500) + "\nalgolia\n" + "x".repeat(900)
                + "ALGOLIA" + "x\n".repeat(300) + "x".repeat(3000) + "searchcl\u0130" + "x".repeat(2200) + "\u212Ax";
        for (String[] words : List.of(new String[] {"searchclient", "algolia"}, new String[] {"searchcli"},
                new String[] {"kx", "algolia"})) {
            for (int lines : new int[] {0, 400}) {
                MatchCheck check = MatchChecks.near(lines, words);
                int changes = 0;
                boolean before = false;
                for (int pass = 0; pass < 2; pass++) {
                    for (int k = 0; k + 3 <= text.length(); k++) {
                        int start = pass == 0 ? k : text.length() - 3 - k;
                        boolean expected = copiedNear(text, start, start + 3, lines, words);
                        assertEquals(expected, check.accept(candidate(text, start, start + 3)),
                                String.join(",", words) + " lines " + lines + " at " + start + " pass " + pass);
                        changes += expected != before ? 1 : 0;
                        before = expected;
                    }
                }
                assertTrue(changes >= 2, "the words entered and left the window");
            }
        }
    }

    private static String randomText(Random random, String[] words, int length) {
        StringBuilder out = new StringBuilder();
        while (out.length() < length) {
            if (random.nextInt(40) == 0) {
                out.append(restyled(random, words[random.nextInt(words.length)]));
            } else if (random.nextBoolean()) {
                out.append(PIECES[random.nextInt(PIECES.length)]);
            } else {
                String word = words[random.nextInt(words.length)];
                char c = word.charAt(random.nextInt(word.length()));
                out.append(random.nextBoolean() ? Character.toUpperCase(c) : c);
            }
        }
        return out.toString();
    }

    /** A word in mixed case, k sometimes as KELVIN SIGN, i sometimes as dotted capital I, a letter sometimes lost. */
    private static String restyled(Random random, String word) {
        StringBuilder out = new StringBuilder();
        for (char c : word.toCharArray()) {
            int roll = random.nextInt(12);
            if (roll == 0 && c == 'k') {
                out.append('\u212A');
            } else if (roll == 0 && c == 'i') {
                out.append('\u0130');
            } else if (roll == 1 && c == 's') {
                out.append('\u017F');
            } else if (roll == 2) {
                continue;
            } else {
                out.append(roll < 7 ? Character.toUpperCase(c) : c);
            }
        }
        return out.toString();
    }

    private static Candidate candidate(String text, int start, int end) {
        return new Candidate(text, null, 0, start, end);
    }

    /** {@code MatchChecks.near} as it was to the eighteenth round: the window copied, lower-cased and searched. */
    static boolean copiedNear(String text, int start, int end, int lines, String... words) {
        int from = start;
        int floor = Math.max(0, start - 2000);
        for (int seen = 0; from > floor; from--) {
            if (text.charAt(from - 1) == '\n' && ++seen > lines) {
                break;
            }
        }
        int to = end;
        int ceiling = Math.min(text.length(), end + 2000);
        for (int seen = 0; to < ceiling; to++) {
            if (text.charAt(to) == '\n' && ++seen > lines) {
                break;
            }
        }
        String context = text.substring(from, to).toLowerCase(Locale.ROOT);
        for (String word : words) {
            if (context.contains(word)) {
                return true;
            }
        }
        return false;
    }
}

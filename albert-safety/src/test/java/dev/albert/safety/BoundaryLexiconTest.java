package dev.albert.safety;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every entry of {@link BoundaryLexicon} is reachable: written in capitals between rule marks, as a forger writes a
 * banner or a header, and folded as the scanner folds the text, it is found with its meaning. An entry the folding
 * or the lowercasing could never present (an accent kept, a capital that lowers to another letter) would fail here.
 */
class BoundaryLexiconTest {

    @Test
    void everyEntryIsFoundInABannerAsTheScannerReadsIt() {
        List<String> unreachable = new ArrayList<>();
        for (Map.Entry<BoundaryLexicon.Meaning, List<String>> e : BoundaryLexicon.ENTRIES.entrySet()) {
            for (String entry : e.getValue()) {
                // a stem goes on in its own script, as an inflected or compounded word does ("СИСТЕМНОЕ")
                String stem = entry.endsWith("*") ? entry.substring(0, entry.length() - 1) : null;
                String word = stem == null ? entry : stem + stem.substring(stem.length() - 1).repeat(2);
                String banner = "*** " + word.toUpperCase(Locale.ROOT) + " ***";
                String folded = TextFolding.fold(banner).text();
                if (!BoundaryLexicon.has(folded, 0, folded.length(), e.getKey())) {
                    unreachable.add(e.getKey() + " " + entry);
                }
            }
        }
        assertEquals(List.of(), unreachable);
    }

    @Test
    void wholeWordsAreNotFoundInsideLongerWords() {
        String text = "final sonra lokal endpoint";
        assertFalse(BoundaryLexicon.has(text, 0, text.length(), BoundaryLexicon.Meaning.END));
        String stem = "СИСТЕМНОЕ СООБЩЕНИЕ";
        String folded = TextFolding.fold(stem).text();
        assertTrue(BoundaryLexicon.has(folded, 0, folded.length(), BoundaryLexicon.Meaning.SYSTEM));
        assertTrue(BoundaryLexicon.has(folded, 0, folded.length(), BoundaryLexicon.Meaning.MESSAGE));
    }
}

package dev.albert.safety;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The phrase table the intent rules read words through. */
class LexiconTest {
    @Test
    void aPhraseListedTwiceIsFoundOnce() {
        Lexicon lexicon = new Lexicon().add(1L, "tiet lo|reveal*|tiet lo").add(1L, "reveal*").add(2L, "tiet lo");
        List<Lexicon.Phrase> atTiet = new ArrayList<>();
        lexicon.phrasesAt("tiet", atTiet);
        assertEquals(2, atTiet.size(), "once per category: " + atTiet);
        List<Lexicon.Phrase> atReveals = new ArrayList<>();
        lexicon.phrasesAt("reveals", atReveals);
        assertEquals(1, atReveals.size(), "the stem once");
    }
}

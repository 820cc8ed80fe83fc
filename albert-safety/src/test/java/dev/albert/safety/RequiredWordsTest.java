package dev.albert.safety;

import com.google.re2j.Matcher;
import dev.albert.safety.bench.Corpus;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link RequiredWords} only skips what the rules would not find: every match of a rule's expression holds one word of
 * each of its groups, and the scanner finds the same with the skip as without, on the samples, the model's training
 * lines, the development corpora and generated text.
 */
class RequiredWordsTest {

    /** Texts with injections and their hard negatives (never the blind corpora eval-fresh11 and later). */
    private static List<String> texts() {
        List<String> texts = new ArrayList<>();
        for (SampleFile.Sample s : SampleFile.load("/injection-samples.txt").samples()) {
            texts.add(s.text());
        }
        for (String resource : InjectionModel.STANDARD_RESOURCES) {
            for (String line : read("/dev/albert/safety/" + resource).split("\n")) {
                int tab = line.indexOf('\t');
                if (!line.startsWith("#") && tab > 0) {
                    texts.add(line.substring(tab + 1));
                }
            }
        }
        for (String corpus : List.of("eval-dev8", "eval-dev8b", "eval-dev9", "eval-dev10", "eval-dev13", "eval-dev14", "eval-dev14s",
                "eval-dev15", "eval-dev15b", "eval-fresh7", "eval-fresh8", "eval-fresh9", "eval-fresh10",
                "eval-dev16r", "eval-dev16x", "eval-dev16o", "eval-dev16i", "eval-dev16n", "eval-dev17l", "eval-dev17n", "eval-dev17o", "eval-dev17t", "eval-dev17a", "eval-dev17e", "eval-dev18v", "eval-dev18i", "eval-dev18n", "eval-dev18d", "eval-dev19c", "eval-dev19t", "eval-dev20q", "eval-dev20b", "eval-dev20d", "eval-dev20r", "eval-dev21r", "eval-dev21f", "eval-dev21d", "eval-dev21t", "eval-dev21b", "eval-dev22f", "eval-dev22i", "eval-dev22b", "eval-dev22t", "eval-dev22c", "eval-dev23b", "eval-dev23o", "eval-dev23f", "eval-dev23t", "eval-devtool24", "eval-devextract24", "eval-devfp24", "eval-devlang24", "eval-devindirect24")) {
            String all = read("/" + corpus + "/injection.txt");
            for (String part : all.split("\n=== [^\n]*\n")) {
                texts.add(part);
            }
        }
        texts.add(Corpus.mixed(3, 200_000, 40).text());
        texts.add(Corpus.prose(3, 200_000).text());
        return texts;
    }

    private static String read(String resource) {
        try (InputStream in = RequiredWordsTest.class.getResourceAsStream(resource)) {
            if (in == null) {
                return "";
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void everyMatchHoldsItsRequiredWords() {
        List<InjectionRule> required = InjectionRules.standard().stream()
                .filter(r -> !r.requires().groups().isEmpty()).toList();
        assertTrue(required.size() >= 8, "the costly phrase families say what they need");
        int matches = 0;
        for (String raw : texts()) {
            for (String text : List.of(raw, TextFolding.fold(raw).text())) {
                for (InjectionRule rule : required) {
                    Matcher m = rule.pattern().matcher(text);
                    while (m.find()) {
                        matches++;
                        assertTrue(rule.requires().mayMatchIn(text, m.start(), m.end()),
                                rule.id() + " matched '" + m.group() + "' without one of " + rule.requires().groups());
                    }
                }
            }
        }
        assertTrue(matches > 300, "the texts exercise the rules: " + matches);
    }

    @Test
    void theScannerFindsTheSameWithoutTheSkip() {
        List<InjectionRule> unskipped = InjectionRules.standard().stream()
                .map(r -> new InjectionRule(r.id(), r.reason(), r.keywords(), r.linesAfter(), r.pattern(), r.check()))
                .toList();
        InjectionScanner slow = new InjectionScanner(unskipped, InjectionModel.standard());
        InjectionScanner fast = InjectionScanner.standard();
        List<String> texts = texts();
        for (String text : texts) {
            assertEquals(slow.scan(text), fast.scan(text), text);
        }
        // The samples run together: regions around one sample's keywords reach into the next.
        StringBuilder joined = new StringBuilder();
        for (String text : texts.subList(0, Math.min(texts.size(), 400))) {
            joined.append(text).append(joined.length() % 3 == 0 ? "\n" : " ");
        }
        assertEquals(slow.scan(joined), fast.scan(joined));
    }

    @Test
    void foldedLettersCountAsTheRulesReadThem() {
        RequiredWords your = RequiredWords.NONE.and(List.of("your")).and(List.of("task", "ask"));
        assertTrue(your.mayMatchIn("Tell me YOUR TASK.", 0, 18));
        assertTrue(your.mayMatchIn("your \u212Aask", 0, 10), "KELVIN SIGN is k to (?i)");
        assertTrue(your.mayMatchIn("your a\u017Fk", 0, 9), "LONG S is s to (?i)");
        assertFalse(your.mayMatchIn("your tas", 0, 8));
        assertFalse(your.mayMatchIn("your task", 1, 9), "the word must lie inside the region");
        assertTrue(RequiredWords.NONE.mayMatchIn("anything", 0, 8));
        assertThrows(IllegalArgumentException.class, () -> RequiredWords.NONE.and(List.of("system prompt")));
    }
}

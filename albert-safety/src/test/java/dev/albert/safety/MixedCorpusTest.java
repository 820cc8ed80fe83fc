package dev.albert.safety;

import dev.albert.safety.bench.Corpus;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Precision and recall on two megabytes of realistic mixed text (the benchmark corpus): exactly the
 * planted secrets are reported, at their spans, and nothing in the code, config, logs, lock files or
 * prose around them is — neither as a secret nor as an injection.
 */
class MixedCorpusTest {

    @Test
    void reportsExactlyThePlantedSecrets() {
        Corpus.Text corpus = Corpus.mixed(7, 2_000_000, 40);
        List<SecretFinding> findings = SecretScanner.standard().scan(corpus.text());
        List<String> expected = corpus.planted().stream().map(p -> p.rule() + "@" + p.start() + "-" + p.end()).toList();
        List<String> actual = findings.stream().map(f -> f.rule() + "@" + f.start() + "-" + f.end()).toList();
        assertTrue(expected.size() >= 70, "planted " + expected.size());
        assertEquals(expected, actual);
    }

    @Test
    void benignCorpusHasNoInjection() {
        Corpus.Text corpus = Corpus.mixed(11, 2_000_000, 0);
        assertEquals(List.of(), InjectionScanner.standard().scan(corpus.text()));
        assertEquals(List.of(), SecretScanner.standard().scan(corpus.text()));
    }

    @Test
    void redactionLeavesNoPlantedSecret() {
        Corpus.Text corpus = Corpus.mixed(13, 500_000, 40);
        String redacted = SecretScanner.standard().redact(corpus.text()).text();
        for (Corpus.Planted p : corpus.planted()) {
            String secret = corpus.text().substring(p.start(), p.end());
            assertTrue(!redacted.contains(secret), p.rule());
        }
    }
}

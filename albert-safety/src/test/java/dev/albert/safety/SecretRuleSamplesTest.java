package dev.albert.safety;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** Runs every rule against its labelled samples (src/test/resources/secret-samples). */
class SecretRuleSamplesTest {
    private static final List<SampleFile.Sample> SAMPLES = SecretSamples.all();
    private final SecretScanner scanner = SecretScanner.standard();

    @TestFactory
    Stream<DynamicTest> everyPositiveIsFoundByItsRuleAtTheMarkedSpan() {
        return SAMPLES.stream().filter(s -> s.label() == SampleFile.Label.POSITIVE)
                .map(s -> DynamicTest.dynamicTest(s.toString(), () -> {
                    if (!SecretSamples.foundByRule(scanner, s.section(), s)) {
                        fail(s + " not reported as marked; got " + describe(scanner.scan(s.text())));
                    }
                }));
    }

    @TestFactory
    Stream<DynamicTest> noNegativeIsFoundByAnyRule() {
        return SAMPLES.stream().filter(s -> s.label() == SampleFile.Label.NEGATIVE)
                .map(s -> DynamicTest.dynamicTest(s.toString(), () -> {
                    List<SecretFinding> findings = scanner.scan(s.text());
                    assertTrue(findings.isEmpty(), () -> s + " reported: " + describe(findings));
                }));
    }

    /** Documented limits stay documented: a fixed miss or false positive must move to + or -. */
    @TestFactory
    Stream<DynamicTest> knownLimitsBehaveAsDocumented() {
        return SAMPLES.stream()
                .filter(s -> s.label() == SampleFile.Label.KNOWN_MISS || s.label() == SampleFile.Label.KNOWN_FALSE_POSITIVE)
                .map(s -> DynamicTest.dynamicTest(s.toString(), () -> {
                    if (s.label() == SampleFile.Label.KNOWN_MISS) {
                        assertFalse(SecretSamples.foundByRule(scanner, s.section(), s), s + " is now found: make it a + sample");
                    } else {
                        assertFalse(scanner.scan(s.text()).isEmpty(), s + " is now clean: make it a - sample");
                    }
                }));
    }

    @TestFactory
    Stream<DynamicTest> redactionRemovesEveryMarkedSecret() {
        return SAMPLES.stream().filter(s -> s.label() == SampleFile.Label.POSITIVE && !s.marked().isEmpty())
                .map(s -> DynamicTest.dynamicTest(s.toString(), () -> {
                    Redaction r = scanner.redact(s.text());
                    assertTrue(r.changed());
                    for (int[] span : s.marked()) {
                        String secret = s.text().substring(span[0], span[1]);
                        // Very short secrets (postgres://u:p@…) occur elsewhere in the text by chance.
                        if (secret.length() >= 8) {
                            assertFalse(r.text().contains(secret), () -> s + ": secret survived redaction");
                        }
                        assertTrue(r.text().contains("[REDACTED:" + s.section() + "]"), () -> s + ": " + r.text().length());
                    }
                }));
    }

    @Test
    void everyRuleHasPositiveAndNegativeSamples() {
        Map<String, int[]> counts = new HashMap<>();
        for (SampleFile.Sample s : SAMPLES) {
            int[] c = counts.computeIfAbsent(s.section(), k -> new int[2]);
            if (s.label() == SampleFile.Label.POSITIVE) {
                c[0]++;
            } else if (s.label() == SampleFile.Label.NEGATIVE) {
                c[1]++;
            }
        }
        Set<String> ids = Set.copyOf(scanner.ruleIds());
        for (String section : counts.keySet()) {
            assertTrue(section.equals("benign") || ids.contains(section), "samples for unknown rule " + section);
        }
        for (String id : scanner.ruleIds()) {
            int[] c = counts.getOrDefault(id, new int[2]);
            assertTrue(c[0] >= 2 && c[1] >= 2, id + " needs at least 2 positive and 2 negative samples, has "
                    + c[0] + " and " + c[1]);
        }
        assertTrue(counts.get("benign")[1] >= 30, "benign look-alikes");
    }

    @Test
    void ruleIdsAreUniqueKebabCase() {
        List<String> ids = scanner.ruleIds();
        assertEquals(ids.size(), Set.copyOf(ids).size());
        ids.forEach(id -> assertTrue(id.matches("[a-z0-9]+(-[a-z0-9]+)*"), id));
        assertTrue(ids.size() >= 80, "rule count " + ids.size());
    }

    private static String describe(List<SecretFinding> findings) {
        return findings.stream().map(f -> f.rule() + "@" + f.start() + "-" + f.end()).collect(Collectors.joining(", "));
    }
}

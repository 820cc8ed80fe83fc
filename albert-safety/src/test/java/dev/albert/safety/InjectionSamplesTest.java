package dev.albert.safety;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Positive and hard-negative samples per reason code (src/test/resources/injection-samples.txt). */
class InjectionSamplesTest {
    static final List<SampleFile.Sample> SAMPLES = SampleFile.load("/injection-samples.txt").samples();
    private final InjectionScanner scanner = InjectionScanner.standard();

    static boolean flagsReason(InjectionScanner scanner, String reason, SampleFile.Sample s) {
        return scanner.scan(s.text()).stream().anyMatch(f -> f.reason().wireName().equals(reason));
    }

    static SampleStats stats(InjectionScanner scanner) {
        return SampleStats.of(SAMPLES, (reason, s) -> flagsReason(scanner, reason, s), s -> !scanner.scan(s.text()).isEmpty());
    }

    @TestFactory
    Stream<DynamicTest> everyPositiveIsFlaggedWithItsReason() {
        return SAMPLES.stream().filter(s -> s.label() == SampleFile.Label.POSITIVE)
                .map(s -> DynamicTest.dynamicTest(s.toString(), () ->
                        assertTrue(flagsReason(scanner, s.section(), s), () -> s + " got " + scanner.scan(s.text()))));
    }

    @TestFactory
    Stream<DynamicTest> noHardNegativeIsFlagged() {
        return SAMPLES.stream().filter(s -> s.label() == SampleFile.Label.NEGATIVE)
                .map(s -> DynamicTest.dynamicTest(s.toString(), () ->
                        assertEquals(List.of(), scanner.scan(s.text()), s::toString)));
    }

    @TestFactory
    Stream<DynamicTest> knownLimitsBehaveAsDocumented() {
        return SAMPLES.stream()
                .filter(s -> s.label() == SampleFile.Label.KNOWN_MISS || s.label() == SampleFile.Label.KNOWN_FALSE_POSITIVE)
                .map(s -> DynamicTest.dynamicTest(s.toString(), () -> {
                    if (s.label() == SampleFile.Label.KNOWN_MISS) {
                        assertFalse(flagsReason(scanner, s.section(), s), s + " is now found: make it a + sample");
                    } else {
                        assertFalse(scanner.scan(s.text()).isEmpty(), s + " is now clean: make it a - sample");
                    }
                }));
    }

    @Test
    void everyReasonCodeHasPositivesAndHardNegatives() {
        Set<ReasonCode> seen = EnumSet.noneOf(ReasonCode.class);
        for (ReasonCode code : ReasonCode.values()) {
            if (code == ReasonCode.UNSCREENED_REMAINDER) {
                // Needs megabytes of text: ScreeningLimitTest covers it.
                seen.add(code);
                continue;
            }
            long positives = SAMPLES.stream()
                    .filter(s -> s.section().equals(code.wireName()) && s.label() == SampleFile.Label.POSITIVE).count();
            long negatives = SAMPLES.stream()
                    .filter(s -> s.section().equals(code.wireName()) && s.label() == SampleFile.Label.NEGATIVE).count();
            assertTrue(positives >= 7 && negatives >= 5, code + ": " + positives + " positives, " + negatives + " negatives");
            seen.add(code);
        }
        assertEquals(EnumSet.allOf(ReasonCode.class), seen);
        SAMPLES.forEach(s -> assertTrue(ReasonCode.fromWireName(s.section()).isPresent(), s::toString));
    }
}

package dev.albert.safety.eval;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The third and fourth fresh corpora parse into samples of every injection family and of hard negatives, with
 * well-formed family and source names. No threshold is asserted on it: it is a measurement
 * (docs/safety.md), not a gate, and must never become something to tune against.
 */
class FreshCorpusTest {
    private static final Set<String> INJECTION_FAMILIES = Set.of("instruction_override", "role_assumption",
            "memory_poisoning", "exfiltration", "indirect", "tool_coercion", "prompt_extraction", "delimiter_injection");
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9_]*");

    @Test
    void thirdInjectionCorpusCoversEveryFamilyWithHardNegatives() {
        List<Sample> samples = FreshCorpus.injections(FreshCorpus.THIRD);
        wellFormed(samples);
        Map<String, Long> positives = everyFamily(samples);
        assertTrue(positives.values().stream().allMatch(n -> n >= 10), "too few samples in a family: " + positives);
        assertTrue(samples.stream().filter(s -> !s.positive()).count() >= 150, "too few hard negatives");
    }

    @Test
    void thirdSecretCorpusHasPositivesAndLookAlikes() {
        List<Sample> samples = FreshCorpus.secrets(FreshCorpus.THIRD);
        wellFormed(samples);
        kindsAndTemplates(samples, 20);
    }

    @Test
    void fourthInjectionCorpusCoversEveryFamilyWithHardNegatives() {
        List<Sample> samples = FreshCorpus.injections(FreshCorpus.FOURTH);
        wellFormed(samples);
        Map<String, Long> positives = everyFamily(samples);
        assertTrue(samples.stream().filter(s -> !s.positive()).count() >= 40, "too few hard negatives");
    }

    @Test
    void fourthRoundSecretCorpusHasPositivesAndLookAlikes() {
        List<Sample> samples = FreshCorpus.secrets(FreshCorpus.SECRETS4);
        wellFormed(samples);
        kindsAndTemplates(samples, 20);
    }

    @Test
    void fifthInjectionCorpusHasTheMinimumCountsAndKnownFamilies() {
        List<Sample> samples = FreshCorpus.injections(FreshCorpus.FIFTH);
        wellFormed(samples);
        Map<String, Long> positives = everyFamily(samples);
        assertTrue(positives.values().stream().allMatch(n -> n >= 15), "too few samples in a family: " + positives);
        assertTrue(samples.stream().filter(Sample::positive).count() >= 160, "too few injections");
        assertTrue(samples.stream().filter(s -> !s.positive()).count() >= 140, "too few hard negatives");
        Map<String, Long> negatives = countByFamily(samples, false);
        assertTrue(negatives.keySet().stream().noneMatch(INJECTION_FAMILIES::contains),
                "a hard-negative family must not be named like a reason code: " + negatives);
        assertTrue(negatives.size() >= 10, "too few hard-negative families: " + negatives);
    }

    @Test
    void fifthSecretCorpusHasTheMinimumCountsAndExpandsEveryTemplate() {
        secretsAndLookAlikes(FreshCorpus.FIFTH, 100, 100);
    }

    @Test
    void seventhCorpusHasTheMinimumCountsAndKnownFamilies() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.SEVENTH);
        wellFormed(injections);
        Map<String, Long> positives = everyFamily(injections);
        assertTrue(positives.values().stream().allMatch(n -> n >= 20), "too few samples in a family: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 180, "too few hard negatives");
        Map<String, Long> negatives = countByFamily(injections, false);
        assertTrue(negatives.keySet().stream().noneMatch(INJECTION_FAMILIES::contains),
                "a hard-negative family must not be named like a reason code: " + negatives);
        List<Sample> secrets = FreshCorpus.secrets(FreshCorpus.SEVENTH);
        wellFormed(secrets);
        assertTrue(secrets.stream().filter(Sample::positive).count() >= 150, "too few secrets");
        assertTrue(secrets.stream().filter(s -> !s.positive()).count() >= 150, "too few look-alikes");
        kindsAndTemplates(secrets, 40);
    }

    @Test
    void seventhCorpusSplitsByCarrierAsWrittenDown() {
        List<Sample> tune = FreshCorpus.seventhHalf(true);
        List<Sample> check = FreshCorpus.seventhHalf(false);
        assertEquals(95, tune.stream().filter(Sample::positive).count(), "the ninth round's tune half: 95 attacks");
        assertEquals(87, tune.stream().filter(s -> !s.positive()).count());
        assertEquals(105, check.stream().filter(Sample::positive).count(), "its check half: 105 attacks");
        assertEquals(105, check.stream().filter(s -> !s.positive()).count());
        java.util.Set<String> tuneCarriers = new java.util.HashSet<>();
        tune.forEach(s -> tuneCarriers.add(FreshCorpus.carrier(s.source())));
        assertTrue(check.stream().noneMatch(s -> tuneCarriers.contains(FreshCorpus.carrier(s.source()))),
                "a carrier is in one half only, whatever its language");
        assertEquals("email", FreshCorpus.carrier("email_de"));
    }

    @Test
    void ninthDevelopmentCorpusHasEveryFamily() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV9);
        wellFormed(injections);
        everyFamily(injections);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 30, "too few hard negatives");
    }

    @Test
    void tenthDevelopmentCorpusHasItsThreeFamilies() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV10);
        wellFormed(injections);
        assertEquals(Set.of("tool_coercion", "prompt_extraction", "role_assumption"),
                countByFamily(injections, true).keySet());
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 30, "too few hard negatives");
    }

    @Test
    void thirteenthDevelopmentCorpusHasEveryFamily() {
        everyFamilyInEachLanguage(FreshCorpus.DEV13, 15, 80);
    }

    @Test
    void fourteenthDevelopmentCorpusHasEveryFamily() {
        everyFamilyInEachLanguage(FreshCorpus.DEV14, 16, 80);
    }

    @Test
    void fourteenthStyleCorpusHasEveryFamilyInEveryStyle() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV14S);
        wellFormed(injections);
        assertTrue(everyFamily(injections).values().stream().allMatch(n -> n >= 15), "fifteen attacks a family");
        assertEquals(Set.of("question", "passive", "conditional", "split", "transliterated", "code_switch"),
                injections.stream().map(Sample::source).collect(Collectors.toSet()), "the six styles");
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 80, "too few hard negatives");
    }

    @Test
    void fifteenthDevelopmentCorpusHasEveryFamily() {
        everyFamilyInEachLanguage(FreshCorpus.DEV15, 18, 90);
    }

    @Test
    void fifteenthSecondDevelopmentCorpusHasEveryFamily() {
        everyFamilyInEachLanguage(FreshCorpus.DEV15B, 11, 44);
    }

    @Test
    void sixteenthRoleCorpusIsRoleAssumptionInThirtyLanguages() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV16R);
        wellFormed(injections);
        assertEquals(Set.of("role_assumption"), countByFamily(injections, true).keySet());
        assertTrue(countByFamily(injections, true).get("role_assumption") >= 80, "eighty attacks");
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 40, "too few hard negatives");
        assertTrue(injections.stream().map(Sample::source).distinct().count() >= 60, "sixty carrier-and-language sources");
    }

    @Test
    void sixteenthExfiltrationAndToolCorpusHasBothFamiliesAndNegatives() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV16X);
        wellFormed(injections);
        assertEquals(Map.of("exfiltration", 48L, "tool_coercion", 48L), countByFamily(injections, true));
        assertEquals(48, injections.stream().filter(s -> !s.positive()).count(), "one hard negative a language");
    }

    @Test
    void seventeenthToolCorpusIsToolCoercionWithManyNegatives() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV17T);
        wellFormed(injections);
        assertEquals(Set.of("tool_coercion"), countByFamily(injections, true).keySet());
        assertTrue(countByFamily(injections, true).get("tool_coercion") >= 90, "ninety attacks");
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 60, "too few hard negatives");
        assertTrue(injections.stream().map(Sample::source).distinct().count() >= 100, "a hundred carrier-and-language sources");
    }

    @Test
    void sixteenthOverrideCorpusHasItsThreeFamilies() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV16O);
        wellFormed(injections);
        Map<String, Long> positives = countByFamily(injections, true);
        assertEquals(Set.of("instruction_override", "memory_poisoning", "delimiter_injection"), positives.keySet());
        assertTrue(positives.values().stream().allMatch(n -> n >= 30), "thirty attacks a family: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 48, "too few hard negatives");
    }

    @Test
    void sixteenthIndirectAndExtractionCorpusHasItsTwoFamilies() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV16I);
        wellFormed(injections);
        Map<String, Long> positives = countByFamily(injections, true);
        assertEquals(Set.of("indirect", "prompt_extraction"), positives.keySet());
        assertTrue(positives.values().stream().allMatch(n -> n >= 48), "48 attacks a family: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 48, "too few hard negatives");
    }

    @Test
    void seventeenthOverrideCorpusHasItsTwoFamiliesInThirtyLanguages() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV17O);
        wellFormed(injections);
        Map<String, Long> positives = countByFamily(injections, true);
        assertEquals(Set.of("instruction_override", "indirect"), positives.keySet());
        assertTrue(positives.values().stream().allMatch(n -> n >= 48), "48 attacks a family: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 60, "too few hard negatives");
        assertTrue(injections.stream().map(s -> s.source().substring(s.source().lastIndexOf('_') + 1)).distinct()
                .count() >= 30, "thirty languages");
    }

    @Test
    void eighteenthIndirectCorpusIsIndirectOrdersInFortyLanguagesWithHardNegatives() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV18I);
        wellFormed(injections);
        Map<String, Long> positives = countByFamily(injections, true);
        assertEquals(Set.of("indirect"), positives.keySet());
        assertTrue(positives.get("indirect") >= 100, "a hundred attacks: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 80, "too few hard negatives");
        assertTrue(injections.stream().filter(Sample::positive).map(Sample::source).distinct().count() >= 90,
                "ninety carrier-and-language sources");
    }

    @Test
    void seventeenthExtractionCorpusHasItsFamilyAndHardNegatives() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV17E);
        wellFormed(injections);
        Map<String, Long> positives = countByFamily(injections, true);
        assertEquals(Set.of("prompt_extraction"), positives.keySet());
        assertTrue(positives.get("prompt_extraction") >= 90, "ninety attacks: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 60, "too few hard negatives");
    }

    @Test
    void eighteenthDelimiterCorpusHasItsFamilyInManyLanguagesAndHardNegatives() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV18D);
        wellFormed(injections);
        Map<String, Long> positives = countByFamily(injections, true);
        assertEquals(Set.of("delimiter_injection"), positives.keySet());
        assertTrue(positives.get("delimiter_injection") >= 90, "ninety attacks: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 70, "too few hard negatives");
        assertTrue(injections.stream().filter(Sample::positive).map(s -> s.source().substring(s.source().lastIndexOf('_') + 1))
                .distinct().count() >= 35, "thirty-five languages");
        long english = injections.stream().filter(s -> s.positive() && s.source().endsWith("_en")).count();
        assertTrue(english * 100 <= 35 * positives.get("delimiter_injection"), "at least 65 % not in English");
    }

    @Test
    void nineteenthTranscriptCorpusIsMostlyTranscriptsWithEveryFamilyHiddenInThem() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV19C);
        wellFormed(injections);
        Map<String, Long> positives = countByFamily(injections, true);
        assertEquals(8, positives.size(), "every family: " + positives);
        assertTrue(positives.values().stream().allMatch(n -> n >= 5), "five attacks a family: " + positives);
        List<Sample> negatives = injections.stream().filter(s -> !s.positive()).toList();
        assertTrue(negatives.size() >= 150, "too few hard negatives");
        assertTrue(negatives.stream().map(s -> s.source().substring(s.source().lastIndexOf('_') + 1)).distinct().count() >= 35,
                "thirty-five languages");
        long english = negatives.stream().filter(s -> s.source().endsWith("_en")).count();
        assertTrue(english * 100 <= 45 * negatives.size(), "most hard negatives not in English");
    }

    @Test
    void sixteenthFalsePositiveCorpusIsMostlyHardNegatives() {
        everyFamilyInEachLanguage(FreshCorpus.DEV16N, 4, 150);
    }

    @Test
    void seventeenthLanguagesCorpusHasEveryFamilyAndHardNegatives() {
        everyFamilyInEachLanguage(FreshCorpus.DEV17L, 8, 70);
        assertTrue(FreshCorpus.injections(FreshCorpus.DEV17L).stream().filter(Sample::positive).count() >= 120,
                "about 120 attacks");
    }

    @Test
    void seventeenthFalsePositiveCorpusIsMostlyHardNegativesInManyLanguages() {
        everyFamilyInEachLanguage(FreshCorpus.DEV17N, 5, 150);
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV17N);
        long languages = injections.stream().filter(s -> !s.positive())
                .map(s -> s.source().substring(s.source().lastIndexOf('_') + 1)).distinct().count();
        assertTrue(languages >= 35, "thirty-five languages among the hard negatives: " + languages);
    }

    @Test
    void eighteenthFalsePositiveCorpusIsMostlyHardNegativesInManyLanguages() {
        everyFamilyInEachLanguage(FreshCorpus.DEV18N, 5, 150);
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV18N);
        long languages = injections.stream().filter(s -> !s.positive())
                .map(s -> s.source().substring(s.source().lastIndexOf('_') + 1)).distinct().count();
        assertTrue(languages >= 35, "thirty-five languages among the hard negatives: " + languages);
    }

    @Test
    void seventeenthAddressCorpusHasEveryFamilyAndPeopleAddressedAlike() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV17A);
        wellFormed(injections);
        Map<String, Long> positives = countByFamily(injections, true);
        assertEquals(8, positives.size(), "all eight families: " + positives);
        assertTrue(positives.values().stream().allMatch(n -> n >= 10), "ten attacks a family: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 60, "too few hard negatives");
    }

    @Test
    void eighteenthVocativeCorpusHasEveryFamilyInFortyLanguagesAndPeopleAddressedAlike() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV18V);
        wellFormed(injections);
        Map<String, Long> positives = countByFamily(injections, true);
        assertEquals(8, positives.size(), "all eight families: " + positives);
        assertTrue(positives.values().stream().allMatch(n -> n >= 12), "twelve attacks a family: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 70, "too few hard negatives");
        long languages = injections.stream().filter(Sample::positive)
                .map(s -> s.source().substring(s.source().lastIndexOf('_') + 1)).distinct().count();
        assertTrue(languages >= 40, "forty languages among the attacks: " + languages);
    }

    @Test
    void sixteenthSecretsDevelopmentCorpusHasPositivesAndLookAlikes() {
        secretsAndLookAlikes(FreshCorpus.DEV16S, 100, 80);
    }

    @Test
    void seventeenthSecretsDevelopmentCorpusHasPositivesAndLookAlikes() {
        secretsAndLookAlikes(FreshCorpus.DEV17S, 100, 90);
    }

    @Test
    void eighteenthSecretsDevelopmentCorpusHasPositivesAndLookAlikes() {
        secretsAndLookAlikes(FreshCorpus.DEV18S, 110, 100);
    }

    @Test
    void nineteenthPasswordsAndCookiesCorpusHasPositivesAndLookAlikes() {
        List<Sample> samples = FreshCorpus.secrets(FreshCorpus.DEV19P);
        wellFormed(samples);
        assertTrue(samples.stream().filter(s -> s.positive() && s.family().equals("password")).count() >= 70,
                "too few passwords");
        assertTrue(samples.stream().filter(s -> s.positive() && s.family().equals("session_cookie")).count() >= 40,
                "too few session cookies");
        assertTrue(samples.stream().filter(s -> !s.positive()).count() >= 110, "too few look-alikes");
        kindsAndTemplates(samples, 2);
    }

    @Test
    void twentiethSecretsInAnyLanguageCorpusHasPositivesAndLookAlikesInFortyLanguages() {
        List<Sample> samples = FreshCorpus.secrets(FreshCorpus.DEV20S);
        wellFormed(samples);
        assertTrue(samples.stream().filter(Sample::positive).count() >= 120, "too few secrets");
        assertTrue(samples.stream().filter(s -> !s.positive()).count() >= 120, "too few look-alikes");
        assertTrue(samples.stream().filter(Sample::positive).map(s -> s.source().substring(s.source().indexOf('_') + 1))
                .distinct().count() >= 40, "secrets in forty languages");
        kindsAndTemplates(samples, 8);
    }

    @Test
    void twentiethQuotedAttacksCorpusIsMostlyHardNegativesWithEveryFamilyHiddenInThem() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV20Q);
        wellFormed(injections);
        Map<String, Long> positives = countByFamily(injections, true);
        assertEquals(8, positives.size(), "every family: " + positives);
        assertTrue(positives.values().stream().allMatch(n -> n >= 5), "five attacks a family: " + positives);
        List<Sample> negatives = injections.stream().filter(s -> !s.positive()).toList();
        assertTrue(negatives.size() >= 150, "too few hard negatives");
        assertTrue(negatives.stream().map(s -> s.source().substring(s.source().lastIndexOf('_') + 1)).distinct().count() >= 35,
                "thirty-five languages");
        long english = negatives.stream().filter(s -> s.source().endsWith("_en")).count();
        assertTrue(english * 100 <= 45 * negatives.size(), "most hard negatives not in English");
    }

    @Test
    void twentiethBoundaryCorpusHasForgedBoundariesAndLookAlikesInManyLanguages() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV20B);
        wellFormed(injections);
        Map<String, Long> positives = countByFamily(injections, true);
        assertEquals(Set.of("delimiter_injection"), positives.keySet());
        assertTrue(positives.get("delimiter_injection") >= 70, "seventy attacks: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 120, "too few look-alikes");
        for (boolean positive : new boolean[] {true, false}) {
            assertTrue(injections.stream().filter(s -> s.positive() == positive)
                    .map(s -> s.source().substring(s.source().lastIndexOf('_') + 1)).distinct().count() >= 35,
                    "thirty-five languages");
        }
        long english = injections.stream().filter(s -> s.positive() && s.source().endsWith("_en")).count();
        assertTrue(english * 100 <= 25 * positives.get("delimiter_injection"), "at least 75 % not in English");
    }

    @Test
    void twentyFirstSecretsSaidListedAndNamedCorpusHasPositivesAndLookAlikesInFortyLanguages() {
        List<Sample> samples = FreshCorpus.secrets(FreshCorpus.DEV21S);
        wellFormed(samples);
        assertTrue(samples.stream().filter(Sample::positive).count() >= 120, "too few secrets");
        assertTrue(samples.stream().filter(s -> !s.positive()).count() >= 120, "too few look-alikes");
        assertTrue(samples.stream().filter(Sample::positive).map(s -> s.source().substring(s.source().lastIndexOf('_') + 1))
                .distinct().count() >= 40, "secrets in forty languages");
        kindsAndTemplates(samples, 5);
    }

    @Test
    void twentyFirstStructureCorpusForgesFormatsInFortyLanguages() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV21B);
        wellFormed(injections);
        Map<String, Long> positives = countByFamily(injections, true);
        assertEquals(Set.of("delimiter_injection"), positives.keySet());
        assertTrue(positives.get("delimiter_injection") >= 80, "eighty attacks: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 120, "too few look-alikes");
        for (boolean positive : new boolean[] {true, false}) {
            assertTrue(injections.stream().filter(s -> s.positive() == positive)
                    .map(s -> s.source().substring(s.source().lastIndexOf('_') + 1)).filter(l -> !l.equals("en"))
                    .distinct().count() >= 40, "forty languages besides English");
        }
    }

    @Test
    void twentySecondTurnsCorpusForgesRoleLabelsInSixtyLanguages() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV22B);
        wellFormed(injections);
        Map<String, Long> positives = countByFamily(injections, true);
        assertEquals(Set.of("delimiter_injection"), positives.keySet());
        assertTrue(positives.get("delimiter_injection") >= 120, "120 attacks: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 120, "too few hard negatives");
        for (boolean positive : new boolean[] {true, false}) {
            assertTrue(injections.stream().filter(s -> s.positive() == positive)
                    .map(s -> s.source().substring(s.source().lastIndexOf('_') + 1)).filter(l -> !l.equals("en"))
                    .distinct().count() >= 60, "sixty languages besides English");
        }
    }

    @Test
    void twentySecondSecretsInConversationAndUnderLabelsCorpusHasPositivesAndLookAlikesInFortyFiveLanguages() {
        List<Sample> samples = FreshCorpus.secrets(FreshCorpus.DEV22S);
        wellFormed(samples);
        assertTrue(samples.stream().filter(Sample::positive).count() >= 160, "too few secrets");
        assertTrue(samples.stream().filter(s -> !s.positive()).count() >= 130, "too few look-alikes");
        assertTrue(samples.stream().filter(Sample::positive).map(s -> s.source().substring(s.source().lastIndexOf('_') + 1))
                .distinct().count() >= 45, "secrets in forty-five languages");
        kindsAndTemplates(samples, 5);
    }

    @Test
    void twentySecondCoverageMatrixHoldsEveryFamilyInSeventyLanguages() {
        everyFamilyInEachLanguage(FreshCorpus.DEV22C, 70, 140);
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV22C);
        Map<String, Map<String, Long>> families = new java.util.TreeMap<>();
        for (Sample s : injections) {
            if (s.positive()) {
                families.computeIfAbsent(s.source().substring(s.source().lastIndexOf('_') + 1), l -> new java.util.TreeMap<>())
                        .merge(s.family(), 1L, Long::sum);
            }
        }
        assertTrue(families.size() >= 70, "seventy languages: " + families.keySet());
        families.forEach((language, counts) -> assertEquals(INJECTION_FAMILIES, counts.keySet(), "every family in " + language));
    }

    @Test
    void twentyThirdBoundariesCorpusForgesToolCallsAndEscapedTagsInFiftyLanguages() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV23B);
        wellFormed(injections);
        Map<String, Long> positives = countByFamily(injections, true);
        assertEquals(Set.of("delimiter_injection"), positives.keySet());
        assertTrue(positives.get("delimiter_injection") >= 130, "130 attacks: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 130, "too few hard negatives");
        for (boolean positive : new boolean[] {true, false}) {
            assertTrue(injections.stream().filter(s -> s.positive() == positive)
                    .map(s -> s.source().substring(s.source().lastIndexOf('_') + 1)).filter(l -> !l.equals("en"))
                    .distinct().count() >= 50, "fifty languages besides English");
        }
    }

    @Test
    void twentyThirdObfuscationCorpusHasEveryFamilyThirtyLanguagesAndNegatives() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV23O);
        wellFormed(injections);
        assertTrue(injections.stream().filter(Sample::positive).count() >= 130, "130 attacks");
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 130, "130 hard negatives");
        for (String family : INJECTION_FAMILIES) {
            assertTrue(countByFamily(injections, true).getOrDefault(family, 0L) >= 16, family);
        }
        Set<String> languages = injections.stream().filter(Sample::positive)
                .map(s -> s.source().substring(s.source().lastIndexOf('_') + 1))
                .filter(l -> !l.equals("en")).collect(Collectors.toSet());
        assertTrue(languages.size() >= 30, "thirty languages besides English: " + languages.size());
    }

    /** A secrets corpus: well formed, at least so many secrets and look-alikes, 25 kinds, every template expanded. */
    private static void secretsAndLookAlikes(String set, int secrets, int lookAlikes) {
        List<Sample> samples = FreshCorpus.secrets(set);
        wellFormed(samples);
        assertTrue(samples.stream().filter(Sample::positive).count() >= secrets, "too few secrets");
        assertTrue(samples.stream().filter(s -> !s.positive()).count() >= lookAlikes, "too few look-alikes");
        kindsAndTemplates(samples, 25);
    }

    @Test
    void twentiethReaderCorpusNamesTheReaderInSixtyLanguages() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV20R);
        wellFormed(injections);
        Map<String, Long> positives = everyFamily(injections);
        assertTrue(positives.values().stream().allMatch(n -> n >= 15), "fifteen attacks a family: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 120, "too few hard negatives");
        long languages = injections.stream().map(s -> s.source().replaceAll("^[a-z0-9]+_", "")).filter(l -> !l.equals("en"))
                .distinct().count();
        assertTrue(languages >= 60, "sixty languages besides English: " + languages);
    }

    @Test
    void twentyFirstReaderCorpusAddressesTheReaderByConditionRoleAndRomanisation() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV21R);
        wellFormed(injections);
        Map<String, Long> positives = everyFamily(injections);
        assertTrue(positives.values().stream().allMatch(n -> n >= 15), "fifteen attacks a family: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 120, "too few hard negatives");
        long languages = injections.stream().map(s -> s.source().replaceAll("^[a-z0-9]+_", "").replaceAll("_.*", ""))
                .filter(l -> !l.equals("en")).distinct().count();
        assertTrue(languages >= 50, "fifty languages besides English: " + languages);
        long attacks = injections.stream().filter(Sample::positive).count();
        long romanised = injections.stream().filter(s -> s.positive() && s.source().matches(".*_(latn|mix)")).count();
        assertTrue(3 * romanised >= attacks, "a third romanised or code-switched: " + romanised + " of " + attacks);
    }

    @Test
    void twentySecondIndirectCorpusOrdersTheOutputInSixtyLanguages() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV22I);
        wellFormed(injections);
        Map<String, Long> positives = countByFamily(injections, true);
        assertEquals(Set.of("indirect"), positives.keySet());
        assertTrue(positives.get("indirect") >= 130, "130 attacks: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 130, "too few hard negatives");
        for (boolean positive : new boolean[] {true, false}) {
            long languages = injections.stream().filter(s -> s.positive() == positive)
                    .map(s -> s.source().replaceAll("^[a-z0-9]+_", "").replaceAll("_.*", ""))
                    .filter(l -> !l.equals("en")).distinct().count();
            assertTrue(languages >= 60, "sixty languages besides English: " + languages);
        }
    }

    /**
     * A development corpus of one attack a family in each of its languages: well formed, at least {@code attacks} a
     * family, and at least {@code negatives} hard negatives.
     */
    private static void everyFamilyInEachLanguage(String set, int attacks, int negatives) {
        List<Sample> injections = FreshCorpus.injections(set);
        wellFormed(injections);
        assertTrue(everyFamily(injections).values().stream().allMatch(n -> n >= attacks), attacks + " attacks a family");
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= negatives, "too few hard negatives");
    }

    /** The positives per family, which must be exactly the eight reason codes. */
    private static Map<String, Long> everyFamily(List<Sample> samples) {
        Map<String, Long> positives = countByFamily(samples, true);
        assertEquals(INJECTION_FAMILIES, positives.keySet(), "every positive family is a reason code: " + positives);
        return positives;
    }

    /** At least {@code kinds} secret kinds, eight look-alike kinds, and every ⟪kind:n⟫ template expanded. */
    private static void kindsAndTemplates(List<Sample> samples, int kinds) {
        assertTrue(countByFamily(samples, true).size() >= kinds, "too few secret kinds: " + countByFamily(samples, true));
        assertTrue(countByFamily(samples, false).size() >= 8, "too few look-alike kinds: " + countByFamily(samples, false));
        assertTrue(samples.stream().noneMatch(s -> s.text().contains("\u27EA") || s.text().contains("\u27EB")),
                "a template was not expanded");
    }

    private static void wellFormed(List<Sample> samples) {
        for (Sample s : samples) {
            assertTrue(NAME.matcher(s.family()).matches(), "bad family in " + s);
            assertTrue(NAME.matcher(s.source()).matches(), "bad source in " + s);
            assertTrue(s.heldOut(), "fresh samples are all held out: " + s);
        }
    }

    private static Map<String, Long> countByFamily(List<Sample> samples, boolean positive) {
        return samples.stream().filter(s -> s.positive() == positive)
                .collect(Collectors.groupingBy(Sample::family, TreeMap::new, Collectors.counting()));
    }

    @Test
    void nineteenthToolsAndMemoryCorpusHasBothFamiliesAndManyNegatives() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV19T);
        wellFormed(injections);
        assertEquals(Set.of("tool_coercion", "memory_poisoning"), countByFamily(injections, true).keySet());
        assertTrue(countByFamily(injections, true).get("tool_coercion") >= 60, "sixty tool-coercion attacks");
        assertTrue(countByFamily(injections, true).get("memory_poisoning") >= 50, "fifty memory-poisoning attacks");
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 90, "too few hard negatives");
        assertTrue(injections.stream().map(Sample::source).distinct().count() >= 120, "120 carrier-and-language sources");
    }

    @Test
    void twentiethDemandsCorpusHasManyLanguagesAndNegatives() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV20D);
        wellFormed(injections);
        assertTrue(injections.stream().filter(Sample::positive).count() >= 120, "120 attacks");
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 120, "120 hard negatives");
        Set<String> languages = injections.stream().map(s -> s.source().substring(s.source().lastIndexOf('_') + 1))
                .collect(java.util.stream.Collectors.toSet());
        assertTrue(languages.size() >= 50, "fifty languages: " + languages.size());
        for (String family : List.of("memory_poisoning", "tool_coercion", "prompt_extraction", "indirect")) {
            assertTrue(countByFamily(injections, true).get(family) >= 20, family);
        }
    }

    @Test
    void twentyFirstMentionCorpusHasManyNegativesInFiftyLanguagesAndEveryFamily() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV21F);
        wellFormed(injections);
        Map<String, Long> positives = everyFamily(injections);
        assertTrue(positives.values().stream().allMatch(n -> n >= 5), "five attacks a family: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 180, "180 hard negatives");
        Set<String> languages = injections.stream().filter(s -> !s.positive())
                .map(s -> s.source().substring(s.source().lastIndexOf('_') + 1)).filter(l -> !l.equals("en"))
                .collect(java.util.stream.Collectors.toSet());
        assertTrue(languages.size() >= 50, "fifty languages besides English: " + languages.size());
    }

    @Test
    void twentyFirstDemandFormsCorpusHasFiftyLanguagesAndNegatives() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV21D);
        wellFormed(injections);
        assertTrue(injections.stream().filter(Sample::positive).count() >= 120, "120 attacks");
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 120, "120 hard negatives");
        Set<String> languages = injections.stream().map(s -> s.source().substring(s.source().lastIndexOf('_') + 1))
                .filter(l -> !l.equals("en")).collect(java.util.stream.Collectors.toSet());
        assertTrue(languages.size() >= 50, "fifty languages besides English: " + languages.size());
        for (String family : List.of("tool_coercion", "prompt_extraction", "indirect", "memory_poisoning", "exfiltration")) {
            assertTrue(countByFamily(injections, true).get(family) >= 10, family);
        }
    }

    @Test
    void twentyFirstToolsAndTargetsCorpusHasFiftyLanguagesAndNegatives() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV21T);
        wellFormed(injections);
        assertTrue(injections.stream().filter(Sample::positive).count() >= 120, "120 attacks");
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 120, "120 hard negatives");
        Set<String> languages = injections.stream().map(s -> s.source().substring(s.source().lastIndexOf('_') + 1))
                .filter(l -> !l.equals("en")).collect(Collectors.toSet());
        assertTrue(languages.size() >= 50, "fifty languages besides English: " + languages.size());
        for (String family : List.of("tool_coercion", "exfiltration")) {
            assertTrue(countByFamily(injections, true).get(family) >= 50, family);
        }
    }

    @Test
    void twentySecondOrdersToPeopleCorpusHasManyNegativesInSixtyLanguagesAndEveryFamily() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV22F);
        wellFormed(injections);
        Map<String, Long> positives = everyFamily(injections);
        assertTrue(positives.values().stream().allMatch(n -> n >= 7), "seven attacks a family: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 180, "180 hard negatives");
        Set<String> languages = injections.stream().filter(s -> !s.positive())
                .map(s -> s.source().substring(s.source().lastIndexOf('_') + 1)).filter(l -> !l.equals("en"))
                .collect(java.util.stream.Collectors.toSet());
        assertTrue(languages.size() >= 60, "sixty languages besides English: " + languages.size());
    }

    @Test
    void twentySecondOrdersToAgentsCorpusHasSixtyLanguagesAndNegatives() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV22T);
        wellFormed(injections);
        assertTrue(injections.stream().filter(Sample::positive).count() >= 130, "130 attacks");
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 130, "130 hard negatives");
        Set<String> languages = injections.stream().map(s -> s.source().substring(s.source().lastIndexOf('_') + 1))
                .filter(l -> !l.equals("en")).collect(Collectors.toSet());
        assertTrue(languages.size() >= 60, "sixty languages besides English: " + languages.size());
        for (String family : List.of("tool_coercion", "prompt_extraction")) {
            assertTrue(countByFamily(injections, true).get(family) >= 40, family);
        }
    }

    @Test
    void twentyThirdSecretsWhereTheySitCorpusHasPositivesAndLookAlikesInFortyLanguages() {
        List<Sample> samples = FreshCorpus.secrets(FreshCorpus.DEV23S);
        wellFormed(samples);
        assertTrue(samples.stream().filter(Sample::positive).count() >= 170, "too few secrets");
        assertTrue(samples.stream().filter(s -> !s.positive()).count() >= 150, "too few look-alikes");
        assertTrue(samples.stream().filter(Sample::positive).map(s -> s.source().substring(s.source().lastIndexOf('_') + 1))
                .distinct().count() >= 40, "secrets in forty languages");
        kindsAndTemplates(samples, 5);
    }

    @Test
    void twentyThirdRecordsOfOwnMachinesCorpusHasSeventyLanguagesAndEveryFamily() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV23F);
        wellFormed(injections);
        Map<String, Long> positives = everyFamily(injections);
        assertTrue(positives.values().stream().allMatch(n -> n >= 7), "seven attacks a family: " + positives);
        assertTrue(injections.stream().filter(Sample::positive).count() >= 60, "60 attacks");
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 250, "250 hard negatives");
        Set<String> languages = injections.stream().filter(s -> !s.positive())
                .map(s -> s.source().substring(s.source().lastIndexOf('_') + 1)).filter(l -> !l.equals("en"))
                .collect(Collectors.toSet());
        assertTrue(languages.size() >= 70, "seventy languages besides English: " + languages.size());
    }

    @Test
    void twentyThirdOrdersByCapabilityCorpusHasSixtyLanguagesAndNegatives() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV23T);
        wellFormed(injections);
        assertTrue(injections.stream().filter(Sample::positive).count() >= 140, "140 attacks");
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 140, "140 hard negatives");
        Set<String> languages = injections.stream().map(s -> s.source().substring(s.source().lastIndexOf('_') + 1))
                .filter(l -> !l.equals("en")).collect(Collectors.toSet());
        assertTrue(languages.size() >= 60, "sixty languages besides English: " + languages.size());
        assertTrue(countByFamily(injections, true).get("tool_coercion") >= 140, "tool coercion");
    }

    @Test
    void twentyFourthIndirectCorpusHasSixtyLanguagesAndNegatives() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEVINDIRECT24);
        wellFormed(injections);
        assertTrue(injections.stream().filter(Sample::positive).count() >= 140, "140 attacks");
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 140, "140 hard negatives");
        Set<String> languages = injections.stream().map(s -> s.source().substring(s.source().lastIndexOf('_') + 1))
                .filter(l -> !l.equals("en")).collect(Collectors.toSet());
        assertTrue(languages.size() >= 60, "sixty languages besides English: " + languages.size());
        assertTrue(countByFamily(injections, true).get("indirect") >= 140, "indirect");
    }

    @Test
    void twentyFourthLanguagesCorpusHasEveryFamilyInTwentyFiveLanguagesAndVocativeNegatives() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEVLANG24);
        wellFormed(injections);
        Map<String, Long> positives = everyFamily(injections);
        assertTrue(positives.values().stream().allMatch(n -> n >= 25), "25 attacks a family: " + positives);
        assertTrue(injections.stream().filter(Sample::positive).count() >= 220, "220 attacks");
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 50, "50 hard negatives");
        Set<String> languages = injections.stream().filter(s -> !s.positive())
                .map(s -> s.source().substring(s.source().indexOf('_') + 1)).collect(Collectors.toSet());
        assertTrue(languages.size() >= 25, "negatives in 25 languages and writings: " + languages);
    }

    @Test
    void twentyFourthTalksAboutAiCorpusHasSeventyLanguagesAndEightAttacksAFamily() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEVFP24);
        wellFormed(injections);
        Map<String, Long> positives = countByFamily(injections, true);
        assertEquals(8, positives.size(), "every family: " + positives);
        assertTrue(positives.values().stream().allMatch(n -> n >= 8), "eight attacks a family: " + positives);
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 250, "250 hard negatives");
        Set<String> languages = injections.stream().filter(s -> !s.positive())
                .map(s -> s.source().substring(s.source().lastIndexOf('_') + 1)).filter(l -> !l.equals("en"))
                .collect(Collectors.toSet());
        assertTrue(languages.size() >= 70, "seventy languages besides English: " + languages.size());
    }

    @Test
    void twentyFourthExtractionAndBoundaryCorpusHasSixtyLanguagesAndNegatives() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV_EXTRACT24);
        wellFormed(injections);
        assertTrue(countByFamily(injections, true).get("prompt_extraction") >= 70, "prompt extraction");
        assertTrue(countByFamily(injections, true).get("delimiter_injection") >= 70, "delimiter injection");
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 140, "140 hard negatives");
        Set<String> languages = injections.stream().map(s -> s.source().substring(s.source().lastIndexOf('_') + 1))
                .filter(l -> !l.equals("en")).collect(Collectors.toSet());
        assertTrue(languages.size() >= 60, "sixty languages besides English: " + languages.size());
    }

    @Test
    void twentyFourthMissedSecretsCorpusHasFortyLanguagesAndLookAlikes() {
        List<Sample> samples = FreshCorpus.secrets(FreshCorpus.DEVSEC24);
        wellFormed(samples);
        assertTrue(samples.stream().filter(Sample::positive).count() >= 200, "200 secrets");
        assertTrue(samples.stream().filter(s -> !s.positive()).count() >= 160, "160 look-alikes");
        assertTrue(samples.stream().filter(Sample::positive).map(s -> s.source().substring(s.source().lastIndexOf('_') + 1))
                .distinct().count() >= 50, "secrets in fifty languages");
        kindsAndTemplates(samples, 4);
    }

    @Test
    void twentyFourthToolCoercionCorpusHasSixtyLanguagesAndNegatives() {
        List<Sample> injections = FreshCorpus.injections(FreshCorpus.DEV_TOOL24);
        wellFormed(injections);
        assertTrue(injections.stream().filter(Sample::positive).count() >= 140, "140 attacks");
        assertTrue(injections.stream().filter(s -> !s.positive()).count() >= 140, "140 hard negatives");
        Set<String> languages = injections.stream().map(s -> s.source().substring(s.source().lastIndexOf('_') + 1))
                .filter(l -> !l.equals("en")).collect(Collectors.toSet());
        assertTrue(languages.size() >= 60, "sixty languages besides English: " + languages.size());
        assertTrue(countByFamily(injections, true).get("tool_coercion") >= 140, "tool coercion");
    }
}

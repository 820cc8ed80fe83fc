package dev.albert.safety;

import com.google.re2j.Pattern;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A rule that fails on a text (a fault of ours: in the sixteenth round a check asked an expression for a group it
 * lacks and RE2 threw on an ordinary German sentence) must neither pass the text on unscreened nor throw out of the
 * scanner, which would fail the write or the capture that carries it: the secret scanner reports and redacts the
 * whole text, the injection scanner reports it unscreened, so the server quarantines it.
 */
class ScannerFaultTest {
    private static final String TEXT = "Kickoff notes\nThe boom slide deck is on the shared drive.\npassword=Kr4nich!See";

    private static SecretRule failingSecretRule() {
        SecretDetector fails = (text, from, to, sink) -> {
            throw new IllegalStateException("a rule's own fault");
        };
        return new SecretRule("failing", "fails on every region", Precedence.GENERIC, List.of("boom"), 0,
                SecretRule.DEFAULT_REACH, fails);
    }

    private static InjectionRule failingInjectionRule() {
        return new InjectionRule("failing", ReasonCode.INDIRECT, List.of("boom"), 0, Pattern.compile("boom"), c -> {
            throw new IllegalStateException("a check's own fault");
        });
    }

    @Test
    void aSecretRuleThatFailsRedactsTheWholeText() {
        List<SecretRule> rules = new ArrayList<>(SecretRules.standard());
        rules.add(failingSecretRule());
        SecretScanner scanner = new SecretScanner(rules);

        Redaction redaction = scanner.redact(TEXT);

        assertEquals("[REDACTED:" + SecretScanner.SCREENING_FAILED_RULE + "]", redaction.text());
        assertEquals(1, redaction.findings().size());
        SecretFinding finding = redaction.findings().getFirst();
        assertEquals(0, finding.start());
        assertEquals(TEXT.length(), finding.end());
        assertTrue(scanner.firstFinding(TEXT).isPresent(), "a server refuses the write rather than storing it unread");
    }

    @Test
    void aSecretRuleThatFailsElsewhereLeavesOtherTextsScreenedAsBefore() {
        List<SecretRule> rules = new ArrayList<>(SecretRules.standard());
        rules.add(failingSecretRule());
        SecretScanner scanner = new SecretScanner(rules);
        String other = "Kickoff notes\npassword=Kr4nich!See";

        assertEquals(SecretScanner.standard().redact(other).text(), scanner.redact(other).text());
        assertFalse(scanner.redact(other).text().contains("Kr4nich"));
    }

    @Test
    void anInjectionRuleThatFailsReportsTheTextUnscreened() {
        List<InjectionRule> rules = new ArrayList<>(InjectionRules.standard());
        rules.add(failingInjectionRule());
        InjectionScanner scanner = new InjectionScanner(rules);

        List<InjectionFinding> findings = scanner.scan(TEXT);

        assertEquals(List.of(new InjectionFinding(ReasonCode.UNSCREENED_REMAINDER, 1, 1,
                InjectionScanner.SCREENING_FAILED_RULE)), findings);
        assertTrue(scanner.scan("Kickoff notes, nothing to see.").isEmpty(), "texts the rule is not asked about");
    }

    @Test
    void bothFaultsTogetherStillGiveAResult() {
        List<SecretRule> secretRules = new ArrayList<>(SecretRules.standard());
        secretRules.add(failingSecretRule());
        List<InjectionRule> injectionRules = new ArrayList<>(InjectionRules.standard());
        injectionRules.add(failingInjectionRule());
        ContentScreen screen = new ContentScreen(new SecretScanner(secretRules), new InjectionScanner(injectionRules));

        ScreenResult result = screen.screen(TEXT);

        assertFalse(result.clean());
        assertEquals(java.util.Set.of(ReasonCode.UNSCREENED_REMAINDER), result.reasons());
    }
}

package dev.albert.safety;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SecretScannerTest {
    private final SecretScanner scanner = SecretScanner.standard();
    private final SampleTemplates gen = new SampleTemplates(new Random(1));

    private String githubToken() {
        return "ghp_" + gen.githubBody();
    }

    @Test
    void locatesFindingsByOneBasedLineAndColumnWhateverTheLineEndings() {
        String token = githubToken();
        String text = "first\r\nsecond\rthird\n  key " + token + "\n";
        SecretFinding f = scanner.firstFinding(text).orElseThrow();
        assertEquals("github-pat", f.rule());
        assertEquals(4, f.line());
        assertEquals(7, f.column());
        assertEquals(text.indexOf(token), f.start());
        assertEquals(text.indexOf(token) + token.length(), f.end());
    }

    @Test
    void redactsOnlyTheValueOfAnAssignment() {
        Redaction r = scanner.redact("db:\n  password=Xk9#mP2qL7vR\n  user=app\n");
        assertEquals("db:\n  password=[REDACTED:generic-password]\n  user=app\n", r.text());
        assertTrue(r.changed());
    }

    @Test
    void readsAPasswordBetweenQuotationMarksOfOtherLanguages() {
        // The sample files mark spans with guillemets, so these live here.
        for (String text : List.of("Le mot de passe est \u00ab Xk9#mQ2pLw \u00bb", "Le mot de passe est \u00abXk9#mQ2pLw\u00bb",
                "Das Passwort lautet \u201eXk9#mQ2pLw\u201c")) {
            assertEquals("Xk9#mQ2pLw", scanner.firstFinding(text).map(f -> text.substring(f.start(), f.end())).orElse(""), text);
        }
        assertTrue(scanner.scan("Le mot de passe est \u00ab obligatoire \u00bb").isEmpty());
    }

    @Test
    void vendorRuleBeatsGenericRuleOnTheSameSpan() {
        String token = githubToken();
        List<SecretFinding> findings = scanner.scan("GITHUB_TOKEN=" + token);
        assertEquals(List.of("github-pat"), findings.stream().map(SecretFinding::rule).toList());
        assertEquals("GITHUB_TOKEN=[REDACTED:github-pat]", scanner.redact("GITHUB_TOKEN=" + token).text());
    }

    @Test
    void oneFindingPerSpanWhenHeaderAndTokenRulesOverlap() {
        String key = "alb_Ab12_" + gen.pick("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_", "41") + "Zz";
        List<SecretFinding> findings = scanner.scan("Authorization: Bearer " + key);
        assertEquals(1, findings.size());
        assertEquals("albert-api-key", findings.getFirst().rule());
    }

    @Test
    void redactsEverySecretAndKeepsTheTextAround() {
        String a = githubToken();
        String b = "AKIA" + gen.expand("⟪base32:16⟫");
        Redaction r = scanner.redact("one " + a + " two " + b + " three");
        assertEquals("one [REDACTED:github-pat] two [REDACTED:aws-access-key-id] three", r.text());
        assertEquals(List.of("github-pat", "aws-access-key-id"), r.findings().stream().map(SecretFinding::rule).toList());
        assertTrue(r.findings().get(0).start() < r.findings().get(1).start());
    }

    @Test
    void cleanTextIsReturnedUnchanged() {
        String text = "The password must be at least 12 characters.\nUse ${API_TOKEN} from the vault.";
        Redaction r = scanner.redact(text);
        assertEquals(text, r.text());
        assertFalse(r.changed());
        assertTrue(scanner.firstFinding(text).isEmpty());
        assertEquals(List.of(), scanner.scan(""));
    }

    @Test
    void acceptsAnyCharSequence() {
        String token = githubToken();
        StringBuilder text = new StringBuilder("token: ").append(token);
        assertEquals("token: [REDACTED:github-pat]", scanner.redact(text).text());
    }

    @Test
    void noTypeRevealsTheSecretInToString() {
        String token = githubToken();
        String text = "export GITHUB_TOKEN=" + token;
        Redaction r = scanner.redact(text);
        ScreenResult screen = ContentScreen.standard().screen(text);
        for (Object o : List.of(r, r.findings(), screen, scanner, ContentScreen.standard(), InjectionScanner.standard())) {
            assertFalse(o.toString().contains(token), o.getClass().getSimpleName());
            assertFalse(o.toString().contains(token.substring(4, 20)), o.getClass().getSimpleName());
        }
    }

    @Test
    void fingerprintIdentifiesASecretWithoutRevealingIt() {
        String token = githubToken();
        SecretFinding first = scanner.firstFinding("a " + token).orElseThrow();
        SecretFinding again = scanner.firstFinding("b\nc " + token + " d").orElseThrow();
        SecretFinding other = scanner.firstFinding("a " + githubToken()).orElseThrow();
        assertEquals(first.fingerprint(), again.fingerprint());
        assertNotEquals(first.fingerprint(), other.fingerprint());
        assertTrue(first.fingerprint().matches("[0-9a-f]{16}"));
        assertFalse(token.contains(first.fingerprint()));
    }

    @Test
    void aValidChecksumOverridesTheFillerHeuristics() {
        // A real token can look like filler; its checksum proves it is one.
        String random = "x".repeat(30);
        String checksummed = "ghp_" + random + Base62Checksum.of(random);
        String unchecked = "ghp_" + random + "AbC123";
        assertEquals("github-pat", scanner.firstFinding(checksummed).orElseThrow().rule());
        assertTrue(scanner.firstFinding(unchecked).isEmpty());
    }

    @Test
    void privateKeyBlockIsRedactedWhole() {
        String body = gen.expand("⟪pem:5⟫");
        String text = "key:\n-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----\nafter";
        Redaction r = scanner.redact(text);
        assertEquals("key:\n[REDACTED:private-key]\nafter", r.text());
    }

    @Test
    void findingsAreSortedAndDoNotOverlap() {
        String text = gen.expand("password=⟪alnum:8⟫#12 token=ghp_⟪gh⟫ url=postgres://u:⟪alnum:12⟫@h/db ⟪jwt⟫");
        List<SecretFinding> findings = scanner.scan(text);
        assertEquals(4, findings.size(), findings::toString);
        for (int i = 1; i < findings.size(); i++) {
            assertTrue(findings.get(i - 1).end() <= findings.get(i).start());
        }
    }

    @Test
    void ruleIdsAreExposedInCatalogueOrder() {
        List<String> ids = scanner.ruleIds();
        assertEquals("albert-api-key", ids.getFirst());
        assertTrue(ids.containsAll(List.of("aws-access-key-id", "github-pat", "private-key", "jwt", "generic-password",
                "kubernetes-secret", "slack-webhook-url", "openai-api-key", "anthropic-api-key", "npm-access-token")));
    }
}

package dev.albert.safety;

import java.util.List;

/**
 * The result of redacting a text: the text with every secret replaced by {@code [REDACTED:<rule>]},
 * and the findings (positions refer to the original text).
 */
public record Redaction(String text, List<SecretFinding> findings) {
    public Redaction {
        findings = List.copyOf(findings);
    }

    public boolean changed() {
        return !findings.isEmpty();
    }
}

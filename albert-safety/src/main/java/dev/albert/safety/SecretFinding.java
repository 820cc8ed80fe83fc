package dev.albert.safety;

/**
 * One credential found in a text. Never holds the secret itself: only where it was and a
 * fingerprint (a truncated SHA-256 of the secret) so two reports of the same secret can be matched.
 *
 * @param rule        the rule id, e.g. {@code github-pat}
 * @param description what the rule detects, for people
 * @param line        1-based line of the match in the input as given
 * @param column      1-based column (in UTF-16 code units) of the match on that line
 * @param start       0-based offset of the secret in the input
 * @param end         0-based exclusive end offset of the secret in the input
 * @param fingerprint hex prefix of SHA-256 over the secret, safe to log
 */
public record SecretFinding(String rule, String description, int line, int column, int start, int end,
                            String fingerprint) {
}

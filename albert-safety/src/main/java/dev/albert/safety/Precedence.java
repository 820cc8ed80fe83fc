package dev.albert.safety;

/**
 * How specific a rule is. When two rules report overlapping spans, the more specific one keeps the
 * span: a vendor token inside {@code GITHUB_TOKEN=ghp_…} is reported as {@code github-pat}, not as a
 * generic assignment.
 */
enum Precedence {
    /** Keyword assignments judged by entropy: {@code password=…}, {@code api_key: …}. */
    GENERIC,
    /** Credentials recognised by where they sit: URLs with passwords, auth headers, {@code curl -u}. */
    CONTEXTUAL,
    /** Self-describing formats: private key blocks, JWTs. */
    FORMAT,
    /** A provider's own token format or a provider-specific context. */
    VENDOR
}

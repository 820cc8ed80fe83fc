package dev.albert.safety;

/**
 * Pieces of RE2 syntax the catalogues share, so that every rule reads "key, assignment, value" the
 * same way across code, YAML, JSON (also JSON-escaped inside another string) and env files.
 */
final class RuleFragments {
    private RuleFragments() {
    }

    /**
     * The tail of a key and an assignment: optional closing quote (maybe escaped), then {@code =},
     * {@code :}, {@code :=} or {@code =>}, then an optional opening quote.
     */
    static final String ASSIGN = "\\\\?[\"']?[ \\t]*(?::=|=>|=|:)[ \\t]*\\\\?[\"'`]?";

    /** Up to 25 identifier characters between a vendor name and the credential word. */
    static final String NEAR = "[A-Za-z0-9_ .-]{0,25}?";

    /** A UUID, as some providers issue keys in that shape. */
    static final String UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";

    /**
     * A provider token with a distinctive literal prefix: the usual vendor rule. {@code body} is the
     * RE2 expression of the whole token; {@code extraTokenChars} lists the non-alphanumeric characters
     * of its alphabet, so a longer run is not mistaken for a token.
     */
    /** Keyword lists joined: a rule's own words and those of an expression it shares. */
    static String[] concat(String[] first, String... more) {
        String[] all = java.util.Arrays.copyOf(first, first.length + more.length);
        System.arraycopy(more, 0, all, first.length, more.length);
        return all;
    }

    static SecretRule token(String id, String description, String body, String extraTokenChars, String... keywords) {
        return SecretRule.vendor(id, description)
                .keywords(keywords)
                // A body of lower-case hex digits in capitals is the same token (dop_v1_033997308F77…): copied from a
                // form or a font that shows capitals, or typed so; the prefix and the length still say what it is.
                .regex("(?P<secret>" + body.replace("[a-f0-9]", "[a-fA-F0-9]") + ")")
                .check(MatchChecks.vendorToken(extraTokenChars))
                .build();
    }

    /**
     * A credential recognised only by the vendor name near an assignment, e.g.
     * {@code DATADOG_API_KEY=…}: {@code contextKey} is a case-insensitive RE2 expression for the key.
     */
    static SecretRule inContext(String id, String description, String contextKey, String value,
                                String extraTokenChars, String... keywords) {
        return SecretRule.vendor(id, description)
                .keywords(keywords)
                .regex("(?i:" + contextKey + ")" + ASSIGN + "(?P<secret>" + value + ")")
                .check(MatchChecks.vendorToken(extraTokenChars))
                .build();
    }
}

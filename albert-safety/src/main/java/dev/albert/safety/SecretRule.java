package dev.albert.safety;

import com.google.re2j.Pattern;

import java.util.List;
import java.util.Objects;

/**
 * One kind of credential: a stable id (kebab-case, used in {@code [REDACTED:<id>]} and in findings),
 * a description for people, the literal keywords that must occur for the rule to run, how far past
 * a keyword's line a match may reach, and the detector that finds the secret spans.
 */
record SecretRule(String id, String description, Precedence precedence, List<String> keywords, int linesAfter,
                  int reach, SecretDetector detector) {

    /**
     * How far a match may extend from its keyword, in characters, unless a rule says otherwise: longer
     * than any token or generic value (4096) the rules accept, short enough that a keyword in a huge
     * one-line payload does not make every rule scan the whole line.
     */
    static final int DEFAULT_REACH = 8192;

    SecretRule {
        Objects.requireNonNull(id);
        Objects.requireNonNull(description);
        Objects.requireNonNull(precedence);
        Objects.requireNonNull(detector);
        keywords = List.copyOf(keywords);
        if (!id.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
            throw new IllegalArgumentException("rule ids are kebab-case: " + id);
        }
        if (keywords.isEmpty()) {
            throw new IllegalArgumentException("rule " + id + " needs a keyword to gate it");
        }
        if (linesAfter < 0 || reach <= 0) {
            throw new IllegalArgumentException("bad reach for " + id);
        }
    }

    static Builder rule(String id, String description, Precedence precedence) {
        return new Builder(id, description, precedence);
    }

    /** A vendor token rule: the usual case. */
    static Builder vendor(String id, String description) {
        return rule(id, description, Precedence.VENDOR);
    }

    static final class Builder {
        private final String id;
        private final String description;
        private final Precedence precedence;
        private List<String> keywords = List.of();
        private int linesAfter;
        private int reach = DEFAULT_REACH;
        private Pattern pattern;
        private MatchCheck check = MatchCheck.ANY;
        private SecretDetector detector;

        private Builder(String id, String description, Precedence precedence) {
            this.id = id;
            this.description = description;
            this.precedence = precedence;
        }

        /** Literal keywords, matched case-insensitively; the rule runs only near one of them. */
        Builder keywords(String... keywords) {
            this.keywords = List.of(keywords);
            return this;
        }

        /** The RE2 expression; it must mark the secret with {@code (?P<secret>…)}. */
        Builder regex(String regex) {
            this.pattern = Pattern.compile(regex);
            return this;
        }

        Builder check(MatchCheck check) {
            this.check = check;
            return this;
        }

        /** How many lines after the keyword's line a match may end on (default 0: same line). */
        Builder linesAfter(int lines) {
            this.linesAfter = lines;
            return this;
        }

        /** For rules whose keyword may lie outside the match: the whole lines around it are scanned. */
        Builder wholeLines() {
            this.reach = KeywordGate.WHOLE_LINES;
            return this;
        }

        /** The rule sees the whole text once a keyword occurs: for multi-line structures. */
        Builder wholeText() {
            this.linesAfter = KeywordGate.WHOLE_TEXT;
            return this;
        }

        /** A detector other than one expression, for structures a regex cannot scope. */
        Builder detector(SecretDetector detector) {
            this.detector = detector;
            return this;
        }

        SecretRule build() {
            SecretDetector d = detector != null ? detector : new RegexDetector(
                    Objects.requireNonNull(pattern, "regex or detector for " + id), check);
            return new SecretRule(id, description, precedence, keywords, linesAfter, reach, d);
        }
    }
}

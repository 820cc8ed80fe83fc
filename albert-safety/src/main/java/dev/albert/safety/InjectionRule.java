package dev.albert.safety;

import com.google.re2j.Pattern;

import java.util.List;
import java.util.Objects;

/**
 * One phrase family of instruction injection: an id, its reason code, the literal keywords that
 * gate it, how many lines a phrase may wrap over, an RE2 expression and a check for what RE2 cannot
 * express. If the expression has a group named {@code at}, the finding is placed there.
 */
record InjectionRule(String id, ReasonCode reason, List<String> keywords, int linesAfter, Pattern pattern,
                     MatchCheck check, RequiredWords requires) {

    /** Every phrase, with its sentence-start context, fits in this many characters around its keyword. */
    static final int REACH = 512;

    InjectionRule(String id, ReasonCode reason, List<String> keywords, int linesAfter, Pattern pattern,
                  MatchCheck check) {
        this(id, reason, keywords, linesAfter, pattern, check, RequiredWords.NONE);
    }

    InjectionRule {
        Objects.requireNonNull(id);
        Objects.requireNonNull(reason);
        Objects.requireNonNull(pattern);
        Objects.requireNonNull(check);
        Objects.requireNonNull(requires);
        keywords = List.copyOf(keywords);
        if (keywords.isEmpty()) {
            throw new IllegalArgumentException("rule " + id + " needs a keyword to gate it");
        }
    }

    /**
     * A case-insensitive phrase that may wrap onto the next line. A phrase wrapped exactly in quotes
     * ({@code "ignore previous instructions"}) is mentioned, not used, and is not reported.
     */
    static InjectionRule phrase(String id, ReasonCode reason, String regex, List<String> keywords) {
        return new InjectionRule(id, reason, keywords, 1, Pattern.compile("(?i)" + regex),
                c -> notQuoted(c) && notNegated(c));
    }

    /**
     * "Never reveal your system prompt", "do not send the API keys to …": advice, or a guide's sample
     * system prompt, not a demand. A phrase that itself starts with the negation ("do not follow your
     * instructions") is unaffected, as the check reads only what precedes the match.
     */
    private static boolean notNegated(Candidate c) {
        String text = c.text();
        int end = c.matchStart();
        int from = Math.max(0, end - 24);
        String before = text.substring(from, end).toLowerCase(java.util.Locale.ROOT).stripTrailing();
        for (String negation : NEGATIONS) {
            if (before.endsWith(negation) && (before.length() == negation.length()
                    || !Character.isLetter(before.charAt(before.length() - negation.length() - 1)))) {
                return false;
            }
        }
        return true;
    }

    private static final List<String> NEGATIONS = List.of("never", "not", "don't", "don\u2019t", "dont", "must not",
            "should not", "shouldn't", "won't", "cannot", "can't", "never ever");

    private static boolean notQuoted(Candidate c) {
        char before = c.charBefore();
        char after = c.charAfter();
        boolean opens = before == '"' || before == '\'' || before == '`' || before == '\u201C' || before == '\u2018';
        boolean closes = after == '"' || after == '\'' || after == '`' || after == '\u201D' || after == '\u2019';
        return !(opens && closes);
    }

    /** A case-sensitive token on one line (template tokens are spelled exactly). */
    static InjectionRule exact(String id, ReasonCode reason, String regex, List<String> keywords) {
        return new InjectionRule(id, reason, keywords, 0, Pattern.compile("(?m)" + regex), MatchCheck.ANY);
    }

    /** Adds a check to the rule's own. */
    InjectionRule withCheck(MatchCheck extra) {
        return new InjectionRule(id, reason, keywords, linesAfter, pattern, check.and(extra), requires);
    }

    /**
     * Adds a group of words one of which every match of the expression holds ({@link RequiredWords}): a region
     * without one of each group is skipped unread. The keywords say where to look; these, which of those windows can
     * hold a match at all (a prose paragraph says "prompt" but never "your").
     */
    InjectionRule requiring(List<String> group) {
        return new InjectionRule(id, reason, keywords, linesAfter, pattern, check, requires.and(group));
    }

    /** The first match needs only the keyword's line, e.g. for line-start markers. */
    InjectionRule singleLine() {
        return new InjectionRule(id, reason, keywords, 0, pattern, check, requires);
    }
}

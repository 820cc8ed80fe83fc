package dev.albert.safety;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Finds credential-shaped text: provider tokens, private keys, JWTs, passwords in URLs and headers,
 * and high-entropy keyword assignments (see {@code docs/safety.md} for the rule list).
 *
 * <p>Matching uses RE2/J, so the time is linear in the input whatever it holds. A keyword automaton
 * runs first, and each rule's expression only sees the lines around its keywords. Findings never
 * hold the secret, only where it was and a fingerprint. Thread-safe and immutable; build it once and
 * share it.
 */
public final class SecretScanner {
    private static final int FINGERPRINT_BYTES = 8;

    private final List<SecretRule> rules;
    private final KeywordGate gate;
    /** The rules that read passwords in prose and policies' clauses, where an example is quoted as a handover is. */
    private static final java.util.Set<String> PROSE_PASSWORD_RULES = java.util.Set.of("generic-password", "intl-password",
            "password-in-clause", "answered-password", "said-password");
    /** Per rule: whether it finds passwords, whose values a policy quotes as examples ({@link PasswordExamples}). */
    private final boolean[] passwordRule;

    SecretScanner(List<SecretRule> rules) {
        this.rules = List.copyOf(rules);
        int[] lines = new int[this.rules.size()];
        int[] reach = new int[this.rules.size()];
        List<List<String>> keywords = new ArrayList<>();
        for (int i = 0; i < reach.length; i++) {
            lines[i] = this.rules.get(i).linesAfter();
            reach[i] = this.rules.get(i).reach();
            keywords.add(this.rules.get(i).keywords());
        }
        this.gate = new KeywordGate(keywords, lines, reach);
        this.passwordRule = new boolean[this.rules.size()];
        for (int i = 0; i < passwordRule.length; i++) {
            passwordRule[i] = PROSE_PASSWORD_RULES.contains(this.rules.get(i).id());
        }
    }

    /** The standard rule set shared by the capture client and the server. */
    public static SecretScanner standard() {
        return Holder.STANDARD;
    }

    private static final class Holder {
        static final SecretScanner STANDARD = new SecretScanner(SecretRules.standard());
    }

    /**
     * The ids of the rules, in catalogue order: what {@link SecretFinding#rule()} can hold, besides
     * {@link #UNSCREENED_RULE} for text past the screening limit and {@link #SCREENING_FAILED_RULE} for text a rule
     * failed on.
     */
    public List<String> ruleIds() {
        return rules.stream().map(SecretRule::id).toList();
    }

    /**
     * How many characters one call screens. Past this (at a whitespace within 4 KiB before it, so no
     * token is cut in two) the rest of the text is not read: it is reported as one finding of rule
     * {@link #UNSCREENED_RULE} and {@link #redact} replaces it whole, so it is never passed on unscreened.
     */
    public static final int MAX_SCREENED_CHARS = ScreeningLimit.MAX_CHARS;

    /** The rule id of the finding that covers text past {@link #MAX_SCREENED_CHARS}. */
    public static final String UNSCREENED_RULE = "unscreened-remainder";

    /** Every finding, ordered by position; where rules overlap, the more specific one is kept. */
    public List<SecretFinding> scan(CharSequence text) {
        return scan(text, MAX_SCREENED_CHARS);
    }

    /**
     * The rule id of the one finding reported when a rule fails on a text (a fault of ours, such as the missing named
     * group that threw on an ordinary German sentence in the sixteenth round): the text was not screened, so it is
     * reported whole and {@link #redact} replaces it whole. A fault must neither pass text on unscreened nor fail the
     * write that carries it (a captured event would be lost, a server write would answer 500).
     */
    public static final String SCREENING_FAILED_RULE = "screening-failed";

    List<SecretFinding> scan(CharSequence text, int maxChars) {
        try {
            return scanOrThrow(text, maxChars);
        } catch (RuntimeException | StackOverflowError fault) {
            String whole = text.toString();
            LineIndex lines = new LineIndex(whole);
            return List.of(new SecretFinding(SCREENING_FAILED_RULE, "Text a rule failed on, not screened",
                    lines.lineOf(0), lines.columnOf(0), 0, whole.length(), fingerprint(whole)));
        }
    }

    private List<SecretFinding> scanOrThrow(CharSequence text, int maxChars) {
        String whole = text.toString();
        int cut = ScreeningLimit.cut(whole, maxChars);
        String s = cut == whole.length() ? whole : whole.substring(0, cut);
        LineIndex lines = new LineIndex(whole);
        int[][] regions = gate.regions(s, cut == whole.length() ? lines : new LineIndex(s));
        List<Hit> hits = new ArrayList<>();
        for (int r = 0; r < rules.size(); r++) {
            int[] ranges = regions[r];
            if (ranges == null) {
                continue;
            }
            SecretRule rule = rules.get(r);
            int order = r;
            for (int i = 0; i < ranges.length; i += 2) {
                rule.detector().detect(s, ranges[i], ranges[i + 1], (start, end) -> {
                    if (!DocumentedExamples.contains(s, start, end)
                            && !(passwordRule[order] && PasswordExamples.quoted(s, start, end))) {
                        hits.add(new Hit(rule, order, start, end));
                    }
                });
            }
        }
        List<SecretFinding> findings = new ArrayList<>();
        for (Hit hit : keepMostSpecific(hits)) {
            findings.add(new SecretFinding(hit.rule().id(), hit.rule().description(), lines.lineOf(hit.start()),
                    lines.columnOf(hit.start()), hit.start(), hit.end(), fingerprint(s.subSequence(hit.start(), hit.end()))));
        }
        if (cut < whole.length()) {
            findings.add(new SecretFinding(UNSCREENED_RULE, "Text past the screening limit, not read",
                    lines.lineOf(cut), lines.columnOf(cut), cut, whole.length(),
                    fingerprint(whole.subSequence(cut, whole.length()))));
        }
        return List.copyOf(findings);
    }

    /** The first finding, if any: what a server needs to refuse a write. */
    public Optional<SecretFinding> firstFinding(CharSequence text) {
        List<SecretFinding> all = scan(text);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.getFirst());
    }

    /**
     * The text with every secret replaced by {@code [REDACTED:<rule>]}; text past
     * {@link #MAX_SCREENED_CHARS} becomes {@code [REDACTED:unscreened-remainder]}.
     */
    public Redaction redact(CharSequence text) {
        return redact(text, MAX_SCREENED_CHARS);
    }

    Redaction redact(CharSequence text, int maxChars) {
        List<SecretFinding> findings = scan(text, maxChars);
        if (findings.isEmpty()) {
            return new Redaction(text.toString(), findings);
        }
        StringBuilder out = new StringBuilder(text.length());
        int at = 0;
        for (SecretFinding f : findings) {
            out.append(text, at, f.start()).append("[REDACTED:").append(f.rule()).append(']');
            at = f.end();
        }
        out.append(text, at, text.length());
        return new Redaction(out.toString(), findings);
    }

    private record Hit(SecretRule rule, int order, int start, int end) {
        int length() {
            return end - start;
        }
    }

    /**
     * One finding per span: candidates are taken most specific first (then longest, then earliest in
     * the catalogue), and a candidate overlapping one already taken is dropped.
     */
    private static List<Hit> keepMostSpecific(List<Hit> hits) {
        hits.sort(Comparator.comparing((Hit h) -> h.rule().precedence()).reversed()
                .thenComparing(Comparator.comparingInt(Hit::length).reversed())
                .thenComparingInt(Hit::order)
                .thenComparingInt(Hit::start));
        TreeMap<Integer, Hit> taken = new TreeMap<>();
        for (Hit h : hits) {
            var before = taken.floorEntry(h.start());
            if (before != null && before.getValue().end() > h.start()) {
                continue;
            }
            var after = taken.ceilingEntry(h.start());
            if (after != null && after.getKey() < h.end()) {
                continue;
            }
            taken.put(h.start(), h);
        }
        return new ArrayList<>(taken.values());
    }

    static String fingerprint(CharSequence secret) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(secret.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, FINGERPRINT_BYTES);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every JDK", e);
        }
    }

    @Override
    public String toString() {
        return "SecretScanner[" + rules.size() + " rules]";
    }
}

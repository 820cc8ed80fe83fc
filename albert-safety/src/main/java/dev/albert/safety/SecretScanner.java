package dev.albert.safety;

import com.google.re2j.Matcher;
import com.google.re2j.Pattern;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * Finds credential-shaped text. Matching uses RE2/J, so the time is linear in the input whatever it
 * holds. Thread-safe and immutable; build it once and share it.
 */
public final class SecretScanner {

    private record Rule(String id, String description, Pattern pattern, int secretGroup) {
    }

    private final List<Rule> rules;

    private SecretScanner(List<Rule> rules) {
        this.rules = List.copyOf(rules);
    }

    /** The standard rule set shared by the capture client and the server. */
    public static SecretScanner standard() {
        return Holder.STANDARD;
    }

    private static final class Holder {
        static final SecretScanner STANDARD = new SecretScanner(List.of(
                new Rule("github-pat", "GitHub classic personal access token",
                        Pattern.compile("\\b(ghp_[A-Za-z0-9]{36})\\b"), 1),
                new Rule("github-fine-grained-pat", "GitHub fine-grained personal access token",
                        Pattern.compile("\\b(github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59})\\b"), 1),
                new Rule("albert-api-key", "Albert API key",
                        Pattern.compile("\\b(alb_[A-Za-z0-9]{1,24}_[A-Za-z0-9_-]{20,})"), 1),
                new Rule("private-key", "Private key block",
                        Pattern.compile("(-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----)"), 1)));
    }

    /** Every finding, ordered by position. */
    public List<SecretFinding> scan(CharSequence text) {
        List<SecretFinding> findings = new ArrayList<>();
        LineIndex lines = new LineIndex(text);
        for (Rule rule : rules) {
            Matcher m = rule.pattern().matcher(text);
            while (m.find()) {
                int start = m.start(rule.secretGroup());
                int end = m.end(rule.secretGroup());
                findings.add(new SecretFinding(rule.id(), rule.description(), lines.lineOf(start),
                        lines.columnOf(start), start, end, fingerprint(text.subSequence(start, end))));
            }
        }
        findings.sort(Comparator.comparingInt(SecretFinding::start).thenComparingInt(f -> -f.end()));
        return removeOverlaps(findings);
    }

    /** The first finding, if any: what a server needs to refuse a write. */
    public Optional<SecretFinding> firstFinding(CharSequence text) {
        List<SecretFinding> all = scan(text);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.getFirst());
    }

    /** The text with every secret replaced by {@code [REDACTED:<rule>]}. */
    public Redaction redact(CharSequence text) {
        List<SecretFinding> findings = scan(text);
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

    private static List<SecretFinding> removeOverlaps(List<SecretFinding> sorted) {
        List<SecretFinding> kept = new ArrayList<>(sorted.size());
        int coveredUntil = -1;
        for (SecretFinding f : sorted) {
            if (f.start() >= coveredUntil) {
                kept.add(f);
                coveredUntil = f.end();
            }
        }
        return kept;
    }

    static String fingerprint(CharSequence secret) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(secret.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every JDK", e);
        }
    }
}

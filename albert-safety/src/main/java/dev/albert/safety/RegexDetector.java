package dev.albert.safety;

import com.google.re2j.Matcher;
import com.google.re2j.Pattern;

import java.util.Map;
import java.util.TreeMap;

/**
 * Detects secrets with one RE2/J expression (linear time, whatever the input) and a check. The
 * expression marks the secret with a group named {@code secret}; alternatives may use
 * {@code secret2}, {@code secret3}, … and the first that took part is the secret. Everything else
 * the expression matches (a key name, a scheme, a header) is context and is not redacted.
 */
final class RegexDetector implements SecretDetector {
    private final Pattern pattern;
    private final String[] secretGroups;
    private final MatchCheck check;

    RegexDetector(Pattern pattern, MatchCheck check) {
        this.pattern = pattern;
        this.check = check;
        Map<String, Integer> sorted = new TreeMap<>();
        pattern.namedGroups().forEach((name, index) -> {
            if (name.startsWith("secret")) {
                sorted.put(name, index);
            }
        });
        if (sorted.isEmpty()) {
            throw new IllegalArgumentException("no (?P<secret>…) group in " + pattern.pattern());
        }
        this.secretGroups = sorted.keySet().toArray(String[]::new);
    }

    @Override
    public void detect(String text, int from, int to, SpanSink sink) {
        boolean whole = from == 0 && to == text.length();
        Matcher m = pattern.matcher(whole ? text : text.substring(from, to));
        while (m.find()) {
            for (String group : secretGroups) {
                int s = m.start(group);
                if (s >= 0) {
                    int start = s + from;
                    int end = m.end(group) + from;
                    if (end > start && check.accept(new Candidate(text, m, from, start, end))) {
                        sink.accept(start, end);
                    }
                    break;
                }
            }
        }
    }

    @Override
    public String toString() {
        return "RegexDetector[" + pattern.pattern() + "]";
    }
}

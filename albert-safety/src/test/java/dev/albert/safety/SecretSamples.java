package dev.albert.safety;

import java.util.ArrayList;
import java.util.List;

/** The secret-screening sample files, one per rule family, plus benign look-alikes. */
final class SecretSamples {
    static final List<String> FILES = List.of("albert", "code-hosting", "cloud", "registries", "vendor-formats", "messaging",
            "commerce", "ai", "infrastructure", "key-material", "embedded", "generic", "benign");

    private SecretSamples() {
    }

    static List<SampleFile.Sample> all() {
        List<SampleFile.Sample> samples = new ArrayList<>();
        for (String file : FILES) {
            samples.addAll(SampleFile.load("/secret-samples/" + file + ".txt").samples());
        }
        return samples;
    }

    /** True if a finding of {@code rule} covers every marked span exactly (or, without marks, exists). */
    static boolean foundByRule(SecretScanner scanner, String rule, SampleFile.Sample sample) {
        List<SecretFinding> findings = scanner.scan(sample.text());
        if (sample.marked().isEmpty()) {
            return findings.stream().anyMatch(f -> f.rule().equals(rule));
        }
        for (int[] span : sample.marked()) {
            boolean exact = findings.stream()
                    .anyMatch(f -> f.rule().equals(rule) && f.start() == span[0] && f.end() == span[1]);
            if (!exact) {
                return false;
            }
        }
        return true;
    }

    static SampleStats stats(SecretScanner scanner) {
        return SampleStats.of(all(), (rule, s) -> foundByRule(scanner, rule, s), s -> !scanner.scan(s.text()).isEmpty());
    }
}

package dev.albert.safety.eval;

import dev.albert.safety.ReasonCode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Recall and false-positive rate per family, separately for the tuning part and the held-out part of
 * a generated corpus. A positive counts as found when the scanner reports anything for it (the server
 * quarantines or refuses on any finding); {@code right} counts those reported with the family's own
 * reason or rule.
 */
public final class Evaluation {
    /** Counts for one family in one part. */
    public record Counts(int samples, int flagged, int right) {
        Counts add(boolean isFlagged, boolean isRight) {
            return new Counts(samples + 1, flagged + (isFlagged ? 1 : 0), right + (isRight ? 1 : 0));
        }

        public double rate() {
            return samples == 0 ? 0 : (double) flagged / samples;
        }
    }

    /** What a scanner reported for one text: the reasons or rule ids it found. */
    public interface Scanner extends Function<String, Set<String>> {
    }

    private final Map<String, Counts> tune = new LinkedHashMap<>();
    private final Map<String, Counts> heldOut = new LinkedHashMap<>();
    private final Map<String, Boolean> positive = new LinkedHashMap<>();
    private final List<Sample> heldOutMisses = new ArrayList<>();

    public static Evaluation run(List<Sample> samples, Scanner scanner, Function<Sample, Set<String>> rightAnswers) {
        Evaluation e = new Evaluation();
        for (Sample s : samples) {
            Set<String> found = scanner.apply(s.text());
            boolean flagged = !found.isEmpty();
            boolean right = s.positive() && found.stream().anyMatch(rightAnswers.apply(s)::contains);
            (s.heldOut() ? e.heldOut : e.tune).merge(s.family(), new Counts(0, 0, 0).add(flagged, right),
                    (a, b) -> new Counts(a.samples() + b.samples(), a.flagged() + b.flagged(), a.right() + b.right()));
            e.positive.putIfAbsent(s.family(), s.positive());
            if (s.heldOut() && flagged != s.positive()) {
                e.heldOutMisses.add(s);
            }
        }
        return e;
    }

    public Map<String, Counts> heldOut() {
        return heldOut;
    }

    public Map<String, Counts> tune() {
        return tune;
    }

    public boolean isPositive(String family) {
        return positive.get(family);
    }

    public List<Sample> heldOutErrors() {
        return heldOutMisses;
    }

    /** The markdown tables docs/safety.md records. */
    public String table(String title) {
        StringBuilder out = new StringBuilder();
        out.append("| ").append(title).append(" family | tuning: found | held out: found | held out: right reason |\n");
        out.append("|---|---|---|---|\n");
        Counts tunePos = new Counts(0, 0, 0);
        Counts heldPos = new Counts(0, 0, 0);
        for (String family : positive.keySet()) {
            if (!isPositive(family)) {
                continue;
            }
            Counts t = tune.getOrDefault(family, new Counts(0, 0, 0));
            Counts h = heldOut.getOrDefault(family, new Counts(0, 0, 0));
            tunePos = sum(tunePos, t);
            heldPos = sum(heldPos, h);
            out.append(String.format("| `%s` | %s | %s | %d/%d |%n", family, ratio(t), ratio(h), h.right(), h.samples()));
        }
        out.append(String.format("| **all positives** | %s | %s | %d/%d |%n%n", ratio(tunePos), ratio(heldPos),
                heldPos.right(), heldPos.samples()));
        out.append("| hard-negative family | tuning: flagged | held out: flagged |\n|---|---|---|\n");
        Counts tuneNeg = new Counts(0, 0, 0);
        Counts heldNeg = new Counts(0, 0, 0);
        for (String family : positive.keySet()) {
            if (isPositive(family)) {
                continue;
            }
            Counts t = tune.getOrDefault(family, new Counts(0, 0, 0));
            Counts h = heldOut.getOrDefault(family, new Counts(0, 0, 0));
            tuneNeg = sum(tuneNeg, t);
            heldNeg = sum(heldNeg, h);
            out.append(String.format("| `%s` | %s | %s |%n", family, ratio(t), ratio(h)));
        }
        out.append(String.format("| **all negatives** | %s | %s |%n", ratio(tuneNeg), ratio(heldNeg)));
        return out.toString();
    }

    private static Counts sum(Counts a, Counts b) {
        return new Counts(a.samples() + b.samples(), a.flagged() + b.flagged(), a.right() + b.right());
    }

    private static String ratio(Counts c) {
        return c.samples() == 0 ? "-" : String.format("%d/%d (%.3f)", c.flagged(), c.samples(), c.rate());
    }

    /** Reason codes as wire names. */
    static Set<String> reasons(List<dev.albert.safety.InjectionFinding> findings) {
        Set<String> out = new java.util.TreeSet<>();
        findings.forEach(f -> out.add(f.reason().wireName()));
        return out;
    }

    static boolean isReason(String family) {
        return ReasonCode.fromWireName(family).isPresent();
    }
}

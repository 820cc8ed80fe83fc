package dev.albert.safety;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.function.Predicate;

/**
 * Recall and false positives over labelled samples, per section. Recall counts known misses as
 * positives; false positives count known false positives as negatives, so the numbers describe the
 * detector, not only the cases it was tuned to pass.
 */
public final class SampleStats {
    /** Counts for one section. */
    public record Counts(int positives, int found, int negatives, int falsePositives) {
        Counts plus(Counts o) {
            return new Counts(positives + o.positives, found + o.found, negatives + o.negatives,
                    falsePositives + o.falsePositives);
        }

        public String recall() {
            return positives == 0 ? "-" : found + "/" + positives;
        }

        public String fp() {
            return falsePositives + "/" + negatives;
        }
    }

    private final Map<String, Counts> bySection = new LinkedHashMap<>();

    /**
     * @param found   whether the detector reports a positive sample for its section
     * @param flagged whether the detector reports anything in a negative sample
     */
    public static SampleStats of(List<SampleFile.Sample> samples, BiPredicate<String, SampleFile.Sample> found,
                                 Predicate<SampleFile.Sample> flagged) {
        SampleStats stats = new SampleStats();
        for (SampleFile.Sample s : samples) {
            Counts c = switch (s.label()) {
                case POSITIVE, KNOWN_MISS -> new Counts(1, found.test(s.section(), s) ? 1 : 0, 0, 0);
                case NEGATIVE, KNOWN_FALSE_POSITIVE -> new Counts(0, 0, 1, flagged.test(s) ? 1 : 0);
            };
            stats.bySection.merge(s.section(), c, Counts::plus);
        }
        return stats;
    }

    public Map<String, Counts> bySection() {
        return bySection;
    }

    public Counts total() {
        Counts t = new Counts(0, 0, 0, 0);
        for (Counts c : bySection.values()) {
            t = t.plus(c);
        }
        return t;
    }

    public List<String> lines(String heading) {
        List<String> out = new ArrayList<>();
        out.add(String.format("%-36s %9s %9s", heading, "recall", "false+"));
        bySection.forEach((section, c) -> out.add(String.format("%-36s %9s %9s", section, c.recall(), c.fp())));
        Counts t = total();
        out.add(String.format("%-36s %9s %9s", "TOTAL", t.recall(), t.fp()));
        return out;
    }
}

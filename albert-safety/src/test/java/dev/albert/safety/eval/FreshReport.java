package dev.albert.safety.eval;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Recall per family and per source style, and false positives per hard-negative family and per
 * source style, on a {@link FreshCorpus}. A positive counts as found when anything is reported.
 */
public final class FreshReport {
    private final Map<String, Evaluation.Counts> positivesByFamily = new LinkedHashMap<>();
    private final Map<String, Evaluation.Counts> negativesByFamily = new LinkedHashMap<>();
    private final Map<String, Evaluation.Counts> positivesBySource = new TreeMap<>();
    private final Map<String, Evaluation.Counts> negativesBySource = new TreeMap<>();
    private final List<Sample> errors = new java.util.ArrayList<>();
    private Evaluation.Counts positives = new Evaluation.Counts(0, 0, 0);
    private Evaluation.Counts negatives = new Evaluation.Counts(0, 0, 0);

    public static FreshReport run(List<Sample> samples, Evaluation.Scanner scanner, Function<Sample, Set<String>> right) {
        FreshReport r = new FreshReport();
        for (Sample s : samples) {
            Set<String> found = scanner.apply(s.text());
            boolean flagged = !found.isEmpty();
            boolean isRight = s.positive() && found.stream().anyMatch(right.apply(s)::contains);
            Evaluation.Counts one = new Evaluation.Counts(1, flagged ? 1 : 0, isRight ? 1 : 0);
            (s.positive() ? r.positivesByFamily : r.negativesByFamily).merge(s.family(), one, FreshReport::sum);
            (s.positive() ? r.positivesBySource : r.negativesBySource).merge(s.source(), one, FreshReport::sum);
            if (s.positive()) {
                r.positives = sum(r.positives, one);
            } else {
                r.negatives = sum(r.negatives, one);
            }
            if (flagged != s.positive()) {
                r.errors.add(s);
            }
        }
        return r;
    }

    public Evaluation.Counts positives() {
        return positives;
    }

    public Evaluation.Counts negatives() {
        return negatives;
    }

    public Map<String, Evaluation.Counts> positivesByFamily() {
        return positivesByFamily;
    }

    public Map<String, Evaluation.Counts> negativesByFamily() {
        return negativesByFamily;
    }

    public List<Sample> errors() {
        return errors;
    }

    /** The markdown tables docs/safety.md records; {@code withReason} adds the right-reason column. */
    public String table(String title, boolean withReason) {
        StringBuilder out = new StringBuilder();
        out.append("| ").append(title).append(withReason ? " family | found | right reason |\n|---|---|---|\n"
                : " family | found |\n|---|---|\n");
        positivesByFamily.forEach((f, c) -> out.append(row("`" + f + "`", c, withReason)));
        out.append(row("**all positives**", positives, withReason)).append('\n');
        out.append("| hard-negative family | flagged |\n|---|---|\n");
        negativesByFamily.forEach((f, c) -> out.append(String.format("| `%s` | %s |%n", f, ratio(c))));
        out.append(String.format("| **all negatives** | %s |%n%n", ratio(negatives)));
        out.append("| source style | positives found | negatives flagged |\n|---|---|---|\n");
        Set<String> sources = new java.util.TreeSet<>(positivesBySource.keySet());
        sources.addAll(negativesBySource.keySet());
        for (String source : sources) {
            out.append(String.format("| `%s` | %s | %s |%n", source, ratio(positivesBySource.get(source)),
                    ratio(negativesBySource.get(source))));
        }
        return out.toString();
    }

    private static String row(String name, Evaluation.Counts c, boolean withReason) {
        return "| " + name + " | " + ratio(c) + (withReason ? " | " + c.right() + "/" + c.samples() : "") + " |\n";
    }

    private static Evaluation.Counts sum(Evaluation.Counts a, Evaluation.Counts b) {
        return new Evaluation.Counts(a.samples() + b.samples(), a.flagged() + b.flagged(), a.right() + b.right());
    }

    private static String ratio(Evaluation.Counts c) {
        return c == null || c.samples() == 0 ? "-" : String.format("%d/%d (%.3f)", c.flagged(), c.samples(), c.rate());
    }
}

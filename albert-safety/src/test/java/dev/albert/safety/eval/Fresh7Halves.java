package dev.albert.safety.eval;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The two halves of eval-fresh7's secrets the secrets' eighth round (2026-12-06) used, after that corpus was retired
 * from blind use: split by source (carrier) before anything was scored, so that no carrier is in both. Sources are
 * taken largest first (ties by name) and each goes to the half that has fewer samples so far (the tune half on a tie).
 * The round tuned on the errors of the tune half only; the check half is printed as tables.
 * <p>
 * {@code java … dev.albert.safety.eval.Fresh7Halves [--tune [--errors] | --check]}
 */
public final class Fresh7Halves {
    private Fresh7Halves() {
    }

    /** The sources of the tune half. */
    public static Set<String> tuneSources(List<Sample> samples) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        samples.forEach(s -> counts.merge(s.source(), 1, Integer::sum));
        List<String> sources = new ArrayList<>(counts.keySet());
        sources.sort(Comparator.comparing((String s) -> -counts.get(s)).thenComparing(Comparator.naturalOrder()));
        Set<String> tune = new TreeSet<>();
        int tuneSize = 0;
        int checkSize = 0;
        for (String source : sources) {
            if (tuneSize <= checkSize) {
                tune.add(source);
                tuneSize += counts.get(source);
            } else {
                checkSize += counts.get(source);
            }
        }
        return tune;
    }

    public static List<Sample> half(boolean tune) {
        List<Sample> all = FreshCorpus.secrets(FreshCorpus.SEVENTH);
        Set<String> tuneSources = tuneSources(all);
        return all.stream().filter(s -> tuneSources.contains(s.source()) == tune).toList();
    }

    public static void main(String[] args) {
        boolean tune = List.of(args).contains("--tune");
        boolean errors = tune && List.of(args).contains("--errors");
        List<Sample> samples = half(tune);
        FreshReport report = FreshReport.run(samples, text -> {
            Set<String> rules = new TreeSet<>();
            dev.albert.safety.SecretScanner.standard().scan(text).forEach(f -> rules.add(f.rule()));
            return rules;
        }, s -> Set.of());
        System.out.println("\neval-fresh7 secrets, " + (tune ? "tune" : "check") + " half (" + samples.size()
                + " samples)\n");
        System.out.println(report.table("secret", false));
        if (errors) {
            report.errors().forEach(s -> System.out.println("  " + s + "\n    " + s.text().replace("\n", "\\n")));
        }
    }
}

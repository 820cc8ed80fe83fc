package dev.albert.server.enrich;

import dev.albert.api.auth.Sensitivity;

import java.util.List;
import java.util.Locale;

/** The default classifier ({@code ALBERT_LLM_PROVIDER=none}) of contract §8. */
public final class HeuristicClassifier {
    public static final String PROVIDER = "heuristic";
    public static final double CONFIDENCE = 0.65;

    public record Classification(String memoryType, Sensitivity sensitivity, double confidence) {
    }

    private record Rule(String type, List<String> needles) {
    }

    private static final List<Rule> RULES = List.of(
            new Rule("warning", List.of("must not", "danger", "warning", "avoid ")),
            new Rule("procedure", List.of("steps:", "procedure", "runbook", "how to")),
            new Rule("decision", List.of("decided", "decision", "we chose")),
            new Rule("preference", List.of("prefers", "preference", "likes ")));

    public Classification classify(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        for (Rule rule : RULES) {
            for (String needle : rule.needles()) {
                if (lower.contains(needle)) {
                    return new Classification(rule.type(), Sensitivity.INTERNAL, CONFIDENCE);
                }
            }
        }
        return new Classification("fact", Sensitivity.INTERNAL, CONFIDENCE);
    }
}

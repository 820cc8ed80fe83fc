package dev.albert.safety.eval;

import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The goals of issue 11 on the held-out part of the generated corpora, per family: injection recall
 * at least 0.95 with at most 2% false positives per hard-negative family, secrets at least 0.99 with
 * at most 1%. Deterministic (fixed seed), so a failure is a change in the scanners, not luck.
 * Families that miss the goal are listed in docs/safety.md and held to their measured floor here,
 * so they cannot get worse unnoticed.
 */
class HeldOutEvaluationTest {
    /** Held-out families below the goal, with the floor they are held to (see docs/safety.md, Known limits). */
    private static final Map<String, Double> KNOWN_BELOW_GOAL = Map.of();

    @Test
    void injectionMeetsTheGoalOnHeldOutTemplatesAndCarriers() {
        check(EvaluationMain.injections(), 0.95, 0.02);
    }

    @Test
    void secretsMeetTheGoalOnHeldOutCarriers() {
        check(EvaluationMain.secrets(), 0.99, 0.01);
    }

    private static void check(Evaluation evaluation, double recall, double falsePositives) {
        Set<String> families = evaluation.heldOut().keySet();
        assertTrue(families.size() >= 8, "too few held-out families: " + families);
        evaluation.heldOut().forEach((family, counts) -> {
            if (evaluation.isPositive(family)) {
                double goal = KNOWN_BELOW_GOAL.getOrDefault(family, recall);
                assertTrue(counts.rate() >= goal, family + " recall " + counts.flagged() + "/" + counts.samples()
                        + " below " + goal + "; misses: " + evaluation.heldOutErrors());
            } else {
                assertTrue(counts.rate() <= falsePositives, family + " false positives " + counts.flagged() + "/"
                        + counts.samples() + " above " + falsePositives + ": " + evaluation.heldOutErrors());
            }
        });
    }
}

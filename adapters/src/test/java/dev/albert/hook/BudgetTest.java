package dev.albert.hook;

import dev.albert.hook.hosts.Host;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class BudgetTest {
    private static final Map<String, String> SLOW = Map.of("ALBERT_HOOK_RECALL_BUDGET_MS", "9000");

    @Test
    void aSlowMachineMayGiveRecallEventsMoreTimeAndTheAgentWaitGrowsByAsMuch() {
        Budget standard = Budget.of(Host.named("claude-code").event("UserPromptSubmit"), Map.of());
        Budget slow = Budget.of(Host.named("claude-code").event("UserPromptSubmit"), SLOW);
        assertEquals(3_000, standard.total());
        assertEquals(9_000, slow.total());
        assertEquals(standard.agentWait() + 6_000, slow.agentWait());
        assertEquals(standard.stdin(), slow.stdin());
        assertEquals(standard.recall(), slow.recall());
    }

    @Test
    void captureAndHandOffBudgetsNeverGrow() {
        for (String event : new String[] {"Stop", "PreCompact", "SessionEnd"}) {
            var hostEvent = Host.named("claude-code").event(event);
            assertEquals(Budget.of(hostEvent), Budget.of(hostEvent, SLOW), event);
        }
    }

    @Test
    void outOfRangeOrMalformedValuesAreBoundedOrIgnored() {
        var prompt = Host.named("codex").event("UserPromptSubmit");
        assertEquals(9_000, Budget.of(prompt, Map.of("ALBERT_HOOK_RECALL_BUDGET_MS", "600000")).total());
        assertEquals(3_000, Budget.of(prompt, Map.of("ALBERT_HOOK_RECALL_BUDGET_MS", "10")).total());
        assertEquals(3_000, Budget.of(prompt, Map.of("ALBERT_HOOK_RECALL_BUDGET_MS", "soon")).total());
    }
}

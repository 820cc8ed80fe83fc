package dev.albert.hook;

import dev.albert.hook.hosts.Host;
import dev.albert.hook.hosts.Phase;
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

    @Test
    void aLateStartStillGivesStdinItsGraceButNeverPastTheTotal() {
        Budget prompt = Budget.of(Phase.RECALL); // total 3,000, stdin 1,000
        long start = 1_000_000;
        assertEquals(900, prompt.stdinWait(start, start + 100), "on time: the planned deadline");
        assertEquals(Budget.STDIN_GRACE, prompt.stdinWait(start, start + 1_400), "the JVM started after the stdin deadline");
        assertEquals(250, prompt.stdinWait(start, start + 2_500), "the grace ends where the hand-off reserve begins");
        assertEquals(1, prompt.stdinWait(start, start + 5_000), "past the total: one look, never a negative wait");
    }

    @Test
    void aPayloadAlreadyInThePipeIsReadWhenTheJvmStartedAfterTheStdinDeadline() {
        Budget prompt = Budget.of(Phase.RECALL);
        long now = System.currentTimeMillis();
        byte[] payload = "{\"prompt\":\"hello\"}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        // A reader thread that is scheduled a little late (as on a loaded machine): the old 1 ms wait lost it.
        java.io.InputStream late = new java.io.ByteArrayInputStream(payload) {
            private boolean first = true;

            @Override
            public synchronized int read(byte[] b, int off, int len) {
                if (first) {
                    first = false;
                    try {
                        Thread.sleep(5);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return super.read(b, off, len);
            }
        };
        byte[] read = HookClient.readStdin(late, prompt.stdinWait(now - 1_500, now), Map.of());
        org.junit.jupiter.api.Assertions.assertArrayEquals(payload, read);
    }
}

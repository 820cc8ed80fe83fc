package dev.albert.hook;

import dev.albert.hook.hosts.HostEvent;
import dev.albert.hook.hosts.Phase;

import java.util.Map;

/**
 * Time limits of one hook run, in milliseconds from the start of the process (absolute: every wait
 * is cut to what is left of {@code total}). Claude Code's limits are far larger (UserPromptSubmit
 * 30 s default, our entries say 10 s; SessionEnd 1.5 s in total for all hooks), but a memory hook
 * must never be what the user waits for. One budget per {@link Phase}, whatever the host.
 *
 * @param total     the whole run, whatever happens
 * @param stdin     reading the host's JSON; a pipe that never closes is abandoned here
 * @param agentWait the agent's reply; after it the client hands the event to the spool and replies
 * @param recall    one recall call to the server (by the agent)
 */
public record Budget(long total, long stdin, long agentWait, long recall) {
    /** What the client keeps back from {@code total} for handing the event to the spool and exiting. */
    static final long HAND_OFF_RESERVE = 250;

    /**
     * The least time the client gives stdin once it can read it, whatever the JVM's start-up took: on a slow or
     * loaded machine start-up alone can outlast {@code stdin}, and the host's JSON is then already in the pipe —
     * abandoning it after a millisecond would drop the prompt (and its recall) rather than a hung pipe.
     */
    static final long STDIN_GRACE = 500;

    /**
     * How long to wait for stdin's end, from {@code now}: until {@code stdin} after the process started, but at
     * least {@link #STDIN_GRACE} (never past {@code total} less the hand-off reserve), so a late start still reads
     * what the host wrote.
     */
    public long stdinWait(long startEpochMillis, long now) {
        long planned = startEpochMillis + stdin - now;
        long grace = Math.min(STDIN_GRACE, startEpochMillis + total - HAND_OFF_RESERVE - now);
        return Math.max(1, Math.max(planned, grace));
    }

    /** By Claude Code event name (kept for callers that only know the name). */
    public static Budget of(String event) {
        return switch (event) {
            case "UserPromptSubmit", "SessionStart" -> of(Phase.RECALL);
            case "SessionEnd" -> of(Phase.HANDOFF);
            default -> of(Phase.CAPTURE);
        };
    }

    /** The budget of any host's event: by what it asks of the hook. */
    public static Budget of(HostEvent event) {
        return of(event.phase());
    }

    /** The longest recall-phase total {@code ALBERT_HOOK_RECALL_BUDGET_MS} may ask for: below the 10 s our hook entries give. */
    static final long RECALL_TOTAL_MAX = 9_000;

    /**
     * The budget of an event in this environment: as {@link #of(HostEvent)}, except that
     * {@code ALBERT_HOOK_RECALL_BUDGET_MS} (3,000 to 9,000) lengthens a recall event's total and, by as much, its
     * wait for the agent's reply, for machines too slow or too loaded to answer a prompt in 3 s (the test suite
     * sets it: its replies are checked, not its speed). Capture and hand-off budgets never grow: Claude Code gives
     * all SessionEnd hooks 1.5 s together.
     */
    public static Budget of(HostEvent event, Map<String, String> env) {
        Budget budget = of(event);
        String value = env.get("ALBERT_HOOK_RECALL_BUDGET_MS");
        if (event.phase() != Phase.RECALL || value == null) {
            return budget;
        }
        long total;
        try {
            total = Math.max(budget.total(), Math.min(RECALL_TOTAL_MAX, Long.parseLong(value.strip())));
        } catch (NumberFormatException e) {
            return budget;
        }
        long extra = total - budget.total();
        return new Budget(total, budget.stdin(), budget.agentWait() + extra, budget.recall());
    }

    public static Budget of(Phase phase) {
        return switch (phase) {
            case RECALL -> new Budget(3_000, 1_000, 1_500, 1_000);
            case HANDOFF -> new Budget(1_000, 300, 250, 0);
            case CAPTURE -> new Budget(2_000, 1_000, 500, 0);
        };
    }
}

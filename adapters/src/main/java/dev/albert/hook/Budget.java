package dev.albert.hook;

import dev.albert.hook.hosts.HostEvent;
import dev.albert.hook.hosts.Phase;

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

    public static Budget of(Phase phase) {
        return switch (phase) {
            case RECALL -> new Budget(3_000, 1_000, 1_500, 1_000);
            case HANDOFF -> new Budget(1_000, 300, 250, 0);
            case CAPTURE -> new Budget(2_000, 1_000, 500, 0);
        };
    }
}

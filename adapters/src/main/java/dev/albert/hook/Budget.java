package dev.albert.hook;

/**
 * Time limits of one hook run, in milliseconds from the start of the process (absolute: every wait
 * is cut to what is left of {@code total}). Claude Code's limits are far larger (UserPromptSubmit
 * 30 s default, our entries say 10 s; SessionEnd 1.5 s in total for all hooks), but a memory hook
 * must never be what the user waits for.
 *
 * @param total     the whole run, whatever happens
 * @param stdin     reading the host's JSON; a pipe that never closes is abandoned here
 * @param agentWait the agent's reply; after it the client hands the event to the spool and replies
 * @param recall    one recall call to the server (by the agent)
 */
public record Budget(long total, long stdin, long agentWait, long recall) {
    static final Budget RECALL = new Budget(3_000, 1_000, 1_500, 1_000);
    static final Budget CAPTURE = new Budget(2_000, 1_000, 500, 0);
    static final Budget HAND_OFF = new Budget(1_000, 300, 250, 0);
    /** What the client keeps back from {@code total} for handing the event to the spool and exiting. */
    static final long HAND_OFF_RESERVE = 250;

    public static Budget of(String event) {
        HookEvent e = HookEvent.named(event);
        return e == null ? CAPTURE : e.budget();
    }
}

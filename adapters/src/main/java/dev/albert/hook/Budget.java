package dev.albert.hook;

/**
 * Time limits of one hook run, in milliseconds from process start. Claude Code's limits are far
 * larger (UserPromptSubmit 30 s default, our entries say 10 s; SessionEnd 1.5 s in total for all
 * hooks), but a memory hook must never be what the user waits for.
 *
 * @param total     the whole run, whatever happens (the fallback stops delivery and recall here)
 * @param stdin     reading the host's JSON; a pipe that never closes is abandoned here
 * @param agentWait the agent's reply; after it the client stops waiting and works in-process
 * @param recall    one recall call to the server
 * @param deliver   whether the hook itself should try to deliver queued events
 */
public record Budget(long total, long stdin, long agentWait, long recall, boolean deliver) {
    public static Budget of(String event) {
        return switch (event) {
            case "UserPromptSubmit", "SessionStart" -> new Budget(3_000, 1_000, 1_500, 1_000, true);
            case "SessionEnd" -> new Budget(1_000, 300, 250, 0, false);
            default -> new Budget(2_000, 1_000, 500, 0, true);
        };
    }
}

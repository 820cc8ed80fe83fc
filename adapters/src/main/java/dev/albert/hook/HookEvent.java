package dev.albert.hook;

/**
 * The Claude Code events the hook handles, with their budgets: the one list that the client's
 * dispatch, the budgets and the event handling share. JDK classes only (the thin client loads it).
 */
public enum HookEvent {
    SESSION_START("SessionStart", Budget.RECALL),
    USER_PROMPT_SUBMIT("UserPromptSubmit", Budget.RECALL),
    STOP("Stop", Budget.CAPTURE),
    PRE_COMPACT("PreCompact", Budget.CAPTURE),
    POST_COMPACT("PostCompact", Budget.CAPTURE),
    SESSION_END("SessionEnd", Budget.HAND_OFF);

    private final String hostName;
    private final Budget budget;

    HookEvent(String hostName, Budget budget) {
        this.hostName = hostName;
        this.budget = budget;
    }

    /** The name as the host writes it ({@code hook_event_name}, the command line). */
    public String hostName() {
        return hostName;
    }

    public Budget budget() {
        return budget;
    }

    /** The event of this host name, or null for anything else (a plain loop: no stream or lambda at start-up). */
    public static HookEvent named(String name) {
        for (HookEvent e : values()) {
            if (e.hostName.equals(name)) {
                return e;
            }
        }
        return null;
    }
}

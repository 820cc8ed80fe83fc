package dev.albert.hook.hosts;

/**
 * What an event asks of the hook, whatever the host: it decides the time budget and whether the hook
 * itself tries to deliver. JDK classes only (the thin client uses it).
 */
public enum Phase {
    /** The host waits for memory before the model answers (session start, prompt). */
    RECALL,
    /** After the turn: queue what happened, deliver soon. */
    CAPTURE,
    /** The host is closing or must not be held up: queue and return at once, deliver later. */
    HANDOFF
}

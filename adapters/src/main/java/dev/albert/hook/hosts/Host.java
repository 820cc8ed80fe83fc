package dev.albert.hook.hosts;

import java.nio.charset.StandardCharsets;

/**
 * The hosts {@code albert-hook} serves, with the events each one runs it for. A closed set: anything
 * else on the command line is a silent no-op (logged). JDK classes only: the thin client looks events
 * up here before it reads stdin.
 */
public enum Host {
    /** Claude Code: settings.json command hooks. */
    CLAUDE_CODE("claude-code", new String[] {"SessionStart", "UserPromptSubmit", "Stop", "PreCompact", "PostCompact", "SessionEnd"},
            new Phase[] {Phase.RECALL, Phase.RECALL, Phase.CAPTURE, Phase.CAPTURE, Phase.CAPTURE, Phase.HANDOFF}),
    /** OpenAI Codex CLI: hooks.json command hooks (Claude-style shape, strict output schemas, no session end). */
    CODEX("codex", new String[] {"SessionStart", "UserPromptSubmit", "Stop", "PreCompact"},
            new Phase[] {Phase.RECALL, Phase.RECALL, Phase.CAPTURE, Phase.CAPTURE}),
    /** Cursor: flat hooks.json; only sessionStart can inject context. */
    CURSOR("cursor", new String[] {"sessionStart", "beforeSubmitPrompt", "afterAgentResponse", "preCompact", "stop", "sessionEnd"},
            new Phase[] {Phase.RECALL, Phase.HANDOFF, Phase.CAPTURE, Phase.CAPTURE, Phase.CAPTURE, Phase.HANDOFF}),
    /** OpenClaw: our plugin (plugin-packaging/openclaw) runs us from its in-process hooks with a JSON envelope. */
    OPENCLAW("openclaw", new String[] {"before_prompt_build", "agent_end"},
            new Phase[] {Phase.RECALL, Phase.CAPTURE});

    private static final byte[] EMPTY = new byte[0];
    private static final byte[] CURSOR_NOTHING = "{}".getBytes(StandardCharsets.UTF_8);
    private static final byte[] CURSOR_CONTINUE = "{\"continue\":true}".getBytes(StandardCharsets.UTF_8);

    private final String id;
    private final String[] events;
    private final Phase[] phases;

    Host(String id, String[] events, Phase[] phases) {
        this.id = id;
        this.events = events;
        this.phases = phases;
    }

    /** The name on the command line and in captured events, e.g. {@code claude-code}. */
    public String id() {
        return id;
    }

    /** The host with this command-line name, or null. */
    public static Host named(String id) {
        for (Host h : values()) {
            if (h.id.equals(id)) {
                return h;
            }
        }
        return null;
    }

    /** This host's event of that name, or null when the host has no such event (or we do not serve it). */
    public HostEvent event(String name) {
        for (int i = 0; i < events.length; i++) {
            if (events[i].equals(name)) {
                return new HostEvent(this, name, phases[i]);
            }
        }
        return null;
    }

    /** The events we serve, in install order. */
    public String[] events() {
        return events.clone();
    }

    /**
     * The "do nothing" reply (host-hooks §5.3): empty stdout for Claude Code, Codex and our OpenClaw
     * plugin; {@code {}} for Cursor, except {@code {"continue":true}} for {@code beforeSubmitPrompt}.
     */
    public byte[] noOp(String event) {
        if (this != CURSOR) {
            return EMPTY;
        }
        return ("beforeSubmitPrompt".equals(event) ? CURSOR_CONTINUE : CURSOR_NOTHING).clone();
    }
}

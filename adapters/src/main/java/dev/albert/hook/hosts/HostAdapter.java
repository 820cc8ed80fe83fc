package dev.albert.hook.hosts;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Map;

/**
 * One host's half of a hook: its payload in, a {@link Turn} out; a recalled block in, the host's reply
 * bytes out. Everything else (queue, recall call, delivery, budgets, fail-open) is host-neutral and
 * lives in {@code HookWork}. A closed set, one per {@link Host}.
 */
public sealed interface HostAdapter permits ClaudeCode, Codex, Cursor, OpenClaw {
    ObjectMapper JSON = new ObjectMapper();

    /** The adapter of a host. */
    static HostAdapter of(Host host) {
        return switch (host) {
            case CLAUDE_CODE -> ClaudeCode.INSTANCE;
            case CODEX -> Codex.INSTANCE;
            case CURSOR -> Cursor.INSTANCE;
            case OPENCLAW -> OpenClaw.INSTANCE;
        };
    }

    /**
     * What the payload means, or a {@link Rejected} reason (logged, then the no-op reply) when it is not
     * this host's payload for this event or lacks what we need.
     */
    Reading read(HostEvent event, JsonNode payload, Map<String, String> env, String cwd);

    /** The reply that injects {@code block} (already marked and bounded to {@link #cap()}). */
    byte[] recalled(HostEvent event, String block);

    /** The most characters of recalled text this host takes (Claude Code's 10,000; Codex's ~2,500 tokens). */
    int cap();

    /** The outcome of reading a payload. */
    sealed interface Reading permits Turn, Rejected {
    }

    /** Not a payload we act on; {@code reason} goes to the hook log (never content). */
    record Rejected(String reason) implements Reading {
    }

    /** {@code {"hookSpecificOutput":{"hookEventName":…,"additionalContext":…}}}: Claude Code and Codex. */
    static byte[] hookSpecificOutput(String event, String block) {
        ObjectNode reply = JSON.createObjectNode();
        ObjectNode specific = reply.putObject("hookSpecificOutput");
        specific.put("hookEventName", event);
        specific.put("additionalContext", block);
        return write(reply);
    }

    static byte[] write(JsonNode node) {
        try {
            return JSON.writeValueAsBytes(node);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}

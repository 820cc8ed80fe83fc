package dev.albert.hook.hosts;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.capture.CaptureEventClass;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.albert.hook.hosts.Payload.blank;
import static dev.albert.hook.hosts.Payload.firstNonBlank;
import static dev.albert.hook.hosts.Payload.metaOf;
import static dev.albert.hook.hosts.Payload.text;

/**
 * OpenAI Codex CLI (host-hooks §2): Claude-style payloads with {@code turn_id} as the turn key. Its
 * output schemas are strict, so the recall reply carries only {@code hookEventName} and
 * {@code additionalContext}, and everything else prints nothing (plain text on {@code Stop} is
 * invalid). Codex has no session-end event: {@code Stop} ends each turn with a checkpoint, so the
 * turn's events are promoted into memories without waiting for a compaction.
 */
public final class Codex implements HostAdapter {
    static final Codex INSTANCE = new Codex();
    /** Codex spills model-visible hook text over ~2,500 tokens to a file; stay below (~4 characters a token). */
    static final int CAP = 8_000;

    private Codex() {
    }

    @Override
    public Reading read(HostEvent event, JsonNode payload, Map<String, String> env, String cwd) {
        String named = text(payload, "hook_event_name");
        if (named != null && !named.equals(event.name())) {
            return new Rejected("payload is for another event or host");
        }
        String session = text(payload, "session_id");
        if (!Payload.usableSession(session)) {
            return new Rejected("no usable session_id");
        }
        String projectDir = firstNonBlank(text(payload, "cwd"), cwd);
        String turn = text(payload, "turn_id");
        List<Turn.Capture> captures = new ArrayList<>();
        Turn.Recall recall = null;
        switch (event.name()) {
            case "SessionStart" -> recall = new Turn.Recall(null);
            case "UserPromptSubmit" -> {
                String prompt = text(payload, "prompt");
                if (!blank(prompt)) {
                    captures.add(new Turn.Capture(CaptureEventClass.USER_GOAL, prompt, turn, Map.of()));
                    recall = new Turn.Recall(prompt);
                }
            }
            case "Stop" -> {
                String message = text(payload, "last_assistant_message");
                if (!blank(message)) {
                    Map<String, String> meta = payload.path("stop_hook_active").asBoolean(false)
                            ? Map.of("stop_hook_active", "true") : Map.of();
                    captures.add(new Turn.Capture(CaptureEventClass.ASSISTANT_OUTCOME, message, turn, meta));
                }
                captures.add(new Turn.Capture(CaptureEventClass.CHECKPOINT, "turn_end", turn, metaOf("kind", "turn_end")));
            }
            case "PreCompact" -> captures.add(new Turn.Capture(CaptureEventClass.CHECKPOINT, "pre_compaction", turn,
                    metaOf("kind", "pre_compaction", "trigger", text(payload, "trigger"))));
            default -> {
                return new Rejected("not a Codex event we serve");
            }
        }
        return new Turn(session, projectDir, captures, recall);
    }

    @Override
    public byte[] recalled(HostEvent event, String block) {
        return HostAdapter.hookSpecificOutput(event.name(), block);
    }

    @Override
    public int cap() {
        return CAP;
    }
}

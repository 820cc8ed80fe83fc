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
 * Claude Code (host-hooks §1): {@code session_id}, {@code prompt_id} as the turn key, {@code cwd} (else
 * {@code CLAUDE_PROJECT_DIR}) as the project. Recall on {@code SessionStart} and {@code UserPromptSubmit}
 * as {@code hookSpecificOutput.additionalContext}; {@code Stop} prints nothing, ever (any output
 * continues the turn).
 */
public final class ClaudeCode implements HostAdapter {
    static final ClaudeCode INSTANCE = new ClaudeCode();
    /** Claude Code's cap on an injected string. */
    static final int CAP = 10_000;

    private ClaudeCode() {
    }

    @Override
    public Reading read(HostEvent event, JsonNode payload, Map<String, String> env, String cwd) {
        String named = text(payload, "hook_event_name");
        if (named != null && !named.equals(event.name())) {
            return new Rejected("payload is for another event or host");
        }
        if (payload.has("cursor_version")) { // Cursor runs Claude's hooks too (host-hooks §3.4): its own adapter serves it
            return new Rejected("a Cursor payload at the Claude Code entry point");
        }
        String session = text(payload, "session_id");
        if (session == null || session.length() > 256) {
            return new Rejected("no usable session_id");
        }
        String projectDir = firstNonBlank(text(payload, "cwd"), env.get("CLAUDE_PROJECT_DIR"), cwd);
        String turn = text(payload, "prompt_id");
        List<Turn.Capture> captures = new ArrayList<>();
        Turn.Recall recall = null;
        switch (event.name()) {
            case "UserPromptSubmit" -> {
                String prompt = text(payload, "prompt");
                if (!blank(prompt)) {
                    captures.add(new Turn.Capture(CaptureEventClass.USER_GOAL, prompt, turn, Map.of()));
                    recall = new Turn.Recall(prompt);
                }
            }
            case "SessionStart" -> recall = new Turn.Recall(null);
            case "Stop" -> {
                String message = text(payload, "last_assistant_message");
                if (!blank(message)) {
                    Map<String, String> meta = payload.path("stop_hook_active").asBoolean(false)
                            ? Map.of("stop_hook_active", "true") : Map.of();
                    captures.add(new Turn.Capture(CaptureEventClass.ASSISTANT_OUTCOME, message, turn, meta));
                }
            }
            case "PostCompact" -> {
                String summary = text(payload, "compact_summary");
                if (!blank(summary)) {
                    captures.add(new Turn.Capture(CaptureEventClass.COMPACTION_SUMMARY, summary, turn, metaOf("trigger", text(payload, "trigger"))));
                }
            }
            case "PreCompact" -> captures.add(new Turn.Capture(CaptureEventClass.CHECKPOINT, "pre_compaction", turn,
                    metaOf("kind", "pre_compaction", "trigger", text(payload, "trigger"))));
            case "SessionEnd" -> captures.add(new Turn.Capture(CaptureEventClass.CHECKPOINT, "session_end", turn,
                    metaOf("kind", "session_end", "reason", text(payload, "reason"))));
            default -> {
                return new Rejected("not a Claude Code event we serve");
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

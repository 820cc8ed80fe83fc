package dev.albert.hook.hosts;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.capture.CaptureEventClass;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.albert.hook.hosts.Payload.blank;
import static dev.albert.hook.hosts.Payload.firstNonBlank;
import static dev.albert.hook.hosts.Payload.metaOf;
import static dev.albert.hook.hosts.Payload.text;

/**
 * Cursor (host-hooks §3): {@code conversation_id} is the session, {@code generation_id} the turn,
 * {@code workspace_roots[0]} (else {@code CURSOR_PROJECT_DIR}) the project. Only {@code sessionStart}
 * can inject context ({@code additional_context}, once per conversation): Cursor has no per-prompt
 * injection, so prompts and answers are captured, and recalled at the next conversation's start.
 * Every reply is JSON: {@code {}}, or {@code {"continue":true}} for {@code beforeSubmitPrompt}; never
 * {@code followup_message} or a permission decision.
 */
public final class Cursor implements HostAdapter {
    static final Cursor INSTANCE = new Cursor();
    static final int CAP = 10_000;

    private Cursor() {
    }

    @Override
    public Reading read(HostEvent event, JsonNode payload, Map<String, String> env, String cwd) {
        String named = text(payload, "hook_event_name");
        if (named != null && !named.equals(event.name())) {
            return new Rejected("payload is for another event or host");
        }
        String session = firstNonBlank(text(payload, "conversation_id"), text(payload, "session_id"));
        if (!Payload.usableSession(session)) {
            return new Rejected("no usable conversation_id");
        }
        JsonNode roots = payload.get("workspace_roots");
        String root = roots != null && roots.isArray() && !roots.isEmpty() && roots.get(0).isTextual() ? roots.get(0).asText() : null;
        String projectDir = firstNonBlank(root, env.get("CURSOR_PROJECT_DIR")); // user hooks run in ~/.cursor, not the project
        String turn = text(payload, "generation_id");
        List<Turn.Capture> captures = new ArrayList<>();
        Turn.Recall recall = null;
        switch (event.name()) {
            case "sessionStart" -> recall = new Turn.Recall(null);
            case "beforeSubmitPrompt" -> {
                String prompt = text(payload, "prompt");
                if (!blank(prompt)) {
                    captures.add(new Turn.Capture(CaptureEventClass.USER_GOAL, prompt, turn, Map.of()));
                }
            }
            case "afterAgentResponse" -> {
                String answer = text(payload, "text");
                if (!blank(answer)) {
                    captures.add(new Turn.Capture(CaptureEventClass.ASSISTANT_OUTCOME, answer, turn, Map.of()));
                }
            }
            case "preCompact" -> captures.add(new Turn.Capture(CaptureEventClass.CHECKPOINT, "pre_compaction", turn,
                    metaOf("kind", "pre_compaction", "trigger", text(payload, "trigger"))));
            case "stop" -> captures.add(new Turn.Capture(CaptureEventClass.CHECKPOINT, "turn_end", turn,
                    metaOf("kind", "turn_end", "status", text(payload, "status"))));
            case "sessionEnd" -> captures.add(new Turn.Capture(CaptureEventClass.CHECKPOINT, "session_end", turn,
                    metaOf("kind", "session_end", "reason", text(payload, "reason"))));
            default -> {
                return new Rejected("not a Cursor event we serve");
            }
        }
        return new Turn(session, projectDir, captures, recall);
    }

    @Override
    public byte[] recalled(HostEvent event, String block) {
        ObjectNode reply = JSON.createObjectNode();
        reply.put("additional_context", block);
        return HostAdapter.write(reply);
    }

    @Override
    public int cap() {
        return CAP;
    }
}

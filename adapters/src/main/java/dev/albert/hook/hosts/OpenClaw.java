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
 * OpenClaw, through our plugin (plugin-packaging/openclaw). OpenClaw has no stdin protocol: the
 * plugin's in-process hooks send our own envelope, version 1 (docs/hooks.md):
 * <pre>
 * {"version":1,"host":"openclaw","event":"before_prompt_build","sessionKey":…,"sessionId":…,"runId":…,
 *  "agentId":…,"workspaceDir":…,"prompt":…,"currentUserMessage":…}
 * {"version":1,"host":"openclaw","event":"agent_end",…,"success":true,"messages":[…the run's messages…]}
 * </pre>
 * {@code before_prompt_build} captures the user's message and recalls; the reply is
 * {@code {"prependContext":"<albert-memory…>"}} or nothing. {@code agent_end} captures the answer and
 * ends the turn with a checkpoint (OpenClaw's session end does not fire reliably).
 */
public final class OpenClaw implements HostAdapter {
    static final OpenClaw INSTANCE = new OpenClaw();
    static final int CAP = 10_000;

    private OpenClaw() {
    }

    @Override
    public Reading read(HostEvent event, JsonNode payload, Map<String, String> env, String cwd) {
        String named = text(payload, "event");
        if (named != null && !named.equals(event.name())) {
            return new Rejected("payload is for another event or host");
        }
        if (payload.has("version") && payload.path("version").asInt(-1) != 1) {
            return new Rejected("unknown envelope version");
        }
        String session = firstNonBlank(text(payload, "sessionKey"), text(payload, "sessionId"));
        if (!Payload.usableSession(session)) {
            return new Rejected("no usable sessionKey");
        }
        String projectDir = text(payload, "workspaceDir");
        String turn = text(payload, "runId");
        List<Turn.Capture> captures = new ArrayList<>();
        Turn.Recall recall = null;
        switch (event.name()) {
            case "before_prompt_build" -> {
                // event.prompt can carry envelope text and history; the current message is what the user asked
                String prompt = firstNonBlank(text(payload, "currentUserMessage"), text(payload, "prompt"));
                if (!blank(prompt)) {
                    captures.add(new Turn.Capture(CaptureEventClass.USER_GOAL, prompt, turn, Map.of()));
                    recall = new Turn.Recall(prompt);
                }
            }
            case "agent_end" -> {
                boolean success = payload.path("success").asBoolean(false);
                String answer = success ? lastAssistantText(payload.get("messages")) : null;
                if (!blank(answer)) {
                    captures.add(new Turn.Capture(CaptureEventClass.ASSISTANT_OUTCOME, answer, turn, Map.of()));
                }
                captures.add(new Turn.Capture(CaptureEventClass.CHECKPOINT, "turn_end", turn,
                        metaOf("kind", "turn_end", "success", String.valueOf(success))));
            }
            default -> {
                return new Rejected("not an OpenClaw event we serve");
            }
        }
        return new Turn(session, projectDir, captures, recall);
    }

    /** The text of the last assistant message: {@code content} as a string, or its {@code text} parts joined. */
    static String lastAssistantText(JsonNode messages) {
        if (messages == null || !messages.isArray()) {
            return null;
        }
        for (int i = messages.size() - 1; i >= 0; i--) {
            JsonNode m = messages.get(i);
            if (!"assistant".equals(text(m, "role"))) {
                continue;
            }
            JsonNode content = m.get("content");
            if (content != null && content.isTextual()) {
                return content.asText();
            }
            if (content != null && content.isArray()) {
                StringBuilder b = new StringBuilder();
                for (JsonNode part : content) {
                    if ("text".equals(text(part, "type")) && text(part, "text") != null) {
                        b.append(b.isEmpty() ? "" : "\n").append(text(part, "text"));
                    }
                }
                if (!b.isEmpty()) {
                    return b.toString();
                }
            }
        }
        return null;
    }

    @Override
    public byte[] recalled(HostEvent event, String block) {
        ObjectNode reply = JSON.createObjectNode();
        reply.put("prependContext", block);
        return HostAdapter.write(reply);
    }

    @Override
    public int cap() {
        return CAP;
    }
}

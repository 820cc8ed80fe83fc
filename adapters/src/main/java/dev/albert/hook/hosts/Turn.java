package dev.albert.hook.hosts;

import dev.albert.api.capture.CaptureEventClass;

import java.util.List;
import java.util.Map;

/**
 * What one host payload means, host-neutral: which session it belongs to, where the project is, what
 * to capture and whether to recall. Adapters build it; {@code HookWork} acts on it.
 *
 * @param sessionKey the host's session (Claude/Codex {@code session_id}, Cursor {@code conversation_id},
 *                   OpenClaw {@code sessionKey})
 * @param projectDir the absolute project folder when the host names one, else null
 * @param captures   the events to queue, in order (may be empty)
 * @param recall     whether to recall, and with which query (null query: session context)
 */
public record Turn(String sessionKey, String projectDir, List<Capture> captures, Recall recall) implements HostAdapter.Reading {
    public Turn {
        captures = List.copyOf(captures);
    }

    /** One event to queue. */
    public record Capture(CaptureEventClass eventClass, String text, String turnKey, Map<String, String> metadata) {
        public Capture {
            metadata = Map.copyOf(metadata);
        }
    }

    /** A recall request; {@code query} null means "the session's context" (session start). */
    public record Recall(String query) {
    }
}

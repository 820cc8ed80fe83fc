package dev.albert.capture.testing;

import dev.albert.api.capture.CaptureEventClass;
import dev.albert.capture.queue.NewEvent;

/** Small event factories for tests. */
public final class Events {
    private Events() {
    }

    public static NewEvent note(String text) {
        return NewEvent.of("claude-code", "session-1", CaptureEventClass.NOTE, text);
    }

    public static NewEvent numbered(String prefix, int n) {
        return NewEvent.of("claude-code", "session-" + prefix, CaptureEventClass.TOOL_OUTCOME, prefix + " event number " + n);
    }
}

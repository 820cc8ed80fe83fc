package dev.albert.capture.queue;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Arrays;
import java.util.stream.Collectors;

/** What a captured event is about. The wire name is what the queue stores and the server receives. */
public enum EventClass {
    USER_GOAL("user_goal"),
    ASSISTANT_OUTCOME("assistant_outcome"),
    DECISION("decision"),
    CORRECTION("correction"),
    TOOL_OUTCOME("tool_outcome"),
    NOTE("note"),
    /** The host's summary written when it compacts the conversation (pre-compaction checkpoint). */
    COMPACTION_SUMMARY("compaction_summary"),
    /** A marker asking the server to promote the session's durable events (pre-compaction, session end). */
    CHECKPOINT("checkpoint");

    private final String wireName;

    EventClass(String wireName) {
        this.wireName = wireName;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** The class for a wire name, or {@link IllegalArgumentException} naming the accepted ones. */
    @JsonCreator
    public static EventClass fromWire(String name) {
        for (EventClass c : values()) {
            if (c.wireName.equals(name)) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown event class '" + name + "' (expected one of " + wireNames() + ")");
    }

    public static String wireNames() {
        return Arrays.stream(values()).map(EventClass::wireName).collect(Collectors.joining(", "));
    }

    @Override
    public String toString() {
        return wireName;
    }
}

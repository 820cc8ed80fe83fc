package dev.albert.api.capture;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** What a captured event is about (extension, {@code POST /v1/capture/events}). */
public enum CaptureEventClass {
    USER_GOAL("user_goal"),
    ASSISTANT_OUTCOME("assistant_outcome"),
    DECISION("decision"),
    CORRECTION("correction"),
    TOOL_OUTCOME("tool_outcome"),
    NOTE("note"),
    /** The host's summary written when it compacts the conversation. */
    COMPACTION_SUMMARY("compaction_summary"),
    /** A marker asking the server to promote the session's durable events (pre-compaction, session end). */
    CHECKPOINT("checkpoint");

    private final String wireName;

    CaptureEventClass(String wireName) {
        this.wireName = wireName;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** Parses a wire name; throws {@link IllegalArgumentException} naming the accepted values. */
    @JsonCreator
    public static CaptureEventClass fromWire(String value) {
        for (CaptureEventClass v : values()) {
            if (v.wireName.equals(value)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown capture event class '" + value + "'; expected one of "
                + java.util.Arrays.stream(values()).map(CaptureEventClass::wireName).toList());
    }

    /** The wire names, comma-separated, for error messages. */
    public static String wireNames() {
        return String.join(", ", java.util.Arrays.stream(values()).map(CaptureEventClass::wireName).toList());
    }

    /** The wire name: what the capture queue stores, logs print and the server receives. */
    @Override
    public String toString() {
        return wireName;
    }
}

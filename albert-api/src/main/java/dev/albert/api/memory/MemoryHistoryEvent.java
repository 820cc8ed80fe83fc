package dev.albert.api.memory;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** What happened to a memory in its history (extension). */
public enum MemoryHistoryEvent {
    CREATED("created"),
    SUPERSEDED("superseded"),
    INVALIDATED("invalidated"),
    QUARANTINE_RELEASED("quarantine_released");

    private final String wireName;

    MemoryHistoryEvent(String wireName) {
        this.wireName = wireName;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** Parses a wire name; throws {@link IllegalArgumentException} naming the accepted values. */
    @JsonCreator
    public static MemoryHistoryEvent fromWire(String value) {
        for (MemoryHistoryEvent v : values()) {
            if (v.wireName.equals(value)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown memoryHistoryEvent '" + value + "'; expected one of "
                + java.util.Arrays.stream(values()).map(MemoryHistoryEvent::wireName).toList());
    }
}

package dev.albert.api.memory;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** Memory lifecycle states. */
public enum MemoryStatus {
    ACTIVE("active"),
    DELETED("deleted");

    private final String wireName;

    MemoryStatus(String wireName) {
        this.wireName = wireName;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** Parses a wire name; throws {@link IllegalArgumentException} naming the accepted values. */
    @JsonCreator
    public static MemoryStatus fromWire(String value) {
        for (MemoryStatus v : values()) {
            if (v.wireName.equals(value)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown memoryStatus '" + value + "'; expected one of "
                + java.util.Arrays.stream(values()).map(MemoryStatus::wireName).toList());
    }
}

package dev.albert.api.working;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** Working-memory lifecycle states. */
public enum WorkingMemoryStatus {
    ACTIVE("active"),
    COMPLETED("completed"),
    FAILED("failed"),
    EXPIRED("expired");

    private final String wireName;

    WorkingMemoryStatus(String wireName) {
        this.wireName = wireName;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** Parses a wire name; throws {@link IllegalArgumentException} naming the accepted values. */
    @JsonCreator
    public static WorkingMemoryStatus fromWire(String value) {
        for (WorkingMemoryStatus v : values()) {
            if (v.wireName.equals(value)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown workingMemoryStatus '" + value + "'; expected one of "
                + java.util.Arrays.stream(values()).map(WorkingMemoryStatus::wireName).toList());
    }
}

package dev.albert.api.memory;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** What a reviewer decides about a quarantined memory (extension). */
public enum ReviewDecision {
    /** Clears the quarantine: the memory is recalled again. */
    RELEASE("release"),
    /** Scrubs the memory as DELETE does. */
    REJECT("reject");

    private final String wireName;

    ReviewDecision(String wireName) {
        this.wireName = wireName;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** Parses a wire name; throws {@link IllegalArgumentException} naming the accepted values. */
    @JsonCreator
    public static ReviewDecision fromWire(String value) {
        for (ReviewDecision v : values()) {
            if (v.wireName.equals(value)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown reviewDecision '" + value + "'; expected one of "
                + java.util.Arrays.stream(values()).map(ReviewDecision::wireName).toList());
    }
}

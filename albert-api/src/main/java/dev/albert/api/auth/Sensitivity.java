package dev.albert.api.auth;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** Sensitivity levels, ordered from low to high; the default is {@code internal}. */
public enum Sensitivity {
    PUBLIC("public"),
    INTERNAL("internal"),
    CONFIDENTIAL("confidential"),
    RESTRICTED("restricted");

    private final String wireName;

    Sensitivity(String wireName) {
        this.wireName = wireName;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** Parses a wire name; throws {@link IllegalArgumentException} naming the accepted values. */
    @JsonCreator
    public static Sensitivity fromWire(String value) {
        for (Sensitivity v : values()) {
            if (v.wireName.equals(value)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown sensitivity '" + value + "'; expected one of "
                + java.util.Arrays.stream(values()).map(Sensitivity::wireName).toList());
    }
}

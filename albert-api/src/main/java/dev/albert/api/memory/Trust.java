package dev.albert.api.memory;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** How far a memory's source is trusted (extension). Confidence ceilings: verified 0.80, untrusted 0.45, trusted none. */
public enum Trust {
    VERIFIED("verified"),
    UNTRUSTED("untrusted"),
    TRUSTED("trusted");

    private final String wireName;

    Trust(String wireName) {
        this.wireName = wireName;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** Parses a wire name; throws {@link IllegalArgumentException} naming the accepted values. */
    @JsonCreator
    public static Trust fromWire(String value) {
        for (Trust v : values()) {
            if (v.wireName.equals(value)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown trust '" + value + "'; expected one of "
                + java.util.Arrays.stream(values()).map(Trust::wireName).toList());
    }

    /** The highest confidence a memory of this trust may carry. */
    public double confidenceCeiling() {
        return switch (this) {
            case VERIFIED -> 0.80;
            case UNTRUSTED -> 0.45;
            case TRUSTED -> 1.0;
        };
    }

    /** Trust may only be lowered: {@code trusted} > {@code verified} > {@code untrusted}. */
    public int rank() {
        return switch (this) {
            case UNTRUSTED -> 0;
            case VERIFIED -> 1;
            case TRUSTED -> 2;
        };
    }
}

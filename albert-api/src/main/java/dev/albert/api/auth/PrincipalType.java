package dev.albert.api.auth;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** Who holds a key. */
public enum PrincipalType {
    AGENT("agent"),
    HUMAN("human"),
    SERVICE("service");

    private final String wireName;

    PrincipalType(String wireName) {
        this.wireName = wireName;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** Parses a wire name; throws {@link IllegalArgumentException} naming the accepted values. */
    @JsonCreator
    public static PrincipalType fromWire(String value) {
        for (PrincipalType v : values()) {
            if (v.wireName.equals(value)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown principalType '" + value + "'; expected one of "
                + java.util.Arrays.stream(values()).map(PrincipalType::wireName).toList());
    }
}

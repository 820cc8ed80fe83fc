package dev.albert.api.search;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** What a search hit or citation points at. */
public enum HitKind {
    MEMORY("memory"),
    RELATIONSHIP("relationship");

    private final String wireName;

    HitKind(String wireName) {
        this.wireName = wireName;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** Parses a wire name; throws {@link IllegalArgumentException} naming the accepted values. */
    @JsonCreator
    public static HitKind fromWire(String value) {
        for (HitKind v : values()) {
            if (v.wireName.equals(value)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown hitKind '" + value + "'; expected one of "
                + java.util.Arrays.stream(values()).map(HitKind::wireName).toList());
    }
}

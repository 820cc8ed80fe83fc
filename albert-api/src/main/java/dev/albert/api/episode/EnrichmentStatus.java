package dev.albert.api.episode;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** Enrichment of an episode. */
public enum EnrichmentStatus {
    PENDING("pending"),
    COMPLETE("complete"),
    FAILED("failed");

    private final String wireName;

    EnrichmentStatus(String wireName) {
        this.wireName = wireName;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** Parses a wire name; throws {@link IllegalArgumentException} naming the accepted values. */
    @JsonCreator
    public static EnrichmentStatus fromWire(String value) {
        for (EnrichmentStatus v : values()) {
            if (v.wireName.equals(value)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown enrichmentStatus '" + value + "'; expected one of "
                + java.util.Arrays.stream(values()).map(EnrichmentStatus::wireName).toList());
    }
}

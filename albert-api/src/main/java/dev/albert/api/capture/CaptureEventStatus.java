package dev.albert.api.capture;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** The server's verdict on one captured event (extension). */
public enum CaptureEventStatus {
    /** Stored now. */
    ACCEPTED("accepted"),
    /** An event with this event id was already stored (a replay); nothing changed. */
    DUPLICATE("duplicate"),
    /** Refused for good; the result's {@code reason} says why, never quoting the content. */
    REJECTED("rejected");

    private final String wireName;

    CaptureEventStatus(String wireName) {
        this.wireName = wireName;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** Parses a wire name; throws {@link IllegalArgumentException} naming the accepted values. */
    @JsonCreator
    public static CaptureEventStatus fromWire(String value) {
        for (CaptureEventStatus v : values()) {
            if (v.wireName.equals(value)) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown capture event status '" + value + "'; expected one of "
                + java.util.Arrays.stream(values()).map(CaptureEventStatus::wireName).toList());
    }
}

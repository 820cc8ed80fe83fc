package dev.albert.capture.delivery;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/** The server's verdict on one event of a batch. */
public enum CaptureEventStatus {
    /** Stored now. The client deletes its copy. */
    ACCEPTED("accepted"),
    /** Already stored earlier (a replay of the same event id). The client deletes its copy. */
    DUPLICATE("duplicate"),
    /** Refused for good (invalid, credential-shaped, too large); {@code reason} says why. The client parks it. */
    REJECTED("rejected");

    private final String wireName;

    CaptureEventStatus(String wireName) {
        this.wireName = wireName;
    }

    @JsonValue
    public String wireName() {
        return wireName;
    }

    @JsonCreator
    public static CaptureEventStatus fromWire(String name) {
        for (CaptureEventStatus s : values()) {
            if (s.wireName.equals(name)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown capture event status '" + name + "'");
    }
}

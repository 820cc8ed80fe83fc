package dev.albert.client.compat;

import com.fasterxml.jackson.annotation.JsonValue;

/** How a server supports one feature the toolkit needs. */
public enum Support {
    SUPPORTED, MISSING, DEGRADED;

    @JsonValue
    public String wireName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}

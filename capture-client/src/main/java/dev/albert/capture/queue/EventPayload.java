package dev.albert.capture.queue;

import java.util.Map;

/**
 * The sealed part of a record: everything an event says. Serialized as JSON, then encrypted; it
 * exists in clear only in memory.
 */
public record EventPayload(String text, String turnKey, String projectRef, String branch, Map<String, String> metadata) {
    public EventPayload {
        metadata = metadata == null ? Map.of() : Map.copyOf(metadata);
    }
}

package dev.albert.capture.queue;

import java.util.List;

/**
 * Records leased to one flusher. Records that failed authentication while claiming were moved
 * aside and are counted in {@code tampered}; they are not in {@code events}.
 */
public record Claim(List<QueuedEvent> events, int tampered) {
    public Claim {
        events = List.copyOf(events);
    }

    public boolean isEmpty() {
        return events.isEmpty();
    }
}

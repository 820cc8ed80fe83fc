package dev.albert.capture.queue;

import java.util.List;

/**
 * What an enqueue did. Returned only after the record is durable.
 *
 * @param duplicate     an event with this id was already queued; nothing was written
 * @param redactedRules ids of the screening rules that redacted something (never the secret itself)
 * @param dropped       how many of the oldest records were dropped to stay within the bounds
 */
public record Enqueued(String eventId, boolean duplicate, List<String> redactedRules, int dropped) {
    public Enqueued {
        redactedRules = List.copyOf(redactedRules);
    }
}

package dev.albert.api.capture;

import java.time.Instant;
import java.util.Map;

/**
 * What a retention run scrubbed (or, in a dry run, would scrub) (extension).
 *
 * @param sessions       sessions that had events past their retention
 * @param events         captured events past their profile's retention
 * @param memories       memories promoted from those events (scrubbed as DELETE does)
 * @param eventsByClass  {@code events} by class wire name
 * @param ranAt          the instant the ages were measured against
 */
public record CaptureRetentionReport(boolean dryRun, int sessions, int events, int memories,
                                     Map<String, Integer> eventsByClass, Instant ranAt) {
    public CaptureRetentionReport {
        eventsByClass = eventsByClass == null ? Map.of() : Map.copyOf(eventsByClass);
    }
}

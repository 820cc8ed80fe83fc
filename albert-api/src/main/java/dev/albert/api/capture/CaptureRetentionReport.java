package dev.albert.api.capture;

import java.time.Instant;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

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
        // Sorted by class name, so the report reads the same every time.
        eventsByClass = eventsByClass == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(eventsByClass));
    }
}

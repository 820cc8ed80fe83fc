package dev.albert.api.capture;

import java.util.List;

/** {@code POST /v1/capture/events} body (extension): 1 to {@link CaptureLimits#BATCH_MAX} events. */
public record CaptureEventsRequest(List<CaptureEvent> events) {
    public CaptureEventsRequest {
        events = events == null ? List.of() : List.copyOf(events);
    }
}

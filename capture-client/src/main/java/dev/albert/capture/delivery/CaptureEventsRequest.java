package dev.albert.capture.delivery;

import java.util.List;

/** The body of {@code POST /v1/capture/events}: 1 to 100 events. */
public record CaptureEventsRequest(List<CaptureEventWire> events) {
    public static final int MAX_EVENTS = 100;

    public CaptureEventsRequest {
        events = List.copyOf(events);
    }
}

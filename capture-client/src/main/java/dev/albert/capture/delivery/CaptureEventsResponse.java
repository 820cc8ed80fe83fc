package dev.albert.capture.delivery;

import java.util.List;

/** The 200 reply to {@code POST /v1/capture/events}: one result per event of the request. */
public record CaptureEventsResponse(List<CaptureEventResult> results) {
    public CaptureEventsResponse {
        if (results == null) {
            throw new IllegalArgumentException("results is required");
        }
        results = List.copyOf(results);
    }
}

package dev.albert.api.capture;

import java.util.List;

/** The 200 reply to {@code POST /v1/capture/events} (extension): one result per event, in request order. */
public record CaptureEventsResponse(List<CaptureEventResult> results) {
    public CaptureEventsResponse {
        results = results == null ? List.of() : List.copyOf(results);
    }
}

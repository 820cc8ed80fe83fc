package dev.albert.capture.delivery;

/**
 * The verdict on one event.
 *
 * @param reason null unless {@code rejected}: a short code or sentence that never quotes the event's content
 */
public record CaptureEventResult(String eventId, CaptureEventStatus status, String reason) {
    public CaptureEventResult {
        if (eventId == null || status == null) {
            throw new IllegalArgumentException("event_id and status are required");
        }
    }
}

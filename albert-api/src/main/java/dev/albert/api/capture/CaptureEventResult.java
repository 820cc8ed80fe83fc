package dev.albert.api.capture;

import java.util.List;

/**
 * The verdict on one event of a batch (extension).
 *
 * @param eventId  the event id exactly as sent
 * @param reason   why it was rejected, or a note on an accepted event ({@code not_kept}: its class is not kept by the
 *                 session's capture profile, so it was not stored; {@code truncated}: its text was cut to the profile's
 *                 bound); null otherwise. A short code and explanation that never quotes the event's content
 * @param redacted ids of the secret-scanner rules whose matches the server redacted before storing (empty if none)
 */
public record CaptureEventResult(String eventId, CaptureEventStatus status, String reason, List<String> redacted) {
    public CaptureEventResult {
        redacted = redacted == null ? List.of() : List.copyOf(redacted);
    }
}

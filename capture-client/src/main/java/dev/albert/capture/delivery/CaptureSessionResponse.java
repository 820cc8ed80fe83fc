package dev.albert.capture.delivery;

import java.time.Instant;

/** The capture session as the server stores it (201 when created, 200 when it existed). */
public record CaptureSessionResponse(String id, String host, String sessionKey, String projectRef, String branch,
                                     String workspaceId, Instant createdAt, Instant lastEventAt) {
}

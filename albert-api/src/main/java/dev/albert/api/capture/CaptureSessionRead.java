package dev.albert.api.capture;

import java.time.Instant;
import java.util.UUID;

/**
 * A capture session as stored (extension).
 *
 * @param id          {@code cs_} and 32 hex digits
 * @param workspaceId null for an organization-wide session (created by an organization-scoped key)
 * @param lastEventAt when its latest event was received; null before the first
 * @param profile     the name of the capture profile that governs its events ({@code default} unless one was chosen)
 */
public record CaptureSessionRead(String id, String host, String sessionKey, String projectRef, String branch,
                                 UUID workspaceId, Instant createdAt, Instant lastEventAt, String profile) {
}

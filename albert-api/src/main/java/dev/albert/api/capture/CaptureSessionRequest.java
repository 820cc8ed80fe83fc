package dev.albert.api.capture;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.UUID;

/**
 * {@code POST /v1/capture/sessions} body (extension): declares or updates a capture session. Optional, since a
 * session is created by its first event.
 *
 * @param workspaceId where the session's events are stored; default the key's workspace
 * @param profile     the capture profile of the session's workspace that governs its events; null keeps the session's
 *                    current one (a new session: {@code default})
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CaptureSessionRequest(String host, String sessionKey, String projectRef, String branch,
                                    UUID workspaceId, String profile) {
    /** A declaration that leaves the session's profile as it is. */
    public CaptureSessionRequest(String host, String sessionKey, String projectRef, String branch, UUID workspaceId) {
        this(host, sessionKey, projectRef, branch, workspaceId, null);
    }
}

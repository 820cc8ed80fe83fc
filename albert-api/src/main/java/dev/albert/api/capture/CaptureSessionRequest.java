package dev.albert.api.capture;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.UUID;

/**
 * {@code POST /v1/capture/sessions} body (extension): declares or updates a capture session. Optional, since a
 * session is created by its first event.
 *
 * @param workspaceId where the session's events are stored; default the key's workspace
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CaptureSessionRequest(String host, String sessionKey, String projectRef, String branch,
                                    UUID workspaceId) {
}

package dev.albert.capture.delivery;

/**
 * The body of {@code POST /v1/capture/sessions}: declares (or updates) a capture session's context.
 * Optional: the server creates a session implicitly on its first event.
 *
 * @param workspaceId optional; defaults to the key's workspace
 */
public record CaptureSessionRequest(String host, String sessionKey, String projectRef, String branch, String workspaceId) {
}

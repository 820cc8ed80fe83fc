package dev.albert.api.capture;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.UUID;

/**
 * {@code POST /v1/capture/retention/run} body (extension): runs retention housekeeping now, within the key's reach.
 *
 * @param dryRun      default true: count what would be scrubbed, change nothing
 * @param workspaceId only this workspace's sessions; default every session the key reaches
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CaptureRetentionRequest(Boolean dryRun, UUID workspaceId) {
}

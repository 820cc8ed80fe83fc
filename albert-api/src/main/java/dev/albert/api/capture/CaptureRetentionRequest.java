package dev.albert.api.capture;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.wire.Wire;

import java.util.UUID;

/**
 * {@code POST /v1/capture/retention/run} body (extension): runs retention housekeeping now, within the key's reach.
 *
 * @param dryRun      default true: count what would be scrubbed, change nothing
 * @param workspaceId only this workspace's sessions; default every session the key reaches
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CaptureRetentionRequest(@Wire.Default("true") Boolean dryRun, @Wire.Nullable UUID workspaceId) {
}

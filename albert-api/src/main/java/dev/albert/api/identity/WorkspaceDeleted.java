package dev.albert.api.identity;

import java.util.UUID;

/** The outcome of {@code DELETE /v1/workspaces/{id}} (extension): what the disposition touched. */
public record WorkspaceDeleted(
        UUID id,
        WorkspaceDisposition disposition,
        UUID targetWorkspaceId,
        int memories,
        int episodes,
        int relationships,
        int principalsDeactivated) {}

package dev.albert.api.identity;

/** {@code PATCH /v1/workspaces/{id}} (extension): rename; the name is unique per organization. */
public record WorkspaceUpdate(
        String name) {}

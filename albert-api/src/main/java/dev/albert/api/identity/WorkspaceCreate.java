package dev.albert.api.identity;

/** {@code POST /v1/workspaces} (extension): the name is unique per organization. */
public record WorkspaceCreate(
        String name) {}

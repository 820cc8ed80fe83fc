package dev.albert.api.identity;

import dev.albert.api.Limits;
import dev.albert.api.wire.Wire;

/** {@code PATCH /v1/workspaces/{id}} (extension): rename; the name is unique per organization. */
public record WorkspaceUpdate(
        @Wire.Required @Wire.NotBlank @Wire.Length(max = Limits.NAME_MAX) String name) {}

package dev.albert.api.identity;

import dev.albert.api.Limits;
import dev.albert.api.wire.Wire;

/** {@code POST /v1/workspaces} (extension): the name is unique per organization. */
public record WorkspaceCreate(
        @Wire.Required @Wire.NotBlank @Wire.Length(max = Limits.NAME_MAX) String name) {}

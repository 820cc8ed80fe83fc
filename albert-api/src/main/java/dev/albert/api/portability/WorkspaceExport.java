package dev.albert.api.portability;

import java.util.UUID;

/** A workspace named in an export bundle. */
public record WorkspaceExport(
        UUID ref,
        String name) {}

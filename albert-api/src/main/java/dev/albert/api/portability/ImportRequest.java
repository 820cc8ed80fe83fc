package dev.albert.api.portability;

import java.util.UUID;

/** {@code POST /v1/import} body. */
public record ImportRequest(
        ExportBundle bundle,
        UUID workspaceId) {}

package dev.albert.api.portability;

import java.time.Instant;
import java.util.List;

/** The {@code albert-export-v1} exchange format (contract §6). */
public record ExportBundle(
        String formatVersion,
        Instant exportedAt,
        String organizationName,
        List<WorkspaceExport> workspaces,
        List<MemoryExport> memories,
        List<RelationshipExport> relationships) {
    public static final String FORMAT_VERSION = "albert-export-v1";
}

package dev.albert.api.portability;

import java.time.Instant;

/**
 * The first line of an {@code albert-export-ndjson-v1} stream (extension): then one line per record
 * ({@code {"kind": "workspace" | "memory" | "relationship", …}} with the fields of {@link WorkspaceExport},
 * {@link MemoryExport} or {@link RelationshipExport}), then {@link ExportStreamEnd}.
 */
public record ExportStreamHeader(
        String formatVersion,
        Instant exportedAt,
        String organizationName) {
    public static final String FORMAT_VERSION = "albert-export-ndjson-v1";
}

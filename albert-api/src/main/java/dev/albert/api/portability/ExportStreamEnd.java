package dev.albert.api.portability;

import java.util.Map;

/**
 * The last line of an {@code albert-export-ndjson-v1} stream: {@code kind} is {@code "end"}, {@code counts}
 * has the number of {@code workspaces}, {@code memories} and {@code relationships} lines, and {@code sha256}
 * is the lowercase hex SHA-256 of every byte before this line. A stream without it is truncated.
 */
public record ExportStreamEnd(
        String kind,
        Map<String, Long> counts,
        String sha256) {
    public static final String KIND = "end";
}

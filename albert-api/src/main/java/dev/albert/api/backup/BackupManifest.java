package dev.albert.api.backup;

import java.time.Instant;

/**
 * The first line of an {@code albert-backup-v1} stream (extension; docs/backup-format.md): one JSON
 * object and a newline, followed by exactly {@code sizeBytes} bytes of SQLite database whose SHA-256
 * is {@code sha256}. {@code POST /v1/admin/restore?confirm=} must repeat that checksum.
 */
public record BackupManifest(
        String format,
        String server,
        String serverVersion,
        int schemaVersion,
        Instant createdAt,
        long sizeBytes,
        String sha256) {
    public static final String FORMAT = "albert-backup-v1";
}

package dev.albert.admin.backup;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.backup.BackupManifest;

/**
 * The authenticated final record of a backup: what was backed up from where, and the size and SHA-256 of the
 * server's stream, which verify and restore check after decrypting. {@code chunks} is the number of data
 * records, set when the writer seals the last one.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record Manifest(String format, Long chunks, String serverUrl, String server, String serverVersion,
                Integer schemaVersion, String createdAt, String backedUpAt, Long plaintextSize,
                String plaintextSha256, String serverSha256, Long serverSizeBytes) {

    /** The manifest of a backup of {@code snapshot} taken from {@code serverUrl}; {@code chunks} is set at the end. */
    static Manifest of(String serverUrl, BackupManifest snapshot, String backedUpAt, long plaintextSize,
                       String plaintextSha256) {
        return new Manifest(BackupFormat.FORMAT, null, serverUrl, snapshot.server(), snapshot.serverVersion(),
                snapshot.schemaVersion(), snapshot.createdAt() == null ? null : snapshot.createdAt().toString(),
                backedUpAt, plaintextSize, plaintextSha256, snapshot.sha256(), snapshot.sizeBytes());
    }

    Manifest withChunks(long count) {
        return new Manifest(format, count, serverUrl, server, serverVersion, schemaVersion, createdAt, backedUpAt,
                plaintextSize, plaintextSha256, serverSha256, serverSizeBytes);
    }
}

package dev.albert.admin.backup;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The header line of an {@code albert-admin-backup-v1} file, field for field as docs/backup-format.md
 * lists it. The line's bytes, not this record, are what the records authenticate: a reader keeps the bytes
 * it read and never re-serializes them.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record HeaderLine(String format, String cipher, int chunkSize, String noncePrefix, KeySpec key, String keyCheck,
                  String createdAt) {
}

package dev.albert.api.backup;

/** {@code POST /v1/admin/restore} response (extension): row counts of the database now being served. */
public record RestoreResult(
        int schemaVersion,
        String sha256,
        long organizations,
        long memories,
        long episodes,
        long relationships,
        long keys) {}

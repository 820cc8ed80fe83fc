package dev.albert.api.portability;

/** {@code POST /v1/import} response. */
public record ImportResult(
        int memoriesCreated,
        int memoriesSkipped,
        int relationshipsCreated,
        int workspacesCreated) {}

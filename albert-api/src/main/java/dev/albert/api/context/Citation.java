package dev.albert.api.context;

import dev.albert.api.search.HitKind;
import java.util.List;
import java.util.UUID;

/**
 * One numbered section of an assembled context. Extension: {@code trust} (the memory's; null for a relationship, whose
 * text no principal vouched for) and {@code label}, the {@code [verified]}/{@code [untrusted]} the section carries, as in
 * session-start recall.
 */
public record Citation(
        int index,
        HitKind kind,
        UUID memoryId,
        UUID episodeId,
        List<String> backends,
        dev.albert.api.memory.Trust trust,
        String label) {}

package dev.albert.api.context;

import dev.albert.api.search.HitKind;
import java.util.List;
import java.util.UUID;

/** One numbered section of an assembled context. */
public record Citation(
        int index,
        HitKind kind,
        UUID memoryId,
        UUID episodeId,
        List<String> backends) {}

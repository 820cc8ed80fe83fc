package dev.albert.api.search;

import com.fasterxml.jackson.annotation.JsonAlias;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** One fused hit (contract §9). For relationship hits, {@code subject} is the relation type. */
public record SearchHit(
        UUID memoryId,
        HitKind kind,
        String subject,
        String content,
        double score,
        List<String> backends,
        UUID sourceEpisodeId,
        @JsonAlias("metadata_") Map<String, Object> metadata) {}

package dev.albert.api.explain;

import dev.albert.api.search.HitKind;

import java.util.List;
import java.util.UUID;

/** One fused hit with the reasons it came back: every retriever that found it. */
public record ExplainedHit(int rank, UUID memoryId, HitKind kind, String subject, double score, String trust,
                           UUID workspaceId,
                           String projectRef, List<RetrieverRank> retrievers) {
}

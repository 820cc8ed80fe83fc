package dev.albert.api.stats;

import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * {@code GET /v1/stats} (extension, {@code memory.read}): counts of the memories the key can read in its scope — by
 * type, trust, status and workspace, how many are quarantined and how many no longer valid — and the entities with
 * the most open relationships.
 */
public record StatsResponse(UUID workspaceId, long memories, long quarantined, long noLongerValid, long episodes,
                            Map<String, Long> byType, Map<String, Long> byTrust, Map<String, Long> byStatus,
                            Map<String, Long> byWorkspace, List<EntityCount> topEntities) {
}

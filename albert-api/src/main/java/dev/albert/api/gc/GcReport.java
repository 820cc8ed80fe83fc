package dev.albert.api.gc;

import java.util.List;
import java.util.UUID;

/**
 * {@code GET /v1/gc} (extension): what a clean-up would change, changing nothing. Near-duplicate groups among the
 * active, current, unquarantined memories the key can read (grouped within one workspace and project), and the
 * caller's active working memories that nobody updated for {@code stale_after_seconds}.
 *
 * @param scanned   memories compared
 * @param truncated whether there were more than the server compares in one report (the most recent were kept)
 * @param skipped   sections the key may not read, e.g. {@code "stale_working_memory: needs working_memory.read"}
 */
public record GcReport(
        UUID workspaceId,
        int similarityPercent,
        long staleAfterSeconds,
        int scanned,
        boolean truncated,
        List<DuplicateGroup> duplicateGroups,
        List<StaleWorkingMemory> staleWorkingMemory,
        List<String> skipped) {
}

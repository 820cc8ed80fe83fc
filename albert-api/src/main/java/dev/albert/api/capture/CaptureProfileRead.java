package dev.albert.api.capture;

import dev.albert.api.memory.Trust;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A capture profile (extension, docs/capture-queue.md §5.4): the built-in {@code default} or one stored in a workspace.
 *
 * @param workspaceId   the workspace it belongs to; null for an organization-wide or the built-in profile
 * @param builtin       true for the built-in {@code default}, which is what capture did before profiles existed
 * @param retentionDays days kept, by class; a class not listed is kept for good
 * @param maxTrust      trust ceiling of promoted memories, by class; a class not listed is not lowered
 * @param createdAt     null for the built-in profile
 * @param updatedAt     null for the built-in profile
 */
public record CaptureProfileRead(String name, UUID workspaceId, boolean builtin, List<CaptureEventClass> classes,
                                 int maxTextChars, Integer maxEventsPerSession, Map<String, Integer> retentionDays,
                                 Map<String, Trust> maxTrust, Instant createdAt, Instant updatedAt) {
    public CaptureProfileRead {
        classes = classes == null ? List.of() : List.copyOf(classes);
        retentionDays = retentionDays == null ? Map.of() : retentionDays;
        maxTrust = maxTrust == null ? Map.of() : maxTrust;
    }
}

package dev.albert.client;

import dev.albert.api.memory.MemoryStatus;
import dev.albert.api.memory.Trust;
import dev.albert.client.http.RequestUrl;

import java.time.Instant;
import java.util.UUID;

/**
 * The filters of {@code GET /v1/memories}; every field may be null (left out of the query).
 *
 * @param status the server's default is {@code active}
 */
public record MemoryFilter(String type, MemoryStatus status, Trust trust, Boolean quarantined, String projectRef,
                           String taskRef, UUID workspaceId, Instant createdAfter, Instant createdBefore,
                           UUID episodeId) {
    public static final MemoryFilter NONE = new MemoryFilter(null, null, null, null, null, null, null, null, null, null);

    public MemoryFilter withQuarantined(Boolean value) {
        return new MemoryFilter(type, status, trust, value, projectRef, taskRef, workspaceId, createdAfter,
                createdBefore, episodeId);
    }

    public MemoryFilter withEpisode(UUID value) {
        return new MemoryFilter(type, status, trust, quarantined, projectRef, taskRef, workspaceId, createdAfter,
                createdBefore, value);
    }

    void addTo(RequestUrl url) {
        add(url, "type", type);
        add(url, "status", status == null ? null : status.wireName());
        add(url, "trust", trust == null ? null : trust.wireName());
        add(url, "quarantined", quarantined);
        add(url, "project_ref", projectRef);
        add(url, "task_ref", taskRef);
        add(url, "workspace_id", workspaceId);
        add(url, "created_after", createdAfter);
        add(url, "created_before", createdBefore);
        add(url, "episode_id", episodeId);
    }

    static void add(RequestUrl url, String name, Object value) {
        if (value != null) {
            url.addQueryParameter(name, value.toString());
        }
    }
}

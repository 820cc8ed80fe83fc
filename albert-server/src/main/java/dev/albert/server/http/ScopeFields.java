package dev.albert.server.http;

import dev.albert.api.Limits;

import java.util.UUID;

/** The shared scope fields of episode create, memory create and search (contract §3). */
public record ScopeFields(UUID workspaceId, String projectRef, String taskRef, String runRef) {
    public static ScopeFields read(Body body) {
        return new ScopeFields(body.uuid("workspace_id", Body.Presence.NULLABLE),
                body.string("project_ref", Body.Presence.NULLABLE, null, 0, Limits.REF_MAX),
                body.string("task_ref", Body.Presence.NULLABLE, null, 0, Limits.REF_MAX),
                body.string("run_ref", Body.Presence.NULLABLE, null, 0, Limits.REF_MAX));
    }
}

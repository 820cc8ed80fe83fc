package dev.albert.server.portability;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Limits;
import dev.albert.api.auth.Sensitivity;
import dev.albert.server.graph.GraphRoutes;
import dev.albert.server.graph.GraphStore;
import dev.albert.server.http.Body;
import dev.albert.server.http.Body.Presence;
import dev.albert.server.memories.MemoryStore;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * The records of an {@code albert-export-v1} bundle (contract §6) as the importer needs them, read
 * from request JSON with the same field rules and Pydantic-shaped errors as the rest of the API.
 * Readers return null when a field is invalid; the body's {@code finish()} then reports every issue.
 */
final class BundleItems {
    static final int NAME_MAX = 200;

    private BundleItems() {
    }

    record WorkspaceItem(UUID ref, String name) {
    }

    record MemoryItem(UUID ref, UUID workspaceRef, String projectRef, String taskRef, String runRef, String subject,
                      String content, String memoryType, Sensitivity sensitivity, double confidence,
                      Instant validFrom, Instant validUntil, ObjectNode metadata) {
    }

    record RelationshipItem(UUID workspaceRef, GraphStore.EntitySpec source, GraphStore.EntitySpec target,
                            String relationType, Sensitivity sensitivity, UUID sourceMemoryRef, double confidence,
                            Instant validFrom, Instant validUntil, ObjectNode metadata) {
    }

    /** A whole {@code albert-export-v1} bundle, validated. */
    record Bundle(String organizationName, Instant exportedAt, List<WorkspaceItem> workspaces,
                  List<MemoryItem> memories, List<RelationshipItem> relationships) {
    }

    static Bundle bundle(Body b) {
        b.literal("format_version", Presence.REQUIRED, null, List.of(dev.albert.api.portability.ExportBundle.FORMAT_VERSION));
        Instant exportedAt = b.instant("exported_at", Presence.REQUIRED);
        String organization = b.string("organization_name", Presence.REQUIRED, null, 1, NAME_MAX);
        List<WorkspaceItem> workspaces = items(b.nestedList("workspaces", Presence.OPTIONAL), BundleItems::workspace);
        List<MemoryItem> memories = items(b.nestedList("memories", Presence.OPTIONAL), BundleItems::memory);
        List<RelationshipItem> relationships = items(b.nestedList("relationships", Presence.OPTIONAL),
                BundleItems::relationship);
        if (!b.ok()) {
            return null;
        }
        return new Bundle(organization, exportedAt, workspaces, memories, relationships);
    }

    private static <T> List<T> items(List<Body> bodies, java.util.function.Function<Body, T> reader) {
        return bodies == null ? List.of() : bodies.stream().map(reader).toList();
    }

    static WorkspaceItem workspace(Body b) {
        UUID ref = b.uuid("ref", Presence.REQUIRED);
        String name = b.string("name", Presence.REQUIRED, null, 1, NAME_MAX);
        if (name != null && name.isBlank()) {
            b.fieldError("name", "name must not be blank");
        }
        return new WorkspaceItem(ref, name == null ? null : name.strip());
    }

    static MemoryItem memory(Body b) {
        UUID ref = b.uuid("ref", Presence.REQUIRED);
        UUID workspaceRef = b.uuid("workspace_ref", Presence.NULLABLE);
        String projectRef = b.string("project_ref", Presence.NULLABLE, null, 0, Limits.REF_MAX);
        String taskRef = b.string("task_ref", Presence.NULLABLE, null, 0, Limits.REF_MAX);
        String runRef = b.string("run_ref", Presence.NULLABLE, null, 0, Limits.REF_MAX);
        String subject = b.string("subject", Presence.OPTIONAL, "", 0, Limits.SUBJECT_MAX);
        String content = b.text("content", Presence.REQUIRED, Limits.MEMORY_CONTENT_MAX);
        String memoryType = b.string("memory_type", Presence.OPTIONAL, "fact", 0, Limits.MEMORY_TYPE_MAX);
        Sensitivity sensitivity = b.sensitivity("sensitivity", Presence.OPTIONAL, Sensitivity.INTERNAL);
        Double confidence = b.number("confidence", Presence.OPTIONAL, 1.0, 0, 1);
        Instant validFrom = b.instant("valid_from", Presence.NULLABLE);
        Instant validUntil = b.instant("valid_until", Presence.NULLABLE);
        ObjectNode metadata = b.object("metadata", "metadata_", Presence.OPTIONAL);
        return new MemoryItem(ref, workspaceRef, projectRef, taskRef, runRef, subject, content, memoryType,
                sensitivity, confidence == null ? 1.0 : confidence, validFrom, validUntil,
                metadata == null ? MemoryStore.emptyObject() : metadata);
    }

    static RelationshipItem relationship(Body b) {
        UUID workspaceRef = b.uuid("workspace_ref", Presence.NULLABLE);
        GraphStore.EntitySpec source = GraphRoutes.entity(b, "source");
        GraphStore.EntitySpec target = GraphRoutes.entity(b, "target");
        String relationType = b.text("relation_type", Presence.REQUIRED, Limits.RELATION_TYPE_MAX);
        Sensitivity sensitivity = b.sensitivity("sensitivity", Presence.OPTIONAL, Sensitivity.INTERNAL);
        UUID sourceMemoryRef = b.uuid("source_memory_ref", Presence.NULLABLE);
        Double confidence = b.number("confidence", Presence.OPTIONAL, 1.0, 0, 1);
        Instant validFrom = b.instant("valid_from", Presence.NULLABLE);
        Instant validUntil = b.instant("valid_until", Presence.NULLABLE);
        ObjectNode metadata = b.object("metadata", "metadata_", Presence.OPTIONAL);
        return new RelationshipItem(workspaceRef, source, target, relationType, sensitivity, sourceMemoryRef,
                confidence == null ? 1.0 : confidence, validFrom, validUntil,
                metadata == null ? MemoryStore.emptyObject() : metadata);
    }
}

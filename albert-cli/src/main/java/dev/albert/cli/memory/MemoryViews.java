package dev.albert.cli.memory;

import dev.albert.api.memory.MemoryRead;
import dev.albert.clikit.Details;

/** How a memory looks as text. */
final class MemoryViews {
    private MemoryViews() {
    }

    static String details(MemoryRead memory) {
        Details details = Details.of()
                .field("id", memory.id())
                .field("subject", blankToNull(memory.subject()))
                .field("type", memory.memoryType())
                .field("sensitivity", memory.sensitivity() == null ? null : memory.sensitivity().wireName())
                .field("confidence", memory.confidence());
        if (memory.trust() != null) {
            details.field("trust", memory.trust().wireName());
        }
        if (Boolean.TRUE.equals(memory.quarantined())) {
            details.field("quarantined", memory.quarantineReasons() == null || memory.quarantineReasons().isEmpty()
                    ? "yes" : String.join(", ", memory.quarantineReasons()));
        }
        return details
                .field("status", memory.status() == null ? null : memory.status().wireName())
                .field("project", memory.projectRef())
                .field("task", memory.taskRef())
                .field("workspace", memory.workspaceId())
                .field("episode", memory.episodeId())
                .field("valid", memory.validFrom() + (memory.validUntil() == null ? "" : " .. " + memory.validUntil()))
                .field("created", memory.createdAt())
                .field("updated", memory.updatedAt())
                .body(memory.content() == null ? "" : memory.content())
                .render();
    }

    static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }
}

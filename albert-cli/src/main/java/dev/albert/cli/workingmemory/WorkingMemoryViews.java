package dev.albert.cli.workingmemory;

import dev.albert.api.Json;
import dev.albert.api.working.WorkingMemoryRead;
import dev.albert.clikit.Details;

/** How working memory looks as text. */
final class WorkingMemoryViews {
    private WorkingMemoryViews() {
    }

    static String details(WorkingMemoryRead w) {
        Details details = Details.of()
                .field("id", w.id())
                .field("task", w.taskId())
                .field("status", w.status() == null ? null : w.status().wireName())
                .field("resource", w.resourceType() == null ? null : w.resourceType() + ":" + w.resourceRef())
                .field("expires", w.expiresAt())
                .field("completed", w.completedAt())
                .field("progress", w.progress() == null ? "{}" : Json.mapper().valueToTree(w.progress()).toString());
        if (w.lock() != null) {
            details.field("lock", w.lock().id()).field("fence", w.lock().fence()).field("token", w.lock().token());
        }
        if (w.consolidationNotes() != null && !w.consolidationNotes().isEmpty()) {
            details.field("notes", w.consolidationNotes());
        }
        return details.body(w.description() == null ? "" : w.description()).render();
    }

    /** {@code id, task, status[, lock-id, fence, token]}, tab-separated: what a script needs next. */
    static String plain(WorkingMemoryRead w) {
        StringBuilder out = new StringBuilder().append(w.id()).append('\t').append(w.taskId()).append('\t')
                .append(w.status() == null ? "-" : w.status().wireName());
        if (w.lock() != null) {
            out.append('\t').append(w.lock().id()).append('\t').append(w.lock().fence()).append('\t')
                    .append(w.lock().token() == null ? "-" : w.lock().token());
        }
        return out.append('\n').toString();
    }
}

package dev.albert.api.working;

/** Body of {@code complete} and {@code fail}: consolidation notes, default empty, max 100,000. */
public record WorkingMemoryFinish(
        String consolidationNotes) {}

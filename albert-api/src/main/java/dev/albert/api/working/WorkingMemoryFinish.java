package dev.albert.api.working;

import dev.albert.api.Limits;
import dev.albert.api.wire.Wire;

/** Body of {@code complete} and {@code fail}: consolidation notes, default empty, max 100,000. */
@Wire.ScreenedAs("Consolidation notes")
public record WorkingMemoryFinish(
        @Wire.Length(max = Limits.CONSOLIDATION_NOTES_MAX) @Wire.Default("") String consolidationNotes) {}

package dev.albert.api.gc;

import java.util.List;

/** Memories that say nearly the same: the one to keep (most trusted, then most confident, then oldest) and the rest. */
public record DuplicateGroup(GcMemory keep, List<GcMemory> duplicates) {
}

package dev.albert.api.memory;

import dev.albert.api.Limits;
import dev.albert.api.wire.Wire;

/** {@code POST /v1/memories/{id}/invalidate} (extension): ends the memory's validity now, for a reason. */
@Wire.ScreenedAs("Content")
public record MemoryInvalidate(
        @Wire.Required @Wire.NotBlank @Wire.Length(max = Limits.INVALIDATE_REASON_MAX) String reason) {}

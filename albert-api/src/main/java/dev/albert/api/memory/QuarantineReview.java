package dev.albert.api.memory;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.wire.Wire;

/** {@code POST /v1/memories/{id}/quarantine/review} (extension, capability {@code memory.review}). */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Wire.ScreenedAs("Content")
public record QuarantineReview(
        @Wire.Required ReviewDecision decision,
        @Wire.Nullable @Wire.Length(max = Limits.REVIEW_NOTE_MAX) String note) {}

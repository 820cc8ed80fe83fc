package dev.albert.api.memory;

import com.fasterxml.jackson.annotation.JsonInclude;

/** {@code POST /v1/memories/{id}/quarantine/review} (extension, capability {@code memory.review}). */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record QuarantineReview(
        ReviewDecision decision,
        String note) {}

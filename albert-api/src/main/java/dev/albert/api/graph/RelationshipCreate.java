package dev.albert.api.graph;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.wire.Wire;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/** {@code POST /v1/relationships} body (contract §3.6). */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Wire.ScreenedAs("Relationship")
public record RelationshipCreate(
        @Wire.Nullable UUID workspaceId,
        @Wire.Required EntityInput source,
        @Wire.Required @Wire.NotBlank @Wire.Length(max = Limits.RELATION_TYPE_MAX) String relationType,
        @Wire.Required EntityInput target,
        @Wire.Default("internal") Sensitivity sensitivity,
        @Wire.Nullable UUID sourceMemoryId,
        @Wire.Range(min = 0, max = 1) @Wire.Default("1.0") Double confidence,
        @Wire.Nullable Instant validFrom,
        @Wire.Nullable Instant validUntil,
        @Wire.Alias("metadata_") Map<String, Object> metadata) {}

package dev.albert.api.graph;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.wire.Wire;

/** An entity named in a relationship (contract §3.6). */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record EntityInput(
        @Wire.Required @Wire.NotBlank @Wire.Length(max = Limits.ENTITY_NAME_MAX) String name,
        @Wire.Length(max = Limits.ENTITY_TYPE_MAX) @Wire.Default("concept") String entityType,
        @Wire.Length(max = Limits.ENTITY_DESCRIPTION_MAX) @Wire.Default("") String description,
        @Wire.Range(min = 0, max = 1) @Wire.Default("1.0") Double confidence) {
    public static EntityInput named(String name) {
        return new EntityInput(name, "concept", "", 1.0);
    }
}

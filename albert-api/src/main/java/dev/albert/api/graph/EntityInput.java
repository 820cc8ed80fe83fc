package dev.albert.api.graph;

import com.fasterxml.jackson.annotation.JsonInclude;

/** An entity named in a relationship (contract §3.6). */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record EntityInput(
        String name,
        String entityType,
        String description,
        Double confidence) {
    public static EntityInput named(String name) {
        return new EntityInput(name, "concept", "", 1.0);
    }
}

package dev.albert.api.context;

/** Where the prompt comes from: {@code project_ref} is {@code prj_} and 16 lower-case hex digits, never a path. */
public record SessionStartProvenance(
        String projectRef,
        String branch,
        String task) {}

package dev.albert.api.context;

import dev.albert.api.capture.CaptureLimits;
import dev.albert.api.wire.Wire;

/** Where the prompt comes from: {@code project_ref} is {@code prj_} and 16 lower-case hex digits, never a path. */
public record SessionStartProvenance(
        @Wire.Nullable @Wire.Length(max = 64)
        @Wire.Pattern(value = "^prj_[0-9a-f]{16}$", message = "must be prj_ and 16 lower-case hex digits, never a path")
        @Wire.NotStored String projectRef,
        @Wire.Nullable @Wire.Length(max = CaptureLimits.FIELD_MAX) @Wire.NotStored String branch,
        @Wire.Nullable @Wire.Length(max = CaptureLimits.FIELD_MAX) @Wire.NotStored String task) {}

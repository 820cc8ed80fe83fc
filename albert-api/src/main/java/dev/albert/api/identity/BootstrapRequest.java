package dev.albert.api.identity;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.wire.Wire;

/** {@code POST /v1/bootstrap} (extension): creates the first organization, workspace and a workspace-scoped human administrator. Allowed while the server has no organization, or with the one-time bootstrap token. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record BootstrapRequest(
        @Wire.Required @Wire.NotBlank @Wire.Length(max = Limits.NAME_MAX) String organization,
        @Wire.Required @Wire.NotBlank @Wire.Length(max = Limits.NAME_MAX) String workspace,
        @Wire.NotBlank @Wire.Length(max = Limits.NAME_MAX) @Wire.Default("Administrator") String principal,
        @Wire.Nullable @Wire.Length(max = 500) @Wire.NotStored String bootstrapToken) {
    @Override
    public String toString() {
        return "BootstrapRequest[organization=" + organization + ", workspace=" + workspace + ", principal=" + principal
                + ", bootstrapToken=" + (bootstrapToken == null ? "null" : "<redacted>") + "]";
    }
}

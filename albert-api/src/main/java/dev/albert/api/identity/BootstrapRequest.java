package dev.albert.api.identity;

import com.fasterxml.jackson.annotation.JsonInclude;

/** {@code POST /v1/bootstrap} (extension): creates the first organization, workspace and a workspace-scoped human administrator. Allowed while the server has no organization, or with the one-time bootstrap token. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record BootstrapRequest(
        String organization,
        String workspace,
        String principal,
        String bootstrapToken) {
    @Override
    public String toString() {
        return "BootstrapRequest[organization=" + organization + ", workspace=" + workspace + ", principal=" + principal
                + ", bootstrapToken=" + (bootstrapToken == null ? "null" : "<redacted>") + "]";
    }
}

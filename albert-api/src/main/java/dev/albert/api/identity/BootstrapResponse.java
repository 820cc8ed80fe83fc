package dev.albert.api.identity;

import java.util.List;
import java.util.UUID;

/** The administrator key, shown once, and the ids created. */
public record BootstrapResponse(
        String apiKey,
        UUID keyId,
        UUID organizationId,
        UUID workspaceId,
        UUID principalId,
        List<String> capabilities) {
    @Override
    public String toString() {
        return "BootstrapResponse[keyId=" + keyId + ", organizationId=" + organizationId + ", workspaceId=" + workspaceId
                + ", principalId=" + principalId + ", apiKey=<redacted>]";
    }
}

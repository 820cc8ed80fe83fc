package dev.albert.server.auth;

import dev.albert.api.auth.Capability;
import dev.albert.api.auth.PrincipalType;
import dev.albert.api.auth.Sensitivity;
import dev.albert.server.http.ApiException;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/** The authenticated caller: its key, principal, scope and capabilities. */
public record Caller(UUID keyId, UUID principalId, PrincipalType principalType, UUID organizationId,
                     UUID workspaceId, Set<Capability> capabilities) {

    public Caller {
        capabilities = capabilities.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(capabilities));
    }

    public boolean isAdmin() {
        return capabilities.contains(Capability.ADMIN);
    }

    public boolean has(Capability capability) {
        return isAdmin() || capabilities.contains(capability);
    }

    /** 403 {@code Missing capability: <name>} for the first capability the caller lacks. */
    public void require(Capability... required) {
        for (Capability c : required) {
            if (!has(c)) {
                throw ApiException.forbidden("Missing capability: " + c.wireName());
            }
        }
    }

    /** Public and internal always; confidential and restricted with their capability or admin. */
    public List<Sensitivity> readable() {
        List<Sensitivity> out = new ArrayList<>(List.of(Sensitivity.PUBLIC, Sensitivity.INTERNAL));
        if (has(Capability.MEMORY_CONFIDENTIAL)) {
            out.add(Sensitivity.CONFIDENTIAL);
        }
        if (has(Capability.MEMORY_RESTRICTED)) {
            out.add(Sensitivity.RESTRICTED);
        }
        return out;
    }

    public boolean canRead(Sensitivity s) {
        return readable().contains(s);
    }

    public boolean workspaceScoped() {
        return workspaceId != null;
    }

    /** Whether a record of this organization and workspace is within reach of the caller by id. */
    public boolean reaches(UUID recordOrganization, UUID recordWorkspace) {
        return organizationId.equals(recordOrganization)
                && (workspaceId == null || workspaceId.equals(recordWorkspace));
    }
}

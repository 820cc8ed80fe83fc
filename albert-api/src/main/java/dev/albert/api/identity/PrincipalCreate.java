package dev.albert.api.identity;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.auth.PrincipalType;
import java.util.UUID;

/**
 * {@code POST /v1/principals} (extension). {@code workspace_id} absent or null makes an organization-scoped principal,
 * which only an organization-scoped key or {@code admin} may create; a workspace-scoped key may only name its own
 * workspace.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PrincipalCreate(
        String name,
        PrincipalType principalType,
        UUID workspaceId) {}

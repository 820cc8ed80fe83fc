package dev.albert.api.identity;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.albert.api.Limits;
import dev.albert.api.auth.PrincipalType;
import dev.albert.api.wire.Wire;
import java.util.UUID;

/**
 * {@code POST /v1/principals} (extension). {@code workspace_id} absent or null makes an organization-scoped principal,
 * which only an organization-scoped key or {@code admin} may create; a workspace-scoped key may only name its own
 * workspace.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record PrincipalCreate(
        @Wire.Required @Wire.NotBlank @Wire.Length(max = Limits.NAME_MAX) String name,
        @Wire.Default("agent") PrincipalType principalType,
        @Wire.Nullable UUID workspaceId) {}

package dev.albert.server.identity;

import dev.albert.api.auth.Capability;
import dev.albert.api.auth.PrincipalType;
import dev.albert.api.identity.BootstrapResponse;
import dev.albert.api.identity.KeyCreated;
import dev.albert.api.identity.KeyRead;
import dev.albert.server.Services;
import dev.albert.server.auth.Authenticator;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.KeyHasher;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.Body;
import dev.albert.server.http.Body.Presence;
import dev.albert.server.http.Responses;
import dev.albert.server.store.Sql;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/** Identity over REST (extension): bootstrap and API keys. */
public final class IdentityRoutes {
    private static final Logger LOG = LoggerFactory.getLogger(IdentityRoutes.class);
    public static final String BOOTSTRAP_CLOSED =
            "Bootstrap token required: this server already has an organization; pass the one-time bootstrap_token"
                    + " from the .bootstrap-token file beside the server database";
    public static final String EXCEEDS = "Requested capabilities exceed the API key's own";
    public static final String PRINCIPAL_NOT_FOUND = "Principal not found";
    public static final String KEY_NOT_FOUND = "API key not found";
    public static final String BOOTSTRAP_KEY_NAME = "bootstrap administrator";
    private static final int NAME_MAX = 200;

    private final Services s;
    private final BootstrapToken token;

    public IdentityRoutes(Services services, BootstrapToken token) {
        this.s = services;
        this.token = token;
    }

    public void register(RoutesConfig routes) {
        routes.post("/v1/bootstrap", this::bootstrap);
        routes.post("/v1/keys", this::createKey);
        routes.get("/v1/keys", this::listKeys);
        routes.post("/v1/keys/{key_id}/revoke", this::revokeKey);
    }

    public static List<String> allCapabilityNames() {
        return Arrays.stream(Capability.values()).map(Capability::wireName).toList();
    }

    private void bootstrap(Context ctx) throws IOException {
        Body body = Body.parse(ctx.bodyAsBytes());
        String organization = body.text("organization", Presence.REQUIRED, NAME_MAX);
        String workspace = body.text("workspace", Presence.REQUIRED, NAME_MAX);
        String principal = body.text("principal", Presence.OPTIONAL, NAME_MAX);
        String presented = body.string("bootstrap_token", Presence.NULLABLE, null, 0, 500);
        body.finish();
        String principalName = principal == null ? "Administrator" : principal.strip();
        Instant now = s.now();
        record Outcome(BootstrapResponse response, String newToken) {
        }
        Outcome outcome = s.db().write(c -> {
            boolean empty = !Sql.exists(c, "SELECT 1 FROM organizations LIMIT 1");
            boolean tokenValid = token.matches(c, presented);
            if (!empty && !tokenValid) {
                throw ApiException.forbidden(BOOTSTRAP_CLOSED);
            }
            String replacement = tokenValid ? token.replace(c, now) : null;
            UUID org = Sql.one(c, "SELECT id FROM organizations WHERE name = ?", rs -> Sql.uuid(rs, "id"),
                    organization.strip()).orElse(null);
            if (org == null) {
                org = UUID.randomUUID();
                Sql.update(c, "INSERT INTO organizations (id, name, created_at) VALUES (?, ?, ?)", org,
                        organization.strip(), now);
            }
            UUID ws = Sql.one(c, "SELECT id FROM workspaces WHERE organization_id = ? AND name = ?",
                    rs -> Sql.uuid(rs, "id"), org, workspace.strip()).orElse(null);
            if (ws == null) {
                ws = UUID.randomUUID();
                Sql.update(c, "INSERT INTO workspaces (id, organization_id, name, created_at) VALUES (?, ?, ?, ?)", ws,
                        org, workspace.strip(), now);
            }
            UUID principalId = Sql.one(c, """
                    SELECT id FROM principals WHERE organization_id = ? AND workspace_id = ? AND name = ?
                    ORDER BY created_at LIMIT 1""", rs -> Sql.uuid(rs, "id"), org, ws, principalName).orElse(null);
            if (principalId == null) {
                principalId = UUID.randomUUID();
                Sql.update(c, """
                        INSERT INTO principals (id, organization_id, workspace_id, name, principal_type, active, created_at)
                        VALUES (?, ?, ?, ?, ?, 1, ?)""", principalId, org, ws, principalName, PrincipalType.HUMAN, now);
            }
            Set<Capability> all = EnumSet.allOf(Capability.class);
            IssuedRow key = insertKey(c, principalId, BOOTSTRAP_KEY_NAME, all, null, now);
            s.audit().record(c, org, principalId, PrincipalType.HUMAN.wireName(), "identity.bootstrapped", key.id(),
                    Map.of("with_token", tokenValid));
            return new Outcome(new BootstrapResponse(key.raw(), key.id(), org, ws, principalId,
                    names(all)), replacement);
        });
        if (outcome.newToken() != null) {
            try {
                token.write(outcome.newToken());
            } catch (IOException e) {
                LOG.warn("could not write the new bootstrap token file {}: {}", token.file(), e.getClass().getName());
            }
        }
        Responses.json(ctx, 201, outcome.response());
    }

    private record IssuedRow(UUID id, String prefix, String raw, Instant createdAt) {
        @Override
        public String toString() {
            return "IssuedRow[id=" + id + ", prefix=" + prefix + "]";
        }
    }

    private IssuedRow insertKey(Connection c, UUID principal, String name, Set<Capability> capabilities,
                                Instant expiresAt, Instant now) throws SQLException {
        KeyHasher.IssuedKey issued = s.hasher().issue();
        while (Sql.exists(c, "SELECT 1 FROM api_keys WHERE prefix = ?", issued.prefix())) {
            issued = s.hasher().issue();
        }
        UUID id = UUID.randomUUID();
        Sql.update(c, """
                INSERT INTO api_keys (id, principal_id, name, prefix, key_hash, capabilities, active, expires_at,
                                      last_used_at, created_at)
                VALUES (?, ?, ?, ?, ?, ?, 1, ?, NULL, ?)""", id, principal, name, issued.prefix(),
                s.hasher().hash(issued.raw()), capabilitiesJson(capabilities), expiresAt, now);
        return new IssuedRow(id, issued.prefix(), issued.raw(), now);
    }

    private static String capabilitiesJson(Set<Capability> capabilities) {
        return dev.albert.api.Json.mapper().valueToTree(names(capabilities)).toString();
    }

    private static List<String> names(Set<Capability> capabilities) {
        return EnumSet.copyOf(capabilities).stream().map(Capability::wireName).toList();
    }

    private void createKey(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.KEYS_MANAGE);
        Body body = Body.parse(ctx.bodyAsBytes());
        String name = body.text("name", Presence.OPTIONAL, NAME_MAX);
        List<String> requested = body.choiceList("capabilities", Presence.REQUIRED, allCapabilityNames());
        if (requested != null && requested.isEmpty()) {
            body.fieldError("capabilities", "at least one capability is required");
        }
        UUID principalId = body.uuid("principal_id", Presence.NULLABLE);
        Instant expiresAt = body.instant("expires_at", Presence.NULLABLE);
        Instant now = s.now();
        if (expiresAt != null && !expiresAt.isAfter(now)) {
            body.fieldError("expires_at", "expires_at must be in the future");
        }
        body.finish();
        Set<Capability> capabilities = EnumSet.noneOf(Capability.class);
        requested.forEach(n -> capabilities.add(Capability.fromWire(n)));
        if (!caller.isAdmin() && !caller.capabilities().containsAll(capabilities)) {
            throw ApiException.forbidden(EXCEEDS);
        }
        UUID target = principalId != null ? principalId : caller.principalId();
        String keyName = name == null ? "agent key" : name.strip();
        KeyCreated created = s.db().write(c -> {
            if (!principalInScope(c, caller, target)) {
                throw ApiException.notFound(PRINCIPAL_NOT_FOUND);
            }
            IssuedRow row = insertKey(c, target, keyName, capabilities, expiresAt, now);
            s.audit().record(c, caller, "key.created", row.id(),
                    Map.of("principal_id", target.toString(), "capabilities", names(capabilities)));
            return new KeyCreated(row.raw(), row.id(), keyName, row.prefix(), target, names(capabilities), expiresAt,
                    row.createdAt());
        });
        Responses.json(ctx, 201, created);
    }

    private static boolean principalInScope(Connection c, Caller caller, UUID principal) throws SQLException {
        return Sql.exists(c, """
                SELECT 1 FROM principals
                WHERE id = ? AND organization_id = ? AND (? IS NULL OR workspace_id = ?)""",
                principal, caller.organizationId(), caller.workspaceId(), caller.workspaceId());
    }

    private static final String KEY_COLUMNS = """
            SELECT k.id, k.name, k.prefix, k.principal_id, k.capabilities, k.active, k.expires_at, k.created_at,
                   k.last_used_at
            FROM api_keys k JOIN principals p ON p.id = k.principal_id
            WHERE p.organization_id = ? AND (? IS NULL OR p.workspace_id = ?)""";

    private static KeyRead keyRead(ResultSet rs) throws SQLException {
        return new KeyRead(Sql.uuid(rs, "id"), rs.getString("name"), rs.getString("prefix"),
                Sql.uuid(rs, "principal_id"), names(Authenticator.parseCapabilities(rs.getString("capabilities"))),
                rs.getInt("active") == 1, Sql.instant(rs, "expires_at"), Sql.instant(rs, "created_at"),
                Sql.instant(rs, "last_used_at"));
    }

    private void listKeys(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.KEYS_MANAGE);
        String raw = ctx.queryParam("principal_id");
        UUID principal = null;
        if (raw != null) {
            principal = Body.parseUuid(raw);
            if (principal == null) {
                throw Body.parameterError("query", "principal_id", "uuid_parsing",
                        "Input should be a valid UUID, unable to parse string as an UUID", raw, null);
            }
        }
        UUID filter = principal;
        List<KeyRead> keys = s.db().read(c -> {
            if (filter != null && !principalInScope(c, caller, filter)) {
                throw ApiException.notFound(PRINCIPAL_NOT_FOUND);
            }
            List<Object> params = new ArrayList<>(List.of(caller.organizationId()));
            params.add(caller.workspaceId());
            params.add(caller.workspaceId());
            String sql = KEY_COLUMNS;
            if (filter != null) {
                sql += " AND k.principal_id = ?";
                params.add(filter);
            }
            return Sql.list(c, sql + " ORDER BY k.created_at, k.id", IdentityRoutes::keyRead, params.toArray());
        });
        Responses.json(ctx, 200, keys);
    }

    private void revokeKey(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.KEYS_MANAGE);
        UUID keyId = Responses.pathUuid(ctx, "key_id");
        KeyRead revoked = s.db().write(c -> {
            Optional<KeyRead> key = Sql.one(c, KEY_COLUMNS + " AND k.id = ?", IdentityRoutes::keyRead,
                    caller.organizationId(), caller.workspaceId(), caller.workspaceId(), keyId);
            KeyRead k = key.orElseThrow(() -> ApiException.notFound(KEY_NOT_FOUND));
            Set<Capability> its = EnumSet.noneOf(Capability.class);
            k.capabilities().forEach(n -> its.add(Capability.fromWire(n)));
            if (!caller.isAdmin() && !caller.capabilities().containsAll(its)) {
                throw ApiException.forbidden(EXCEEDS);
            }
            Sql.update(c, "UPDATE api_keys SET active = 0 WHERE id = ?", keyId);
            s.audit().record(c, caller, "key.revoked", keyId, Map.of());
            return Sql.one(c, KEY_COLUMNS + " AND k.id = ?", IdentityRoutes::keyRead, caller.organizationId(),
                    caller.workspaceId(), caller.workspaceId(), keyId).orElseThrow();
        });
        Responses.json(ctx, 200, revoked);
    }
}

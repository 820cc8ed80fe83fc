package dev.albert.server.identity;

import dev.albert.api.auth.Capability;
import dev.albert.api.auth.PrincipalType;
import dev.albert.api.identity.BootstrapRequest;
import dev.albert.api.identity.BootstrapResponse;
import dev.albert.api.identity.KeyCreate;
import dev.albert.api.identity.KeyCreated;
import dev.albert.api.identity.KeyRead;
import dev.albert.server.Services;
import dev.albert.server.auth.Authenticator;
import dev.albert.server.auth.Caller;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.Binder;
import dev.albert.server.http.Body;
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

/** Identity over REST (extension): bootstrap and API keys (issue with optional expiry, list, revoke, rotate). */
public final class IdentityRoutes {
    private static final Logger LOG = LoggerFactory.getLogger(IdentityRoutes.class);
    public static final String BOOTSTRAP_CLOSED =
            "Bootstrap token required: this server already has an organization; pass the one-time bootstrap_token"
                    + " from the .bootstrap-token file beside the server database";
    public static final String EXCEEDS = KeyIssuer.EXCEEDS;
    public static final String PRINCIPAL_NOT_FOUND = KeyIssuer.PRINCIPAL_NOT_FOUND;
    public static final String KEY_NOT_FOUND = "API key not found";
    public static final String KEY_INACTIVE = "API key is revoked or expired";
    public static final String BOOTSTRAP_KEY_NAME = "bootstrap administrator";

    private final Services s;
    private final BootstrapToken token;
    private final KeyIssuer issuer;

    public IdentityRoutes(Services services, BootstrapToken token) {
        this.s = services;
        this.token = token;
        this.issuer = new KeyIssuer(services.hasher());
    }

    public void register(RoutesConfig routes) {
        routes.post("/v1/bootstrap", this::bootstrap);
        routes.post("/v1/keys", this::createKey);
        routes.get("/v1/keys", this::listKeys);
        routes.post("/v1/keys/{key_id}/revoke", this::revokeKey);
        routes.post("/v1/keys/{key_id}/rotate", this::rotateKey);
    }

    public static List<String> allCapabilityNames() {
        return Arrays.stream(Capability.values()).map(Capability::wireName).toList();
    }

    private void bootstrap(Context ctx) throws IOException {
        Body body = Body.parse(ctx.bodyAsBytes());
        BootstrapRequest request = Binder.bind(body, BootstrapRequest.class);
        body.finish();
        String organization = request.organization();
        String workspace = request.workspace();
        String presented = request.bootstrapToken();
        String principalName = request.principal().strip();
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
            UUID ws = Sql.one(c, "SELECT id FROM workspaces WHERE organization_id = ? AND name = ? AND deleted_at IS NULL",
                    rs -> Sql.uuid(rs, "id"), org, workspace.strip()).orElse(null);
            if (ws == null) {
                ws = UUID.randomUUID();
                Sql.update(c, "INSERT INTO workspaces (id, organization_id, name, created_at) VALUES (?, ?, ?, ?)", ws,
                        org, workspace.strip(), now);
            }
            UUID principalId = Sql.one(c, """
                    SELECT id FROM principals WHERE organization_id = ? AND workspace_id = ? AND name = ? AND active = 1
                    ORDER BY created_at LIMIT 1""", rs -> Sql.uuid(rs, "id"), org, ws, principalName).orElse(null);
            if (principalId == null) {
                principalId = UUID.randomUUID();
                Sql.update(c, """
                        INSERT INTO principals (id, organization_id, workspace_id, name, principal_type, active, created_at)
                        VALUES (?, ?, ?, ?, ?, 1, ?)""", principalId, org, ws, principalName, PrincipalType.HUMAN, now);
            }
            Set<Capability> all = EnumSet.allOf(Capability.class);
            KeyIssuer.IssuedRow key = issuer.insert(c, principalId, BOOTSTRAP_KEY_NAME, all, null, now);
            s.audit().record(c, org, principalId, PrincipalType.HUMAN.wireName(), "identity.bootstrapped", key.id(),
                    Map.of("with_token", tokenValid));
            return new Outcome(new BootstrapResponse(key.raw(), key.id(), org, ws, principalId,
                    KeyIssuer.names(all)), replacement);
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

    private void createKey(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.KEYS_MANAGE);
        Body body = Body.parse(ctx.bodyAsBytes());
        KeyCreate request = Binder.bind(body, KeyCreate.class);
        UUID principalId = request.principalId();
        Instant expiresAt = request.expiresAt();
        Integer expiresIn = request.expiresInSeconds();
        Instant now = s.now();
        if (expiresAt != null && !expiresAt.isAfter(now)) {
            body.fieldError("expires_at", "expires_at must be in the future");
        }
        if (expiresAt != null && expiresIn != null) {
            body.modelError("give expires_at or expires_in_seconds, not both");
        }
        body.finish();
        Set<Capability> capabilities = KeyIssuer.parse(request.capabilities());
        KeyIssuer.requireNotWider(caller, capabilities);
        Instant expiry = expiresIn != null ? now.plusSeconds(expiresIn) : expiresAt;
        String keyName = request.name().strip();
        KeyCreated created = s.db().write(c -> {
            UUID target = principalId != null ? principalId : caller.principalId();
            KeyIssuer.requireMayIssueFor(caller, KeyIssuer.findActiveInReach(c, caller, target));
            KeyIssuer.IssuedRow row = issuer.insert(c, target, keyName, capabilities, expiry, now);
            s.audit().record(c, caller, "key.created", row.id(),
                    Map.of("principal_id", target.toString(), "capabilities", KeyIssuer.names(capabilities)));
            return new KeyCreated(row.raw(), row.id(), keyName, row.prefix(), target, KeyIssuer.names(capabilities),
                    expiry, row.createdAt());
        });
        Responses.json(ctx, 201, created);
    }

    /** Keys of principals the caller reaches (see {@link KeyIssuer}). */
    private static final String KEY_COLUMNS = """
            SELECT k.id, k.name, k.prefix, k.principal_id, k.capabilities, k.active, k.expires_at, k.created_at,
                   k.last_used_at
            FROM api_keys k JOIN principals p ON p.id = k.principal_id
            WHERE p.organization_id = ? AND (CAST(? AS TEXT) IS NULL OR p.workspace_id = ?)""";

    private static KeyRead keyRead(ResultSet rs) throws SQLException {
        return new KeyRead(Sql.uuid(rs, "id"), rs.getString("name"), rs.getString("prefix"),
                Sql.uuid(rs, "principal_id"),
                KeyIssuer.names(Authenticator.parseCapabilities(rs.getString("capabilities"))),
                rs.getInt("active") == 1, Sql.instant(rs, "expires_at"), Sql.instant(rs, "created_at"),
                Sql.instant(rs, "last_used_at"));
    }

    private static Optional<KeyRead> keyInReach(Connection c, Caller caller, UUID keyId) throws SQLException {
        UUID confined = KeyIssuer.reachWorkspace(caller);
        return Sql.one(c, KEY_COLUMNS + " AND k.id = ?", IdentityRoutes::keyRead, caller.organizationId(), confined,
                confined, keyId);
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
            if (filter != null) {
                KeyIssuer.findInReach(c, caller, filter);
            }
            UUID confined = KeyIssuer.reachWorkspace(caller);
            List<Object> params = new ArrayList<>(List.of(caller.organizationId()));
            params.add(confined);
            params.add(confined);
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
            KeyRead k = keyInReach(c, caller, keyId).orElseThrow(() -> ApiException.notFound(KEY_NOT_FOUND));
            KeyIssuer.requireNotWider(caller, KeyIssuer.parse(k.capabilities()));
            Sql.update(c, "UPDATE api_keys SET active = 0 WHERE id = ?", keyId);
            s.audit().record(c, caller, "key.revoked", keyId, Map.of());
            return keyInReach(c, caller, keyId).orElseThrow();
        });
        Responses.json(ctx, 200, revoked);
    }

    /**
     * A new key with the old one's name, capabilities, principal and expiry; the old one is revoked in the same
     * transaction, so exactly one of them works at any moment.
     */
    private void rotateKey(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.KEYS_MANAGE);
        UUID keyId = Responses.pathUuid(ctx, "key_id");
        Instant now = s.now();
        KeyCreated rotated = s.db().write(c -> {
            KeyRead old = keyInReach(c, caller, keyId).orElseThrow(() -> ApiException.notFound(KEY_NOT_FOUND));
            Set<Capability> capabilities = KeyIssuer.parse(old.capabilities());
            KeyIssuer.requireNotWider(caller, capabilities);
            if (!old.active() || old.expiresAt() != null && !old.expiresAt().isAfter(now)) {
                throw ApiException.conflict(KEY_INACTIVE);
            }
            KeyIssuer.requireMayIssueFor(caller, KeyIssuer.findActiveInReach(c, caller, old.principalId()));
            KeyIssuer.IssuedRow row = issuer.insert(c, old.principalId(), old.name(), capabilities, old.expiresAt(),
                    now);
            Sql.update(c, "UPDATE api_keys SET active = 0 WHERE id = ?", keyId);
            s.audit().record(c, caller, "key.rotated", row.id(), Map.of("replaces", keyId.toString()));
            return new KeyCreated(row.raw(), row.id(), old.name(), row.prefix(), old.principalId(),
                    KeyIssuer.names(capabilities), old.expiresAt(), row.createdAt());
        });
        Responses.json(ctx, 201, rotated);
    }
}

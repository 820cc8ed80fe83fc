package dev.albert.server.identity;

import dev.albert.api.auth.Capability;
import dev.albert.api.identity.KeyCreated;
import dev.albert.api.identity.LinkCreate;
import dev.albert.api.identity.LinkCreated;
import dev.albert.api.identity.LinkRedeem;
import dev.albert.server.Services;
import dev.albert.server.auth.Authenticator;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.KeyHasher;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.Binder;
import dev.albert.server.http.Body;
import dev.albert.server.http.Responses;
import dev.albert.server.store.Sql;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * One-time connection links (extension): {@code POST /v1/links} ({@code keys.manage}) makes a short-lived token
 * that {@code POST /v1/links/redeem} (no authentication) trades, exactly once, for a key with exactly the link's
 * capabilities. Tokens ({@code albl_<prefix>_<secret>}) are stored as HMACs and compared in constant time; every
 * refusal of a redeem looks the same, so a caller cannot tell an unknown token from a used or expired one.
 */
public final class LinkRoutes {
    public static final String GONE = "Connection link is invalid, expired or already used";
    private static final String TOKEN_PREFIX = "albl_";

    private final Services s;
    private final KeyIssuer issuer;
    private final String publicBaseUrl;

    /** {@code publicBaseUrl} (e.g. {@code ALBERT_PUBLIC_URL}) or null: the URL the request was made to. */
    public LinkRoutes(Services services, String publicBaseUrl) {
        this.s = services;
        this.issuer = new KeyIssuer(services.hasher());
        this.publicBaseUrl = publicBaseUrl == null || publicBaseUrl.isBlank() ? null
                : publicBaseUrl.strip().replaceAll("/+$", "");
    }

    public void register(RoutesConfig routes) {
        routes.post("/v1/links", this::create);
        routes.post("/v1/links/redeem", this::redeem);
    }

    private String base(Context ctx) {
        return publicBaseUrl != null ? publicBaseUrl : ctx.scheme() + "://" + ctx.host();
    }

    private static String tokenInput(String token) {
        return "link:" + token;
    }

    private void create(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.KEYS_MANAGE);
        Body body = Body.parse(ctx.bodyAsBytes());
        LinkCreate request = Binder.bind(body, LinkCreate.class);
        body.finish();
        UUID principalId = request.principalId();
        Set<Capability> capabilities = KeyIssuer.parse(request.capabilities());
        KeyIssuer.requireNotWider(caller, capabilities);
        String linkName = request.name().strip();
        Instant now = s.now();
        Instant expiresAt = now.plusSeconds(request.expiresInSeconds());
        String url = base(ctx) + "/v1/links/redeem";
        LinkCreated created = s.db().write(c -> {
            UUID target = principalId != null ? principalId : caller.principalId();
            KeyIssuer.requireMayIssueFor(caller, KeyIssuer.findActiveInReach(c, caller, target));
            KeyHasher.IssuedKey secret = s.hasher().issue();
            while (Sql.exists(c, "SELECT 1 FROM connection_links WHERE prefix = ?", secret.prefix())) {
                secret = s.hasher().issue();
            }
            String token = TOKEN_PREFIX + secret.prefix() + "_" + secret.secret();
            UUID id = UUID.randomUUID();
            Sql.update(c, """
                    INSERT INTO connection_links (id, organization_id, principal_id, created_by_key_id, name, prefix,
                                                  token_hash, capabilities, expires_at, redeemed_at, redeemed_key_id,
                                                  created_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?)""", id, caller.organizationId(), target,
                    caller.keyId(), linkName, secret.prefix(), s.hasher().hash(tokenInput(token)),
                    KeyIssuer.capabilitiesJson(capabilities), expiresAt, now);
            s.audit().record(c, caller, "link.created", id, Map.of("principal_id", target.toString(),
                    "capabilities", KeyIssuer.names(capabilities), "expires_in_seconds", request.expiresInSeconds()));
            return new LinkCreated(id, token, url, expiresAt, linkName, target, KeyIssuer.names(capabilities), now);
        });
        Responses.json(ctx, 201, created);
    }

    private record LinkRow(UUID id, UUID organizationId, UUID principalId, UUID createdByKeyId, String name,
                           byte[] tokenHash, String capabilities, Instant expiresAt, Instant redeemedAt) {
    }

    private void redeem(Context ctx) {
        Body body = Body.parse(ctx.bodyAsBytes());
        String token = Binder.bind(body, LinkRedeem.class).token();
        body.finish();
        String presented = token.strip();
        String prefix = prefixOf(presented);
        Instant now = s.now();
        KeyCreated key = s.db().write(c -> {
            Optional<LinkRow> row = prefix == null ? Optional.empty() : Sql.one(c, """
                    SELECT id, organization_id, principal_id, created_by_key_id, name, token_hash, capabilities,
                           expires_at, redeemed_at
                    FROM connection_links WHERE prefix = ?""",
                    rs -> new LinkRow(Sql.uuid(rs, "id"), Sql.uuid(rs, "organization_id"), Sql.uuid(rs, "principal_id"),
                            Sql.uuid(rs, "created_by_key_id"), rs.getString("name"), rs.getBytes("token_hash"),
                            rs.getString("capabilities"), Sql.instant(rs, "expires_at"),
                            Sql.instant(rs, "redeemed_at")), prefix);
            // Hash even when nothing matched, so timing does not tell which prefixes exist.
            byte[] stored = row.map(LinkRow::tokenHash).orElse(new byte[32]);
            boolean matches = s.hasher().matches(tokenInput(presented), stored) && row.isPresent();
            if (!matches) {
                throw gone();
            }
            LinkRow link = row.get();
            Set<Capability> capabilities = Authenticator.parseCapabilities(link.capabilities());
            if (link.redeemedAt() != null || !link.expiresAt().isAfter(now)
                    || !issuerStillAllows(c, link, capabilities, now)) {
                throw gone();
            }
            KeyIssuer.PrincipalRow principal = KeyIssuer.find(c, link.principalId()).filter(KeyIssuer.PrincipalRow::active)
                    .orElseThrow(LinkRoutes::gone);
            KeyIssuer.IssuedRow issued = issuer.insert(c, principal.id(), link.name(), capabilities, null, now);
            if (Sql.update(c, """
                    UPDATE connection_links SET redeemed_at = ?, redeemed_key_id = ? WHERE id = ? AND redeemed_at IS NULL""",
                    now, issued.id(), link.id()) != 1) {
                throw gone();
            }
            s.audit().record(c, link.organizationId(), principal.id(), principal.type().wireName(), "link.redeemed",
                    link.id(), Map.of("key_id", issued.id().toString()));
            return new KeyCreated(issued.raw(), issued.id(), link.name(), issued.prefix(), principal.id(),
                    KeyIssuer.names(capabilities), null, issued.createdAt());
        });
        Responses.json(ctx, 201, key);
    }

    /**
     * Never wider, at redeem time too: the key that made the link must still work and still hold the link's
     * capabilities, so revoking or narrowing it also disarms the links it made.
     */
    private static boolean issuerStillAllows(Connection c, LinkRow link, Set<Capability> capabilities, Instant now)
            throws SQLException {
        record Issuer(boolean active, Instant expiresAt, String capabilities, boolean principalActive) {
        }
        Optional<Issuer> issuer = Sql.one(c, """
                SELECT k.active, k.expires_at, k.capabilities, p.active AS p_active
                FROM api_keys k JOIN principals p ON p.id = k.principal_id WHERE k.id = ?""",
                rs -> new Issuer(rs.getInt("active") == 1, Sql.instant(rs, "expires_at"), rs.getString("capabilities"),
                        rs.getInt("p_active") == 1), link.createdByKeyId());
        if (issuer.isEmpty() || !issuer.get().active() || !issuer.get().principalActive()
                || issuer.get().expiresAt() != null && !issuer.get().expiresAt().isAfter(now)) {
            return false;
        }
        Set<Capability> held = Authenticator.parseCapabilities(issuer.get().capabilities());
        return held.contains(Capability.ADMIN) || held.containsAll(capabilities);
    }

    /** The prefix of {@code albl_<prefix>_<secret>}, or null when the text is not shaped like a link token. */
    private static String prefixOf(String token) {
        if (!token.startsWith(TOKEN_PREFIX)) {
            return null;
        }
        String rest = token.substring(TOKEN_PREFIX.length());
        int split = rest.indexOf('_');
        if (split <= 0 || split == rest.length() - 1) {
            return null;
        }
        return rest.substring(0, split);
    }

    private static ApiException gone() {
        return new ApiException(410, GONE);
    }
}

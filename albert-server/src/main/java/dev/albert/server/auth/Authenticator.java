package dev.albert.server.auth;

import dev.albert.api.auth.ApiKeyFormat;
import dev.albert.api.auth.Capability;
import dev.albert.api.auth.PrincipalType;
import dev.albert.server.http.ApiException;
import dev.albert.server.store.Database;
import dev.albert.server.store.Sql;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/** Resolves {@code Authorization: Bearer alb_…} to a {@link Caller} (contract §2), or a 401. */
public final class Authenticator {
    public static final String BEARER_REQUIRED = "Bearer API key required";
    public static final String INVALID_KEY = "Invalid API key";
    public static final String INVALID_OR_EXPIRED = "Invalid or expired API key";
    private static final Duration LAST_USED_RESOLUTION = Duration.ofSeconds(60);

    private final Database db;
    private final KeyHasher hasher;
    private final Clock clock;

    public Authenticator(Database db, KeyHasher hasher, Clock clock) {
        this.db = db;
        this.hasher = hasher;
        this.clock = clock;
    }

    private record KeyRow(UUID keyId, byte[] hash, Instant expiresAt, Instant lastUsedAt, String capabilities,
                          UUID principalId, PrincipalType type, UUID organizationId, UUID workspaceId,
                          boolean principalActive) {
    }

    public Caller authenticate(String authorization) {
        String raw = bearer(authorization);
        Optional<ApiKeyFormat.Parts> parts = ApiKeyFormat.parse(raw);
        if (parts.isEmpty()) {
            throw ApiException.unauthorized(INVALID_KEY);
        }
        Optional<KeyRow> row = db.read(c -> Sql.one(c, """
                SELECT k.id, k.key_hash, k.expires_at, k.last_used_at, k.capabilities,
                       p.id AS principal_id, p.principal_type, p.organization_id, p.workspace_id, p.active AS p_active
                FROM api_keys k JOIN principals p ON p.id = k.principal_id
                WHERE k.prefix = ? AND k.active = 1""",
                rs -> new KeyRow(Sql.uuid(rs, "id"), rs.getBytes("key_hash"), Sql.instant(rs, "expires_at"),
                        Sql.instant(rs, "last_used_at"), rs.getString("capabilities"), Sql.uuid(rs, "principal_id"),
                        PrincipalType.fromWire(rs.getString("principal_type")), Sql.uuid(rs, "organization_id"),
                        Sql.uuid(rs, "workspace_id"), rs.getInt("p_active") == 1),
                parts.get().prefix()));
        // Hash even when the prefix is unknown, so timing does not tell which prefixes exist.
        byte[] stored = row.map(KeyRow::hash).orElse(null);
        boolean matches = hasher.matches(raw, stored == null ? new byte[32] : stored) && stored != null;
        Instant now = clock.instant().truncatedTo(ChronoUnit.MICROS);
        if (row.isEmpty() || !matches) {
            throw ApiException.unauthorized(INVALID_OR_EXPIRED);
        }
        KeyRow key = row.get();
        if (key.expiresAt() != null && !key.expiresAt().isAfter(now)) {
            throw ApiException.unauthorized(INVALID_OR_EXPIRED);
        }
        if (!key.principalActive()) {
            throw ApiException.unauthorized(INVALID_OR_EXPIRED);
        }
        if (key.lastUsedAt() == null || Duration.between(key.lastUsedAt(), now).compareTo(LAST_USED_RESOLUTION) >= 0) {
            db.write(c -> Sql.update(c, "UPDATE api_keys SET last_used_at = ? WHERE id = ?", now, key.keyId()));
        }
        return new Caller(key.keyId(), key.principalId(), key.type(), key.organizationId(), key.workspaceId(),
                parseCapabilities(key.capabilities()));
    }

    private static String bearer(String authorization) {
        if (authorization == null) {
            throw ApiException.unauthorized(BEARER_REQUIRED);
        }
        String header = authorization.strip();
        int space = indexOfWhitespace(header);
        if (space < 0) {
            throw ApiException.unauthorized(BEARER_REQUIRED);
        }
        String scheme = header.substring(0, space);
        String credentials = header.substring(space + 1).strip();
        if (!scheme.equalsIgnoreCase("bearer") || credentials.isEmpty()) {
            throw ApiException.unauthorized(BEARER_REQUIRED);
        }
        return credentials;
    }

    private static int indexOfWhitespace(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isWhitespace(s.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /** Capabilities are stored as a JSON array of wire names; unknown names are ignored. */
    public static Set<Capability> parseCapabilities(String json) {
        Set<Capability> out = EnumSet.noneOf(Capability.class);
        try {
            for (var node : dev.albert.api.Json.mapper().readTree(json)) {
                for (Capability c : Capability.values()) {
                    if (c.wireName().equals(node.asText())) {
                        out.add(c);
                    }
                }
            }
        } catch (java.io.IOException e) {
            throw new IllegalStateException("stored capabilities are not JSON", e);
        }
        return out;
    }
}

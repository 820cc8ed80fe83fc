package dev.albert.server.identity;

import dev.albert.api.Json;
import dev.albert.api.auth.Capability;
import dev.albert.api.auth.PrincipalType;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.KeyHasher;
import dev.albert.server.http.ApiException;
import dev.albert.server.store.Sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * What every path that issues a key shares (create, rotate, bootstrap, link redeem): the insert of a fresh key, the
 * never-wider rule, and which principals a caller may manage.
 *
 * <p>Reach: an {@code admin} key or an organization-scoped key manages the principals (and their keys and links) of
 * the whole organization; any other key only those of its own workspace. Everything else is 404, as if missing.
 *
 * <p>Trust (issue 12 §5): a key hands out keys (create, rotate, links) only for its own principal unless it holds
 * {@code principals.manage}, and never for a principal of a higher trust class than its own principal's, {@code admin}
 * included: otherwise an agent's key could mint a human's key and write {@code verified} memories.
 */
public final class KeyIssuer {
    public static final String EXCEEDS = "Requested capabilities exceed the API key's own";
    public static final String PRINCIPAL_NOT_FOUND = "Principal not found";
    public static final String PRINCIPAL_INACTIVE = "Principal is deactivated";
    public static final String OTHER_PRINCIPAL =
            "Issuing keys for another principal needs principals.manage";
    public static final String HIGHER_TRUST =
            "Cannot issue keys for a principal of a higher trust class than the API key's own (human > service > agent)";

    private final KeyHasher hasher;

    public KeyIssuer(KeyHasher hasher) {
        this.hasher = hasher;
    }

    /** A key as inserted; the raw text exists only in memory, to be shown once. */
    public record IssuedRow(UUID id, String prefix, String raw, Instant createdAt) {
        @Override
        public String toString() {
            return "IssuedRow[id=" + id + ", prefix=" + prefix + "]";
        }
    }

    /** A principal as stored. */
    public record PrincipalRow(UUID id, UUID organizationId, UUID workspaceId, String name, PrincipalType type,
                               boolean active, Instant createdAt, Instant deactivatedAt) {
    }

    public static final String PRINCIPAL_COLUMNS =
            "p.id, p.organization_id, p.workspace_id, p.name, p.principal_type, p.active, p.created_at, p.deactivated_at";

    public static PrincipalRow principal(java.sql.ResultSet rs) throws SQLException {
        return new PrincipalRow(Sql.uuid(rs, "id"), Sql.uuid(rs, "organization_id"), Sql.uuid(rs, "workspace_id"),
                rs.getString("name"), PrincipalType.fromWire(rs.getString("principal_type")), rs.getInt("active") == 1,
                Sql.instant(rs, "created_at"), Sql.instant(rs, "deactivated_at"));
    }

    public IssuedRow insert(Connection c, UUID principal, String name, Set<Capability> capabilities, Instant expiresAt,
                            Instant now) throws SQLException {
        KeyHasher.IssuedKey issued = hasher.issue();
        while (Sql.exists(c, "SELECT 1 FROM api_keys WHERE prefix = ?", issued.prefix())) {
            issued = hasher.issue();
        }
        UUID id = UUID.randomUUID();
        Sql.update(c, """
                INSERT INTO api_keys (id, principal_id, name, prefix, key_hash, capabilities, active, expires_at,
                                      last_used_at, created_at)
                VALUES (?, ?, ?, ?, ?, ?, 1, ?, NULL, ?)""", id, principal, name, issued.prefix(),
                hasher.hash(issued.raw()), capabilitiesJson(capabilities), expiresAt, now);
        return new IssuedRow(id, issued.prefix(), issued.raw(), now);
    }

    public static String capabilitiesJson(Set<Capability> capabilities) {
        return Json.mapper().valueToTree(names(capabilities)).toString();
    }

    public static List<String> names(Set<Capability> capabilities) {
        return capabilities.isEmpty() ? List.of()
                : EnumSet.copyOf(capabilities).stream().map(Capability::wireName).toList();
    }

    public static Set<Capability> parse(List<String> names) {
        Set<Capability> out = EnumSet.noneOf(Capability.class);
        names.forEach(n -> out.add(Capability.fromWire(n)));
        return out;
    }

    /** 403 unless the caller holds every one of the capabilities ({@code admin} holds all). */
    public static void requireNotWider(Caller caller, Set<Capability> capabilities) {
        if (!caller.isAdmin() && !caller.capabilities().containsAll(capabilities)) {
            throw ApiException.forbidden(EXCEEDS);
        }
    }

    /**
     * The trust order of principal types: a human is trusted most (its memories are {@code verified}), then a service
     * (run by an operator), then an agent (driven by a model). See docs/trust.md.
     */
    public static int trustClass(PrincipalType type) {
        return switch (type) {
            case HUMAN -> 3;
            case SERVICE -> 2;
            case AGENT -> 1;
        };
    }

    /** 403 unless the caller may hand a key of this principal out (see the class comment). */
    public static void requireMayIssueFor(Caller caller, PrincipalRow target) {
        if (!target.id().equals(caller.principalId()) && !caller.has(Capability.PRINCIPALS_MANAGE)) {
            throw ApiException.forbidden(OTHER_PRINCIPAL);
        }
        if (trustClass(target.type()) > trustClass(caller.principalType())) {
            throw ApiException.forbidden(HIGHER_TRUST);
        }
    }

    /** The workspace a caller's identity management is confined to: null means the whole organization. */
    public static UUID reachWorkspace(Caller caller) {
        return caller.isAdmin() ? null : caller.workspaceId();
    }

    public static boolean reaches(Caller caller, PrincipalRow p) {
        UUID confined = reachWorkspace(caller);
        return caller.organizationId().equals(p.organizationId())
                && (confined == null || confined.equals(p.workspaceId()));
    }

    public static Optional<PrincipalRow> find(Connection c, UUID id) throws SQLException {
        return Sql.one(c, "SELECT " + PRINCIPAL_COLUMNS + " FROM principals p WHERE p.id = ?", KeyIssuer::principal, id);
    }

    /** The principal if the caller may manage it; 404 otherwise. */
    public static PrincipalRow findInReach(Connection c, Caller caller, UUID id) throws SQLException {
        return find(c, id).filter(p -> reaches(caller, p))
                .orElseThrow(() -> ApiException.notFound(PRINCIPAL_NOT_FOUND));
    }

    /** The principal in reach and active: keys and links are not issued to deactivated principals (409). */
    public static PrincipalRow findActiveInReach(Connection c, Caller caller, UUID id) throws SQLException {
        PrincipalRow p = findInReach(c, caller, id);
        if (!p.active()) {
            throw ApiException.conflict(PRINCIPAL_INACTIVE);
        }
        return p;
    }
}

package dev.albert.server.locks;

import dev.albert.api.Json;
import dev.albert.api.lock.LockConflict;
import dev.albert.api.lock.LockRead;
import dev.albert.server.auth.KeyHasher;
import dev.albert.server.http.ApiException;
import dev.albert.server.store.Sql;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/**
 * Fenced leases in {@code resource_locks} (contract §3.8). A resource keeps its row for ever: a new
 * lock gets fence 1 and every later acquire of a released or expired row adds one, so a holder that
 * lost its lease can be told apart downstream. The token is shown once; only its HMAC is stored.
 */
public final class LockStore {
    public static final String LOCKED = "Resource is locked";
    public static final String STALE = "Lock lease is invalid or stale";
    static final int TOKEN_BYTES = 32;

    private static final String COLUMNS = """
            id, organization_id, workspace_id, resource_type, resource_ref, owner_principal_id, working_memory_id,
            token_hash, fence, expires_at, released_at""";

    private final KeyHasher hasher;

    public LockStore(KeyHasher hasher) {
        this.hasher = hasher;
    }

    /** A lock as stored. */
    record Row(UUID id, UUID organizationId, UUID workspaceId, String resourceType, String resourceRef,
               UUID ownerPrincipalId, UUID workingMemoryId, byte[] tokenHash, long fence, Instant expiresAt,
               Instant releasedAt) {
        boolean heldAt(Instant now) {
            return releasedAt == null && expiresAt.isAfter(now);
        }

        LockRead toRead(String token) {
            return new LockRead(id, resourceType, resourceRef, fence, expiresAt, token);
        }

        @Override
        public String toString() {
            return "LockRow[id=" + id + ", fence=" + fence + "]";
        }
    }

    private static Row map(ResultSet rs) throws SQLException {
        return new Row(Sql.uuid(rs, "id"), Sql.uuid(rs, "organization_id"), Sql.uuid(rs, "workspace_id"),
                rs.getString("resource_type"), rs.getString("resource_ref"), Sql.uuid(rs, "owner_principal_id"),
                Sql.uuid(rs, "working_memory_id"), rs.getBytes("token_hash"), rs.getLong("fence"),
                Sql.instant(rs, "expires_at"), Sql.instant(rs, "released_at"));
    }

    /** What an acquire asks for; the caller has already checked scope and the working memory. */
    public record Request(UUID organizationId, UUID workspaceId, UUID ownerPrincipalId, UUID workingMemoryId,
                          String resourceType, String resourceRef, int ttlSeconds) {
    }

    /**
     * Takes the lease, or throws 409 with the lock-conflict object when the resource holds an
     * unreleased, unexpired lock (whoever owns it). Returns the lock with its token.
     */
    public LockRead acquire(Connection c, Request r, Instant now) throws SQLException {
        Optional<Row> existing = Sql.one(c, "SELECT " + COLUMNS
                + " FROM resource_locks WHERE organization_id = ? AND resource_type = ? AND resource_ref = ?",
                LockStore::map, r.organizationId(), r.resourceType(), r.resourceRef());
        if (existing.isPresent() && existing.get().heldAt(now)) {
            Row held = existing.get();
            throw new ApiException(409, Json.mapper().valueToTree(
                    new LockConflict(LOCKED, held.ownerPrincipalId(), held.expiresAt())));
        }
        String token = hasher.urlSafe(TOKEN_BYTES);
        byte[] tokenHash = hasher.hash(tokenInput(token));
        Instant expiresAt = now.plusSeconds(r.ttlSeconds());
        UUID id;
        if (existing.isPresent()) {
            id = existing.get().id();
            Sql.update(c, """
                    UPDATE resource_locks SET fence = fence + 1, workspace_id = ?, owner_principal_id = ?,
                                              working_memory_id = ?, token_hash = ?, expires_at = ?,
                                              released_at = NULL, updated_at = ?
                    WHERE id = ?""", r.workspaceId(), r.ownerPrincipalId(), r.workingMemoryId(), tokenHash, expiresAt,
                    now, id);
        } else {
            id = UUID.randomUUID();
            Sql.update(c, """
                    INSERT INTO resource_locks (id, organization_id, workspace_id, resource_type, resource_ref,
                                                owner_principal_id, working_memory_id, token_hash, fence, expires_at,
                                                released_at, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, NULL, ?, ?)""", id, r.organizationId(), r.workspaceId(),
                    r.resourceType(), r.resourceRef(), r.ownerPrincipalId(), r.workingMemoryId(), tokenHash,
                    expiresAt, now, now);
        }
        return find(c, r.organizationId(), id).orElseThrow().toRead(token);
    }

    Optional<Row> find(Connection c, UUID organization, UUID id) throws SQLException {
        return Sql.one(c, "SELECT " + COLUMNS + " FROM resource_locks WHERE id = ? AND organization_id = ?",
                LockStore::map, id, organization);
    }

    /**
     * The lease the caller presents is the current one: same owner, same fence, not released, the
     * token's HMAC matches (constant time, computed even when there is no row), and unless
     * {@code expiredAllowed}, not expired.
     */
    boolean leaseValid(Optional<Row> row, UUID principal, long fence, String token, Instant now,
                       boolean expiredAllowed) {
        byte[] stored = row.map(Row::tokenHash).orElse(null);
        boolean tokenMatches = hasher.matches(tokenInput(token), stored == null ? new byte[32] : stored)
                && stored != null;
        if (row.isEmpty() || !tokenMatches) {
            return false;
        }
        Row lock = row.get();
        return lock.ownerPrincipalId().equals(principal) && lock.fence() == fence && lock.releasedAt() == null
                && (expiredAllowed || lock.expiresAt().isAfter(now));
    }

    LockRead renew(Connection c, Row lock, int ttlSeconds, Instant now) throws SQLException {
        Sql.update(c, "UPDATE resource_locks SET expires_at = ?, updated_at = ? WHERE id = ?",
                now.plusSeconds(ttlSeconds), now, lock.id());
        return find(c, lock.organizationId(), lock.id()).orElseThrow().toRead(null);
    }

    void release(Connection c, Row lock, Instant now) throws SQLException {
        Sql.update(c, "UPDATE resource_locks SET released_at = ?, updated_at = ? WHERE id = ?", now, now, lock.id());
    }

    /** Releases every unreleased lock linked to a working memory; returns how many. */
    public int releaseLinked(Connection c, UUID workingMemoryId, Instant now) throws SQLException {
        return Sql.update(c, """
                UPDATE resource_locks SET released_at = ?, updated_at = ?
                WHERE working_memory_id = ? AND released_at IS NULL""", now, now, workingMemoryId);
    }

    /** Releases the locks of every active working memory past its expiry (before it is marked expired). */
    public int releaseForExpiringWorkingMemories(Connection c, Instant now) throws SQLException {
        return Sql.update(c, """
                UPDATE resource_locks SET released_at = ?, updated_at = ?
                WHERE released_at IS NULL AND working_memory_id IN (
                    SELECT id FROM working_memories WHERE status = 'active' AND expires_at <= ?)""", now, now, now);
    }

    private static String tokenInput(String token) {
        return "lock:" + token;
    }
}

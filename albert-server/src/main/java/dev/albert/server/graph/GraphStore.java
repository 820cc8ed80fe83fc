package dev.albert.server.graph;

import dev.albert.api.auth.Sensitivity;
import dev.albert.api.graph.RelationshipRead;
import dev.albert.server.store.Sql;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;

/** Entities and relationships in SQLite: the upserts, the term query and the subgraph walk (§3.6). */
public final class GraphStore {
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final int MAX_TERMS = 10;

    public record EntitySpec(String name, String entityType, String description, double confidence) {
    }

    public record EdgeSpec(UUID organizationId, UUID workspaceId, EntitySpec source, String relationType,
                           EntitySpec target, Sensitivity sensitivity, UUID sourceMemoryId, double confidence,
                           Instant validFrom, Instant validUntil, String metadataJson, boolean extracted) {
    }

    /** The result of an upsert: the edge and whether it was new. */
    public record Upserted(RelationshipRead relationship, boolean created) {
    }

    /**
     * Edges whose source memory is quarantined are hidden from every read (query, subgraph, search graph hits) until
     * a reviewer releases the memory; they are kept, so a release brings them back at once.
     */
    static final String NOT_QUARANTINED =
            " AND NOT EXISTS (SELECT 1 FROM memories qm WHERE qm.id = r.source_memory_id AND qm.quarantined = 1)";

    static final String SELECT_EDGE = """
            SELECT r.id, r.source_entity_id, se.name AS source_name, se.entity_type AS source_type, r.relation_type,
                   r.sensitivity, r.target_entity_id, te.name AS target_name, te.entity_type AS target_type,
                   r.source_memory_id, r.confidence, r.valid_from, r.valid_until
            FROM relationships r
            JOIN entities se ON se.id = r.source_entity_id
            JOIN entities te ON te.id = r.target_entity_id
            """;

    public static String canonical(String name) {
        return SPACES.matcher(name).replaceAll(" ").strip().toLowerCase(Locale.ROOT);
    }

    public UUID upsertEntity(Connection c, UUID organization, UUID workspace, EntitySpec spec, Instant now)
            throws SQLException {
        String canonical = canonical(spec.name());
        Optional<UUID> existing = Sql.one(c, """
                SELECT id FROM entities
                WHERE organization_id = ? AND ifnull(workspace_id, '') = ifnull(?, '') AND canonical_name = ?
                  AND entity_type = ?""", rs -> Sql.uuid(rs, "id"), organization, workspace, canonical,
                spec.entityType());
        if (existing.isPresent()) {
            Sql.update(c, """
                    UPDATE entities SET description = CASE WHEN description = '' THEN ? ELSE description END,
                                        confidence = max(confidence, ?), updated_at = ?
                    WHERE id = ?""", spec.description(), spec.confidence(), now, existing.get());
            return existing.get();
        }
        UUID id = UUID.randomUUID();
        Sql.update(c, """
                INSERT INTO entities (id, organization_id, workspace_id, name, canonical_name, entity_type, description,
                                      confidence, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", id, organization, workspace, spec.name().strip(), canonical,
                spec.entityType(), spec.description(), spec.confidence(), now, now);
        return id;
    }

    /** Creates an edge, or reuses the open one with the same endpoints, type, sensitivity and memory. */
    public Upserted upsertEdge(Connection c, EdgeSpec spec, Instant now) throws SQLException {
        UUID source = upsertEntity(c, spec.organizationId(), spec.workspaceId(), spec.source(), now);
        UUID target = upsertEntity(c, spec.organizationId(), spec.workspaceId(), spec.target(), now);
        Optional<UUID> open = Sql.one(c, """
                SELECT id FROM relationships
                WHERE source_entity_id = ? AND target_entity_id = ? AND relation_type = ? AND sensitivity = ?
                  AND ifnull(source_memory_id, '') = ifnull(?, '')
                  AND (valid_until IS NULL OR valid_until > ?)""", rs -> Sql.uuid(rs, "id"),
                source, target, spec.relationType(), spec.sensitivity(), spec.sourceMemoryId(), now);
        if (open.isPresent()) {
            Sql.update(c, "UPDATE relationships SET confidence = max(confidence, ?), updated_at = ? WHERE id = ?",
                    spec.confidence(), now, open.get());
            return new Upserted(read(c, open.get()).orElseThrow(), false);
        }
        UUID id = UUID.randomUUID();
        Sql.update(c, """
                INSERT INTO relationships (id, organization_id, workspace_id, source_entity_id, target_entity_id,
                                           relation_type, sensitivity, source_memory_id, confidence, valid_from,
                                           valid_until, metadata, extracted, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                id, spec.organizationId(), spec.workspaceId(), source, target, spec.relationType(), spec.sensitivity(),
                spec.sourceMemoryId(), spec.confidence(), spec.validFrom(), spec.validUntil(), spec.metadataJson(),
                spec.extracted(), now, now);
        return new Upserted(read(c, id).orElseThrow(), true);
    }

    public Optional<RelationshipRead> read(Connection c, UUID id) throws SQLException {
        return Sql.one(c, SELECT_EDGE + " WHERE r.id = ?", GraphStore::relationship, id);
    }

    /** Closes the still-open extracted edges of a memory (content changed or memory deleted). */
    public void closeExtracted(Connection c, UUID memoryId, Instant now) throws SQLException {
        Sql.update(c, """
                UPDATE relationships SET valid_until = ?, updated_at = ?
                WHERE source_memory_id = ? AND extracted = 1 AND (valid_until IS NULL OR valid_until > ?)""",
                now, now, memoryId, now);
    }

    /** Closes every still-open edge whose source memory is this one (memory delete). */
    public void closeAllFromMemory(Connection c, UUID memoryId, Instant now) throws SQLException {
        Sql.update(c, """
                UPDATE relationships SET valid_until = ?, updated_at = ?
                WHERE source_memory_id = ? AND (valid_until IS NULL OR valid_until > ?)""", now, now, memoryId, now);
    }

    /** Extracted edges adopt a memory's new sensitivity and validity end. */
    public void adoptMemoryState(Connection c, UUID memoryId, Sensitivity sensitivity, Instant validUntil,
                                 Instant now) throws SQLException {
        Sql.update(c, """
                UPDATE relationships SET sensitivity = ?, valid_until = ?, updated_at = ?
                WHERE source_memory_id = ? AND extracted = 1 AND (valid_until IS NULL OR valid_until > ?)""",
                sensitivity, validUntil, now, memoryId, now);
    }

    /** Query terms: {@code [\w.-]+} tokens of the casefolded query longer than one character, first 10. */
    public static List<String> terms(String query) {
        List<String> out = new ArrayList<>();
        for (String token : dev.albert.server.enrich.HashingEmbedder.tokens(query.toLowerCase(Locale.ROOT))) {
            if (token.codePointCount(0, token.length()) > 1 && !out.contains(token)) {
                out.add(token);
                if (out.size() == MAX_TERMS) {
                    break;
                }
            }
        }
        return out;
    }

    /**
     * Edges where either endpoint's canonical name or the relation type contains a term, filtered by
     * organization, optional workspace, sensitivity and validity at {@code asOf}; by confidence.
     * The terms are matched against the organization's entities first (a few hundred names, not two per edge), and an
     * edge is kept when an endpoint is among the matches or its relation type contains a term: the same edges as
     * testing {@code instr} on both endpoints' names for every edge (an edge's entities are always of its
     * organization), which cost about 37 ms of CPU per search over 7,000 edges at 100,000 memories against about
     * 8 ms this way.
     */
    public List<RelationshipRead> query(Connection c, UUID organization, UUID workspace, List<Sensitivity> readable,
                                        String query, Instant asOf, int limit) throws SQLException {
        List<String> terms = terms(query);
        if (terms.isEmpty() || readable.isEmpty()) {
            return List.of();
        }
        List<Object> params = new ArrayList<>();
        StringBuilder sql = new StringBuilder("WITH matched(id) AS (SELECT id FROM entities WHERE organization_id = ? AND ");
        params.add(organization);
        containsAny(sql, params, "canonical_name", terms);
        sql.append(")\n").append(SELECT_EDGE).append(" WHERE r.organization_id = ?");
        params.add(organization);
        sql.append(" AND (r.source_entity_id IN (SELECT id FROM matched) OR r.target_entity_id IN (SELECT id FROM matched)"
                + " OR ");
        containsAny(sql, params, "lower(r.relation_type)", terms);
        sql.append(')');
        if (workspace != null) {
            sql.append(" AND r.workspace_id = ?");
            params.add(workspace);
        }
        sql.append(" AND r.sensitivity IN (").append(Sql.placeholders(readable.size())).append(')');
        params.add(readable);
        sql.append(NOT_QUARANTINED);
        sql.append(" AND r.valid_from <= ? AND (r.valid_until IS NULL OR r.valid_until > ?)");
        params.add(asOf);
        params.add(asOf);
        sql.append(" ORDER BY r.confidence DESC, r.created_at DESC LIMIT ?");
        params.add(limit);
        return Sql.list(c, sql.toString(), GraphStore::relationship, params.toArray());
    }

    /** {@code (instr(<expression>, ?) > 0 OR …)}, one per term. */
    private static void containsAny(StringBuilder sql, List<Object> params, String expression, List<String> terms) {
        sql.append('(');
        for (int i = 0; i < terms.size(); i++) {
            if (i > 0) {
                sql.append(" OR ");
            }
            sql.append("instr(").append(expression).append(", ?) > 0");
            params.add(terms.get(i));
        }
        sql.append(')');
    }

    public record EntityRow(UUID id, UUID organizationId, UUID workspaceId) {
    }

    public Optional<EntityRow> entity(Connection c, UUID id) throws SQLException {
        return Sql.one(c, "SELECT id, organization_id, workspace_id FROM entities WHERE id = ?",
                rs -> new EntityRow(Sql.uuid(rs, "id"), Sql.uuid(rs, "organization_id"), Sql.uuid(rs, "workspace_id")),
                id);
    }

    /** Breadth-first walk over edges in the entity's own workspace, up to {@code hops} and {@code limit} edges. */
    public List<RelationshipRead> subgraph(Connection c, EntityRow start, List<Sensitivity> readable, int hops,
                                           int limit, Instant asOf) throws SQLException {
        Map<UUID, RelationshipRead> edges = new LinkedHashMap<>();
        Set<UUID> seen = new HashSet<>();
        Deque<UUID> frontier = new ArrayDeque<>();
        frontier.add(start.id());
        seen.add(start.id());
        String sql = SELECT_EDGE + """
                 WHERE r.organization_id = ? AND ifnull(r.workspace_id, '') = ifnull(?, '')
                   AND r.sensitivity IN (%s)
                   AND r.valid_from <= ? AND (r.valid_until IS NULL OR r.valid_until > ?)
                   AND (r.source_entity_id = ? OR r.target_entity_id = ?)%s
                 ORDER BY r.confidence DESC, r.created_at""".formatted(Sql.placeholders(readable.size()), NOT_QUARANTINED);
        for (int hop = 0; hop < hops && !frontier.isEmpty() && edges.size() < limit; hop++) {
            Deque<UUID> next = new ArrayDeque<>();
            for (UUID node : frontier) {
                for (RelationshipRead edge : Sql.list(c, sql, GraphStore::relationship, start.organizationId(),
                        start.workspaceId(), readable, asOf, asOf, node, node)) {
                    if (edges.size() >= limit) {
                        break;
                    }
                    if (edges.putIfAbsent(edge.id(), edge) == null) {
                        for (UUID other : List.of(edge.sourceEntityId(), edge.targetEntityId())) {
                            if (seen.add(other)) {
                                next.add(other);
                            }
                        }
                    }
                }
            }
            frontier = next;
        }
        return List.copyOf(edges.values());
    }

    static RelationshipRead relationship(ResultSet rs) throws SQLException {
        return new RelationshipRead(Sql.uuid(rs, "id"), Sql.uuid(rs, "source_entity_id"), rs.getString("source_name"),
                rs.getString("source_type"), rs.getString("relation_type"), Sql.sensitivity(rs, "sensitivity"),
                Sql.uuid(rs, "target_entity_id"), rs.getString("target_name"), rs.getString("target_type"),
                Sql.uuid(rs, "source_memory_id"), rs.getDouble("confidence"), Sql.instant(rs, "valid_from"),
                Sql.instant(rs, "valid_until"));
    }
}

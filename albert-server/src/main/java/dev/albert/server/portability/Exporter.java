package dev.albert.server.portability;

import dev.albert.api.Json;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.graph.EntityInput;
import dev.albert.api.portability.MemoryExport;
import dev.albert.api.portability.RelationshipExport;
import dev.albert.api.portability.WorkspaceExport;
import dev.albert.server.memories.MemoryRow;
import dev.albert.server.store.Sql;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Reads what an export holds (contract §6) row by row from a read transaction and hands each record to a
 * {@link Sink}: workspaces first, then active memories, then explicit relationships, all at readable
 * sensitivities and within the resolved scope. Nothing is collected here, so a streamed export runs in
 * constant memory however large the tenant is.
 */
final class Exporter {

    /** Receives the records in order. */
    interface Sink {
        void workspace(WorkspaceExport workspace) throws IOException;

        void memory(MemoryExport memory) throws IOException;

        void relationship(RelationshipExport relationship) throws IOException;
    }

    record Counts(long workspaces, long memories, long relationships) {
        /** In a fixed order, so the end line of the same export is always the same bytes. */
        Map<String, Long> asMap() {
            Map<String, Long> counts = new LinkedHashMap<>();
            counts.put("workspaces", workspaces);
            counts.put("memories", memories);
            counts.put("relationships", relationships);
            return counts;
        }
    }

    private final Connection c;
    private final UUID organization;
    private final UUID workspace;
    private final List<Sensitivity> readable;

    /** {@code workspace} null: the whole organization (organization-scoped key without workspace_id). */
    Exporter(Connection c, UUID organization, UUID workspace, List<Sensitivity> readable) {
        this.c = c;
        this.organization = organization;
        this.workspace = workspace;
        this.readable = readable;
    }

    static String organizationName(Connection c, UUID organization) throws SQLException {
        return Sql.one(c, "SELECT name FROM organizations WHERE id = ?", rs -> rs.getString("name"), organization)
                .orElseThrow();
    }

    /** The filter of exported memories on alias {@code m}, and its parameters. */
    private String memoryFilter(List<Object> params) {
        params.add(organization);
        params.add(readable);
        String sql = "m.organization_id = ? AND m.status = 'active' AND m.sensitivity IN ("
                + Sql.placeholders(readable.size()) + ")";
        if (workspace != null) {
            params.add(workspace);
            sql += " AND m.workspace_id = ?";
        }
        return sql;
    }

    /** The filter of exported relationships on alias {@code r}: explicit edges only, not extracted ones. */
    private String relationshipFilter(List<Object> params) {
        params.add(organization);
        params.add(readable);
        String sql = "r.organization_id = ? AND r.extracted = 0 AND r.sensitivity IN ("
                + Sql.placeholders(readable.size()) + ")";
        if (workspace != null) {
            params.add(workspace);
            sql += " AND r.workspace_id = ?";
        }
        return sql;
    }

    Counts export(Sink sink) throws SQLException {
        try {
            return new Counts(workspaces(sink), memories(sink), relationships(sink));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every workspace an exported row references, plus the selected one. */
    private long workspaces(Sink sink) throws SQLException, IOException {
        List<Object> params = new ArrayList<>();
        params.add(organization);
        String memories = memoryFilter(params);
        String relationships = relationshipFilter(params);
        params.add(workspace);
        String sql = "SELECT w.id, w.name FROM workspaces w WHERE w.organization_id = ? AND w.id IN ("
                + "SELECT m.workspace_id FROM memories m WHERE " + memories
                + " UNION SELECT r.workspace_id FROM relationships r WHERE " + relationships
                + " UNION SELECT ?) ORDER BY w.name, w.id";
        long n = 0;
        try (PreparedStatement p = c.prepareStatement(sql)) {
            Sql.bind(p, params.toArray());
            try (ResultSet rs = p.executeQuery()) {
                while (rs.next()) {
                    sink.workspace(new WorkspaceExport(Sql.uuid(rs, "id"), rs.getString("name")));
                    n++;
                }
            }
        }
        return n;
    }

    @SuppressWarnings("unchecked")
    private long memories(Sink sink) throws SQLException, IOException {
        List<Object> params = new ArrayList<>();
        String sql = """
                SELECT m.id, m.workspace_id, m.project_ref, m.task_ref, m.run_ref, m.subject, m.content, m.memory_type,
                       m.sensitivity, m.confidence, m.valid_from, m.valid_until, m.metadata
                FROM memories m
                WHERE\s""" + memoryFilter(params) + " ORDER BY m.pk";
        long n = 0;
        try (PreparedStatement p = c.prepareStatement(sql)) {
            Sql.bind(p, params.toArray());
            try (ResultSet rs = p.executeQuery()) {
                while (rs.next()) {
                    sink.memory(new MemoryExport(Sql.uuid(rs, "id"), Sql.uuid(rs, "workspace_id"),
                            rs.getString("project_ref"), rs.getString("task_ref"), rs.getString("run_ref"),
                            rs.getString("subject"), rs.getString("content"), rs.getString("memory_type"),
                            Sql.sensitivity(rs, "sensitivity"), rs.getDouble("confidence"),
                            Sql.instant(rs, "valid_from"), Sql.instant(rs, "valid_until"),
                            Json.mapper().convertValue(MemoryRow.parseObject(rs.getString("metadata")), Map.class)));
                    n++;
                }
            }
        }
        return n;
    }

    @SuppressWarnings("unchecked")
    private long relationships(Sink sink) throws SQLException, IOException {
        List<Object> params = new ArrayList<>();
        // The source memory is named only when that memory is itself in this export.
        String inExport = memoryFilter(params);
        String sql = """
                SELECT r.workspace_id, se.name AS source_name, se.entity_type AS source_type,
                       se.description AS source_description, se.confidence AS source_confidence,
                       te.name AS target_name, te.entity_type AS target_type,
                       te.description AS target_description, te.confidence AS target_confidence,
                       r.relation_type, r.sensitivity, m.id AS source_memory_ref, r.confidence, r.valid_from,
                       r.valid_until, r.metadata
                FROM relationships r
                JOIN entities se ON se.id = r.source_entity_id
                JOIN entities te ON te.id = r.target_entity_id
                LEFT JOIN memories m ON m.id = r.source_memory_id AND\s""" + inExport
                + " WHERE " + relationshipFilter(params) + " ORDER BY r.created_at, r.id";
        long n = 0;
        try (PreparedStatement p = c.prepareStatement(sql)) {
            Sql.bind(p, params.toArray());
            try (ResultSet rs = p.executeQuery()) {
                while (rs.next()) {
                    sink.relationship(new RelationshipExport(Sql.uuid(rs, "workspace_id"),
                            new EntityInput(rs.getString("source_name"), rs.getString("source_type"),
                                    rs.getString("source_description"), rs.getDouble("source_confidence")),
                            new EntityInput(rs.getString("target_name"), rs.getString("target_type"),
                                    rs.getString("target_description"), rs.getDouble("target_confidence")),
                            rs.getString("relation_type"), Sql.sensitivity(rs, "sensitivity"),
                            Sql.uuid(rs, "source_memory_ref"), rs.getDouble("confidence"),
                            Sql.instant(rs, "valid_from"), Sql.instant(rs, "valid_until"),
                            Json.mapper().convertValue(MemoryRow.parseObject(rs.getString("metadata")), Map.class)));
                    n++;
                }
            }
        }
        return n;
    }
}

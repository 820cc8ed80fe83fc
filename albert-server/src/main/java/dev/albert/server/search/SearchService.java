package dev.albert.server.search;

import dev.albert.api.Limits;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.graph.RelationshipRead;
import dev.albert.api.search.HitKind;
import dev.albert.api.search.SearchHit;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.Scopes;
import dev.albert.server.enrich.HashingEmbedder;
import dev.albert.server.http.ApiException;
import dev.albert.server.memories.MemoryRow;
import dev.albert.server.search.vector.VectorIndex;
import dev.albert.server.store.Dialect;
import dev.albert.server.store.Sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Hybrid retrieval (contract §9): lexical (SQLite FTS5, bm25), vector (cosine over chunk embeddings)
 * and graph (the term query over edges), each returning up to {@code limit × 3} candidates, fused by
 * reciprocal rank (k = 60). A vector or graph failure degrades the answer instead of failing it.
 */
public final class SearchService {
    public static final String UNAUTHORIZED_SENSITIVITY = "Requested sensitivity is not authorized";
    private static final int MAX_LEXICAL_TERMS = 64;
    /**
     * How many best-ranked matches per wanted row the lexical retriever filters first: enough that a filter passing
     * one memory in ten still fills the limit without the whole statement.
     */
    private static final int LEXICAL_RANKED_FIRST = 10;

    private final Services s;

    public SearchService(Services services) {
        this.s = services;
    }

    public record Result(List<SearchHit> hits, List<String> degraded) {
    }

    /** One backend's candidate, before fusion. */
    public record Candidate(String key, HitKind kind, UUID memoryId, String subject, String content, UUID episodeId,
                     Map<String, Object> metadata, String backend, double backendScore) {
    }

    public Result search(Caller caller, SearchParams p) {
        Retrieval r = retrieve(caller, p);
        return new Result(fuse(List.copyOf(r.lists().values()), p.limit(), p.includeContent()), r.degraded());
    }

    /** What {@link #explain} found: the per-retriever candidate lists in rank order, and what was degraded. */
    public record Explained(UUID workspace, Map<String, List<Candidate>> lists, List<SearchHit> hits,
                            List<String> degraded) {
    }

    /**
     * The same retrieval as {@link #search}, keeping each retriever's ranked list so a caller can say why a hit came
     * back (extension {@code POST /v1/search/explain}).
     */
    public Explained explain(Caller caller, SearchParams p) {
        Retrieval r = retrieve(caller, p);
        return new Explained(r.workspace(), r.lists(), fuse(List.copyOf(r.lists().values()), p.limit(), false),
                r.degraded());
    }

    /** Each retriever's ranked candidates (lexical, vector, graph, in that order) for one query, before fusion. */
    private record Retrieval(UUID workspace, Map<String, List<Candidate>> lists, List<String> degraded) {
    }

    /**
     * The one retrieval behind search and explain: the caller's readable sensitivities (403 when asking for more),
     * the requested scope checked, then every retriever (the vector and graph ones beside the lexical one when the
     * database has connections to spare, {@link Beside}). A retriever that fails is
     * reported as degraded rather than failing the search (the contract's behaviour); lexical is never optional.
     */
    private Retrieval retrieve(Caller caller, SearchParams p) {
        List<Sensitivity> readable = caller.readable();
        List<Sensitivity> effective;
        if (p.sensitivity().isEmpty()) {
            effective = readable;
        } else {
            if (!readable.containsAll(p.sensitivity())) {
                throw ApiException.forbidden(UNAUTHORIZED_SENSITIVITY);
            }
            effective = List.copyOf(new LinkedHashSet<>(p.sensitivity()));
        }
        Scopes.checkRequested(caller, p.scope().workspaceId());
        Instant asOf = p.temporalAsOf() != null ? p.temporalAsOf() : s.now();
        int perBackend = p.limit() * 3;
        return s.db().read(c -> {
            UUID workspace = Scopes.resolveWorkspace(c, caller, p.scope().workspaceId());
            Filter filter = new Filter(caller.organizationId(), workspace, p, effective, asOf);
            List<String> degraded = new ArrayList<>();
            Map<String, List<Candidate>> lists = new LinkedHashMap<>();
            // The vector and graph retrievers start beside the lexical one, each on a read connection of its own
            // when one is free (their snapshot may then be a moment younger than the lexical one's); on a busy
            // server they run after it on this connection, as before.
            Beside<List<Candidate>> vector = Beside.start(s.db(), own -> vector(own, filter, p.query(), perBackend));
            Beside<List<Candidate>> graph = p.includeGraph() ? Beside.start(s.db(), own -> graph(own,
                    caller.organizationId(), workspace, readable, p.query(), asOf, perBackend)) : null;
            lists.put("lexical", lexical(c, filter, p.query(), perBackend));
            try {
                lists.put("vector", vector.join(c));
            } catch (SQLException | RuntimeException e) {
                degraded.add("vector retrieval unavailable: " + e.getClass().getSimpleName());
            }
            if (graph != null) {
                try {
                    lists.put("graph", graph.join(c));
                } catch (SQLException | RuntimeException e) {
                    degraded.add("graph retrieval unavailable: " + e.getClass().getSimpleName());
                }
            }
            return new Retrieval(workspace, lists, List.copyOf(degraded));
        });
    }

    /** The common memory filters as SQL over alias {@code m}. */
    record Filter(UUID organization, UUID workspace, SearchParams p, List<Sensitivity> sensitivity, Instant asOf) {
        String sql(List<Object> params) {
            StringBuilder sql = new StringBuilder("m.organization_id = ? AND m.status = 'active'");
            params.add(organization);
            if (!p.includeQuarantined()) {
                sql.append(" AND m.quarantined = 0");
            }
            if (workspace != null) {
                sql.append(" AND m.workspace_id = ?");
                params.add(workspace);
            }
            equal(sql, params, "m.project_ref", p.scope().projectRef());
            equal(sql, params, "m.task_ref", p.scope().taskRef());
            equal(sql, params, "m.run_ref", p.scope().runRef());
            if (!p.memoryTypes().isEmpty()) {
                sql.append(" AND m.memory_type IN (").append(Sql.placeholders(p.memoryTypes().size())).append(')');
                params.add(p.memoryTypes());
            }
            sql.append(" AND m.sensitivity IN (").append(Sql.placeholders(sensitivity.size())).append(')');
            params.add(sensitivity);
            sql.append(" AND m.valid_from <= ? AND (m.valid_until IS NULL OR m.valid_until > ?)");
            params.add(asOf);
            params.add(asOf);
            return sql.toString();
        }

        private static void equal(StringBuilder sql, List<Object> params, String column, String value) {
            if (value != null) {
                sql.append(" AND ").append(column).append(" = ?");
                params.add(value);
            }
        }
    }

    /** The query's lexical terms: lower-cased tokens with a letter or digit, at most {@code MAX_LEXICAL_TERMS}. */
    static List<String> lexicalTerms(String query) {
        LinkedHashSet<String> terms = new LinkedHashSet<>();
        for (String token : HashingEmbedder.tokens(query.toLowerCase(Locale.ROOT))) {
            if (token.codePoints().anyMatch(Character::isLetterOrDigit)) {
                terms.add(token);
                if (terms.size() == MAX_LEXICAL_TERMS) {
                    break;
                }
            }
        }
        return List.copyOf(terms);
    }

    /** An FTS5 expression: every term quoted (so user text cannot inject FTS syntax), OR-ed. */
    static String ftsQuery(String query) {
        return Dialect.SQLITE.lexicalMatch(lexicalTerms(query));
    }

    private List<Candidate> lexical(Connection c, Filter filter, String query, int limit) throws SQLException {
        List<String> terms = lexicalTerms(query);
        if (terms.isEmpty()) {
            return List.of();
        }
        Dialect.LexicalQuery lexical = s.db().dialect().lexicalQuery(c, terms);
        if (lexical.matchesNothing()) {
            return List.of();
        }
        List<Object> params = new ArrayList<>();
        params.add(lexical.match());
        params.add(limit * LEXICAL_RANKED_FIRST);
        String where = filter.sql(params);
        params.add(limit);
        List<Candidate> top = Sql.list(c, lexical.topSql(MemoryRow.COLUMNS, where), SearchService::lexicalCandidate,
                params.toArray());
        if (top.size() == limit) {
            return top; // the same rows as the whole statement (Dialect.lexicalTopSql)
        }
        params.clear();
        params.add(lexical.match());
        where = filter.sql(params);
        params.add(limit);
        return Sql.list(c, lexical.allSql(MemoryRow.COLUMNS, where), SearchService::lexicalCandidate,
                params.toArray());
    }

    private static Candidate lexicalCandidate(java.sql.ResultSet rs) throws SQLException {
        return memoryCandidate(MemoryRow.map(rs), "lexical", rs.getDouble("rank"), null);
    }

    /**
     * The vector retriever: the in-memory index's candidates checked against the filter here, or, when the index
     * cannot answer (organization not indexed, or a filter that rejects most candidates), every stored chunk of the
     * tenant that passes the filter scored exactly. Both give the same memories and scores.
     */
    private List<Candidate> vector(Connection c, Filter filter, String query, int limit) throws SQLException {
        HashingEmbedder embedder = s.enricher().embedder();
        float[] q = embedder.embed(query);
        Optional<List<VectorIndex.Scored>> indexed = s.vectors().search(filter.organization(), q, limit,
                Limits.MIN_VECTOR_SIMILARITY, ids -> bestChunks(c, filter, q, ids));
        List<VectorIndex.Scored> ranked = indexed.isPresent() ? indexed.get() : scan(c, filter, q, limit);
        return memoryCandidates(c, ranked);
    }

    /** The best chunk of each memory in {@code memoryIds} (all of the tenant's when null) that passes the filter. */
    private List<VectorIndex.Scored> bestChunks(Connection c, Filter filter, float[] q, List<UUID> memoryIds)
            throws SQLException {
        HashingEmbedder embedder = s.enricher().embedder();
        List<Object> params = new ArrayList<>();
        // For candidates, CROSS JOIN fixes the chunks as the outer loop (looked up by their memory ids): left to
        // itself, SQLite walks every memory of the tenant through the filter's index and probes its chunks.
        StringBuilder sql = new StringBuilder("SELECT ch.memory_id, ch.chunk_index, ch.embedding FROM memory_chunks ch"
                + (memoryIds != null ? s.db().dialect().chunkCandidateJoin() : " JOIN") + " memories m ON m.id = ch.memory_id WHERE ");
        if (memoryIds != null) {
            sql.append("ch.memory_id IN (").append(Sql.placeholders(memoryIds.size())).append(") AND ");
            params.add(memoryIds);
        }
        sql.append("ch.embedding_model = ? AND ");
        params.add(embedder.model());
        sql.append(filter.sql(params));
        Map<UUID, VectorIndex.Scored> best = new HashMap<>();
        for (VectorIndex.Scored b : Sql.list(c, sql.toString(),
                rs -> new VectorIndex.Scored(Sql.uuid(rs, "memory_id"), rs.getInt("chunk_index"),
                        dot(q, HashingEmbedder.fromBytes(rs.getBytes("embedding"), embedder.dimensions()))),
                params.toArray())) {
            best.merge(b.memoryId(), b, (a, n) -> n.similarity() > a.similarity() ? n : a);
        }
        return List.copyOf(best.values());
    }

    /** Every chunk of the tenant that passes the filter, scored: what the index saves. */
    private List<VectorIndex.Scored> scan(Connection c, Filter filter, float[] q, int limit) throws SQLException {
        return bestChunks(c, filter, q, null).stream()
                .filter(b -> b.similarity() >= Limits.MIN_VECTOR_SIMILARITY)
                .sorted(Comparator.comparingDouble(VectorIndex.Scored::similarity).reversed()).limit(limit).toList();
    }

    private List<Candidate> memoryCandidates(Connection c, List<VectorIndex.Scored> ranked) throws SQLException {
        if (ranked.isEmpty()) {
            return List.of();
        }
        Map<UUID, MemoryRow> rows = new HashMap<>();
        List<UUID> ids = ranked.stream().map(VectorIndex.Scored::memoryId).toList();
        for (MemoryRow row : Sql.list(c, "SELECT " + MemoryRow.COLUMNS + " FROM memories m WHERE m.id IN ("
                + Sql.placeholders(ids.size()) + ")", MemoryRow::map, ids)) {
            rows.put(row.id(), row);
        }
        List<Candidate> out = new ArrayList<>();
        for (VectorIndex.Scored b : ranked) {
            MemoryRow row = rows.get(b.memoryId());
            if (row != null) {
                out.add(memoryCandidate(row, "vector", b.similarity(), b.chunkIndex()));
            }
        }
        return out;
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += (double) a[i] * b[i];
        }
        return sum;
    }

    private List<Candidate> graph(Connection c, UUID organization, UUID workspace, List<Sensitivity> readable,
                                  String query, Instant asOf, int limit) throws SQLException {
        List<Candidate> out = new ArrayList<>();
        for (RelationshipRead r : s.graph().query(c, organization, workspace, readable, query, asOf, limit)) {
            Map<String, Object> metadata = new LinkedHashMap<>();
            metadata.put("relationship_id", r.id());
            metadata.put("source_entity_id", r.sourceEntityId());
            metadata.put("target_entity_id", r.targetEntityId());
            metadata.put("confidence", r.confidence());
            metadata.put("sensitivity", r.sensitivity().wireName());
            String content = r.sourceName() + " " + r.relationType().replace('_', ' ') + " " + r.targetName();
            out.add(new Candidate("relationship:" + r.id(), HitKind.RELATIONSHIP, r.sourceMemoryId(), r.relationType(),
                    content, null, metadata, "graph", r.confidence()));
        }
        return out;
    }

    private static Candidate memoryCandidate(MemoryRow m, String backend, double score, Integer chunkIndex) {
        Map<String, Object> metadata = new LinkedHashMap<>();
        metadata.put("memory_type", m.memoryType());
        metadata.put("sensitivity", m.sensitivity().wireName());
        metadata.put("confidence", m.confidence());
        metadata.put("trust", m.trust().wireName());
        metadata.put("quarantined", m.quarantined());
        if (chunkIndex != null) {
            metadata.put("chunk_index", chunkIndex);
        }
        return new Candidate("memory:" + m.id(), HitKind.MEMORY, m.id(), m.subject(), m.content(), m.episodeId(),
                metadata, backend, score);
    }

    /** Reciprocal-rank fusion, k = 60, ranks from 1; backend scores merged; top {@code limit}. */
    static List<SearchHit> fuse(List<List<Candidate>> lists, int limit, boolean includeContent) {
        final class Fused {
            final Candidate first;
            final List<String> backends = new ArrayList<>();
            final Map<String, Object> metadata;
            final Map<String, Object> backendScores = new LinkedHashMap<>();
            double score;

            Fused(Candidate first) {
                this.first = first;
                this.metadata = new LinkedHashMap<>(first.metadata());
            }
        }
        Map<String, Fused> fused = new LinkedHashMap<>();
        for (List<Candidate> list : lists) {
            for (int i = 0; i < list.size(); i++) {
                Candidate candidate = list.get(i);
                Fused f = fused.computeIfAbsent(candidate.key(), k -> new Fused(candidate));
                f.score += 1.0 / (Limits.RRF_K + i + 1);
                if (!f.backends.contains(candidate.backend())) {
                    f.backends.add(candidate.backend());
                }
                f.backendScores.put(candidate.backend(), candidate.backendScore());
                candidate.metadata().forEach(f.metadata::putIfAbsent);
            }
        }
        List<Fused> ordered = new ArrayList<>(fused.values());
        ordered.sort(Comparator.comparingDouble((Fused f) -> f.score).reversed());
        List<SearchHit> hits = new ArrayList<>();
        for (Fused f : ordered.subList(0, Math.min(limit, ordered.size()))) {
            f.metadata.put("backend_scores", f.backendScores);
            hits.add(new SearchHit(f.first.memoryId(), f.first.kind(), f.first.subject(),
                    includeContent ? f.first.content() : "", f.score, List.copyOf(f.backends), f.first.episodeId(),
                    f.metadata));
        }
        return hits;
    }
}

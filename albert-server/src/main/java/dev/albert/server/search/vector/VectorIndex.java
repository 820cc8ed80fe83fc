package dev.albert.server.search.vector;

import dev.albert.server.enrich.HashingEmbedder;
import dev.albert.server.store.Database;
import dev.albert.server.store.Sql;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Set;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The in-memory vector index: per organization, the quantized embedding of every stored chunk
 * ({@link VectorSegment}), so a search scores vectors in memory instead of reading every embedding blob.
 *
 * <p>It mirrors {@code memory_chunks} exactly. Built from the database at start and after a restore
 * ({@link Database#onReplaced}); every path that writes or deletes chunks (enrichment, the delete scrub, the index
 * drop of an edited memory) stages its change here and the change is applied when the write transaction commits
 * ({@link Database#afterCommit}), in commit order, so a rolled-back write never reaches the index. Everything else a
 * search filters on (status, scope, sensitivity, quarantine, validity) is read from the database for the candidates,
 * so the index holds vectors and memory ids only.
 *
 * <p>Bounded: at most {@code maxChunks} chunks in all (about 420 bytes each, {@code ALBERT_VECTOR_INDEX_MAX_CHUNKS},
 * default 1,000,000 ≈ 420 MB). An organization whose chunks would pass the bound is dropped from the index and searched
 * by the full scan of its stored embeddings, as before the index existed; so is every organization when building or
 * updating the index fails.
 */
public final class VectorIndex {
    public static final long DEFAULT_MAX_CHUNKS = 1_000_000;
    /** Where replicas on one database tell each other that a memory's chunks changed ("organization memory"). */
    static final String REPLICA_CHANNEL = "albert_vector_index";
    private static final Logger LOG = LoggerFactory.getLogger(VectorIndex.class);

    private final Database db;
    private final HashingEmbedder embedder;
    private final long maxChunks;
    private final Map<UUID, VectorSegment> segments = new ConcurrentHashMap<>();
    /** Organizations left to the full scan: over the bound, or whose update failed. Until the next rebuild. */
    private final Map<UUID, Boolean> unindexed = new ConcurrentHashMap<>();
    private final AtomicLong chunks = new AtomicLong();
    private volatile boolean available;
    /**
     * Replica notices that arrive while a rebuild loads, replayed when it is done: a notice for a change committed
     * after the rebuild's read began would otherwise find the index unavailable and be lost until the next rebuild.
     * Guarded by itself, as is {@link #rebuilding} (how many rebuilds are loading).
     */
    private final List<String> heldNotices = new ArrayList<>();
    private int rebuilding;

    public VectorIndex(Database db, HashingEmbedder embedder, long maxChunks) {
        this.db = db;
        this.embedder = embedder;
        this.maxChunks = maxChunks;
        db.onReplaced(this::rebuild);
        // Registered before the first rebuild, so a change another replica commits while this one builds is not lost.
        db.onReplicaNotice(REPLICA_CHANNEL, this::replicaChanged);
    }

    /** The bound from {@code ALBERT_VECTOR_INDEX_MAX_CHUNKS} (0 turns the index off), else the default. */
    public static long maxChunks(Map<String, String> env) {
        String value = env.get("ALBERT_VECTOR_INDEX_MAX_CHUNKS");
        if (value == null || value.isBlank()) {
            return DEFAULT_MAX_CHUNKS;
        }
        try {
            long n = Long.parseLong(value.strip());
            if (n < 0) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("ALBERT_VECTOR_INDEX_MAX_CHUNKS must be a whole number >= 0, got "
                    + value);
        }
    }

    /**
     * Replaces the whole index with what the database holds now. Failure leaves every search on the full scan.
     * Replica notices that arrive meanwhile are held and replayed afterwards (each re-reads the database).
     */
    public void rebuild() {
        synchronized (heldNotices) {
            rebuilding++;
        }
        try {
            replaceAll();
        } finally {
            replayHeldNotices();
        }
    }

    private void replaceAll() {
        available = false;
        segments.clear();
        unindexed.clear();
        chunks.set(0);
        if (maxChunks == 0) {
            return;
        }
        try {
            db.read(this::load);
            available = true;
        } catch (RuntimeException e) {
            segments.clear();
            LOG.warn("vector index not built, searches scan the stored embeddings: {}", e.toString());
        }
    }

    private Void load(Connection c) throws SQLException {
        Map<UUID, Long> perOrganization = new LinkedHashMap<>();
        for (var row : Sql.list(c, """
                SELECT m.organization_id, count(*) AS n FROM memory_chunks ch JOIN memories m ON m.id = ch.memory_id
                WHERE ch.embedding_model = ? GROUP BY m.organization_id ORDER BY n""",
                rs -> Map.entry(Sql.uuid(rs, "organization_id"), rs.getLong("n")), embedder.model())) {
            perOrganization.put(row.getKey(), row.getValue());
        }
        long total = 0;
        for (var entry : perOrganization.entrySet()) {
            if (total + entry.getValue() > maxChunks) {
                unindexed.put(entry.getKey(), true);
                LOG.warn("vector index: organization {} ({} chunks) is over ALBERT_VECTOR_INDEX_MAX_CHUNKS={};"
                        + " its searches scan the stored embeddings", entry.getKey(), entry.getValue(), maxChunks);
            } else {
                total += entry.getValue();
            }
        }
        try (PreparedStatement p = c.prepareStatement("""
                SELECT m.organization_id, ch.memory_id, ch.embedding FROM memory_chunks ch
                JOIN memories m ON m.id = ch.memory_id
                WHERE ch.embedding_model = ? ORDER BY ch.memory_id, ch.chunk_index""")) {
            Sql.bind(p, embedder.model());
            try (ResultSet rs = p.executeQuery()) {
                UUID memory = null;
                UUID organization = null;
                List<QuantizedVector> vectors = new ArrayList<>();
                while (rs.next()) {
                    UUID m = Sql.uuid(rs, "memory_id");
                    if (!m.equals(memory)) {
                        loadOne(organization, memory, vectors);
                        memory = m;
                        organization = Sql.uuid(rs, "organization_id");
                        vectors = new ArrayList<>();
                    }
                    if (!unindexed.containsKey(organization)) {
                        vectors.add(QuantizedVector.of(
                                HashingEmbedder.fromBytes(rs.getBytes("embedding"), embedder.dimensions())));
                    }
                }
                loadOne(organization, memory, vectors);
            }
        }
        return null;
    }

    private void loadOne(UUID organization, UUID memory, List<QuantizedVector> vectors) {
        if (memory != null && !vectors.isEmpty()) {
            segment(organization).put(memory, vectors);
            chunks.addAndGet(vectors.size());
        }
    }

    private VectorSegment segment(UUID organization) {
        return segments.computeIfAbsent(organization, o -> new VectorSegment(embedder.dimensions()));
    }

    /** The organization's segment, unless the index is off or the organization is left to the full scan. */
    Optional<VectorSegment> searchable(UUID organization) {
        if (!available || unindexed.containsKey(organization)) {
            return Optional.empty();
        }
        VectorSegment segment = segments.get(organization);
        return Optional.of(segment != null ? segment : new VectorSegment(embedder.dimensions()));
    }

    /** A memory's best chunk and its exact similarity. */
    public record Scored(UUID memoryId, int chunkIndex, double similarity) {
    }

    /**
     * The exact best chunk of each of these memories that passes the search's filters (the database decides:
     * status, scope, sensitivity, quarantine, validity); memories that do not pass are left out.
     */
    @FunctionalInterface
    public interface ExactScorer {
        List<Scored> score(List<UUID> memoryIds) throws SQLException;
    }

    /** How many memories one search checks against the database at most before it scans instead. */
    static final int MAX_CHECKED = 4096;

    /**
     * The top {@code limit} memories of the organization by exact cosine, at least {@code threshold}, among those
     * {@code exact} lets through: the same answer as scoring every stored chunk. Candidates come from the index in
     * order of their score's upper bound and are checked in growing batches until the {@code limit}-th exact score
     * is at least the bound of every unchecked one. Empty when the organization is not indexed or when the filters
     * reject so many candidates that a scan is cheaper; the caller scans then.
     */
    public Optional<List<Scored>> search(UUID organization, float[] query, int limit, double threshold,
                                         ExactScorer exact) throws SQLException {
        Optional<VectorSegment> segment = searchable(organization);
        if (segment.isEmpty()) {
            return Optional.empty();
        }
        List<VectorSegment.Hit> hits = segment.get().candidates(query, (float) threshold);
        Set<UUID> checked = new HashSet<>();
        List<Scored> found = new ArrayList<>();
        Comparator<Scored> best = Comparator.comparingDouble(Scored::similarity).reversed();
        int next = 0;
        int batch = Math.max(64, limit * 4);
        while (next < hits.size()) {
            List<UUID> ids = new ArrayList<>();
            while (next < hits.size() && ids.size() < batch) {
                UUID memory = hits.get(next++).memoryId();
                if (checked.add(memory)) {
                    ids.add(memory);
                }
            }
            if (checked.size() > MAX_CHECKED) {
                return Optional.empty();
            }
            for (Scored s : exact.score(ids)) {
                if (s.similarity() >= threshold) {
                    found.add(s);
                }
            }
            while (next < hits.size() && checked.contains(hits.get(next).memoryId())) {
                next++;
            }
            if (found.size() >= limit && next < hits.size()) {
                found.sort(best);
                if (found.get(limit - 1).similarity() >= hits.get(next).upperBound()) {
                    break;
                }
            }
            batch *= 4;
        }
        found.sort(best);
        return Optional.of(List.copyOf(found.subList(0, Math.min(limit, found.size()))));
    }

    /** Stages the new chunk vectors of a memory; applied when the running write transaction commits. */
    public void stagePut(UUID organization, UUID memory, List<float[]> vectors) {
        List<QuantizedVector> quantized = vectors.stream().map(QuantizedVector::of).toList();
        db.afterCommit(() -> apply(organization, memory, quantized));
        db.tellReplicas(REPLICA_CHANNEL, organization + " " + memory);
    }

    /** Stages the removal of a memory's chunks; applied when the running write transaction commits. */
    public void stageRemove(UUID organization, UUID memory) {
        db.afterCommit(() -> apply(organization, memory, List.of()));
        db.tellReplicas(REPLICA_CHANNEL, organization + " " + memory);
    }

    /**
     * Another server process on the same database changed a memory's chunks: the memory is reloaded from what the
     * database holds now (so notices may come late or twice and the index still ends as the database is). A null
     * payload means notices may have been lost: everything is reloaded.
     */
    private void replicaChanged(String payload) {
        synchronized (heldNotices) {
            if (rebuilding > 0) {
                heldNotices.add(payload);
                return;
            }
        }
        if (payload == null) {
            rebuild();
            return;
        }
        String[] parts = payload.split(" ");
        UUID organization;
        UUID memory;
        try {
            organization = UUID.fromString(parts[0]);
            memory = UUID.fromString(parts[1]);
        } catch (RuntimeException e) {
            LOG.warn("vector index: ignoring a malformed replica notice");
            return;
        }
        try {
            List<QuantizedVector> vectors = db.read(c -> Sql.list(c,
                    "SELECT embedding FROM memory_chunks WHERE memory_id = ? AND embedding_model = ? ORDER BY chunk_index",
                    rs -> QuantizedVector.of(HashingEmbedder.fromBytes(rs.getBytes("embedding"), embedder.dimensions())),
                    memory, embedder.model()));
            apply(organization, memory, vectors);
        } catch (RuntimeException e) {
            leaveToScan(organization, "could not be reloaded after another replica's change (" + e + ")");
        }
    }

    /** The notices held while the last loading rebuild ran; a null one (notices were lost) stands for all of them. */
    private void replayHeldNotices() {
        List<String> held;
        synchronized (heldNotices) {
            if (--rebuilding > 0) {
                return;   // another rebuild is still loading: it replays them
            }
            held = new ArrayList<>(heldNotices);
            heldNotices.clear();
        }
        if (held.contains(null)) {
            replicaChanged(null);
            return;
        }
        for (String payload : held) {
            replicaChanged(payload);
        }
    }

    private void apply(UUID organization, UUID memory, List<QuantizedVector> vectors) {
        if (!available || unindexed.containsKey(organization)) {
            return;
        }
        try {
            VectorSegment segment = vectors.isEmpty() ? segments.get(organization) : segment(organization);
            if (segment == null) {
                return;
            }
            long after = chunks.addAndGet(segment.put(memory, vectors));
            if (after > maxChunks) {
                leaveToScan(organization, "is over ALBERT_VECTOR_INDEX_MAX_CHUNKS=" + maxChunks);
            }
        } catch (RuntimeException | OutOfMemoryError e) {
            leaveToScan(organization, "could not be updated (" + e + ")");
        }
    }

    private void leaveToScan(UUID organization, String why) {
        unindexed.put(organization, true);
        VectorSegment dropped = segments.remove(organization);
        if (dropped != null) {
            chunks.addAndGet(-dropped.chunks());
        }
        LOG.warn("vector index: organization {} {}; its searches scan the stored embeddings until restart", organization,
                why);
    }

    /** What the index holds, for health and the documentation's sizing. */
    public record Stats(boolean available, int organizations, long chunks, long bytes, long maxChunks) {
    }

    public Stats stats() {
        long bytes = 0;
        for (VectorSegment segment : segments.values()) {
            bytes += segment.bytes();
        }
        return new Stats(available, segments.size(), chunks.get(), bytes, maxChunks);
    }
}

package dev.albert.server.search.vector;

import dev.albert.server.enrich.HashingEmbedder;
import dev.albert.server.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.UUID;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The index against the exact answer: clustered random vectors (so many pass the 0.2 threshold and scores rarely tie),
 * filters that reject some, most or nearly all memories, and the commit/rollback staging on a real database.
 */
// sqlite-only: it builds the index over its own SQLite file (Database.open); the PostgreSQL run would repeat it unchanged.
@org.junit.jupiter.api.Tag("sqlite-only")
class VectorIndexTest {
    private static final int DIMENSIONS = HashingEmbedder.DIMENSIONS;
    private static final double THRESHOLD = 0.2;
    private static final UUID ORG = UUID.randomUUID();
    private static final UUID OTHER_ORG = UUID.randomUUID();

    @TempDir
    Path dir;
    Database db;
    VectorIndex index;
    final Map<UUID, List<float[]>> stored = new HashMap<>();
    final Random random = new Random(20261201);

    @BeforeEach
    void open() throws Exception {
        db = Database.open(dir.resolve("index.sqlite3"));
        index = new VectorIndex(db, new HashingEmbedder(), VectorIndex.DEFAULT_MAX_CHUNKS);
        index.rebuild();
    }

    @AfterEach
    void close() {
        db.close();
    }

    private float[] around(float[] center, double noise) {
        float[] v = new float[DIMENSIONS];
        double norm = 0;
        for (int d = 0; d < DIMENSIONS; d++) {
            v[d] = (float) (center[d] + noise * random.nextGaussian());
            norm += v[d] * v[d];
        }
        for (int d = 0; d < DIMENSIONS; d++) {
            v[d] /= (float) Math.sqrt(norm);
        }
        return v;
    }

    private float[] sparse(int nonZero) {
        float[] v = new float[DIMENSIONS];
        for (int k = 0; k < nonZero; k++) {
            v[random.nextInt(DIMENSIONS)] += random.nextBoolean() ? 1 : -1;
        }
        return around(v, 0.0);
    }

    private List<float[]> centers(int n) {
        List<float[]> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(around(new float[DIMENSIONS], 1.0));
        }
        return out;
    }

    private void put(UUID org, UUID memory, List<float[]> chunks) {
        db.write(c -> {
            index.stagePut(org, memory, chunks);
            return null;
        });
        stored.put(memory, chunks);
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += (double) a[i] * b[i];
        }
        return sum;
    }

    /** Each stored memory's exact best chunk for {@code q}. */
    private Map<UUID, VectorIndex.Scored> bestChunks(float[] q) {
        Map<UUID, VectorIndex.Scored> out = new HashMap<>();
        stored.forEach((id, chunks) -> {
            int best = 0;
            double bestScore = dot(q, chunks.getFirst());
            for (int i = 1; i < chunks.size(); i++) {
                double score = dot(q, chunks.get(i));
                if (score > bestScore) {
                    best = i;
                    bestScore = score;
                }
            }
            out.put(id, new VectorIndex.Scored(id, best, bestScore));
        });
        return out;
    }

    private static VectorIndex.ExactScorer exact(Map<UUID, VectorIndex.Scored> best, Predicate<UUID> passes) {
        return ids -> ids.stream().filter(id -> best.containsKey(id) && passes.test(id)).map(best::get).toList();
    }

    private VectorIndex.ExactScorer exact(float[] q, Predicate<UUID> passes) {
        return exact(bestChunks(q), passes);
    }

    private static List<VectorIndex.Scored> bruteForce(Map<UUID, VectorIndex.Scored> best, List<UUID> memories,
                                                       int limit, Predicate<UUID> passes) {
        return memories.stream().filter(passes).map(best::get).filter(s -> s.similarity() >= THRESHOLD)
                .sorted(Comparator.comparingDouble(VectorIndex.Scored::similarity).reversed()).limit(limit).toList();
    }

    @Test
    void givesTheExactScansAnswerUnderFiltersThatRejectSomeMostOrNearlyAll() throws Exception {
        List<float[]> centers = centers(12);
        List<UUID> memories = new ArrayList<>();
        Map<UUID, List<float[]>> other = new HashMap<>();
        long chunkCount = 0;
        for (int i = 0; i < 2000; i++) {
            UUID memory = UUID.randomUUID();
            List<float[]> chunks = new ArrayList<>();
            for (int k = 0, n = 1 + random.nextInt(3); k < n; k++) {
                chunks.add(i % 10 == 0 ? sparse(5 + random.nextInt(40))
                        : around(centers.get(random.nextInt(centers.size())), 0.06 + 0.04 * random.nextDouble()));
            }
            stored.put(memory, chunks);
            memories.add(memory);
            chunkCount += chunks.size();
        }
        for (int i = 0; i < 300; i++) {
            other.put(UUID.randomUUID(), List.of(around(centers.get(i % centers.size()), 0.05)));
        }
        db.write(c -> {
            memories.forEach(m -> index.stagePut(ORG, m, stored.get(m)));
            other.forEach((m, chunks) -> index.stagePut(OTHER_ORG, m, chunks));
            return null;
        });
        Map<String, Predicate<UUID>> filters = Map.of(
                "none", id -> true,
                "half", id -> (id.getLeastSignificantBits() & 1) == 0,
                "a tenth", id -> Math.floorMod(id.getLeastSignificantBits(), 10) == 0,
                "a few", id -> Math.floorMod(id.getLeastSignificantBits(), 700) == 0);
        int answered = 0;
        int compared = 0;
        for (int qi = 0; qi < 12; qi++) {
            float[] q = qi % 4 == 3 ? sparse(6) : around(centers.get(qi % centers.size()), 0.08);
            Map<UUID, VectorIndex.Scored> best = bestChunks(q);
            for (var filter : filters.entrySet()) {
                for (int limit : new int[]{1, 30, 300}) {
                    Optional<List<VectorIndex.Scored>> got = index.search(ORG, q, limit, THRESHOLD,
                            exact(best, filter.getValue()));
                    compared++;
                    if (got.isEmpty()) {
                        continue;   // the index gave up (too many rejected): the caller scans; allowed, counted below
                    }
                    answered++;
                    List<VectorIndex.Scored> want = bruteForce(best, memories, limit, filter.getValue());
                    assertEquals(want.size(), got.get().size(), filter.getKey() + " limit " + limit);
                    for (int i = 0; i < want.size(); i++) {
                        assertEquals(want.get(i).memoryId(), got.get().get(i).memoryId(), filter.getKey() + " #" + i);
                        assertEquals(want.get(i).chunkIndex(), got.get().get(i).chunkIndex());
                        assertEquals(want.get(i).similarity(), got.get().get(i).similarity(), 0.0);
                    }
                }
            }
        }
        assertTrue(answered >= compared * 3 / 4, "the index answers most searches itself: " + answered + "/" + compared);
        assertEquals(chunkCount + 300, index.stats().chunks());
        assertEquals(2, index.stats().organizations());
    }

    @Test
    void aQuantizedScoreIsNeverAboveItsBound() {
        VectorSegment segment = new VectorSegment(DIMENSIONS);
        UUID id = UUID.randomUUID();
        for (int i = 0; i < 1000; i++) {
            float[] v = i % 2 == 0 ? sparse(1 + random.nextInt(80)) : around(new float[DIMENSIONS], 1.0);
            float[] q = i % 3 == 0 ? sparse(1 + random.nextInt(10)) : around(v, 0.5 * random.nextDouble());
            segment.put(id, List.of(QuantizedVector.of(v)));
            double exactScore = dot(q, v);
            List<VectorSegment.Hit> hits = segment.candidates(q, -1f);
            if (hits.isEmpty()) {
                continue;   // a query with no non-zero component
            }
            VectorSegment.Hit hit = hits.getFirst();
            assertTrue(hit.upperBound() >= exactScore, hit + " exact " + exactScore);
            assertTrue(Math.abs(hit.approximate() - exactScore) <= hit.upperBound() - hit.approximate() + 1e-6);
        }
    }

    @Test
    void onlyCommittedWritesReachTheIndexAndRemovalsTakeEffect() throws Exception {
        float[] v = sparse(8);
        UUID kept = UUID.randomUUID();
        UUID rolledBack = UUID.randomUUID();
        put(ORG, kept, List.of(v));
        stored.put(rolledBack, List.of(v));
        assertThrows(IllegalStateException.class, () -> db.write(c -> {
            index.stagePut(ORG, rolledBack, List.of(v));
            throw new IllegalStateException("the write fails after staging");
        }));
        assertEquals(List.of(kept), ids(index.search(ORG, v, 10, THRESHOLD, exact(v, id -> true))));
        assertThrows(IllegalStateException.class, () -> index.stagePut(ORG, kept, List.of(v)),
                "staging outside a write transaction is a programming error");

        db.write(c -> {
            index.stageRemove(ORG, kept);
            return null;
        });
        assertEquals(List.of(), ids(index.search(ORG, v, 10, THRESHOLD, exact(v, id -> true))));
        assertEquals(0, index.stats().chunks());
        assertEquals(List.of(), ids(index.search(OTHER_ORG, v, 10, THRESHOLD, exact(v, id -> true))),
                "an organization with nothing stored answers empty");
    }

    @Test
    void overTheBoundAnOrganizationIsLeftToTheScan() throws Exception {
        VectorIndex small = new VectorIndex(db, new HashingEmbedder(), 3);
        small.rebuild();
        float[] v = sparse(8);
        for (int i = 0; i < 4; i++) {
            UUID memory = UUID.randomUUID();
            db.write(c -> {
                small.stagePut(ORG, memory, List.of(v));
                return null;
            });
        }
        assertTrue(small.search(ORG, v, 10, THRESHOLD, ids -> List.of()).isEmpty(), "the caller scans instead");
        assertEquals(0, small.stats().chunks());
        VectorIndex off = new VectorIndex(db, new HashingEmbedder(), 0);
        off.rebuild();
        assertTrue(off.search(ORG, v, 10, THRESHOLD, ids -> List.of()).isEmpty());
    }

    private static List<UUID> ids(Optional<List<VectorIndex.Scored>> result) {
        return result.orElseThrow().stream().map(VectorIndex.Scored::memoryId).toList();
    }
}

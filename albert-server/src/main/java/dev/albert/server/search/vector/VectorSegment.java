package dev.albert.server.search.vector;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.UUID;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The chunk vectors of one organization, quantized, in a column-major store: one byte array per dimension, one
 * slot per chunk. Scoring a query touches only the columns of its non-zero components, so a sparse query (the
 * hashing embedder's: one component per distinct token) costs a few passes over byte arrays, and a dense one
 * 384 passes, all sequential and free of per-slot objects. Freed slots are zeroed (they score 0) and reused.
 * Readers score concurrently; writers (the commit of a write transaction) take the lock briefly.
 */
final class VectorSegment {
    private static final int INITIAL_CAPACITY = 256;

    private final int dimensions;
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private byte[][] columns;
    private float[] scales;
    private long[] idHigh;
    private long[] idLow;
    private int[] chunkIndexes;
    private int highWater;
    private int[] free = new int[16];
    private int freeCount;
    private final Map<UUID, int[]> slotsByMemory = new HashMap<>();

    VectorSegment(int dimensions) {
        this.dimensions = dimensions;
        allocate(INITIAL_CAPACITY);
    }

    /** One chunk above the threshold: its approximate score and the most its exact score can be. */
    record Hit(UUID memoryId, int chunkIndex, float approximate, float upperBound) {
    }

    /** Live chunks. */
    int chunks() {
        lock.readLock().lock();
        try {
            return highWater - freeCount;
        } finally {
            lock.readLock().unlock();
        }
    }

    /** Bytes held by the arrays (capacity, not just live slots). */
    long bytes() {
        lock.readLock().lock();
        try {
            long capacity = scales.length;
            return capacity * (dimensions + 4 + 8 + 8 + 4) + (long) free.length * 4
                    + slotsByMemory.size() * 64L;
        } finally {
            lock.readLock().unlock();
        }
    }

    /** Replaces the chunks of a memory (an empty list removes it). Returns the change in live chunks. */
    int put(UUID memoryId, List<QuantizedVector> chunks) {
        lock.writeLock().lock();
        try {
            int before = releaseLocked(memoryId);
            if (chunks.isEmpty()) {
                return -before;
            }
            int[] slots = new int[chunks.size()];
            for (int i = 0; i < chunks.size(); i++) {
                QuantizedVector v = chunks.get(i);
                if (v.values().length != dimensions) {
                    throw new IllegalArgumentException("vector has " + v.values().length + " dimensions, expected "
                            + dimensions);
                }
                int slot = takeSlot();
                for (int d = 0; d < dimensions; d++) {
                    columns[d][slot] = v.values()[d];
                }
                scales[slot] = v.scale();
                idHigh[slot] = memoryId.getMostSignificantBits();
                idLow[slot] = memoryId.getLeastSignificantBits();
                chunkIndexes[slot] = i;
                slots[i] = slot;
            }
            slotsByMemory.put(memoryId, slots);
            return chunks.size() - before;
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Removes the chunks of a memory; returns how many there were. */
    int remove(UUID memoryId) {
        lock.writeLock().lock();
        try {
            return releaseLocked(memoryId);
        } finally {
            lock.writeLock().unlock();
        }
    }

    private int releaseLocked(UUID memoryId) {
        int[] slots = slotsByMemory.remove(memoryId);
        if (slots == null) {
            return 0;
        }
        for (int slot : slots) {
            for (int d = 0; d < dimensions; d++) {
                columns[d][slot] = 0;
            }
            scales[slot] = 0f;
            if (freeCount == free.length) {
                free = Arrays.copyOf(free, free.length * 2);
            }
            free[freeCount++] = slot;
        }
        return slots.length;
    }

    private int takeSlot() {
        if (freeCount > 0) {
            return free[--freeCount];
        }
        if (highWater == scales.length) {
            allocate(scales.length * 2);
        }
        return highWater++;
    }

    private void allocate(int capacity) {
        byte[][] grown = new byte[dimensions][];
        for (int d = 0; d < dimensions; d++) {
            grown[d] = columns == null ? new byte[capacity] : Arrays.copyOf(columns[d], capacity);
        }
        columns = grown;
        scales = scales == null ? new float[capacity] : Arrays.copyOf(scales, capacity);
        idHigh = idHigh == null ? new long[capacity] : Arrays.copyOf(idHigh, capacity);
        idLow = idLow == null ? new long[capacity] : Arrays.copyOf(idLow, capacity);
        chunkIndexes = chunkIndexes == null ? new int[capacity] : Arrays.copyOf(chunkIndexes, capacity);
    }

    /**
     * Every chunk whose exact cosine with {@code query} may reach {@code threshold}, best upper bound first (ties in
     * slot order). The bound is rigorous: each stored component is within {@code scale / 2} of the original, so the
     * exact dot product is within {@code scale / 2 × Σ|q_d|} of the approximate one (plus a margin for float rounding).
     * The list is ordered lazily ({@link ByUpperBound}): a search reads its first few hundred entries of what may be
     * tens of thousands, and sorting them all was a tenth of its CPU time.
     */
    List<Hit> candidates(float[] query, float threshold) {
        int[] nonZero = nonZero(query);
        if (nonZero.length == 0) {
            return List.of();
        }
        float queryAbs = 0;
        for (int d : nonZero) {
            queryAbs += Math.abs(query[d]);
        }
        float halfError = queryAbs * 0.5f;
        lock.readLock().lock();
        try {
            int n = highWater;
            float[] acc = new float[n];
            for (int d : nonZero) {
                accumulate(acc, columns[d], query[d], n);
            }
            int found = 0;
            int[] slots = new int[16];
            float[] uppers = new float[16];
            for (int i = 0; i < n; i++) {
                float scale = scales[i];
                float upper = (acc[i] + halfError) * scale + 1e-4f;
                if (scale != 0f && upper >= threshold) {
                    if (found == slots.length) {
                        slots = Arrays.copyOf(slots, found * 2);
                        uppers = Arrays.copyOf(uppers, found * 2);
                    }
                    slots[found] = i;
                    uppers[found] = upper;
                    found++;
                }
            }
            // Copied under the lock: a writer may reuse the slots once it is released.
            long[] high = new long[found];
            long[] low = new long[found];
            int[] chunk = new int[found];
            float[] approximate = new float[found];
            for (int k = 0; k < found; k++) {
                int i = slots[k];
                high[k] = idHigh[i];
                low[k] = idLow[i];
                chunk[k] = chunkIndexes[i];
                approximate[k] = acc[i] * scales[i];
            }
            return new ByUpperBound(high, low, chunk, approximate, Arrays.copyOf(uppers, found));
        } finally {
            lock.readLock().unlock();
        }
    }

    /**
     * Candidates in order of their upper bound, descending, then of their position (the order a stable sort gives),
     * produced on demand: a binary max-heap of the positions not yet read, built in linear time; reading entry i pops
     * the heap until i entries are out. Not thread-safe; one search reads it.
     */
    static final class ByUpperBound extends AbstractList<Hit> implements RandomAccess {
        private final long[] high;
        private final long[] low;
        private final int[] chunk;
        private final float[] approximate;
        private final float[] upper;
        private final int[] heap;
        private int heapSize;
        private final Hit[] out;
        private int produced;

        ByUpperBound(long[] high, long[] low, int[] chunk, float[] approximate, float[] upper) {
            this.high = high;
            this.low = low;
            this.chunk = chunk;
            this.approximate = approximate;
            this.upper = upper;
            int n = upper.length;
            this.heap = new int[n];
            for (int k = 0; k < n; k++) {
                heap[k] = k;
            }
            this.heapSize = n;
            this.out = new Hit[n];
            for (int k = n / 2 - 1; k >= 0; k--) {
                siftDown(k);
            }
        }

        @Override
        public int size() {
            return out.length;
        }

        @Override
        public Hit get(int index) {
            Objects.checkIndex(index, out.length);
            while (produced <= index) {
                int best = heap[0];
                heap[0] = heap[--heapSize];
                if (heapSize > 0) {
                    siftDown(0);
                }
                out[produced++] = new Hit(new UUID(high[best], low[best]), chunk[best], approximate[best], upper[best]);
            }
            return out[index];
        }

        /** Whether position a comes before position b: higher bound first, then lower position. */
        private boolean before(int a, int b) {
            int c = Float.compare(upper[b], upper[a]);
            return c < 0 || (c == 0 && a < b);
        }

        private void siftDown(int k) {
            int moving = heap[k];
            while (true) {
                int child = 2 * k + 1;
                if (child >= heapSize) {
                    break;
                }
                if (child + 1 < heapSize && before(heap[child + 1], heap[child])) {
                    child++;
                }
                if (!before(heap[child], moving)) {
                    break;
                }
                heap[k] = heap[child];
                k = child;
            }
            heap[k] = moving;
        }
    }

    /** {@code acc[i] += weight × column[i]}: an element-wise loop the JIT vectorizes. */
    private static void accumulate(float[] acc, byte[] column, float weight, int n) {
        for (int i = 0; i < n; i++) {
            acc[i] += weight * column[i];
        }
    }

    private static int[] nonZero(float[] query) {
        int count = 0;
        for (float v : query) {
            if (v != 0f) {
                count++;
            }
        }
        int[] out = new int[count];
        int k = 0;
        for (int d = 0; d < query.length; d++) {
            if (query[d] != 0f) {
                out[k++] = d;
            }
        }
        return out;
    }
}

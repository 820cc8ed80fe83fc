package dev.albert.server.search.vector;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The lazily ordered candidates read as a stable sort by upper bound, descending, would give them, in any read order. */
class ByUpperBoundTest {
    @Test
    void readsAsAStableSortByUpperBoundInAnyOrder() {
        Random random = new Random(20261202);
        for (int n : new int[]{0, 1, 2, 3, 17, 1000}) {
            long[] high = new long[n];
            long[] low = new long[n];
            int[] chunk = new int[n];
            float[] approximate = new float[n];
            float[] upper = new float[n];
            List<VectorSegment.Hit> expected = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                high[k] = random.nextLong();
                low[k] = k;
                chunk[k] = random.nextInt(4);
                approximate[k] = random.nextFloat();
                upper[k] = random.nextInt(20) / 20f; // many ties
                expected.add(new VectorSegment.Hit(new UUID(high[k], low[k]), chunk[k], approximate[k], upper[k]));
            }
            expected.sort(Comparator.comparing(VectorSegment.Hit::upperBound).reversed());
            VectorSegment.ByUpperBound lazy = new VectorSegment.ByUpperBound(high, low, chunk, approximate, upper);
            assertEquals(n, lazy.size());
            if (n > 10) {
                assertEquals(expected.get(9), lazy.get(9), "a later entry read first");
                assertEquals(expected.get(3), lazy.get(3), "an earlier entry read after it");
            }
            assertEquals(expected, List.copyOf(lazy), "n = " + n);
            assertThrows(IndexOutOfBoundsException.class, () -> lazy.get(n));
        }
    }
}

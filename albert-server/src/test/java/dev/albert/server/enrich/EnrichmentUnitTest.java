package dev.albert.server.enrich;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

// sqlite-only: pure functions, no database; the PostgreSQL run would repeat it unchanged.
@org.junit.jupiter.api.Tag("sqlite-only")
class EnrichmentUnitTest {
    private final HashingEmbedder embedder = new HashingEmbedder();

    @Test
    void knownBucketComputedIndependently() {
        // Python: hashlib.blake2b(b"albert", digest_size=16) = bcdd25b4b4efd2c2 a6...; as unsigned
        // big-endian the first 8 bytes mod 384 = 66, and byte 8 (0xa6) has its low bit clear, so -1.
        float[] v = embedder.embed("Albert");
        assertEquals(-1.0f, v[66], 1e-6);
        for (int i = 0; i < v.length; i++) {
            if (i != 66) {
                assertEquals(0f, v[i]);
            }
        }
    }

    @Test
    void embeddingIsDeterministicAndNormalized() {
        float[] a = embedder.embed("Albert uses SQLite for the embedded server.");
        float[] b = embedder.embed("albert USES sqlite for the embedded server.");
        double norm = 0;
        for (int i = 0; i < a.length; i++) {
            assertEquals(a[i], b[i]);
            norm += a[i] * a[i];
        }
        assertEquals(1.0, norm, 1e-5);
        assertEquals(384, a.length);
        assertTrue(java.util.Arrays.equals(a, HashingEmbedder.fromBytes(HashingEmbedder.toBytes(a), 384)));
    }

    @Test
    void tokensFollowPythonWordRules() {
        assertEquals(List.of("v1.2-beta", "café", "x_y", "日本語", "42"),
                HashingEmbedder.tokens("v1.2-beta, café! x_y 日本語 (42)"));
    }

    @Test
    void chunkerPacksAndOverlaps() {
        Chunker chunker = new Chunker(1500, 200, 200);
        assertEquals(List.of("short text"), chunker.chunk("  short text  ").chunks());
        String para = "Sentence number one is here. ".repeat(40).strip();
        Chunker.Chunks chunks = chunker.chunk(para + "\n\n" + para + "\n\n" + para);
        assertTrue(chunks.chunks().size() >= 2);
        for (String c : chunks.chunks()) {
            assertTrue(c.length() <= 1500, "chunk length " + c.length());
        }
        String second = chunks.chunks().get(1);
        String firstTail = chunks.chunks().get(0).substring(chunks.chunks().get(0).length() - 100);
        assertTrue(second.contains(firstTail.substring(firstTail.indexOf(' ') + 1)), "overlap from previous chunk");
        assertFalse(chunks.truncated());

        String unbroken = "x".repeat(5000);
        Chunker.Chunks hard = chunker.chunk(unbroken);
        assertTrue(hard.chunks().stream().allMatch(c -> c.length() <= 1500));

        Chunker small = new Chunker(200, 50, 3);
        Chunker.Chunks capped = small.chunk("word ".repeat(1000));
        assertEquals(3, capped.chunks().size());
        assertTrue(capped.truncated());
    }

    @Test
    void classifierOrder() {
        HeuristicClassifier c = new HeuristicClassifier();
        assertEquals("warning", c.classify("Danger: we decided this").memoryType());
        assertEquals("procedure", c.classify("How to deploy").memoryType());
        assertEquals("decision", c.classify("We chose Rust").memoryType());
        assertEquals("preference", c.classify("Bo likes tea").memoryType());
        assertEquals("fact", c.classify("Bo liked tea").memoryType());
        assertEquals(0.65, c.classify("x").confidence());
    }

    @Test
    void edgeExtraction() {
        EdgeExtractor x = new EdgeExtractor();
        assertEquals(List.of(new EdgeExtractor.Edge("The billing service", "depends_on", "Postgres"),
                        new EdgeExtractor.Edge("Billing", "owned_by", "the payments team")),
                x.extract("The billing service depends on Postgres. Billing is owned by the payments team;"));
        assertEquals(List.of(new EdgeExtractor.Edge("Ana", "works_on", "Albert")), x.extract("Ana works on Albert"));
        assertTrue(x.extract("Nothing related here.").isEmpty());
        assertEquals("seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen",
                EdgeExtractor.clean("  one two three four five six seven eight nine ten eleven twelve thirteen"
                        + " fourteen fifteen sixteen!! "));
    }
}

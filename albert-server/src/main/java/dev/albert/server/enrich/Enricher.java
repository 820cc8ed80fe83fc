package dev.albert.server.enrich;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.api.Limits;
import dev.albert.api.auth.Sensitivity;
import dev.albert.server.graph.GraphStore;
import dev.albert.server.memories.MemoryRow;
import dev.albert.safety.SecretScanner;
import dev.albert.server.memories.TrustPolicy;
import dev.albert.server.screening.CredentialScreen;
import dev.albert.server.screening.InjectionScreen;
import dev.albert.server.search.vector.VectorIndex;
import dev.albert.server.store.Sql;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;

/**
 * Enriches a memory synchronously, inside the write transaction that created or changed it: the
 * heuristic classification, chunks and their embeddings, the full-text row, and extracted edges.
 * (The Python service does this in a background worker; we have none, so it is {@code complete} at once.)
 *
 * <p>Every write path that stores memory text enriches it, so this is also where the memory-safety rules of the
 * text are applied once for all of them: credential-shaped text is refused with 422 (routes check earlier too, to
 * fail before taking the write lock; this is the guarantee, and it rolls back the whole transaction), the
 * instruction-injection scan quarantines the memory with its reason codes (unless a reviewer released this very text),
 * and confidence is clamped to the trust's ceiling.
 */
public final class Enricher {
    private final HeuristicClassifier classifier = new HeuristicClassifier();
    private final Chunker chunker = new Chunker(Limits.CHUNK_CHARACTERS, Limits.CHUNK_OVERLAP_CHARACTERS,
            Limits.MAX_CHUNKS_PER_MEMORY);
    private final HashingEmbedder embedder;
    private final EdgeExtractor extractor = new EdgeExtractor();
    private final InjectionScreen injections = InjectionScreen.standard();
    private final CredentialScreen credentials = new CredentialScreen(SecretScanner.standard());
    private final GraphStore graph;
    private final VectorIndex vectors;

    public Enricher(HashingEmbedder embedder, GraphStore graph, VectorIndex vectors) {
        this.embedder = embedder;
        this.graph = graph;
        this.vectors = vectors;
    }

    public HashingEmbedder embedder() {
        return embedder;
    }

    /**
     * Classifies, indexes and links one active memory, writes the result, and returns the new row.
     * {@code confidenceFromClassifier} is set for episode-derived memories, which take the classifier's confidence.
     */
    public MemoryRow enrich(Connection c, MemoryRow m, boolean confidenceFromClassifier, Instant now)
            throws SQLException {
        credentials.check("Content", m.subject());
        credentials.check("Content", m.content());
        credentials.check("Content", m.metadata());
        HeuristicClassifier.Classification cls = classifier.classify(m.subject() + "\n" + m.content());
        String memoryType = "fact".equals(m.memoryType()) && !"fact".equals(cls.memoryType())
                ? cls.memoryType() : m.memoryType();
        Sensitivity sensitivity = cls.sensitivity().compareTo(m.sensitivity()) > 0 ? cls.sensitivity() : m.sensitivity();
        double confidence = TrustPolicy.clamp(confidenceFromClassifier ? cls.confidence() : m.confidence(), m.trust());
        List<String> reasons = injections.reasons(m.subject(), m.content());
        if (!reasons.isEmpty() && Objects.equals(releasedHash(c, m), textHash(m.subject(), m.content()))) {
            reasons = List.of();
        }
        boolean quarantined = !reasons.isEmpty();

        ObjectNode metadata = m.metadata().deepCopy();
        ObjectNode classification = Json.mapper().createObjectNode();
        classification.put("provider", HeuristicClassifier.PROVIDER);
        classification.put("confidence", cls.confidence());
        classification.put("suggested_sensitivity", cls.sensitivity().wireName());
        classification.put("original_sensitivity", m.sensitivity().wireName());
        metadata.set("classification", classification);

        Chunker.Chunks chunks = chunker.chunk(m.content());
        Sql.update(c, "DELETE FROM memory_chunks WHERE memory_id = ?", m.id());
        List<String> texts = chunks.chunks();
        List<float[]> embeddings = new ArrayList<>(texts.size());
        for (int i = 0; i < texts.size(); i++) {
            String input = m.subject().isEmpty() ? texts.get(i) : m.subject() + "\n" + texts.get(i);
            float[] embedding = embedder.embed(input);
            embeddings.add(embedding);
            Sql.update(c, """
                    INSERT INTO memory_chunks (memory_id, chunk_index, content, embedding_model, embedding, created_at)
                    VALUES (?, ?, ?, ?, ?, ?)""", m.id(), i, texts.get(i), embedder.model(),
                    HashingEmbedder.toBytes(embedding), now);
        }
        vectors.stagePut(m.organizationId(), m.id(), embeddings);
        ObjectNode embedding = Json.mapper().createObjectNode();
        embedding.put("model", embedder.model());
        embedding.put("chunks", texts.size());
        embedding.put("truncated", chunks.truncated());
        metadata.set("embedding", embedding);

        Sql.update(c, "DELETE FROM memory_fts WHERE rowid = ?", m.pk());
        Sql.update(c, "INSERT INTO memory_fts (rowid, subject, content) VALUES (?, ?, ?)", m.pk(), m.subject(),
                m.content());

        graph.closeExtracted(c, m.id(), now);
        ObjectNode edgeMetadata = Json.mapper().createObjectNode().put("extracted", true);
        for (EdgeExtractor.Edge edge : extractor.extract(m.content())) {
            graph.upsertEdge(c, new GraphStore.EdgeSpec(m.organizationId(), m.workspaceId(),
                    new GraphStore.EntitySpec(edge.source(), EdgeExtractor.ENTITY_TYPE, "", EdgeExtractor.CONFIDENCE),
                    edge.relationType(),
                    new GraphStore.EntitySpec(edge.target(), EdgeExtractor.ENTITY_TYPE, "", EdgeExtractor.CONFIDENCE),
                    sensitivity, m.id(), EdgeExtractor.CONFIDENCE, now, m.validUntil(), edgeMetadata.toString(), true),
                    now);
        }

        Sql.update(c, """
                UPDATE memories SET memory_type = ?, sensitivity = ?, confidence = ?, metadata = ?, embedding_model = ?,
                                    quarantined = ?, quarantine_reasons = ?, updated_at = ?
                WHERE id = ?""", memoryType, sensitivity, confidence, metadata.toString(), embedder.model(), quarantined,
                Json.mapper().valueToTree(reasons).toString(), now, m.id());
        return new MemoryRow(m.pk(), m.id(), m.episodeId(), m.organizationId(), m.workspaceId(), m.ownerPrincipalId(),
                m.projectRef(), m.taskRef(), m.runRef(), m.subject(), m.content(), memoryType, sensitivity, confidence,
                m.status(), m.validFrom(), m.validUntil(), embedder.model(), metadata, m.createdAt(), now, m.trust(),
                quarantined, reasons);
    }

    private static String releasedHash(Connection c, MemoryRow m) throws SQLException {
        return Sql.one(c, "SELECT quarantine_released_hash FROM memories WHERE id = ?",
                rs -> rs.getString("quarantine_released_hash"), m.id()).orElse(null);
    }

    /** What a reviewer's release is bound to: the SHA-256 of the subject and content, NUL-separated. */
    public static String textHash(String subject, String content) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update(subject.getBytes(StandardCharsets.UTF_8));
            digest.update((byte) 0);
            digest.update(content.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every JDK", e);
        }
    }
}

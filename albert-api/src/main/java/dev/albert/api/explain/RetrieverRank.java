package dev.albert.api.explain;

/**
 * How one retriever ranked a hit: its 1-based rank in that retriever's list, the retriever's own score (bm25 for
 * lexical, cosine similarity for vector, edge confidence for graph), and what the rank added to the fused score,
 * {@code 1 / (60 + rank)}.
 */
public record RetrieverRank(String retriever, int rank, double score, double rrfContribution) {
}

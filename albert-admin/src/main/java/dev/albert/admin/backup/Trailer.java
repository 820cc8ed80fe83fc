package dev.albert.admin.backup;

/**
 * The trailer line after the 'T' byte: the size and SHA-256 of every byte before it, so anyone can check a
 * file against bit rot without its key.
 */
record Trailer(long ciphertextSize, String ciphertextSha256) {
    long size() {
        return ciphertextSize;
    }

    String sha256() {
        return ciphertextSha256;
    }
}

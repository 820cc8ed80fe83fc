package dev.albert.admin.backup;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.admin.backup.BackupCrypto.Chunks;
import dev.albert.admin.backup.BackupCrypto.FileKeys;
import dev.albert.api.Json;
import dev.albert.clikit.Failures.IntegrityFailure;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;

/**
 * {@code albert-admin-backup-v1}, the encrypted file {@code albert-admin backup} writes (docs/backup-format.md):
 *
 * <pre>
 * header   one JSON line (≤ 64 KiB): format, cipher, chunk size, nonce prefix, key object, key check
 * record   kind (1 byte) | index (8 bytes BE) | length (4 bytes BE) | AES-256-GCM ciphertext+tag
 *            'H' index 0: empty plaintext; authenticates the header under the content key
 *            'D' index 1..n: the server's stream, chunk_size bytes each (the last may be shorter)
 *            'M' index n+1: the final record, the authenticated manifest (JSON)
 * trailer  'T' and one JSON line: ciphertext_size and ciphertext_sha256 of every byte before the 'T'
 * </pre>
 *
 * Nonce = 4-byte random prefix || 8-byte record index; AAD = SHA-256(header line) || kind || index. So a
 * reordered, dropped, relabelled or truncated record fails authentication or the framing checks, and the
 * trailer lets anyone check the file against bit rot without the key.
 */
final class BackupFormat {
    static final String FORMAT = "albert-admin-backup-v1";
    static final String CIPHER = "AES-256-GCM";
    /**
     * 64 KiB, not larger: the JDK's AES-GCM reaches its CPU intrinsics (CLMUL GHASH, AES-CTR) only once its
     * per-call methods are compiled by C2, which takes thousands of calls. With 1 MiB chunks a 400 MiB backup
     * makes 400 calls and runs GHASH as plain Java: 10.7 s of CPU against 1.9 s with 64 KiB chunks (measured
     * 2026-12-02, docs/backup-format.md). The framing costs 29 bytes per chunk (0.04 %). Older files keep the
     * chunk size their header names.
     */
    static final int CHUNK_SIZE = 64 * 1024;
    static final int MAX_LINE = 64 * 1024;
    static final byte HEADER = 'H';
    static final byte DATA = 'D';
    static final byte MANIFEST = 'M';
    static final byte TRAILER = 'T';
    private static final ObjectMapper JSON = Json.mapper();

    private BackupFormat() {
    }

    /** A parsed header and the exact bytes of its line (they are authenticated, not a re-serialization). */
    record Header(byte[] line, HeaderLine fields, byte[] noncePrefix, byte[] keyCheck) {
        byte[] hash() {
            return BackupCrypto.sha256(line);
        }

        int chunkSize() {
            return fields.chunkSize();
        }

        KeySpec key() {
            return fields.key();
        }

        String mode() {
            return BackupKeys.mode(fields.key());
        }
    }

    static Header newHeader(BackupKeys.Sealing sealing, String createdAt, int chunkSize) {
        HeaderLine fields = new HeaderLine(FORMAT, CIPHER, chunkSize, BackupKeys.b64(BackupCrypto.random(4)),
                sealing.key(), BackupKeys.b64(sealing.keys().keyCheck()), createdAt);
        try {
            return parseHeader(JSON.writeValueAsBytes(fields));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static Header parseHeader(byte[] line) {
        JsonNode json;
        try {
            json = JSON.readTree(line);
        } catch (IOException e) {
            throw new IntegrityFailure("the header is damaged: it is not valid JSON (the file was altered, or is not an "
                    + "albert-admin backup)");
        }
        if (json == null || !json.isObject() || !FORMAT.equals(json.path("format").asText())) {
            throw new IntegrityFailure("not an albert-admin backup: the header's format is not " + FORMAT);
        }
        HeaderLine fields;
        try {
            fields = JSON.treeToValue(json, HeaderLine.class);
        } catch (IOException | IllegalArgumentException e) {
            throw new IntegrityFailure("the header is damaged: a field has the wrong type (the file was altered)");
        }
        if (!CIPHER.equals(fields.cipher())) {
            throw new IntegrityFailure("the header is damaged: unknown cipher '" + fields.cipher() + "'");
        }
        if (fields.chunkSize() < 1024 || fields.chunkSize() > 16 * 1024 * 1024) {
            throw new IntegrityFailure("the header is damaged: chunk_size " + json.path("chunk_size") + " is impossible");
        }
        if (fields.key() == null) {
            throw new IntegrityFailure("the header is damaged: it has no key object");
        }
        byte[] prefix = BackupKeys.bytes(fields.noncePrefix(), "nonce_prefix", 4);
        byte[] check = BackupKeys.bytes(fields.keyCheck(), "key_check", 16);
        BackupKeys.mode(fields.key());
        return new Header(line, fields, prefix, check);
    }

    // ---- writing ----

    /**
     * Encrypts a plaintext stream into a backup file: write the server's stream to it, then
     * {@link #finish} with the manifest. Holds one chunk in memory.
     */
    static final class Writer extends OutputStream {
        private final CountingDigestOutput out;
        private final Chunks chunks;
        private final byte[] buffer;
        private int filled;
        private long index;

        Writer(OutputStream file, Header header, FileKeys keys) throws IOException {
            this.out = new CountingDigestOutput(file);
            this.chunks = new Chunks(keys.contentKey(), header.noncePrefix(), header.hash());
            this.buffer = new byte[header.chunkSize()];
            out.write(header.line());
            out.write('\n');
            record(HEADER, chunks.seal(HEADER, 0, new byte[0], 0));
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            while (length > 0) {
                int n = Math.min(length, buffer.length - filled);
                System.arraycopy(bytes, offset, buffer, filled, n);
                filled += n;
                offset += n;
                length -= n;
                if (filled == buffer.length) {
                    flushChunk();
                }
            }
        }

        private void flushChunk() throws IOException {
            if (filled > 0) {
                record(DATA, chunks.seal(DATA, index, buffer, filled));
                filled = 0;
            }
        }

        private void record(byte kind, byte[] sealed) throws IOException {
            out.write(kind);
            writeLong(out, index++);
            writeInt(out, sealed.length);
            out.write(sealed);
        }

        long dataChunks() {
            return index - 1 + (filled > 0 ? 1 : 0);
        }

        /** Seals the last chunk and the manifest, writes the trailer; returns the sealed manifest and the trailer. */
        Sealed finish(Manifest manifest) throws IOException {
            flushChunk();
            Manifest sealed = manifest.withChunks(index - 1);
            byte[] plain = JSON.writeValueAsBytes(sealed);
            record(MANIFEST, chunks.seal(MANIFEST, index, plain, plain.length));
            Trailer trailer = new Trailer(out.count, HexFormat.of().formatHex(out.digest.digest()));
            out.write(TRAILER);
            out.write(JSON.writeValueAsBytes(trailer));
            out.write('\n');
            out.flush();
            return new Sealed(sealed, trailer);
        }

        @Override
        public void flush() throws IOException {
            out.flush();
        }
    }

    /** What {@link Writer#finish} wrote last: the manifest as sealed (with its chunk count) and the trailer. */
    record Sealed(Manifest manifest, Trailer trailer) {
    }

    // ---- reading ----

    /** What one pass over a backup file found. */
    record Scan(Header header, long dataChunks, long plaintextSize, Manifest manifest, Trailer trailer, Trailer computed) {
        boolean checksumMatches() {
            return trailer.size() == computed.size() && trailer.sha256().equalsIgnoreCase(computed.sha256());
        }

        /** This scan with the ciphertext checksum its caller computed (after {@code scan(…, false)}). */
        Scan withComputedSha256(String sha256) {
            return new Scan(header, dataChunks, plaintextSize, manifest, trailer, new Trailer(computed.size(), sha256));
        }

        String checksumMismatch() {
            if (trailer.size() != computed.size()) {
                return "the ciphertext size does not match its trailer: the trailer says " + trailer.size()
                        + " bytes, the file has " + computed.size();
            }
            return "the ciphertext checksum does not match its trailer (sha256 " + abbrev(computed.sha256())
                    + ", trailer says " + abbrev(trailer.sha256()) + ")";
        }
    }

    static String abbrev(String hex) {
        return hex.length() > 16 ? hex.substring(0, 16) + "…" : hex;
    }

    /** Reads just the header line. */
    static Header readHeader(InputStream in) throws IOException {
        byte[] line = line(in, MAX_LINE, "header");
        if (line == null) {
            throw new IntegrityFailure("the file is empty or has no header line: not an albert-admin backup");
        }
        return parseHeader(line);
    }

    /**
     * One pass over a whole file. Without keys it checks the framing and computes the ciphertext checksum;
     * with keys it also authenticates and decrypts every record, writing the plaintext to {@code sink}.
     */
    static Scan scan(InputStream raw, FileKeys keys, OutputStream sink) throws IOException {
        return scan(raw, keys, sink, true);
    }

    /**
     * {@link #scan}, with the ciphertext checksum left to the caller when {@code hashCiphertext} is false: the computed
     * trailer then has the size and no SHA-256, for {@link Scan#withComputedSha256} once the caller has hashed the file's
     * first {@code computed().size()} bytes (verify does it beside {@code integrity_check}).
     */
    static Scan scan(InputStream raw, FileKeys keys, OutputStream sink, boolean hashCiphertext) throws IOException {
        CountingDigestInput in = new CountingDigestInput(raw, hashCiphertext);
        Header header = readHeader(in);
        Chunks chunks = keys == null ? null : new Chunks(keys.contentKey(), header.noncePrefix(), header.hash());
        int maxSealed = header.chunkSize() + BackupCrypto.TAG_BYTES;
        long expected = 0;
        long plaintext = 0;
        Manifest manifest = null;
        byte[] buffer = new byte[Math.max(maxSealed, MAX_LINE + BackupCrypto.TAG_BYTES)];
        boolean manifestSeen = false;
        byte[] before;
        while (true) {
            long recordStart = in.count;
            before = in.digestSoFar();
            int kind = in.read();
            if (kind < 0) {
                throw new IntegrityFailure("the file is truncated: it ends at byte " + recordStart + " after "
                        + describe(expected - 1) + ", with no final manifest record and no trailer");
            }
            if (kind == TRAILER) {
                if (!manifestSeen) {
                    throw new IntegrityFailure("the file is truncated: its trailer follows " + describe(expected - 1)
                            + " without the final manifest record");
                }
                break;
            }
            if (kind != HEADER && kind != DATA && kind != MANIFEST) {
                throw new IntegrityFailure("the file is damaged at byte " + recordStart + ": unknown record type 0x"
                        + HexFormat.of().toHexDigits((byte) kind) + " where " + describe(expected) + " should begin");
            }
            if (manifestSeen) {
                throw new IntegrityFailure("the file is damaged at byte " + recordStart + ": a record follows the final "
                        + "manifest record");
            }
            long index = readLong(in, recordStart, expected);
            int length = readInt(in, recordStart, expected);
            byte expectedKind = expected == 0 ? HEADER : kind == MANIFEST ? MANIFEST : DATA;
            if (kind != expectedKind) {
                throw new IntegrityFailure("the file is damaged at byte " + recordStart + ": record " + expected
                        + " has type '" + (char) kind + "', expected '" + (char) expectedKind + "'");
            }
            if (index != expected) {
                throw new IntegrityFailure(index > expected
                        ? describe(expected) + " is missing (found " + describe(index) + " at byte " + recordStart
                                + "): the file was cut or reordered"
                        : "the file is damaged at byte " + recordStart + ": " + describe(index) + " appears again");
            }
            int max = kind == MANIFEST ? MAX_LINE + BackupCrypto.TAG_BYTES : kind == HEADER ? BackupCrypto.TAG_BYTES : maxSealed;
            if (length < BackupCrypto.TAG_BYTES || length > max) {
                throw new IntegrityFailure("the file is damaged at byte " + recordStart + ": " + describe(index)
                        + " claims " + length + " bytes");
            }
            int read = in.readNBytes(buffer, 0, length);
            if (read < length) {
                throw new IntegrityFailure("the file is truncated: " + describe(index) + " (from byte " + recordStart
                        + ") needs " + length + " bytes, the file ends after " + read);
            }
            if (chunks != null) {
                byte[] plain = chunks.open((byte) kind, index, buffer, length, describe(index));
                if (kind == DATA) {
                    sink.write(plain);
                    plaintext += plain.length;
                } else if (kind == MANIFEST) {
                    manifest = parseManifest(plain);
                }
            }
            if (kind == MANIFEST) {
                manifestSeen = true;
            }
            expected++;
        }
        Trailer computed = new Trailer(in.count - 1, before == null ? null : HexFormat.of().formatHex(before));
        byte[] line = line(in, 4096, "trailer");
        if (line == null) {
            throw new IntegrityFailure("the file is truncated: its trailer line is incomplete");
        }
        Trailer trailer;
        try {
            trailer = JSON.readValue(line, Trailer.class);
        } catch (IOException e) {
            throw new IntegrityFailure("the trailer is damaged: it is not valid JSON");
        }
        if (trailer.ciphertextSha256() == null) {
            trailer = new Trailer(trailer.ciphertextSize(), "");
        }
        if (in.read() != -1) {
            throw new IntegrityFailure("the file has extra bytes after its trailer (byte " + (in.count - 1) + " on)");
        }
        long dataChunks = Math.max(0, expected - 2);
        if (manifest != null && (manifest.chunks() == null || manifest.chunks() != dataChunks)) {
            throw new IntegrityFailure("the manifest says " + manifest.chunks() + " chunks, the file has " + dataChunks);
        }
        return new Scan(header, dataChunks, plaintext, manifest, trailer, computed);
    }

    static String describe(long index) {
        if (index <= 0) {
            return "the header record";
        }
        return "chunk " + index;
    }

    private static Manifest parseManifest(byte[] plain) {
        Manifest manifest;
        try {
            manifest = JSON.readValue(plain, Manifest.class);
        } catch (IOException e) {
            throw new IntegrityFailure("the manifest decrypts but is not valid JSON");
        }
        if (manifest == null || !FORMAT.equals(manifest.format())) {
            throw new IntegrityFailure("the manifest is not an " + FORMAT + " manifest");
        }
        return manifest;
    }

    /** A line up to {@code max} bytes ended by '\n'; null at EOF before any '\n'. */
    private static byte[] line(InputStream in, int max, String what) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1 && b != '\n') {
            if (line.size() >= max) {
                throw new IntegrityFailure("the " + what + " line is longer than " + max + " bytes: not an albert-admin "
                        + "backup, or damaged");
            }
            line.write(b);
        }
        return b == -1 ? null : line.toByteArray();
    }

    private static long readLong(InputStream in, long at, long expected) throws IOException {
        byte[] b = in.readNBytes(8);
        if (b.length < 8) {
            throw new IntegrityFailure("the file is truncated: " + describe(expected) + " (from byte " + at
                    + ") is cut inside its framing");
        }
        long v = 0;
        for (byte x : b) {
            v = (v << 8) | (x & 0xff);
        }
        return v;
    }

    private static int readInt(InputStream in, long at, long expected) throws IOException {
        byte[] b = in.readNBytes(4);
        if (b.length < 4) {
            throw new IntegrityFailure("the file is truncated: " + describe(expected) + " (from byte " + at
                    + ") is cut inside its framing");
        }
        return ((b[0] & 0xff) << 24) | ((b[1] & 0xff) << 16) | ((b[2] & 0xff) << 8) | (b[3] & 0xff);
    }

    static void writeLong(OutputStream out, long v) throws IOException {
        for (int i = 7; i >= 0; i--) {
            out.write((int) (v >>> (8 * i)));
        }
    }

    static void writeInt(OutputStream out, int v) throws IOException {
        for (int i = 3; i >= 0; i--) {
            out.write(v >>> (8 * i));
        }
    }

    /** Counts and hashes what is written. */
    static final class CountingDigestOutput extends OutputStream {
        private final OutputStream out;
        final MessageDigest digest = BackupCrypto.sha256();
        long count;

        CountingDigestOutput(OutputStream out) {
            this.out = out;
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            digest.update((byte) b);
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
            digest.update(b, off, len);
            count += len;
        }

        @Override
        public void flush() throws IOException {
            out.flush();
        }
    }

    /** Counts and hashes what is read. */
    static final class CountingDigestInput extends InputStream {
        private final InputStream in;
        private final MessageDigest digest;
        long count;

        CountingDigestInput(InputStream in, boolean hashing) {
            this.in = in;
            this.digest = hashing ? BackupCrypto.sha256() : null;
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            if (b >= 0) {
                if (digest != null) {
                    digest.update((byte) b);
                }
                count++;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = in.read(b, off, len);
            if (n > 0) {
                if (digest != null) {
                    digest.update(b, off, n);
                }
                count += n;
            }
            return n;
        }

        /** The SHA-256 of what was read so far; null when not hashing. */
        byte[] digestSoFar() {
            if (digest == null) {
                return null;
            }
            try {
                return ((MessageDigest) digest.clone()).digest();
            } catch (CloneNotSupportedException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}

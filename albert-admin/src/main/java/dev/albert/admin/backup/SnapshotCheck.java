package dev.albert.admin.backup;

import dev.albert.api.backup.BackupManifest;
import dev.albert.api.Json;
import dev.albert.clikit.Failures.IntegrityFailure;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * Checks the server's {@code albert-backup-v1} stream as it passes (constant memory): its SHA-256 and
 * size, its manifest line, that the database bytes start with {@code SQLite format 3\0}, and that their
 * count and SHA-256 are the ones the manifest promises. Verify checks a copy after decrypting it ({@link Split},
 * {@link #replay}), so that {@code PRAGMA integrity_check} of the same copy can run at the same time.
 */
final class SnapshotCheck extends OutputStream {
    static final byte[] SQLITE_MAGIC = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);
    private static final int MAX_MANIFEST = 64 * 1024;

    private final MessageDigest stream = BackupCrypto.sha256();
    private final MessageDigest database = BackupCrypto.sha256();
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private final byte[] head = new byte[SQLITE_MAGIC.length];
    private BackupManifest manifest;
    private long size;
    private long databaseSize;

    SnapshotCheck() {
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        stream.update(bytes, offset, length);
        size += length;
        while (manifest == null && length > 0) {
            byte b = bytes[offset++];
            length--;
            if (b == '\n') {
                manifest = parse(line.toByteArray());
            } else if (line.size() >= MAX_MANIFEST) {
                throw new IntegrityFailure("the snapshot inside has no manifest line in its first 64 KiB");
            } else {
                line.write(b);
            }
        }
        if (length > 0) {
            for (int i = 0; i < length && databaseSize + i < head.length; i++) {
                head[(int) databaseSize + i] = bytes[offset + i];
            }
            database.update(bytes, offset, length);
            databaseSize += length;
        }
    }

    /** Checks a stream that {@link Split} took apart: its first line as kept, then the database bytes of the copy. */
    void replay(Split split, Path copy) throws IOException {
        write(split.head.toByteArray());
        if (!split.inDatabase) {
            return;   // no line end: the head alone is what the stream held (finish() or the line's limit says so)
        }
        byte[] buffer = new byte[BackupFiles.BUFFER];
        try (InputStream in = Files.newInputStream(copy)) {
            int n;
            while ((n = in.read(buffer)) > 0) {
                write(buffer, 0, n);
            }
        }
    }

    /**
     * The decrypted stream taken apart while it is written: its manifest line (the bytes up to and including the
     * first line end, at most one byte past the line limit) kept here, the database bytes after it passed on to the
     * copy.
     */
    static final class Split extends OutputStream {
        private final ByteArrayOutputStream head = new ByteArrayOutputStream();
        private final OutputStream database;
        private boolean inDatabase;

        Split(OutputStream database) {
            this.database = database;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            while (!inDatabase && length > 0 && head.size() <= MAX_MANIFEST) {
                byte b = bytes[offset++];
                length--;
                head.write(b);
                inDatabase = b == '\n';
            }
            if (inDatabase && length > 0) {
                database.write(bytes, offset, length);
            }
        }

        @Override
        public void flush() throws IOException {
            database.flush();
        }
    }

    private static BackupManifest parse(byte[] line) {
        BackupManifest manifest;
        try {
            manifest = Json.mapper().readValue(line, BackupManifest.class);
        } catch (IOException e) {
            throw new IntegrityFailure("the snapshot inside has no valid albert-backup-v1 manifest line");
        }
        if (manifest == null || !BackupManifest.FORMAT.equals(manifest.format()) || manifest.sha256() == null
                || manifest.sha256().length() != 64) {
            throw new IntegrityFailure("the snapshot inside has no valid albert-backup-v1 manifest line");
        }
        return manifest;
    }

    /** Everything was seen: checks that the snapshot is whole and consistent with its own manifest. */
    void finish() throws IOException {
        if (manifest == null) {
            throw new IntegrityFailure("the snapshot inside is truncated: it ends inside its manifest line");
        }
        long promised = manifest.sizeBytes();
        if (databaseSize != promised) {
            throw new IntegrityFailure("the snapshot inside is inconsistent: its database has " + databaseSize
                    + " bytes, its manifest says " + promised);
        }
        if (databaseSize < head.length || !Arrays.equals(head, SQLITE_MAGIC)) {
            throw new IntegrityFailure("the snapshot inside is not a SQLite database (it does not start with "
                    + "'SQLite format 3')");
        }
        String sha = HexFormat.of().formatHex(database.digest());
        if (!sha.equalsIgnoreCase(manifest.sha256())) {
            throw new IntegrityFailure("the snapshot inside is inconsistent: its database hashes to "
                    + BackupFormat.abbrev(sha) + ", its manifest says " + BackupFormat.abbrev(manifest.sha256()));
        }
    }

    BackupManifest manifest() {
        return manifest;
    }

    long size() {
        return size;
    }

    String sha256() {
        return HexFormat.of().formatHex(stream.digest());
    }

    /** Bytes of the manifest line plus its newline: where the database starts in the stream. */
    long manifestLength() {
        return line.size() + 1L;
    }
}

package dev.albert.admin.backup;

import dev.albert.admin.backup.BackupCrypto.FileKeys;
import dev.albert.admin.backup.BackupFormat.Header;
import dev.albert.admin.backup.BackupFormat.Scan;
import dev.albert.admin.backup.BackupKeys.Unlock;
import dev.albert.api.backup.BackupManifest;
import dev.albert.clikit.Failures.IntegrityFailure;
import dev.albert.client.config.FilePermissions;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.FutureTask;

/** Verification of backup files, shared by {@code backup verify} and {@code restore}. */
final class BackupFiles {
    static final int BUFFER = 256 * 1024;

    private BackupFiles() {
    }

    /** What a verification established. */
    record Report(String file, String mode, String recipientId, boolean decrypted, long chunks, long ciphertextSize,
                  String ciphertextSha256, Long plaintextSize, String plaintextSha256, String serverVersion,
                  Integer schemaVersion, String createdAt, String databaseSha256, Long databaseSize,
                  String integrityCheck) {
    }

    /** The backup's key mode differs from the key given (a usage error, not an integrity failure). */
    static final class WrongMode extends RuntimeException {
        WrongMode(String message) {
            super(message);
        }
    }

    static Header header(Path file) throws IOException {
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file), 4096)) {
            return BackupFormat.readHeader(in);
        }
    }

    /**
     * Structure and ciphertext checksum always; with a key, also every chunk's authentication, the
     * manifest's plaintext size and SHA-256, the snapshot's own manifest, and (if {@code sqlite}) the
     * database's {@code PRAGMA integrity_check}. Any mismatch is an {@link IntegrityFailure}.
     */
    static Report verify(Path file, Unlock unlock, boolean sqlite) throws IOException {
        if (unlock == null) {
            Scan structure = structure(file);
            Header header = structure.header();
            if (!structure.checksumMatches()) {
                throw new IntegrityFailure(structure.checksumMismatch() + ": the file was altered or damaged");
            }
            return new Report(file.toString(), header.mode(), header.key().recipientId(), false,
                    structure.dataChunks(), structure.computed().size(), structure.computed().sha256(), null, null, null,
                    null, null, null, null, null);
        }
        Header header = header(file);
        String mode = header.mode();
        String recipient = header.key().recipientId();
        if (!mode.equals(unlock.mode())) {
            throw new WrongMode("this backup is encrypted " + (mode.equals("x25519")
                    ? "to a recipient key: give --identity-file" : "with a passphrase: give --passphrase-file or ALBERT_BACKUP_PASSPHRASE"));
        }
        FileKeys keys;
        try {
            keys = BackupKeys.open(header.key(), header.keyCheck(), unlock);
        } catch (IntegrityFailure wrongKey) {
            // Only now is the structure pass needed: it tells an altered header from a wrong key.
            Scan structure = structure(file);
            if (!structure.checksumMatches()) {
                throw new IntegrityFailure("the header was altered: " + structure.checksumMismatch()
                        + " and the key check fails (or this is not the backup's key)");
            }
            throw wrongKey;
        }
        // One pass decrypts: framing and authentication while decrypting into the copy for integrity_check. Then
        // integrity_check runs on its own thread while this one checks the copy's bytes against the manifests and hashes
        // the ciphertext (three SHA-256 passes at ~1.3 GB/s, from the page cache, shorter than integrity_check); the
        // results are judged in the order the checks were always reported.
        Path database = sqlite ? privateTempFile() : null;
        Thread integrityThread = null;
        try {
            SnapshotCheck snapshot = new SnapshotCheck();
            Scan full;
            FutureTask<List<String>> integrity = null;
            if (database == null) {
                try (InputStream in = open(file)) {
                    full = BackupFormat.scan(in, keys, snapshot);
                }
            } else {
                SnapshotCheck.Split split;
                try (InputStream in = open(file);
                     OutputStream copy = new java.io.BufferedOutputStream(Files.newOutputStream(database), BUFFER)) {
                    split = new SnapshotCheck.Split(copy);
                    full = BackupFormat.scan(in, keys, split, false);
                }
                integrity = new FutureTask<>(() -> SqliteIntegrity.check(database));
                integrityThread = Background.start("verify-integrity", integrity);
                snapshot.replay(split, database);
                full = full.withComputedSha256(sha256Of(file, full.computed().size()));
            }
            snapshot.finish();
            if (!full.checksumMatches()) {
                throw new IntegrityFailure(full.checksumMismatch() + " although every chunk authenticates: the "
                        + "trailer was altered");
            }
            Manifest manifest = full.manifest();
            long size = manifest.plaintextSize() == null ? -1 : manifest.plaintextSize();
            if (size != snapshot.size()) {
                throw new IntegrityFailure("the decrypted stream has " + snapshot.size() + " bytes, the manifest says " + size);
            }
            if (!snapshot.sha256().equalsIgnoreCase(String.valueOf(manifest.plaintextSha256()))) {
                throw new IntegrityFailure("the decrypted stream's SHA-256 does not match the manifest");
            }
            BackupManifest server = snapshot.manifest();
            if (!server.sha256().equalsIgnoreCase(String.valueOf(manifest.serverSha256()))) {
                throw new IntegrityFailure("the snapshot's manifest line does not match the backup's manifest");
            }
            String integrityCheck = null;
            if (integrity != null) {
                List<String> problems = Background.await(integrity, "PRAGMA integrity_check ran");
                if (!problems.isEmpty()) {
                    throw new IntegrityFailure("the database inside fails PRAGMA integrity_check: " + String.join("; ", problems));
                }
                integrityCheck = "ok";
            }
            return new Report(file.toString(), mode, recipient, true, full.dataChunks(), full.computed().size(),
                    full.computed().sha256(), snapshot.size(), snapshot.sha256(),
                    manifest.serverVersion(), server.schemaVersion(),
                    server.createdAt() == null ? null : server.createdAt().toString(), server.sha256(),
                    server.sizeBytes(), integrityCheck);
        } finally {
            if (integrityThread != null) {
                joinUninterruptibly(integrityThread);   // its connection is closed before the copy is deleted
            }
            if (database != null) {
                Files.deleteIfExists(database);
            }
        }
    }

    /** The SHA-256 of the file's first {@code length} bytes (what its trailer's checksum covers), in hex. */
    private static String sha256Of(Path file, long length) throws IOException {
        java.security.MessageDigest digest = BackupCrypto.sha256();
        byte[] buffer = new byte[BUFFER];
        long left = length;
        try (InputStream in = Files.newInputStream(file)) {
            while (left > 0) {
                int n = in.read(buffer, 0, (int) Math.min(buffer.length, left));
                if (n < 0) {
                    throw new IntegrityFailure("the file changed while it was verified: it now ends at byte " + (length - left));
                }
                digest.update(buffer, 0, n);
                left -= n;
            }
        }
        return java.util.HexFormat.of().formatHex(digest.digest());
    }

    private static void joinUninterruptibly(Thread thread) {
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static Scan structure(Path file) throws IOException {
        try (InputStream in = open(file)) {
            return BackupFormat.scan(in, null, null);
        }
    }

    /**
     * Decrypts {@code file} again, writing the server's stream to {@code out} (for restore, after {@link #verify}).
     * The ciphertext is not hashed again: every chunk still authenticates against this file's header, and the server
     * accepts the stream only if its database hashes to the SHA-256 that verify found ({@code confirm}).
     */
    static void decryptTo(Path file, Unlock unlock, OutputStream out) throws IOException {
        Header header = header(file);
        FileKeys keys = BackupKeys.open(header.key(), header.keyCheck(), unlock);
        try (InputStream in = open(file)) {
            BackupFormat.scan(in, keys, out, false);
        }
    }

    static InputStream open(Path file) throws IOException {
        return new BufferedInputStream(Files.newInputStream(file), BUFFER);
    }

    private static Path privateTempFile() throws IOException {
        return Files.createTempFile("albert-verify-", ".sqlite3",
                FilePermissions.privateFileAttributes(Path.of(System.getProperty("java.io.tmpdir"))));
    }
}

package dev.albert.admin.backup;

import dev.albert.admin.AdminMain;
import dev.albert.api.Json;
import dev.albert.api.backup.BackupManifest;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What verify finds inside a backup whose every chunk authenticates: backups sealed here, with the backup format's own
 * writer, around a server stream that is wrong in one way each — a database SQLite finds damaged, a database that is
 * not the one its manifest line hashes, a stream without a manifest line. Verify decrypts into a copy and then checks
 * the copy's bytes while {@code PRAGMA integrity_check} runs on it, so each failure is named as before, in the order the
 * checks report.
 */
class VerifyContentsTest {
    private static final String PASSPHRASE = "verify contents test passphrase";
    private static BackupKeys.Sealing sealing;   // one Argon2 derivation for the class

    @TempDir
    Path dir;

    @BeforeAll
    static void key() {
        sealing = BackupKeys.withPassphrase(PASSPHRASE.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aSoundDatabaseVerifies() throws Exception {
        byte[] database = database();
        ExecutableRun.Result r = verify(seal(stream(manifestLine(database, sha256(database)), database)));
        assertEquals(0, r.exitCode(), r.toString());
        assertTrue(r.stdout().contains("integrity_check ok"), r.toString());
    }

    @Test
    void aDatabaseSqliteFindsDamagedFailsIntegrityCheck() throws Exception {
        byte[] database = database();
        int pageSize = ((database[16] & 0xff) << 8) | (database[17] & 0xff);
        byte[] damaged = Arrays.copyOf(database, database.length);
        damaged[pageSize] = 0x01;   // page 2's b-tree page type: not one of 2, 5, 10, 13
        ExecutableRun.Result r = verify(seal(stream(manifestLine(damaged, sha256(damaged)), damaged)));
        assertEquals(6, r.exitCode(), r.toString());
        assertTrue(r.stderr().contains("the database inside fails PRAGMA integrity_check"), r.toString());
    }

    @Test
    void aDatabaseOtherThanItsManifestLineHashesIsNamed() throws Exception {
        byte[] database = database();
        byte[] other = Arrays.copyOf(database, database.length);
        other[other.length - 1] ^= 0x5a;   // the same size, another SHA-256
        ExecutableRun.Result r = verify(seal(stream(manifestLine(database, sha256(database)), other)));
        assertEquals(6, r.exitCode(), r.toString());
        assertTrue(r.stderr().contains("the snapshot inside is inconsistent: its database hashes to"), r.toString());
    }

    @Test
    void aStreamWithoutAManifestLineIsNamed() throws Exception {
        byte[] noLine = new byte[70 * 1024];
        Arrays.fill(noLine, (byte) 'x');
        ExecutableRun.Result r = verify(seal(noLine));
        assertEquals(6, r.exitCode(), r.toString());
        assertTrue(r.stderr().contains("no manifest line in its first 64 KiB"), r.toString());
    }

    @Test
    void aTrailerWhoseChecksumWasAlteredIsNamedAlthoughEveryChunkAuthenticates() throws Exception {
        byte[] database = database();
        Path backup = seal(stream(manifestLine(database, sha256(database)), database));
        String file = new String(Files.readAllBytes(backup), StandardCharsets.ISO_8859_1);
        String field = "\"ciphertext_sha256\":\"";
        int at = file.lastIndexOf(field) + field.length();
        char first = file.charAt(at);
        Files.write(backup, (file.substring(0, at) + (first == '0' ? '1' : '0') + file.substring(at + 1))
                .getBytes(StandardCharsets.ISO_8859_1));
        ExecutableRun.Result r = verify(backup);
        assertEquals(6, r.exitCode(), r.toString());
        assertTrue(r.stderr().contains("the ciphertext checksum does not match its trailer")
                && r.stderr().contains("although every chunk authenticates: the trailer was altered"), r.toString());
    }

    /** A small SQLite database with a table and an index, as the server's snapshot would hold one. */
    private byte[] database() throws Exception {
        Path file = dir.resolve("db-" + System.nanoTime() + ".sqlite3");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE memories (id INTEGER PRIMARY KEY, content TEXT NOT NULL)");
            s.execute("CREATE INDEX memories_content ON memories (content)");
            s.execute("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500) "
                    + "INSERT INTO memories (content) SELECT 'memory number ' || i FROM n");
        }
        return Files.readAllBytes(file);
    }

    private static byte[] manifestLine(byte[] database, String sha256) throws IOException {
        return Json.mapper().writeValueAsBytes(new BackupManifest(BackupManifest.FORMAT, "albert-server", "test", 1,
                Instant.parse("2026-12-04T00:00:00Z"), database.length, sha256));
    }

    private static byte[] stream(byte[] line, byte[] database) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(line);
        out.write('\n');
        out.writeBytes(database);
        return out.toByteArray();
    }

    /** The stream sealed as {@code albert-admin backup} seals one; its manifest says what the stream holds. */
    private Path seal(byte[] stream) throws Exception {
        Path file = dir.resolve("b-" + System.nanoTime() + ".albert-backup");
        BackupFormat.Header header = BackupFormat.newHeader(sealing, "2026-12-04T00:00:00Z", 64 * 1024);
        try (OutputStream out = Files.newOutputStream(file)) {
            BackupFormat.Writer writer = new BackupFormat.Writer(out, header, sealing.keys());
            writer.write(stream, 0, stream.length);
            int newline = indexOf(stream, (byte) '\n');
            BackupManifest line = newline < 0 ? new BackupManifest(BackupManifest.FORMAT, "albert-server", "test", 1,
                    null, 0, "0".repeat(64))
                    : Json.mapper().readValue(Arrays.copyOf(stream, newline), BackupManifest.class);
            writer.finish(Manifest.of("http://127.0.0.1:1", line, "2026-12-04T00:00:01Z", stream.length, sha256(stream)));
        }
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        return file;
    }

    private ExecutableRun.Result verify(Path backup) throws IOException {
        Path passphrase = dir.resolve("passphrase");
        Files.writeString(passphrase, PASSPHRASE + "\n");
        Files.setPosixFilePermissions(passphrase, PosixFilePermissions.fromString("rw-------"));
        return ExecutableRun.of(AdminMain::execute)
                .env(Map.of("HOME", dir.toString(), "ALBERT_CONFIG_DIR", dir.resolve("config").toString()))
                .workingDirectory(dir)
                .run("backup", "verify", backup.toString(), "--passphrase-file", passphrase.toString());
    }

    private static int indexOf(byte[] bytes, byte b) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == b) {
                return i;
            }
        }
        return -1;
    }

    private static String sha256(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }
}

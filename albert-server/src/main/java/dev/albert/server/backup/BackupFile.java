package dev.albert.server.backup;

import dev.albert.server.http.ApiException;
import dev.albert.server.store.Database;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/** Checks on database files that travel as backups: their checksum, their schema, their integrity. */
final class BackupFile {
    private static final byte[] SQLITE_MAGIC = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);

    private BackupFile() {
    }

    static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every JDK", e);
        }
    }

    static String sha256(Path file) throws IOException {
        MessageDigest digest = sha256();
        byte[] buffer = new byte[64 * 1024];
        try (InputStream in = Files.newInputStream(file)) {
            int n;
            while ((n = in.read(buffer)) > 0) {
                digest.update(buffer, 0, n);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    /** The highest migration applied to a database file (a snapshot, not the live file). */
    static int schemaVersion(Path file) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT max(version) FROM schema_migrations")) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    /** The highest migration applied, read through a connection of the live database. */
    static int schemaVersionOf(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT max(version) FROM schema_migrations")) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    /**
     * Makes sure an uploaded file is an intact SQLite database of a schema this server knows, then
     * brings it to this server's schema. Any problem is a 422; the live database is never touched.
     */
    static void verifyAndMigrate(Path upload) throws IOException {
        byte[] head = new byte[SQLITE_MAGIC.length];
        try (InputStream in = Files.newInputStream(upload)) {
            if (in.readNBytes(head, 0, head.length) != head.length || !Arrays.equals(head, SQLITE_MAGIC)) {
                throw ApiException.unprocessable("Backup is not a SQLite database");
            }
        }
        List<Integer> known = Database.knownSchemaVersions();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + upload.toAbsolutePath());
             Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("PRAGMA integrity_check")) {
                if (!rs.next() || !"ok".equals(rs.getString(1))) {
                    throw ApiException.unprocessable("Backup failed the SQLite integrity check");
                }
            }
            List<Integer> applied = new ArrayList<>();
            try (ResultSet rs = s.executeQuery("SELECT version FROM schema_migrations ORDER BY version")) {
                while (rs.next()) {
                    applied.add(rs.getInt(1));
                }
            } catch (SQLException e) {
                throw ApiException.unprocessable("Backup is not an Albert server database (it has no schema version)");
            }
            if (applied.isEmpty() || !applied.contains(known.get(0))) {
                throw ApiException.unprocessable("Backup is not an Albert server database (it has no schema version)");
            }
            for (int version : applied) {
                if (!known.contains(version)) {
                    throw ApiException.unprocessable("Backup has schema version " + version + ", which this server "
                            + "does not know (it knows up to " + known.get(known.size() - 1)
                            + "); restore it with a newer server");
                }
            }
        } catch (SQLException e) {
            throw ApiException.unprocessable("Backup is not a readable SQLite database");
        }
        try {
            Database.open(upload).close();
        } catch (SQLException | RuntimeException e) {
            throw ApiException.unprocessable("Backup cannot be brought to this server's schema");
        }
    }

    static void deleteWithSidecars(Path file) throws IOException {
        Files.deleteIfExists(file);
        Files.deleteIfExists(file.resolveSibling(file.getFileName() + "-wal"));
        Files.deleteIfExists(file.resolveSibling(file.getFileName() + "-shm"));
        Files.deleteIfExists(file.resolveSibling(file.getFileName() + "-journal"));
    }
}

package dev.albert.server.identity;

import dev.albert.server.store.OwnerOnly;
import dev.albert.server.auth.KeyHasher;
import dev.albert.server.store.Database;
import dev.albert.server.store.Sql;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;

/**
 * The one-time bootstrap token: written 0600 beside the database, its HMAC kept in
 * {@code bootstrap_state}. A used token is consumed and replaced.
 */
public final class BootstrapToken {
    private final Path file;
    private final KeyHasher hasher;

    public BootstrapToken(Path file, KeyHasher hasher) {
        this.file = file;
        this.hasher = hasher;
    }

    public Path file() {
        return file;
    }

    /** Makes sure the file holds the token whose hash is stored; issues a new one otherwise. */
    public void ensure(Database db, Instant now) throws IOException {
        Optional<String> onDisk = read();
        boolean valid = onDisk.isPresent() && db.read(c -> storedHash(c)
                .map(h -> hasher.matches(tokenInput(onDisk.get()), h)).orElse(false));
        if (!valid) {
            String token = db.write(c -> replace(c, now));
            write(token);
        }
    }

    /** Whether the presented token is the current one (constant-time compare of hashes). */
    public boolean matches(Connection c, String presented) throws SQLException {
        if (presented == null || presented.isBlank()) {
            return false;
        }
        return storedHash(c).map(h -> hasher.matches(tokenInput(presented.strip()), h)).orElse(false);
    }

    /** Stores the hash of a fresh token and returns it; the caller writes it to the file after commit. */
    public String replace(Connection c, Instant now) throws SQLException {
        String token = "albboot_" + hasher.urlSafe(32);
        Sql.update(c, """
                INSERT INTO bootstrap_state (id, token_hash, created_at) VALUES (1, ?, ?)
                ON CONFLICT (id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at""",
                hasher.hash(tokenInput(token)), now);
        return token;
    }

    public void write(String token) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.deleteIfExists(tmp);
        OwnerOnly.createFile(tmp);
        Files.writeString(tmp, token + "\n", StandardCharsets.UTF_8, StandardOpenOption.TRUNCATE_EXISTING);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private Optional<String> read() throws IOException {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        String text = Files.readString(file, StandardCharsets.UTF_8).strip();
        return text.isEmpty() ? Optional.empty() : Optional.of(text);
    }

    private static Optional<byte[]> storedHash(Connection c) throws SQLException {
        return Sql.one(c, "SELECT token_hash FROM bootstrap_state WHERE id = 1", rs -> rs.getBytes("token_hash"));
    }

    private static String tokenInput(String token) {
        return "bootstrap:" + token;
    }
}

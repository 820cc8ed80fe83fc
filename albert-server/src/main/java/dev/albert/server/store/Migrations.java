package dev.albert.server.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Numbered schema migrations, applied in order, each in its own transaction and recorded in
 * {@code schema_migrations}. Migration files are {@code migrations/NNN_name.sql} resources listed in
 * {@code migrations/index.txt}; statements are separated by a line holding only {@code --;}. PostgreSQL has its own
 * files with the same numbers and names in {@code migrations-postgresql/} (the same schema in its types); one runner
 * serves both, since PostgreSQL's DDL is transactional too. Every migration runs inside {@link Database#write}, which
 * on PostgreSQL holds the database-wide write lock, so replicas starting at once apply each migration exactly once.
 */
final class Migrations {
    private Migrations() {
    }

    static void apply(Database db) throws SQLException {
        String directory = db.dialect().migrationsDirectory();
        db.write(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE IF NOT EXISTS schema_migrations ("
                        + "version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)");
            }
            return null;
        });
        List<String> names = index(directory);
        if (!names.equals(index(Dialect.SQLITE.migrationsDirectory()))) {
            throw new IllegalStateException(directory + " does not list the same migrations as the SQLite ones");
        }
        for (String name : names) {
            int version = version(name);
            String sql = resource(directory, name);
            db.write(c -> {
                if (applied(c, version)) {
                    return null;
                }
                try (Statement s = c.createStatement()) {
                    for (String statement : sql.split("(?m)^--;\\s*$")) {
                        if (!statement.isBlank()) {
                            s.execute(statement);
                        }
                    }
                }
                try (PreparedStatement p = c.prepareStatement(
                        "INSERT INTO schema_migrations(version, name, applied_at) VALUES (?, ?, ?)")) {
                    p.setInt(1, version);
                    p.setString(2, name);
                    p.setString(3, java.time.Instant.now().toString());
                    p.executeUpdate();
                }
                return null;
            });
        }
    }

    /** The version numbers of every migration this server ships, in order. */
    static List<Integer> versions() {
        return index(Dialect.SQLITE.migrationsDirectory()).stream().map(Migrations::version).toList();
    }

    private static int version(String name) {
        return Integer.parseInt(name.substring(0, name.indexOf('_')));
    }

    private static boolean applied(Connection c, int version) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT 1 FROM schema_migrations WHERE version = ?")) {
            p.setInt(1, version);
            try (ResultSet rs = p.executeQuery()) {
                return rs.next();
            }
        }
    }

    private static List<String> index(String directory) {
        List<String> names = new ArrayList<>();
        for (String line : resource(directory, "index.txt").split("\n")) {
            if (!line.isBlank() && !line.startsWith("#")) {
                names.add(line.trim());
            }
        }
        return names;
    }

    private static String resource(String directory, String name) {
        try (InputStream in = Migrations.class.getResourceAsStream(directory + "/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing migration resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

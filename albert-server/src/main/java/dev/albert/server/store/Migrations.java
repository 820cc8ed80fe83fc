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
 * {@code migrations/index.txt}; statements are separated by a line holding only {@code --;}.
 */
final class Migrations {
    private Migrations() {
    }

    static void apply(Database db) throws SQLException {
        db.write(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE IF NOT EXISTS schema_migrations ("
                        + "version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)");
            }
            return null;
        });
        for (String name : index()) {
            int version = version(name);
            String sql = resource(name);
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
                        "INSERT INTO schema_migrations(version, name, applied_at) VALUES (?, ?, datetime('now'))")) {
                    p.setInt(1, version);
                    p.setString(2, name);
                    p.executeUpdate();
                }
                return null;
            });
        }
    }

    /** The version numbers of every migration this server ships, in order. */
    static List<Integer> versions() {
        return index().stream().map(Migrations::version).toList();
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

    private static List<String> index() {
        List<String> names = new ArrayList<>();
        for (String line : resource("index.txt").split("\n")) {
            if (!line.isBlank() && !line.startsWith("#")) {
                names.add(line.trim());
            }
        }
        return names;
    }

    private static String resource(String name) {
        try (InputStream in = Migrations.class.getResourceAsStream("migrations/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing migration resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

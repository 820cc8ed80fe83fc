package dev.albert.server.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Backup and restore on PostgreSQL in the server's one documented backup format, whose payload is a SQLite database
 * file: a backup copies every table, inside one {@code REPEATABLE READ} transaction (one consistent snapshot, writers
 * keep going), into a fresh SQLite file made by the SQLite migrations; a restore deletes every row and copies a
 * (migrated) SQLite file back, inside one write transaction, so the database changes all at once or not at all and
 * readers see either the old or the new contents. Tables are copied in creation order, which is foreign-key order;
 * the columns copied are those both schemas share (plus SQLite's implicit {@code rowid} where PostgreSQL keeps one).
 */
final class PostgresSnapshot {
    private PostgresSnapshot() {
    }

    /** Writes a consistent copy of the PostgreSQL database to the new SQLite file {@code target}. */
    static void export(PostgresDatabase db, Path target) throws SQLException {
        if (Files.exists(target)) {
            throw new SQLException("snapshot target already exists: " + target);
        }
        SqliteDatabase.open(target).close();
        try (Connection sqlite = DriverManager.getConnection("jdbc:sqlite:" + target)) {
            // A snapshot being written is not a database anyone uses yet: no journal and no sync (a failure deletes the
            // file; the route hashes and streams it from the page cache), a 64 MiB page cache. At 100,000 memories the
            // commit went from 1.0-1.1 s to nothing and the first byte from 9.3-9.7 s to 7.6-8.1 s (docs/backup-format.md).
            try (Statement s = sqlite.createStatement()) {
                s.execute("PRAGMA journal_mode = OFF");
                s.execute("PRAGMA synchronous = OFF");
                s.execute("PRAGMA cache_size = -65536");
            }
            sqlite.setAutoCommit(false);
            db.read(pg -> {
                for (String table : tables(pg)) {
                    copy(pg, table, sqlite, table);
                }
                return null;
            });
            sqlite.commit();
        }
    }

    /** Inside a PostgreSQL write transaction: replaces every table's rows with those of the SQLite file. */
    static void replaceWith(Connection pg, Path sqliteFile) throws SQLException {
        List<String> tables = tables(pg);
        // DELETE, not TRUNCATE: TRUNCATE is not MVCC-safe, so a reader whose snapshot predates the restore would see
        // empty tables once it commits (a request authenticated a moment before would find no key). Children first.
        try (Statement s = pg.createStatement()) {
            for (int i = tables.size() - 1; i >= 0; i--) {
                s.execute("DELETE FROM " + tables.get(i));
            }
        }
        try (Connection sqlite = DriverManager.getConnection("jdbc:sqlite:" + sqliteFile)) {
            for (String table : tables) {
                copy(sqlite, table, pg, table);
            }
        }
        for (String table : tables) {
            for (String column : identityColumns(pg, table)) {
                try (Statement s = pg.createStatement()) {
                    s.execute("SELECT setval(pg_get_serial_sequence('" + table + "', '" + column + "'), "
                            + "coalesce((SELECT max(" + column + ") FROM " + table + "), 0) + 1, false)");
                }
            }
        }
    }

    /**
     * The server's tables in creation (foreign-key) order, without the migration log both files keep themselves and
     * without {@code memory_lexemes}, which triggers derive from {@code memory_fts} (migration 060) as they are
     * written, here too.
     */
    private static List<String> tables(Connection pg) throws SQLException {
        return Sql.list(pg, """
                SELECT c.relname FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace
                  AND c.relname NOT IN ('schema_migrations', 'memory_lexemes') ORDER BY c.oid""", rs -> rs.getString(1));
    }

    private static List<String> identityColumns(Connection pg, String table) throws SQLException {
        return Sql.list(pg, """
                SELECT column_name FROM information_schema.columns
                WHERE table_schema = current_schema() AND table_name = ? AND is_identity = 'YES'""",
                rs -> rs.getString(1), table);
    }

    private static void copy(Connection from, String fromTable, Connection to, String toTable) throws SQLException {
        List<String> columns = new ArrayList<>(sharedColumns(from, fromTable, to, toTable));
        String list = String.join(", ", columns);
        try (Statement read = from.createStatement()) {
            read.setFetchSize(500);
            try (ResultSet rs = read.executeQuery("SELECT " + list + " FROM " + fromTable);
                 PreparedStatement write = to.prepareStatement("INSERT INTO " + toTable + " (" + list + ") VALUES ("
                         + Sql.placeholders(columns.size()) + ")")) {
                int batched = 0;
                while (rs.next()) {
                    for (int i = 1; i <= columns.size(); i++) {
                        Object value = rs.getObject(i);
                        write.setObject(i, value);
                    }
                    write.addBatch();
                    if (++batched == 500) {
                        write.executeBatch();
                        batched = 0;
                    }
                }
                if (batched > 0) {
                    write.executeBatch();
                }
            }
        }
    }

    private static Set<String> sharedColumns(Connection a, String aTable, Connection b, String bTable)
            throws SQLException {
        Set<String> shared = columns(a, aTable);
        shared.retainAll(columns(b, bTable));
        return shared;
    }

    /** A table's stored columns; SQLite's implicit rowid counts for the two tables PostgreSQL gives one. */
    private static Set<String> columns(Connection c, String table) throws SQLException {
        Set<String> out = new LinkedHashSet<>();
        boolean sqlite = c.getMetaData().getURL().startsWith("jdbc:sqlite:");
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT * FROM " + table + " WHERE 1 = 0")) {
            ResultSetMetaData meta = rs.getMetaData();
            for (int i = 1; i <= meta.getColumnCount(); i++) {
                String name = meta.getColumnName(i).toLowerCase(java.util.Locale.ROOT);
                if (!name.equals("search_vector")) {
                    out.add(name);
                }
            }
        }
        if (sqlite && (table.equals("memory_fts") || table.equals("organizations"))) {
            out.add("rowid");
        }
        return out;
    }
}

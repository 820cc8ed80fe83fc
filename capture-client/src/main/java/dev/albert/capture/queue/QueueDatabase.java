package dev.albert.capture.queue;

import dev.albert.client.config.FilePermissions;
import org.sqlite.SQLiteConfig;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The queue's one SQLite connection: WAL mode, {@code synchronous=FULL}, the schema brought up to date
 * ({@link Migrations}), statements prepared once, and every write in a {@code BEGIN IMMEDIATE}
 * transaction. Not safe for several threads on its own; {@link CaptureQueue} takes turns on it.
 */
final class QueueDatabase implements AutoCloseable {
    private final Path file;
    private final Connection connection;
    private final Map<String, PreparedStatement> statements = new HashMap<>();

    private QueueDatabase(Path file, Connection connection) {
        this.file = file;
        this.connection = connection;
    }

    /**
     * Opens (creating on first use) the database file. A file SQLite cannot read at all is moved aside
     * ({@link CorruptDatabase}) and a new one started, so a corrupt file never stops capture.
     */
    static QueueDatabase open(QueueConfig config) throws SQLException, IOException {
        try {
            return new QueueDatabase(config.databaseFile(), connect(config));
        } catch (SQLException e) {
            if (!CorruptDatabase.isCorruption(e)) {
                throw e;
            }
            CorruptDatabase.moveAside(config.databaseFile(), config.clock());
            return new QueueDatabase(config.databaseFile(), connect(config));
        }
    }

    private static Connection connect(QueueConfig config) throws SQLException, IOException {
        Path file = config.databaseFile();
        // Create the file 0600 before SQLite does: its WAL and shared-memory files copy these permissions.
        try {
            Files.createFile(file, FilePermissions.privateFileAttributes(file.getParent()));
        } catch (FileAlreadyExistsException exists) {
            FilePermissions.restrictToOwner(file);
        }
        SQLiteConfig sqlite = new SQLiteConfig();
        sqlite.setBusyTimeout((int) Math.min(Integer.MAX_VALUE, config.busyTimeout().toMillis()));
        sqlite.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        Connection db = sqlite.createConnection("jdbc:sqlite:" + file);
        try {
            try (Statement s = db.createStatement()) {
                try (ResultSet rs = s.executeQuery("PRAGMA journal_mode")) {
                    rs.next();
                    if (!"wal".equalsIgnoreCase(rs.getString(1))) {
                        s.execute("PRAGMA journal_mode=WAL"); // persistent: done once per file
                    }
                }
                s.execute("PRAGMA synchronous=FULL");
                s.execute("PRAGMA foreign_keys=OFF");
            }
            Migrations.migrate(db);
            return db;
        } catch (SQLException | RuntimeException e) {
            db.close();
            throw e;
        }
    }

    /** For statements used once and closed by the caller; everything else goes through {@link #statement}. */
    Connection connection() {
        return connection;
    }

    /** Statements are prepared once per connection; every caller binds all parameters. */
    PreparedStatement statement(String sql) throws SQLException {
        PreparedStatement s = statements.get(sql);
        if (s == null) {
            s = connection.prepareStatement(sql);
            statements.put(sql, s);
        }
        return s;
    }

    @FunctionalInterface
    interface SqlWork<T> {
        T run() throws SQLException;
    }

    /**
     * {@code BEGIN IMMEDIATE} takes the write lock up front (waiting up to the busy timeout), so a
     * transaction never fails half-way with "database is locked" when another process writes.
     */
    <T> T inWriteTransaction(String what, SqlWork<T> work) {
        try {
            statement("BEGIN IMMEDIATE").execute();
            boolean committed = false;
            try {
                T result = work.run();
                statement("COMMIT").execute();
                committed = true;
                return result;
            } finally {
                if (!committed) {
                    rollbackQuietly();
                }
            }
        } catch (SQLException e) {
            throw failure(what, e);
        }
    }

    private void rollbackQuietly() {
        try (Statement s = connection.createStatement()) {
            s.execute("ROLLBACK");
        } catch (SQLException ignored) {
            // no transaction left to roll back (SQLite rolls back itself on some errors)
        }
    }

    /**
     * Rows changed by the last statement, not counting trigger work (the driver's update count
     * includes the counter triggers' updates).
     */
    int changes() throws SQLException {
        try (ResultSet rs = statement("SELECT changes()").executeQuery()) {
            rs.next();
            return rs.getInt(1);
        }
    }

    /** The {@code counters} table: totals kept exact by triggers and by {@link #addToCounter}. */
    Map<String, Long> counters() throws SQLException {
        Map<String, Long> values = new LinkedHashMap<>();
        try (ResultSet rs = statement("SELECT name, value FROM counters").executeQuery()) {
            while (rs.next()) {
                values.put(rs.getString(1), rs.getLong(2));
            }
        }
        return values;
    }

    void addToCounter(String name, long delta) throws SQLException {
        PreparedStatement update = statement("UPDATE counters SET value = value + ? WHERE name = ?");
        update.setLong(1, delta);
        update.setString(2, name);
        update.executeUpdate();
    }

    /** Names the operation and the file, never content. */
    QueueException failure(String what, SQLException e) {
        return new QueueException("cannot " + what + " (" + file + "): " + e.getMessage(), e);
    }

    @Override
    public void close() {
        try {
            for (PreparedStatement s : statements.values()) {
                s.close();
            }
            statements.clear();
            connection.close();
        } catch (SQLException e) {
            throw failure("close the queue", e);
        }
    }
}

package dev.albert.server.store;

import org.sqlite.SQLiteConfig;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The SQLite database: one write connection, serialized by a lock and always opened with
 * {@code BEGIN IMMEDIATE}, plus a small pool of read connections. In WAL mode readers never wait for
 * the writer, and writers never meet each other inside SQLite, so no caller sees "database is locked".
 */
public final class Database implements AutoCloseable {

    /** Work done with a connection inside one transaction. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    private static final int READERS = 4;
    private static final int BUSY_TIMEOUT_MS = 30_000;

    private final java.nio.file.Path file;
    private final String url;
    private final Connection writer;
    private final ReentrantLock writeLock = new ReentrantLock(true);
    private final BlockingQueue<Connection> readers = new ArrayBlockingQueue<>(READERS);
    private final List<Connection> allReaders = new ArrayList<>();
    private volatile boolean closed;

    private Database(java.nio.file.Path file) throws SQLException {
        this.file = file;
        this.url = "jdbc:sqlite:" + file;
        this.writer = open(true);
        for (int i = 0; i < READERS; i++) {
            Connection reader = open(false);
            allReaders.add(reader);
            readers.add(reader);
        }
    }

    /** Opens (creating if needed) the database file and applies pending migrations. */
    public static Database open(java.nio.file.Path file) throws SQLException {
        Database db = new Database(file.toAbsolutePath());
        try {
            Migrations.apply(db);
        } catch (SQLException | RuntimeException e) {
            db.close();
            throw e;
        }
        return db;
    }

    private Connection open(boolean forWriting) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.enforceForeignKeys(true);
        config.setBusyTimeout(BUSY_TIMEOUT_MS);
        config.setSharedCache(false);
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        // Autocommit stays on: transactions are begun explicitly, so no connection holds a lock between
        // calls (the driver would otherwise begin the next transaction right after each commit).
        return DriverManager.getConnection(url, config.toProperties());
    }

    /** The database file. */
    public java.nio.file.Path file() {
        return file;
    }

    /** Runs work in one write transaction; commits on success, rolls back on any failure. */
    public <T> T write(Work<T> work) {
        writeLock.lock();
        try {
            checkOpen();
            try {
                execute(writer, "BEGIN IMMEDIATE");
                T result = work.run(writer);
                execute(writer, "COMMIT");
                return result;
            } catch (SQLException | RuntimeException | Error e) {
                rollbackQuietly(writer, e);
                throw e instanceof SQLException sql ? new DatabaseException(sql) : rethrow(e);
            }
        } finally {
            writeLock.unlock();
        }
    }

    /** Runs work in one read transaction (a consistent snapshot) on a pooled read connection. */
    public <T> T read(Work<T> work) {
        checkOpen();
        Connection c;
        try {
            c = readers.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DatabaseException(new SQLException("interrupted while waiting for a read connection", e));
        }
        try {
            execute(c, "BEGIN");
            T result = work.run(c);
            execute(c, "COMMIT");
            return result;
        } catch (SQLException | RuntimeException | Error e) {
            rollbackQuietly(c, e);
            throw e instanceof SQLException sql ? new DatabaseException(sql) : rethrow(e);
        } finally {
            readers.add(c);
        }
    }

    private static RuntimeException rethrow(Throwable e) {
        if (e instanceof RuntimeException r) {
            throw r;
        }
        throw (Error) e;
    }

    private static void execute(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    private static void rollbackQuietly(Connection c, Throwable cause) {
        try {
            execute(c, "ROLLBACK");
        } catch (SQLException rollbackFailure) {
            // A failed BEGIN leaves no transaction to roll back; anything else is worth keeping.
            if (rollbackFailure.getMessage() == null || !rollbackFailure.getMessage().contains("no transaction")) {
                cause.addSuppressed(rollbackFailure);
            }
        }
    }

    private void checkOpen() {
        if (closed) {
            throw new DatabaseException(new SQLException("database is closed"));
        }
    }

    /** True when a trivial query answers. */
    public boolean ping() {
        try {
            return read(c -> {
                try (Statement s = c.createStatement(); var rs = s.executeQuery("SELECT 1")) {
                    return rs.next() && rs.getInt(1) == 1;
                }
            });
        } catch (RuntimeException e) {
            return false;
        }
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        writeLock.lock();
        try {
            if (closed) {
                return;
            }
            closed = true;
            for (Connection reader : allReaders) {
                closeQuietly(reader);
            }
            try (Statement s = writer.createStatement()) {
                s.execute("PRAGMA wal_checkpoint(TRUNCATE)");
            } catch (SQLException ignored) {
                // best effort: the WAL is replayed on next open anyway
            }
            closeQuietly(writer);
        } finally {
            writeLock.unlock();
        }
    }

    private static void closeQuietly(Connection c) {
        try {
            c.close();
        } catch (SQLException ignored) {
            // closing; nothing left to do
        }
    }
}

package dev.albert.server.store;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The server's database: {@link SqliteDatabase} (one file, the default) or {@link PostgresDatabase} (a shared
 * database several server processes may use at once). Both give the same guarantees to the code above them: a
 * {@link #write} runs alone among all writes to the database (SQLite's single writer; on PostgreSQL a transaction-
 * scoped advisory lock, so across every replica too), a {@link #read} sees one consistent snapshot, and the SQL is
 * one text for both except where {@link #dialect()} says otherwise.
 */
public interface Database extends AutoCloseable {

    /** Work done with a connection inside one transaction. */
    @FunctionalInterface
    interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    /** Opens (creating if needed) the SQLite file and applies pending migrations. */
    static SqliteDatabase open(Path file) throws SQLException {
        return SqliteDatabase.open(file);
    }

    /** The schema versions this server knows: every migration it ships, in order (the same for both backends). */
    static List<Integer> knownSchemaVersions() {
        return Migrations.versions();
    }

    /** Which SQL this database speaks where the backends differ. */
    Dialect dialect();

    /** A local directory for the server's temporary files (import spools, backup uploads). */
    Path workDirectory();

    /** The database for messages: the file, or the URL without its password. */
    String describe();

    /** Runs work in one write transaction; commits on success, rolls back on any failure. */
    <T> T write(Work<T> work);

    /** Runs work in one read transaction (a consistent snapshot). */
    <T> T read(Work<T> work);

    /**
     * Runs work in a read transaction of its own on a connection that is free right now, or not at all: empty when
     * none is (or the database is being replaced). It never waits, so a caller that already holds a connection can
     * ask for a second one without any risk of starving. Its snapshot is its own, not the caller's. The work must
     * not return null.
     */
    default <T> Optional<T> readIfIdle(Work<T> work) {
        return Optional.empty();
    }

    /**
     * Runs {@code action} after the running write transaction commits, in commit order; dropped if it rolls back.
     * Only inside {@link #write}. In-memory copies of committed state (the vector index) are kept current this way.
     */
    void afterCommit(Runnable action);

    /**
     * Tells the other server processes on this database, once the running write transaction commits, that
     * {@code payload} changed on {@code channel}; dropped if it rolls back. Only inside {@link #write}. A database
     * only this process uses (SQLite) has no one to tell.
     */
    default void tellReplicas(String channel, String payload) {
    }

    /**
     * Runs {@code listener} with each payload another server process sent on {@code channel}, and with {@code null}
     * when notices may have been missed (the listening connection was lost): the listener then reloads everything.
     */
    default void onReplicaNotice(String channel, Consumer<String> listener) {
    }

    /** Runs {@code listener} each time {@link #replaceFile} has replaced the contents, before requests read again. */
    void onReplaced(Runnable listener);

    /** Writes a consistent copy of the whole database to {@code target} (a SQLite file that must not exist). */
    void snapshotInto(Path target);

    /**
     * Replaces the database's contents with those of {@code prepared} (a migrated SQLite file in
     * {@link #workDirectory()}), waiting up to {@code wait} for running requests; {@link DatabaseBusyException} when
     * they do not finish in time (nothing has changed then).
     */
    void replaceFile(Path prepared, Duration wait) throws IOException;

    /** True when a trivial query answers (readiness); never throws. */
    default boolean ping() {
        try {
            return read(c -> {
                try (java.sql.Statement st = c.createStatement(); var rs = st.executeQuery("SELECT 1")) {
                    return rs.next() && rs.getInt(1) == 1;
                }
            });
        } catch (RuntimeException e) {
            return false;
        }
    }

    @Override
    void close();
}

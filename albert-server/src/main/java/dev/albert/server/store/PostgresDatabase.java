package dev.albert.server.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * The server on a PostgreSQL database, which several server processes (replicas) may share. A pool of connections
 * (HikariCP); every write transaction first takes one transaction-scoped advisory lock, so writes run one at a time
 * across every replica, exactly as SQLite's single writer runs them in one process: the read-check-write sequences
 * above this class (capture idempotency, lock fences, one-time links, bootstrap) are enforced by the database, not by
 * process memory. Reads run concurrently in {@code REPEATABLE READ READ ONLY} transactions (one snapshot each).
 *
 * <p>Replicas keep their in-memory copies current through {@code LISTEN/NOTIFY}: {@link #tellReplicas} queues a
 * {@code pg_notify} sent inside the write transaction (so delivered only if it commits), and one dedicated connection
 * listens and hands other processes' notices to {@link #onReplicaNotice} listeners, under this process's write lock so
 * they never interleave with its own after-commit actions.
 */
public final class PostgresDatabase implements Database {
    private static final Logger LOG = LoggerFactory.getLogger(PostgresDatabase.class);
    /** The advisory lock key every write holds: "albert" in ASCII. */
    private static final long WRITE_LOCK_KEY = 0x616c62657274L;
    private static final Pattern CHANNEL = Pattern.compile("[a-z_][a-z0-9_]{0,62}");
    private static final int DEFAULT_POOL_SIZE = 10;
    private static final Duration LISTEN_POLL = Duration.ofMillis(250);

    private final PostgresUrl url;
    private final Path workDirectory;
    private final HikariDataSource pool;
    /** This process's writes, one at a time: after-commit actions run in commit order, notices never interleave. */
    private final ReentrantLock writeLock = new ReentrantLock(true);
    /** Touched only by the write-lock holder. */
    private final List<Runnable> afterCommit = new ArrayList<>();
    private final Set<List<String>> notices = new LinkedHashSet<>();
    private final List<Runnable> replacedListeners = new CopyOnWriteArrayList<>();
    private final Map<String, List<Consumer<String>>> noticeListeners = new ConcurrentHashMap<>();
    /** Marks this process's own notices, which it has already applied. */
    private final String origin = UUID.randomUUID().toString();
    private volatile Listener listener;
    private volatile boolean closed;

    private PostgresDatabase(PostgresUrl url, Path workDirectory, int poolSize) {
        this.url = url;
        this.workDirectory = workDirectory;
        HikariConfig config = new HikariConfig();
        config.setPoolName("albert-postgresql");
        config.setJdbcUrl(url.jdbcUrl());
        if (url.user() != null) {
            config.setUsername(url.user());
        }
        if (url.password() != null) {
            config.setPassword(url.password());
        }
        config.setMaximumPoolSize(poolSize);
        config.setMinimumIdle(Math.min(2, poolSize));
        config.setAutoCommit(false);
        config.setConnectionTimeout(30_000);
        // Strings are sent untyped, as SQLite takes them: PostgreSQL infers the parameter's type from its use.
        config.addDataSourceProperty("stringtype", "unspecified");
        config.addDataSourceProperty("ApplicationName", "albert-server");
        this.pool = new HikariDataSource(config);
    }

    /**
     * Connects (failing fast when the database cannot be reached), applies pending migrations and starts listening
     * for other replicas' notices. {@code env} may set {@code ALBERT_DATABASE_POOL_SIZE}.
     */
    public static PostgresDatabase open(PostgresUrl url, Path workDirectory, Map<String, String> env)
            throws SQLException {
        int poolSize = poolSize(env);
        PostgresDatabase db;
        try {
            db = new PostgresDatabase(url, workDirectory, poolSize);
        } catch (RuntimeException e) {
            throw e.getCause() instanceof SQLException sql ? sql : new SQLException(e.getMessage(), e);
        }
        try {
            Migrations.apply(db);
            db.listener = new Listener(db);
            db.listener.start();
        } catch (SQLException | RuntimeException e) {
            db.close();
            throw e;
        }
        return db;
    }

    static int poolSize(Map<String, String> env) {
        String value = env.get("ALBERT_DATABASE_POOL_SIZE");
        if (value == null || value.isBlank()) {
            return DEFAULT_POOL_SIZE;
        }
        try {
            int n = Integer.parseInt(value.strip());
            if (n < 2 || n > 1000) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("ALBERT_DATABASE_POOL_SIZE must be a whole number from 2 to 1000, got "
                    + value);
        }
    }

    @Override
    public Dialect dialect() {
        return Dialect.POSTGRESQL;
    }

    @Override
    public Path workDirectory() {
        return workDirectory;
    }

    @Override
    public String describe() {
        return url.display();
    }

    private Connection connection() throws SQLException {
        if (closed) {
            throw new SQLException("database is closed");
        }
        return pool.getConnection();
    }

    @Override
    public <T> T write(Work<T> work) {
        writeLock.lock();
        try (Connection c = connection()) {
            try {
                execute(c, "SELECT pg_advisory_xact_lock(" + WRITE_LOCK_KEY + ")");
                T result = work.run(c);
                sendNotices(c);
                c.commit();
                runAfterCommit();
                return result;
            } catch (SQLException | RuntimeException | Error e) {
                rollbackQuietly(c, e);
                throw e instanceof SQLException sql ? failure(sql) : rethrow(e);
            }
        } catch (SQLException e) {
            throw new DatabaseException(e);
        } finally {
            afterCommit.clear();
            notices.clear();
            writeLock.unlock();
        }
    }

    private void sendNotices(Connection c) throws SQLException {
        if (notices.isEmpty()) {
            return;
        }
        try (PreparedStatement p = c.prepareStatement("SELECT pg_notify(?, ?)")) {
            for (List<String> notice : notices) {
                p.setString(1, notice.get(0));
                p.setString(2, origin + " " + notice.get(1));
                p.addBatch();
            }
            p.executeBatch();
        }
    }

    private void runAfterCommit() {
        for (int i = 0; i < afterCommit.size(); i++) {
            afterCommit.get(i).run();
        }
    }

    @Override
    public <T> T read(Work<T> work) {
        try (Connection c = connection()) {
            return readOn(c, work);
        } catch (SQLException e) {
            throw new DatabaseException(e);
        }
    }

    /**
     * A read on a pooled connection only when one is idle right now: the pool is asked with a timeout of zero, so a
     * caller holding a connection never waits here for a second one.
     */
    @Override
    public <T> Optional<T> readIfIdle(Work<T> work) {
        Connection idle;
        try {
            idle = idleConnection();
        } catch (SQLException e) {
            return Optional.empty();
        }
        if (idle == null) {
            return Optional.empty();
        }
        try (Connection c = idle) {
            return Optional.of(readOn(c, work));
        } catch (SQLException e) {
            throw new DatabaseException(e);
        }
    }

    private Connection idleConnection() throws SQLException {
        if (closed || !(pool.getHikariPoolMXBean() instanceof HikariPool hikari)) {
            return null;
        }
        // With none idle and the pool at its size, refuse without Hikari's timeout exception. Below its size, the
        // zero-timeout borrow is still worth it: it asks the pool for one more connection, which the next read gets.
        if (hikari.getIdleConnections() == 0 && hikari.getTotalConnections() >= pool.getMaximumPoolSize()) {
            return null;
        }
        try {
            return hikari.getConnection(0);
        } catch (SQLTransientConnectionException none) {
            return null; // taken between the count and the borrow
        }
    }

    private <T> T readOn(Connection c, Work<T> work) throws SQLException {
        try {
            execute(c, "SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY");
            T result = work.run(c);
            c.commit();
            return result;
        } catch (SQLException | RuntimeException | Error e) {
            rollbackQuietly(c, e);
            throw e instanceof SQLException sql ? failure(sql) : rethrow(e);
        }
    }

    @Override
    public void afterCommit(Runnable action) {
        requireWrite("afterCommit");
        afterCommit.add(action);
    }

    @Override
    public void tellReplicas(String channel, String payload) {
        requireWrite("tellReplicas");
        notices.add(List.of(channel, payload));
    }

    private void requireWrite(String what) {
        if (!writeLock.isHeldByCurrentThread()) {
            throw new IllegalStateException(what + " is only possible inside a write transaction");
        }
    }

    @Override
    public void onReplicaNotice(String channel, Consumer<String> consumer) {
        if (!CHANNEL.matcher(channel).matches()) {
            throw new IllegalArgumentException("not a channel name: " + channel);
        }
        noticeListeners.computeIfAbsent(channel, k -> new CopyOnWriteArrayList<>()).add(consumer);
        Listener running = listener;
        if (running != null) {
            running.awaitListening(channel);
        }
    }

    @Override
    public void onReplaced(Runnable action) {
        replacedListeners.add(action);
    }

    @Override
    public void snapshotInto(Path target) {
        try {
            PostgresSnapshot.export(this, target);
        } catch (SQLException e) {
            throw new DatabaseException(e);
        }
    }

    @Override
    public void replaceFile(Path prepared, Duration wait) throws IOException {
        try {
            write(c -> {
                PostgresSnapshot.replaceWith(c, prepared);
                tellReplicas(RELOAD_CHANNEL, "all");
                afterCommit(() -> replacedListeners.forEach(Runnable::run));
                return null;
            });
        } catch (DatabaseException e) {
            throw new IOException("cannot restore into the PostgreSQL database: " + e.getMessage(), e);
        }
    }

    /** A restore through one replica: every other replica reloads what it keeps in memory. */
    private static final String RELOAD_CHANNEL = "albert_reload";

    /** Hands another process's notice to the listeners of its channel, under the write lock. */
    private void deliver(String channel, String payload) {
        int space = payload == null ? -1 : payload.indexOf(' ');
        if (payload != null && (space < 0 || payload.substring(0, space).equals(origin))) {
            return;
        }
        String body = payload == null ? null : payload.substring(space + 1);
        writeLock.lock();
        try {
            if (channel.equals(RELOAD_CHANNEL)) {
                replacedListeners.forEach(Runnable::run);
                return;
            }
            for (Consumer<String> consumer : noticeListeners.getOrDefault(channel, List.of())) {
                try {
                    consumer.accept(body);
                } catch (RuntimeException e) {
                    LOG.warn("replica notice on {} failed: {}", channel, e.toString());
                }
            }
        } finally {
            writeLock.unlock();
        }
    }

    /** Everything may have changed unseen (the listening connection was lost): every listener reloads. */
    private void deliverMissed() {
        writeLock.lock();
        try {
            noticeListeners.values().forEach(list -> list.forEach(consumer -> {
                try {
                    consumer.accept(null);
                } catch (RuntimeException e) {
                    LOG.warn("reload after lost replica notices failed: {}", e.toString());
                }
            }));
        } finally {
            writeLock.unlock();
        }
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        Listener running = listener;
        if (running != null) {
            running.stop();
        }
        pool.close();
    }

    /**
     * A statement's failure as the layers above expect it: a value PostgreSQL cannot store as text (the NUL
     * character: SQLSTATE 22021, or 22P05) is the client's input, anything else an unexpected database failure.
     */
    private static RuntimeException failure(SQLException e) {
        String state = e.getSQLState();
        if ("22021".equals(state) || "22P05".equals(state)) {
            return new DatabaseRejectedInputException("Text must not contain the NUL character (U+0000)", e);
        }
        return new DatabaseException(e);
    }

    private static RuntimeException rethrow(Throwable e) {
        if (e instanceof RuntimeException r) {
            throw r;
        }
        throw (Error) e;
    }

    static void execute(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    private static void rollbackQuietly(Connection c, Throwable cause) {
        try {
            c.rollback();
        } catch (SQLException rollbackFailure) {
            cause.addSuppressed(rollbackFailure);
        }
    }

    /**
     * The one connection that listens: it LISTENs every registered channel, polls for notices and hands them over;
     * when the connection is lost it reconnects and tells every listener that notices may have been missed.
     */
    private static final class Listener {
        private final PostgresDatabase db;
        private final Thread thread;
        private final Set<String> listening = ConcurrentHashMap.newKeySet();
        private volatile boolean stopped;
        private volatile Connection connection;

        Listener(PostgresDatabase db) {
            this.db = db;
            this.thread = Thread.ofPlatform().daemon().name("albert-replica-notices").unstarted(this::run);
        }

        void start() throws SQLException {
            connection = connect();
            listenToAll(connection);
            thread.start();
        }

        private Connection connect() throws SQLException {
            Properties props = new Properties();
            if (db.url.user() != null) {
                props.setProperty("user", db.url.user());
            }
            if (db.url.password() != null) {
                props.setProperty("password", db.url.password());
            }
            props.setProperty("ApplicationName", "albert-server-notices");
            return DriverManager.getConnection(db.url.jdbcUrl(), props);
        }

        private void listenToAll(Connection c) throws SQLException {
            for (String channel : db.noticeListeners.keySet()) {
                if (!listening.contains(channel)) {
                    execute(c, "LISTEN " + channel);
                    listening.add(channel);
                }
            }
            if (listening.add(RELOAD_CHANNEL)) {
                execute(c, "LISTEN " + RELOAD_CHANNEL);
            }
        }

        /** Waits (bounded) until the listening connection has issued LISTEN for {@code channel}. */
        void awaitListening(String channel) {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!listening.contains(channel) && !stopped && System.nanoTime() < deadline) {
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }

        private void run() {
            Duration backoff = Duration.ofMillis(100);
            while (!stopped) {
                try {
                    Connection c = connection;
                    if (c == null) {
                        c = connect();
                        listening.clear();
                        listenToAll(c);
                        connection = c;
                        db.deliverMissed();
                        backoff = Duration.ofMillis(100);
                    }
                    listenToAll(c);
                    PGNotification[] received = c.unwrap(PGConnection.class)
                            .getNotifications((int) LISTEN_POLL.toMillis());
                    if (received != null) {
                        for (PGNotification n : received) {
                            db.deliver(n.getName(), n.getParameter());
                        }
                    }
                } catch (SQLException | RuntimeException e) {
                    if (stopped) {
                        return;
                    }
                    LOG.warn("replica notices: connection lost ({}); reconnecting", e.toString());
                    closeQuietly(connection);
                    connection = null;
                    try {
                        Thread.sleep(backoff.toMillis());
                    } catch (InterruptedException ie) {
                        return;
                    }
                    backoff = backoff.multipliedBy(2).compareTo(Duration.ofSeconds(5)) > 0 ? Duration.ofSeconds(5)
                            : backoff.multipliedBy(2);
                }
            }
        }

        void stop() {
            stopped = true;
            thread.interrupt();
            try {
                thread.join(TimeUnit.SECONDS.toMillis(5));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            closeQuietly(connection);
        }

        private static void closeQuietly(Connection c) {
            if (c == null) {
                return;
            }
            try {
                c.close();
            } catch (SQLException ignored) {
                // closing
            }
        }
    }
}

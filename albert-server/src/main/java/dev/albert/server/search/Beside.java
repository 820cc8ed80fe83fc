package dev.albert.server.search;

import dev.albert.server.store.Database;
import dev.albert.server.store.DatabaseException;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One retriever run beside the caller's own, in a read transaction of its own, when a thread and a read connection
 * are free right now ({@link Database#readIfIdle}); otherwise it runs later, in turn, on the caller's connection.
 * Nothing here waits for a thread or a connection, so a search that holds one connection never starves waiting for
 * a second: a busy server simply runs its retrievers one after another, as it always did.
 */
final class Beside<T> {
    /** At most this many retrievers run beside their searches at once; more run in turn. */
    static final int THREADS = 4;

    private static final AtomicInteger NAMES = new AtomicInteger();
    private static final ThreadPoolExecutor POOL = new ThreadPoolExecutor(0, THREADS, 30, TimeUnit.SECONDS,
            new SynchronousQueue<>(), work -> {
                Thread t = new Thread(work, "albert-search-beside-" + NAMES.incrementAndGet());
                t.setDaemon(true);
                return t;
            });

    private final Database.Work<T> work;
    private final Future<Optional<T>> running;

    private Beside(Database.Work<T> work, Future<Optional<T>> running) {
        this.work = work;
        this.running = running;
    }

    /** Starts {@code work} on a free thread and connection of {@code db}, if there are both. */
    static <T> Beside<T> start(Database db, Database.Work<T> work) {
        Future<Optional<T>> running;
        try {
            running = POOL.submit(() -> db.readIfIdle(work));
        } catch (RejectedExecutionException e) {
            running = null;
        }
        return new Beside<>(work, running);
    }

    /**
     * The work's result: what it returned beside the caller, or, when it could not start there, what it returns now
     * on {@code own}. Fails as the work failed (an {@link SQLException} as such, not wrapped).
     */
    T join(Connection own) throws SQLException {
        if (running != null) {
            Optional<T> done;
            try {
                done = running.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while a retriever ran", e);
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof DatabaseException d && d.getCause() instanceof SQLException sql) {
                    throw sql;
                }
                if (cause instanceof RuntimeException r) {
                    throw r;
                }
                if (cause instanceof Error error) {
                    throw error;
                }
                throw new IllegalStateException(cause);
            }
            if (done.isPresent()) {
                return done.get();
            }
        }
        return work.run(own);
    }
}

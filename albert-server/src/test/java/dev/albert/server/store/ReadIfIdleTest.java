package dev.albert.server.store;

import dev.albert.server.TestPostgres;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Both backends: a SQLite file of its own, or a fresh database of the run's PostgreSQL. */
class ReadIfIdleTest {
    @TempDir
    Path dir;

    private Database open(String name) throws Exception {
        if (TestPostgres.selected()) {
            return PostgresDatabase.open(PostgresUrl.parse(TestPostgres.get().createDatabase()), dir,
                    java.util.Map.of("ALBERT_DATABASE_POOL_SIZE", "4"));
        }
        return Database.open(dir.resolve(name));
    }

    /**
     * A second read beside a first, once the pool has a second connection: PostgreSQL's pool opens its connections
     * in the background, so right after open (and on a busy machine for a while) there may be only one. A refusal
     * is retried, bounded; a second read handed the first one's connection fails at once.
     */
    private static boolean secondReaderBesideFirst(Database db) throws InterruptedException {
        for (int attempt = 0; attempt < 3_000; attempt++) {
            Optional<Boolean> separate = db.read(outer -> db.readIfIdle(inner -> inner != outer));
            if (separate.isPresent()) {
                return separate.get();
            }
            Thread.sleep(10);
        }
        return false;
    }

    @Test
    void aSecondReadGetsItsOwnConnectionWhileTheFirstHoldsOne() throws Exception {
        try (Database db = open("a.sqlite3")) {
            assertTrue(secondReaderBesideFirst(db), "no second reader beside the first, or the same connection twice");
        }
    }

    @Test
    void whenEveryReaderIsTakenItRunsNothingAndNeverWaits() throws Exception {
        try (Database db = open("b.sqlite3")) {
            assertTrue(secondReaderBesideFirst(db));
            List<Connection> held = new ArrayList<>();
            // Nested reads take every pooled reader in turn; the one past the pool's size is refused, not queued.
            Optional<Boolean> deepest = db.read(c -> {
                held.add(c);
                return nest(db, held);
            });
            assertTrue(held.size() >= 2, "readers taken: " + held.size());
            assertEquals(held.size(), held.stream().distinct().count(), "a connection was handed out twice");
            assertEquals(Optional.of(false), deepest);
            // And every reader is back afterwards: a fresh pair of reads still gets two connections.
            assertEquals(Optional.of(true), db.read(outer -> db.readIfIdle(inner -> inner != outer)));
        }
    }

    /** Takes readers until none is idle; true while it still got one, false at the first refusal below. */
    private static Optional<Boolean> nest(Database db, List<Connection> held) {
        Optional<Optional<Boolean>> next = db.readIfIdle(c -> {
            held.forEach(h -> assertNotSame(h, c));
            held.add(c);
            return nest(db, held);
        });
        return next.isEmpty() ? Optional.of(false) : next.get();
    }

    @Test
    void aFailureInsideIsTheCallersAndTheConnectionGoesBack() throws Exception {
        try (Database db = open("c.sqlite3")) {
            for (int i = 0; i < 10; i++) {
                assertFalse(runs(db), "try " + i);
            }
            assertEquals(Optional.of(1), db.readIfIdle(c -> 1));
        }
    }

    private static boolean runs(Database db) {
        try {
            db.readIfIdle(c -> {
                throw new java.sql.SQLException("no such table: nowhere");
            });
            return true;
        } catch (DatabaseException e) {
            return false;
        }
    }
}

package dev.albert.server.search;

import dev.albert.server.store.Database;
import dev.albert.server.store.SqliteDatabase;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

// sqlite-only: it opens a SQLite file itself; Database.readIfIdle on both backends is ReadIfIdleTest's.
@Tag("sqlite-only")
class BesideTest {
    @TempDir
    Path dir;

    @Test
    void withAReaderToSpareTheWorkRunsOnAnotherThreadAndConnection() throws Exception {
        try (SqliteDatabase db = Database.open(dir.resolve("a.sqlite3"))) {
            String caller = Thread.currentThread().getName();
            AtomicReference<Connection> used = new AtomicReference<>();
            String ranOn = db.read(c -> {
                Beside<String> beside = Beside.start(db, own -> {
                    used.set(own);
                    return Thread.currentThread().getName();
                });
                String name = beside.join(c);
                assertNotSame(c, used.get(), "it ran on the caller's connection");
                return name;
            });
            assertTrue(ranOn.startsWith("albert-search-beside-"), ranOn + " (caller " + caller + ")");
        }
    }

    @Test
    void withNoReaderToSpareItRunsInTurnOnTheCallersConnection() throws Exception {
        try (SqliteDatabase db = Database.open(dir.resolve("b.sqlite3"))) {
            AtomicReference<Connection> used = new AtomicReference<>();
            // Take every reader but the caller's: nested reads until none is idle.
            Connection caller = db.read(c -> {
                holdAll(db, () -> {
                    Beside<Boolean> beside = Beside.start(db, own -> {
                        used.set(own);
                        return true;
                    });
                    assertTrue(beside.join(c));
                });
                return c;
            });
            assertSame(caller, used.get());
        }
    }

    private static void holdAll(SqliteDatabase db, ThrowingRunnable then) throws SQLException {
        boolean[] ran = {false};
        var got = db.readIfIdle(c -> {
            holdAll(db, then);
            ran[0] = true;
            return true;
        });
        if (got.isEmpty() && !ran[0]) {
            then.run();
        }
    }

    interface ThrowingRunnable {
        void run() throws SQLException;
    }

    @Test
    void aFailureBesideIsThrownAsTheWorkThrewIt() throws Exception {
        try (SqliteDatabase db = Database.open(dir.resolve("c.sqlite3"))) {
            Beside<Object> sql = Beside.start(db, own -> {
                throw new SQLException("broken index");
            });
            assertEquals("broken index", assertThrows(SQLException.class, () -> sql.join(null)).getMessage());
            Beside<Object> state = Beside.start(db, own -> {
                throw new IllegalStateException("no embedder");
            });
            assertEquals("no embedder", assertThrows(IllegalStateException.class, () -> state.join(null)).getMessage());
        }
    }
}

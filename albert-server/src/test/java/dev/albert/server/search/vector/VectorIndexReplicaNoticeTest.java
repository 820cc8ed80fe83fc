package dev.albert.server.search.vector;

import dev.albert.server.enrich.HashingEmbedder;
import dev.albert.server.store.Database;
import dev.albert.server.store.Dialect;
import dev.albert.server.store.Sql;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Another replica's change that is committed while this index's rebuild reads the database, and whose notice arrives
 * before the rebuild is done, still reaches the index: the notice is held and replayed when the rebuild ends.
 * (PostgreSQL delivers notices on its listener thread at any time; here the database is SQLite, wrapped to commit the
 * other replica's write and deliver its notice right after the rebuild's read, the moment that used to lose it.)
 */
@Tag("sqlite-only")
class VectorIndexReplicaNoticeTest {
    private static final UUID ORG = UUID.randomUUID();

    @TempDir
    Path dir;
    Database sqlite;
    OtherReplicaDuringRebuild db;
    final HashingEmbedder embedder = new HashingEmbedder();

    @BeforeEach
    void open() throws Exception {
        sqlite = Database.open(dir.resolve("index.sqlite3"));
        db = new OtherReplicaDuringRebuild(sqlite);
        sqlite.write(c -> {
            Sql.update(c, "INSERT INTO organizations (id, name, created_at) VALUES (?, ?, ?)", ORG, "acme", 1L);
            return null;
        });
    }

    @AfterEach
    void close() {
        sqlite.close();
    }

    @Test
    void aNoticeThatArrivesDuringTheRebuildIsReplayedAfterIt() throws Exception {
        UUID earlier = insertMemory("deploys go to the eu-west cluster");
        UUID during = UUID.randomUUID();
        db.duringRebuild = () -> {
            insertMemory(during, "the on-call rota lives in the wiki");
            db.notice(ORG + " " + during);
        };
        VectorIndex index = new VectorIndex(db, embedder, VectorIndex.DEFAULT_MAX_CHUNKS);
        index.rebuild();

        assertTrue(index.stats().available());
        assertEquals(2, index.stats().chunks(), "the memory written before the rebuild and the one written during it");
        float[] query = embedder.embed("the on-call rota lives in the wiki");
        List<UUID> found = index.search(ORG, query, 10, 0.2, ids -> ids.stream()
                .map(id -> new VectorIndex.Scored(id, 0, id.equals(during) ? 1.0 : 0.0)).toList())
                .orElseThrow().stream().map(VectorIndex.Scored::memoryId).toList();
        assertTrue(found.contains(during), "found " + found + " (earlier " + earlier + ", during " + during + ")");
    }

    @Test
    void aLostNoticesSignalDuringTheRebuildRebuildsOnceMore() {
        insertMemory("deploys go to the eu-west cluster");
        UUID during = UUID.randomUUID();
        db.duringRebuild = () -> {
            insertMemory(during, "written while the first rebuild read");
            db.notice(null);   // the listener lost its connection: everything is to be reloaded
        };
        VectorIndex index = new VectorIndex(db, embedder, VectorIndex.DEFAULT_MAX_CHUNKS);
        index.rebuild();

        assertEquals(2, db.reads, "the rebuild, then the one the held signal asked for, once");
        assertEquals(2, index.stats().chunks());
    }

    private UUID insertMemory(String text) {
        UUID id = UUID.randomUUID();
        insertMemory(id, text);
        return id;
    }

    private void insertMemory(UUID id, String text) {
        UUID principal = UUID.randomUUID();
        sqlite.write(c -> {
            Sql.update(c, "INSERT INTO principals (id, organization_id, name, principal_type, created_at) VALUES (?, ?, ?, 'agent', ?)",
                    principal, ORG, "agent-" + principal, 1L);
            Sql.update(c, """
                    INSERT INTO memories (id, organization_id, owner_principal_id, subject, content, memory_type, sensitivity,
                        confidence, status, valid_from, embedding_model, created_at, updated_at)
                    VALUES (?, ?, ?, '', ?, 'fact', 'internal', 1.0, 'active', 1, ?, 1, 1)""",
                    id, ORG, principal, text, embedder.model());
            Sql.update(c, """
                    INSERT INTO memory_chunks (memory_id, chunk_index, content, embedding_model, embedding, created_at)
                    VALUES (?, 0, ?, ?, ?, 1)""", id, text, embedder.model(), HashingEmbedder.toBytes(embedder.embed(text)));
            return null;
        });
    }

    /**
     * SQLite as a replica sees it: after each read of a rebuild has taken its snapshot, {@link #duringRebuild} plays
     * the other replica (commits, then notifies), before the rebuild is done.
     */
    static final class OtherReplicaDuringRebuild implements Database {
        private final Database delegate;
        private Consumer<String> listener;
        Runnable duringRebuild;
        int reads;

        OtherReplicaDuringRebuild(Database delegate) {
            this.delegate = delegate;
        }

        void notice(String payload) {
            listener.accept(payload);
        }

        @Override
        public void onReplicaNotice(String channel, Consumer<String> consumer) {
            listener = consumer;
        }

        /** The first read is the rebuild's: the other replica acts once, right after it. */
        @Override
        public <T> T read(Work<T> work) {
            T result = delegate.read(work);
            reads++;
            Runnable other = duringRebuild;
            duringRebuild = null;
            if (other != null) {
                other.run();
            }
            return result;
        }

        @Override
        public Dialect dialect() {
            return delegate.dialect();
        }

        @Override
        public Path workDirectory() {
            return delegate.workDirectory();
        }

        @Override
        public String describe() {
            return delegate.describe();
        }

        @Override
        public <T> T write(Work<T> work) {
            return delegate.write(work);
        }

        @Override
        public void afterCommit(Runnable action) {
            delegate.afterCommit(action);
        }

        @Override
        public void onReplaced(Runnable listener) {
            delegate.onReplaced(listener);
        }

        @Override
        public void snapshotInto(Path target) {
            delegate.snapshotInto(target);
        }

        @Override
        public void replaceFile(Path prepared, Duration wait) throws IOException {
            delegate.replaceFile(prepared, wait);
        }

        @Override
        public void close() {
            delegate.close();
        }
    }
}

package dev.albert.capture.queue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;

/**
 * Recovery from a database file SQLite cannot read at all: the file and its WAL and shared-memory
 * files are moved aside as {@code queue.db.corrupt-<millis>[-wal|-shm]}, kept for inspection.
 */
final class CorruptDatabase {
    private CorruptDatabase() {
    }

    static boolean isCorruption(SQLException e) {
        int primary = e.getErrorCode() & 0xFF;
        return primary == 11 /* SQLITE_CORRUPT */ || primary == 26 /* SQLITE_NOTADB */;
    }

    static void moveAside(Path db, Clock clock) throws IOException {
        String suffix = ".corrupt-" + clock.millis();
        for (String part : List.of("", "-wal", "-shm")) {
            Path file = db.resolveSibling(db.getFileName() + part);
            try {
                Files.move(file, file.resolveSibling(db.getFileName() + suffix + part));
            } catch (NoSuchFileException gone) {
                // never existed, or another process moved it first
            }
        }
    }
}

package dev.albert.capture.queue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.crypto.AEADBadTagException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SpoolTest {
    @TempDir
    Path dir;

    // One generator for the whole class: UUIDv7s are ordered only within a generator (two fresh ones in the
    // same millisecond order at random, which made "oldest first" fail about half the time on a fast machine).
    private static final EventIds IDS = new EventIds(Clock.systemUTC(), new java.util.Random());

    private static String id() {
        return IDS.next().toString();
    }

    @Test
    void itemsComeBackOldestFirstSealedWithTheQueueKeyAndPrivate() throws Exception {
        Spool spool = Spool.of(dir.resolve("capture"));
        String first = id();
        String second = id();
        String marker = "MARKER-" + first;
        spool.put(second, ("two " + marker).getBytes(StandardCharsets.UTF_8));
        spool.put(first, ("one " + marker).getBytes(StandardCharsets.UTF_8));

        List<Spool.Item> items = spool.items();
        assertEquals(List.of(first, second), items.stream().map(Spool.Item::id).toList());
        byte[] key = spool.key();
        assertArrayEquals(("one " + marker).getBytes(StandardCharsets.UTF_8), spool.open(items.get(0), key));
        CaptureQueueTest.assertNoFileContains(dir, marker);
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(spool.directory())));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(items.get(0).file())));

        try (CaptureQueue q = CaptureQueue.open(QueueConfig.at(dir.resolve("capture")))) {
            q.stats(); // the queue opens with the key the spool created: one key for both
        }
        assertArrayEquals(key, Files.readAllBytes(dir.resolve("capture").resolve("queue.key")));

        spool.remove(items.get(0));
        assertEquals(List.of(second), spool.items().stream().map(Spool.Item::id).toList());
        assertNull(spool.open(items.get(0), key), "a removed item is gone");
    }

    @Test
    void anItemRenamedToAnotherIdOrAlteredFailsToOpenAndCanBeMovedAside() throws Exception {
        Spool spool = Spool.of(dir);
        String a = id();
        String b = id();
        spool.put(a, "content".getBytes(StandardCharsets.UTF_8));
        Files.move(spool.directory().resolve(a + ".spool"), spool.directory().resolve(b + ".spool"));
        Spool.Item renamed = spool.items().getFirst();
        assertThrows(AEADBadTagException.class, () -> spool.open(renamed, spool.key()));

        spool.moveAside(renamed);
        assertEquals(List.of(), spool.items());
        assertEquals(true, Files.exists(spool.directory().resolve(b + ".unreadable")));
    }

    @Test
    void onlyUuidsNameItems() {
        Spool spool = Spool.of(dir);
        assertThrows(IllegalArgumentException.class, () -> spool.put("../../etc/passwd", new byte[1]));
    }
}

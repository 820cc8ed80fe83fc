package dev.albert.capture.queue;

import dev.albert.capture.testing.Events;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Where the queue lives, and the permissions and life of its key. */
class QueueFilesTest {
    @TempDir
    Path home;

    @Test
    void theQueueLivesUnderXdgDataHome() {
        assertEquals(Path.of("/data/albert/capture"), QueueLocation.directory(Map.of("XDG_DATA_HOME", "/data", "HOME", "/h")));
    }

    @Test
    void withoutXdgDataHomeItLivesUnderHomeLocalShare() {
        assertEquals(Path.of("/h/.local/share/albert/capture"), QueueLocation.directory(Map.of("HOME", "/h")));
        // A relative XDG_DATA_HOME is ignored, as the XDG spec says.
        assertEquals(Path.of("/h/.local/share/albert/capture"),
                QueueLocation.directory(Map.of("XDG_DATA_HOME", "rel/dir", "HOME", "/h")));
    }

    @Test
    void directoriesAre0700AndTheKeyAndDatabase0600() throws Exception {
        Map<String, String> env = Map.of("HOME", home.toString());
        try (CaptureQueue q = CaptureQueue.open(QueueConfig.forUser(env))) {
            q.enqueue(Events.note("x"));
            Path dir = q.directory();
            assertEquals(home.resolve(".local/share/albert/capture"), dir);
            assertEquals("rwx------", perms(dir));
            assertEquals("rwx------", perms(dir.getParent()));
            assertEquals("rw-------", perms(dir.resolve("queue.key")));
            try (Stream<Path> files = Files.list(dir)) {
                for (Path f : files.filter(p -> p.getFileName().toString().startsWith("queue.db")).toList()) {
                    assertEquals("rw-------", perms(f), f.toString());
                }
            }
            assertEquals(32, Files.size(dir.resolve("queue.key")));
        }
    }

    @Test
    void widenedPermissionsAreTightenedOnOpen() throws Exception {
        Path dir = home.resolve("albert/capture");
        try (CaptureQueue q = CaptureQueue.open(QueueConfig.at(dir))) {
            q.enqueue(Events.note("x"));
        }
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.setPosixFilePermissions(dir.resolve("queue.key"), PosixFilePermissions.fromString("rw-r--r--"));
        try (CaptureQueue q = CaptureQueue.open(QueueConfig.at(dir))) {
            assertEquals("rwx------", perms(dir));
            assertEquals("rw-------", perms(dir.resolve("queue.key")));
        }
    }

    @Test
    void racingCreatorsAllEndUpWithTheSameKey() throws Exception {
        for (int round = 0; round < 20; round++) {
            Path dir = home.resolve("race-" + round);
            Files.createDirectories(dir);
            Path keyFile = dir.resolve("queue.key");
            int threads = 8;
            CountDownLatch start = new CountDownLatch(1);
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                List<Future<String>> keys = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    keys.add(pool.submit((Callable<String>) () -> {
                        start.await();
                        return HexFormat.of().formatHex(KeyFile.loadOrCreate(keyFile, new SecureRandom(), Clock.systemUTC()));
                    }));
                }
                start.countDown();
                Set<String> distinct = new HashSet<>();
                for (Future<String> k : keys) {
                    distinct.add(k.get());
                }
                assertEquals(1, distinct.size(), "round " + round);
                assertEquals(distinct.iterator().next(), HexFormat.of().formatHex(Files.readAllBytes(keyFile)));
                try (Stream<Path> left = Files.list(dir)) {
                    assertEquals(List.of(keyFile), left.toList(), "no temporary key files left behind");
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }

    @Test
    void aKeyFileOfTheWrongLengthIsMovedAsideAndReplaced() throws Exception {
        Path dir = home.resolve("q");
        Files.createDirectories(dir);
        Files.write(dir.resolve("queue.key"), new byte[] {1, 2, 3});
        byte[] key = KeyFile.loadOrCreate(dir.resolve("queue.key"), new SecureRandom(), Clock.systemUTC());
        assertEquals(32, key.length);
        try (Stream<Path> files = Files.list(dir)) {
            assertTrue(files.anyMatch(p -> p.getFileName().toString().startsWith("queue.key.invalid-")));
        }
        assertFalse(Files.size(dir.resolve("queue.key")) != 32);
    }

    private static String perms(Path p) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }
}

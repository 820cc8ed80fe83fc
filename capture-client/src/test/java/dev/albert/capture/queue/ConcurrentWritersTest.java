package dev.albert.capture.queue;

import dev.albert.capture.testing.ChildJvm;
import dev.albert.capture.testing.Events;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Several threads and two other processes write and claim at once: nothing lost, nothing locked. */
class ConcurrentWritersTest {
    /**
     * How long a writer waits for another's transaction: the product's 5 s is a latency budget, and on a loaded
     * machine six writers can queue for longer; what this test proves is that none is lost, locked out or doubled.
     */
    static final Duration BUSY = EnqueueChild.BUSY;

    @TempDir
    Path dir;

    @TempDir
    Path logs;

    @Test
    void threadsAndProcessesEnqueueAtOnceWithoutLossOrLockErrors() throws Exception {
        int perProcess = 1000;
        int threads = 4;
        int perThread = 300;
        CountDownLatch childrenReady = new CountDownLatch(2);
        Set<String> acknowledged = ConcurrentHashMap.newKeySet();
        List<String> errors = java.util.Collections.synchronizedList(new ArrayList<>());

        List<Process> children = new ArrayList<>();
        List<Thread> readers = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            Process child = ChildJvm.start(EnqueueChild.class, logs.resolve("stderr.txt"), dir.toString(), "p" + p,
                    String.valueOf(perProcess));
            children.add(child);
            readers.add(Thread.ofPlatform().start(() -> {
                try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = in.readLine()) != null) {
                        if (line.equals("ready")) {
                            childrenReady.countDown();
                        } else if (line.startsWith("ok ")) {
                            acknowledged.add(line.split(" ")[1]);
                        } else if (line.startsWith("error")) {
                            errors.add(line);
                        }
                    }
                } catch (java.io.IOException e) {
                    errors.add(e.toString());
                }
            }));
        }

        // Threads in this process: half with their own connection (like separate hooks), half sharing one.
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try (CaptureQueue shared = CaptureQueue.open(QueueConfig.at(dir).withBusyTimeout(BUSY))) {
            List<Future<?>> work = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                work.add(pool.submit((Callable<Void>) () -> {
                    start.await();
                    CaptureQueue own = thread % 2 == 0 ? CaptureQueue.open(QueueConfig.at(dir).withBusyTimeout(BUSY)) : null;
                    try {
                        CaptureQueue q = own != null ? own : shared;
                        for (int n = 0; n < perThread; n++) {
                            acknowledged.add(q.enqueue(Events.numbered("t" + thread, n)).eventId());
                        }
                    } finally {
                        if (own != null) {
                            own.close();
                        }
                    }
                    return null;
                }));
            }
            // Start the threads while both processes are writing.
            assertTrue(childrenReady.await(1, TimeUnit.MINUTES), ChildJvm.read(logs.resolve("stderr.txt")));
            start.countDown();
            for (Future<?> f : work) {
                f.get(2, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
        }
        for (Process child : children) {
            assertTrue(child.waitFor(2, TimeUnit.MINUTES));
            assertEquals(0, child.exitValue(), ChildJvm.read(logs.resolve("stderr.txt")));
        }
        for (Thread r : readers) {
            r.join();
        }
        assertEquals(List.of(), errors, "no 'database is locked' or other error surfaced");
        assertEquals(2 * perProcess + threads * perThread, acknowledged.size());

        try (CaptureQueue q = CaptureQueue.open(QueueConfig.at(dir).withBusyTimeout(BUSY))) {
            assertEquals(acknowledged.size(), q.stats().queued());
            Set<String> stored = new HashSet<>();
            q.list(10_000).forEach(r -> stored.add(r.eventId()));
            assertEquals(acknowledged, stored);
        }
    }

    @Test
    void concurrentClaimersNeverGetTheSameRecord() throws Exception {
        try (CaptureQueue q = CaptureQueue.open(QueueConfig.at(dir).withBusyTimeout(BUSY))) {
            for (int i = 0; i < 500; i++) {
                q.enqueue(Events.numbered("c", i));
            }
        }
        int claimers = 4;
        Set<String> seen = ConcurrentHashMap.newKeySet();
        List<String> twice = java.util.Collections.synchronizedList(new ArrayList<>());
        ExecutorService pool = Executors.newFixedThreadPool(claimers);
        try {
            List<Future<?>> work = new ArrayList<>();
            for (int c = 0; c < claimers; c++) {
                String owner = "claimer-" + c;
                work.add(pool.submit((Callable<Void>) () -> {
                    try (CaptureQueue q = CaptureQueue.open(QueueConfig.at(dir).withBusyTimeout(BUSY))) {
                        while (true) {
                            Claim claim = q.claim(owner, 7, 1 << 20, Instant.now().plusSeconds(600));
                            if (claim.isEmpty()) {
                                return null;
                            }
                            claim.events().forEach(e -> {
                                if (!seen.add(e.eventId())) {
                                    twice.add(e.eventId());
                                }
                            });
                        }
                    }
                }));
            }
            for (Future<?> f : work) {
                f.get(2, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(List.of(), twice);
        assertEquals(500, seen.size());
    }
}

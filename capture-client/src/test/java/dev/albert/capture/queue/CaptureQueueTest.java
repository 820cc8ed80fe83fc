package dev.albert.capture.queue;

import dev.albert.api.capture.CaptureEventClass;
import dev.albert.capture.testing.Events;
import dev.albert.capture.testing.MutableClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CaptureQueueTest {
    @TempDir
    Path dir;

    private final MutableClock clock = MutableClock.at("2026-12-01T10:00:00Z");

    private QueueConfig config() {
        return QueueConfig.at(dir.resolve("capture")).withClock(clock);
    }

    @Test
    void enqueuedEventComesBackDecryptedWithItsFields() {
        try (CaptureQueue q = CaptureQueue.open(config())) {
            NewEvent event = NewEvent.of("codex", "s-42", CaptureEventClass.DECISION, "use WAL mode")
                    .withContext("turn-7", "prj_abc", "main")
                    .withMetadata(Map.of("tool", "Bash"));
            Enqueued done = q.enqueue(event);
            assertTrue(EventIds.isUuidV7(done.eventId()));
            assertFalse(done.duplicate());

            Claim claim = q.claim("me", 10, 1 << 20, clock.instant().plusSeconds(60));
            assertEquals(1, claim.events().size());
            QueuedEvent got = claim.events().getFirst();
            assertEquals(done.eventId(), got.eventId());
            assertEquals("codex", got.host());
            assertEquals("s-42", got.sessionKey());
            assertEquals(CaptureEventClass.DECISION, got.eventClass());
            assertEquals(clock.instant(), got.createdAt());
            assertEquals(new EventPayload("use WAL mode", "turn-7", "prj_abc", "main", Map.of("tool", "Bash")), got.payload());
        }
    }

    @Test
    void secretsAreRedactedBeforeTheyAreQueued() {
        String token = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";
        try (CaptureQueue q = CaptureQueue.open(config())) {
            Enqueued done = q.enqueue(Events.note("my token is " + token + " ok")
                    .withMetadata(Map.of("env", "GITHUB_TOKEN=" + token)));
            assertTrue(done.redactedRules().contains("github-pat"), done.redactedRules().toString());
            QueuedEvent got = q.claim("me", 10, 1 << 20, clock.instant().plusSeconds(60)).events().getFirst();
            assertEquals("my token is [REDACTED:github-pat] ok", got.payload().text());
            assertFalse(got.payload().metadata().get("env").contains(token));
        }
        assertNoFileContains(dir, token);
    }

    @Test
    void noPlaintextReachesAnyFileOfTheQueue() throws Exception {
        String marker = "MARKER-" + UUID.randomUUID();
        Path queueDir = dir.resolve("capture");
        try (CaptureQueue q = CaptureQueue.open(config())) {
            for (int i = 0; i < 50; i++) {
                q.enqueue(NewEvent.of("claude-code", "s", CaptureEventClass.NOTE, marker + " text " + i)
                        .withContext(marker + "-turn", marker + "-prj", marker + "-branch")
                        .withMetadata(Map.of("k", marker)));
            }
            q.stats();
            // While open: the WAL and shared-memory files exist and hold the recent writes.
            assertTrue(Files.exists(queueDir.resolve("queue.db-wal")), "WAL mode");
            assertNoFileContains(queueDir, marker);
            q.claim("me", 10, 1 << 20, clock.instant().plusSeconds(60));
            assertNoFileContains(queueDir, marker);
        }
        assertNoFileContains(queueDir, marker);
    }

    @Test
    void boundByCountDropsTheOldestAndCountsThem() {
        QueueConfig small = config().withLimits(new QueueLimits(5, 1 << 20, 4096));
        try (CaptureQueue q = CaptureQueue.open(small)) {
            int droppedReported = 0;
            for (int i = 0; i < 8; i++) {
                droppedReported += q.enqueue(Events.numbered("b", i)).dropped();
                clock.advance(Duration.ofMillis(1));
            }
            assertEquals(3, droppedReported);
            QueueStats stats = q.stats();
            assertEquals(5, stats.queued());
            assertEquals(3, stats.dropped());
            List<String> texts = q.claim("me", 100, 1 << 20, clock.instant().plusSeconds(9)).events().stream()
                    .map(e -> e.payload().text()).toList();
            assertEquals(List.of("b event number 3", "b event number 4", "b event number 5", "b event number 6",
                    "b event number 7"), texts);
        }
        // The counter is persistent.
        try (CaptureQueue q = CaptureQueue.open(small)) {
            assertEquals(3, q.stats().dropped());
        }
    }

    @Test
    void boundByBytesDropsTheOldest() {
        QueueConfig small = config().withLimits(new QueueLimits(1000, 3000, 2000));
        try (CaptureQueue q = CaptureQueue.open(small)) {
            String kilo = "x".repeat(1000);
            for (int i = 0; i < 5; i++) {
                q.enqueue(Events.note(i + kilo));
            }
            QueueStats stats = q.stats();
            assertTrue(stats.bytes() <= 3000, "bytes " + stats.bytes());
            assertEquals(2, stats.queued());
            assertEquals(3, stats.dropped());
        }
    }

    @Test
    void anEventLargerThanTheRecordLimitIsRefused() {
        try (CaptureQueue q = CaptureQueue.open(config().withLimits(new QueueLimits(10, 10_000, 1000)))) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> q.enqueue(Events.note("y".repeat(2000))));
            assertTrue(e.getMessage().contains("at most 1000 bytes"), e.getMessage());
            assertFalse(e.getMessage().contains("yyy"));
            assertEquals(0, q.stats().queued());
        }
    }

    @Test
    void theSameEventIdIsStoredOnce() {
        UUID id = new EventIds(clock, new SecureRandom()).next();
        try (CaptureQueue q = CaptureQueue.open(config())) {
            assertFalse(q.enqueue(Events.note("a").withEventId(id)).duplicate());
            assertTrue(q.enqueue(Events.note("a").withEventId(id)).duplicate());
            assertEquals(1, q.stats().queued());
        }
    }

    @Test
    void aLeasedRecordIsNotClaimedByAnotherOwnerUntilTheLeaseExpires() {
        try (CaptureQueue q = CaptureQueue.open(config())) {
            for (int i = 0; i < 3; i++) {
                q.enqueue(Events.numbered("l", i));
            }
            Claim first = q.claim("one", 2, 1 << 20, clock.instant().plusSeconds(30));
            Claim second = q.claim("two", 10, 1 << 20, clock.instant().plusSeconds(30));
            assertEquals(2, first.events().size());
            assertEquals(1, second.events().size());
            assertFalse(first.events().stream().map(QueuedEvent::eventId).toList()
                    .contains(second.events().getFirst().eventId()));
            assertTrue(q.claim("three", 10, 1 << 20, clock.instant().plusSeconds(30)).isEmpty());

            clock.advance(Duration.ofSeconds(31)); // "one" died without settling
            assertEquals(3, q.claim("three", 10, 1 << 20, clock.instant().plusSeconds(30)).events().size());
        }
    }

    @Test
    void settlementsDeleteParkAndReschedule() {
        try (CaptureQueue q = CaptureQueue.open(config())) {
            String a = q.enqueue(Events.note("a")).eventId();
            String b = q.enqueue(Events.note("b")).eventId();
            String c = q.enqueue(Events.note("c")).eventId();
            String d = q.enqueue(Events.note("d")).eventId();
            q.claim("me", 10, 1 << 20, clock.instant().plusSeconds(30));
            Instant later = clock.instant().plusSeconds(10);
            q.settle("me", List.of(new Settlement.Delivered(a), new Settlement.Parked(b, "rejected: too long"),
                    new Settlement.Retry(c, later, "HTTP 500"), new Settlement.Released(d)));

            QueueStats stats = q.stats();
            assertEquals(1, stats.delivered());
            assertEquals(1, stats.parked());
            assertEquals(2, stats.queued());
            List<RecordSummary> list = q.list(10);
            assertEquals(List.of(b, c, d), list.stream().map(RecordSummary::eventId).toList());
            RecordSummary parked = list.get(0);
            assertEquals(RecordStatus.PARKED, parked.status());
            assertEquals("rejected: too long", parked.lastError());
            assertEquals(1, parked.attempts());
            RecordSummary retried = list.get(1);
            assertEquals(later, retried.nextAttemptAt());
            assertEquals(1, retried.attempts());
            assertEquals(0, list.get(2).attempts());

            // Only the released record is due now; the retried one after its time; the parked one never.
            assertEquals(List.of(d), ids(q.claim("me", 10, 1 << 20, clock.instant().plusSeconds(30))));
            clock.advance(Duration.ofSeconds(10));
            assertEquals(List.of(c), ids(q.claim("other", 10, 1 << 20, clock.instant().plusSeconds(30))));
        }
    }

    @Test
    void aSettlementOfAnExpiredLeaseDoesNotOverrideTheNewOwner() {
        try (CaptureQueue q = CaptureQueue.open(config())) {
            String a = q.enqueue(Events.note("a")).eventId();
            q.claim("slow", 10, 1 << 20, clock.instant().plusSeconds(1));
            clock.advance(Duration.ofSeconds(2));
            q.claim("fast", 10, 1 << 20, clock.instant().plusSeconds(30));
            q.settle("slow", List.of(new Settlement.Parked(a, "late verdict")));
            assertEquals(0, q.stats().parked());
            q.settle("fast", List.of(new Settlement.Delivered(a)));
            assertEquals(1, q.stats().delivered());
        }
    }

    @Test
    void statsReportTheOldestAgeAndBytes() {
        try (CaptureQueue q = CaptureQueue.open(config())) {
            assertNull(q.stats().oldestAge());
            q.enqueue(Events.note("first"));
            clock.advance(Duration.ofMinutes(5));
            q.enqueue(Events.note("second"));
            QueueStats stats = q.stats();
            assertEquals(Duration.ofMinutes(5), stats.oldestAge());
            assertEquals(2, stats.queued());
            assertTrue(stats.bytes() > 0);
        }
    }

    @Test
    void listShowsBookkeepingAndNeverContent() {
        try (CaptureQueue q = CaptureQueue.open(config())) {
            q.enqueue(Events.note("SECRET-ISH CONTENT"));
            String rendered = q.list(10).toString();
            assertFalse(rendered.contains("SECRET-ISH"));
            assertTrue(rendered.contains("note"));
        }
    }

    @Test
    void purgeRemovesEverythingAndKeepsTotals() {
        try (CaptureQueue q = CaptureQueue.open(config())) {
            q.enqueue(Events.note("a"));
            q.enqueue(Events.note("b"));
            assertEquals(2, q.purge());
            QueueStats stats = q.stats();
            assertEquals(0, stats.queued());
            assertEquals(0, stats.bytes());
        }
    }

    @Test
    void anUnreadableDatabaseFileIsMovedAsideAndANewQueueStarts() throws Exception {
        Path queueDir = dir.resolve("capture");
        Files.createDirectories(queueDir);
        Files.write(queueDir.resolve("queue.db"), "this is not a database, just garbage bytes...".repeat(200)
                .getBytes(StandardCharsets.UTF_8));
        try (CaptureQueue q = CaptureQueue.open(config())) {
            q.enqueue(Events.note("after corruption"));
            assertEquals(1, q.stats().queued());
        }
        try (Stream<Path> files = Files.list(queueDir)) {
            assertTrue(files.anyMatch(p -> p.getFileName().toString().startsWith("queue.db.corrupt-")));
        }
    }

    @Test
    void reopeningKeepsRecordsAndTheKey() throws Exception {
        String id;
        try (CaptureQueue q = CaptureQueue.open(config())) {
            id = q.enqueue(Events.note("kept")).eventId();
        }
        byte[] key = Files.readAllBytes(dir.resolve("capture/queue.key"));
        try (CaptureQueue q = CaptureQueue.open(config())) {
            assertEquals(new VerifyReport(1, 0), q.verify());
            assertEquals(id, q.claim("me", 1, 1 << 20, clock.instant().plusSeconds(5)).events().getFirst().eventId());
        }
        assertEquals(HexFormat.of().formatHex(key), HexFormat.of().formatHex(Files.readAllBytes(dir.resolve("capture/queue.key"))));
    }

    private static List<String> ids(Claim claim) {
        return claim.events().stream().map(QueuedEvent::eventId).toList();
    }

    static void assertNoFileContains(Path root, String marker) {
        byte[][] needles = {marker.getBytes(StandardCharsets.UTF_8), marker.getBytes(StandardCharsets.UTF_16LE),
                marker.getBytes(StandardCharsets.UTF_16BE)};
        try (Stream<Path> files = Files.walk(root)) {
            List<Path> regular = files.filter(Files::isRegularFile).toList();
            assertFalse(regular.isEmpty());
            for (Path f : regular) {
                byte[] content = Files.readAllBytes(f);
                for (byte[] needle : needles) {
                    assertFalse(indexOf(content, needle) >= 0, "plaintext found in " + f);
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        assertNotNull(marker);
    }

    static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i <= haystack.length - needle.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}

package dev.albert.capture.queue;

import dev.albert.capture.testing.Events;
import dev.albert.capture.testing.MutableClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TamperTest {
    @TempDir
    Path dir;

    private final MutableClock clock = MutableClock.at("2026-12-01T10:00:00Z");

    private QueueConfig config() {
        return QueueConfig.at(dir).withClock(clock);
    }

    @Test
    void aFlippedCiphertextByteIsMovedAsideCountedAndNeverReturned() throws Exception {
        String bad;
        String good;
        try (CaptureQueue q = CaptureQueue.open(config())) {
            bad = q.enqueue(Events.note("will be tampered")).eventId();
            good = q.enqueue(Events.note("intact")).eventId();
        }
        flipCiphertextByte(bad);

        try (CaptureQueue q = CaptureQueue.open(config())) {
            Claim claim = q.claim("me", 10, 1 << 20, clock.instant().plusSeconds(30));
            assertEquals(List.of(good), claim.events().stream().map(QueuedEvent::eventId).toList());
            assertEquals(1, claim.tampered());
            QueueStats stats = q.stats();
            assertEquals(1, stats.tampered());
            assertEquals(1, stats.queued());
            List<TamperedRecord> aside = q.tampered();
            assertEquals(1, aside.size());
            assertEquals(bad, aside.getFirst().eventId());
            assertEquals("authentication_failed", aside.getFirst().reason());
        }
    }

    @Test
    void anEditedClearColumnFailsAuthenticationToo() throws Exception {
        String id;
        try (CaptureQueue q = CaptureQueue.open(config())) {
            id = q.enqueue(Events.note("bound to its columns")).eventId();
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("queue.db"));
             PreparedStatement s = c.prepareStatement("UPDATE records SET event_class = 'decision' WHERE event_id = ?")) {
            s.setString(1, id);
            assertEquals(1, s.executeUpdate());
        }
        try (CaptureQueue q = CaptureQueue.open(config())) {
            assertEquals(new VerifyReport(0, 1), q.verify());
            assertEquals(1, q.stats().tampered());
        }
    }

    @Test
    void aChangedKeyMovesEveryRecordAsideAsKeyChanged() throws Exception {
        try (CaptureQueue q = CaptureQueue.open(config())) {
            q.enqueue(Events.note("one"));
            q.enqueue(Events.note("two"));
        }
        byte[] other = new byte[32];
        new SecureRandom().nextBytes(other);
        Files.write(dir.resolve("queue.key"), other);

        try (CaptureQueue q = CaptureQueue.open(config())) {
            Claim claim = q.claim("me", 10, 1 << 20, clock.instant().plusSeconds(30));
            assertTrue(claim.isEmpty());
            assertEquals(2, claim.tampered());
            assertEquals(2, q.stats().tampered());
            assertEquals(0, q.stats().queued());
            assertTrue(q.tampered().stream().allMatch(t -> t.reason().equals("key_changed")));
            // New events under the new key work.
            q.enqueue(Events.note("three"));
            assertEquals(1, q.claim("me", 10, 1 << 20, clock.instant().plusSeconds(30)).events().size());
        }
    }

    @Test
    void aDeletedKeyFileIsReplacedAndOldRecordsAreMovedAside() throws Exception {
        try (CaptureQueue q = CaptureQueue.open(config())) {
            q.enqueue(Events.note("one"));
        }
        Files.delete(dir.resolve("queue.key"));
        try (CaptureQueue q = CaptureQueue.open(config())) {
            assertEquals(new VerifyReport(0, 1), q.verify());
            assertEquals("key_changed", q.tampered().getFirst().reason());
        }
    }

    private void flipCiphertextByte(String eventId) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("queue.db"))) {
            byte[] ct;
            try (PreparedStatement s = c.prepareStatement("SELECT ciphertext FROM records WHERE event_id = ?")) {
                s.setString(1, eventId);
                try (ResultSet rs = s.executeQuery()) {
                    rs.next();
                    ct = rs.getBytes(1);
                }
            }
            ct[ct.length / 2] ^= 0x01;
            try (PreparedStatement s = c.prepareStatement("UPDATE records SET ciphertext = ? WHERE event_id = ?")) {
                s.setBytes(1, ct);
                s.setString(2, eventId);
                assertEquals(1, s.executeUpdate());
            }
        }
    }
}

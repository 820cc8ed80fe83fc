package dev.albert.capture.queue;

import dev.albert.api.capture.CaptureEventClass;
import dev.albert.capture.testing.MutableClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.stream.Stream;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Pins the queue's on-disk format, version 1, so a queue written by one release stays readable by the
 * next: file names and layout, the SQLite schema and its version, how a record is sealed and under
 * which key, the owner-only permissions, and what a crash may leave behind. Everything here is
 * written and read with plain JDBC and the JDK's AES-GCM, independently of the queue's own classes,
 * so a change to the format fails here even when the queue's reader and writer change together.
 */
class OnDiskFormatTest {
    private static final String RECORD_AAD_DOMAIN = "albert-capture-queue";
    private static final String KEY_ID_LABEL = "albert-capture-queue key id v1";

    @TempDir
    Path home;

    private final MutableClock clock = MutableClock.at("2026-12-01T10:00:00Z");

    private QueueConfig config(Path dir) {
        return QueueConfig.at(dir).withClock(clock);
    }

    // ---------------------------------------------------------------------------------------------
    // Layout and permissions

    @Test
    void theQueueIsOneOwnerOnlyDirectoryHoldingAKeyFileAndOneSqliteDatabase() throws Exception {
        Path data = home.resolve("data");
        try (CaptureQueue q = CaptureQueue.open(QueueConfig.forUser(Map.of("XDG_DATA_HOME", data.toString(),
                "HOME", home.toString())).withClock(clock))) {
            q.enqueue(NewEvent.of("claude-code", "s-1", CaptureEventClass.NOTE, "layout"));
            Path dir = data.resolve("albert").resolve("capture");
            assertEquals(dir, q.directory());
            assertEquals("rwx------", perms(data.resolve("albert")));
            assertEquals("rwx------", perms(dir));
            // While open, SQLite's WAL and shared-memory files sit beside the database, owner-only too.
            assertEquals(Set.of("queue.key", "queue.db", "queue.db-wal", "queue.db-shm"), names(dir));
            for (String name : names(dir)) {
                assertEquals("rw-------", perms(dir.resolve(name)), name);
            }
        }
        Path dir = data.resolve("albert").resolve("capture");
        assertTrue(Set.of("queue.key", "queue.db", "queue.db-wal", "queue.db-shm").containsAll(names(dir)), names(dir).toString());
        assertEquals(32, Files.size(dir.resolve("queue.key")), "the key file is the raw 32-byte AES-256 key");
    }

    @Test
    void theSpoolIsAnOwnerOnlySubdirectoryOfSealedFilesNamedByTheirId() throws Exception {
        Path dir = home.resolve("q");
        String id = "01890a5d-ac96-774b-bcce-b302099a8057";
        Spool.of(dir).put(id, "spooled".getBytes(StandardCharsets.UTF_8));

        Path spool = dir.resolve("spool");
        assertEquals("rwx------", perms(dir));
        assertEquals("rwx------", perms(spool));
        assertEquals(Set.of(id + ".spool"), names(spool));
        Path item = spool.resolve(id + ".spool");
        assertEquals("rw-------", perms(item));
        assertEquals("rw-------", perms(dir.resolve("queue.key")));

        // "ALSP", version 1 (big-endian int), a 12-byte nonce, then AES-256-GCM under the queue key with
        // the id bound in as associated data.
        byte[] bytes = Files.readAllBytes(item);
        assertArrayEquals("ALSP".getBytes(StandardCharsets.US_ASCII), Arrays.copyOf(bytes, 4));
        assertEquals(1, ByteBuffer.wrap(bytes, 4, 4).getInt());
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.DECRYPT_MODE, new SecretKeySpec(Files.readAllBytes(dir.resolve("queue.key")), "AES"),
                new GCMParameterSpec(128, bytes, 8, 12));
        cipher.updateAAD(("albert-capture-spool v1 " + id).getBytes(StandardCharsets.US_ASCII));
        assertEquals("spooled", new String(cipher.doFinal(bytes, 20, bytes.length - 20), StandardCharsets.UTF_8));
    }

    // ---------------------------------------------------------------------------------------------
    // Schema

    @Test
    void theDatabaseIsSchemaVersion1InWalMode() throws Exception {
        Path dir = home.resolve("q");
        enqueueOne(dir, "schema");
        try (Connection c = connect(dir); Statement s = c.createStatement()) {
            assertEquals(1, single(s, "PRAGMA user_version"));
            try (ResultSet rs = s.executeQuery("PRAGMA journal_mode")) {
                rs.next();
                assertEquals("wal", rs.getString(1));
            }
            assertEquals(List.of(
                    "seq INTEGER notnull=0 pk=1", "event_id TEXT notnull=1 pk=0", "format INTEGER notnull=1 pk=0",
                    "key_id BLOB notnull=1 pk=0", "host TEXT notnull=1 pk=0", "session_key TEXT notnull=1 pk=0",
                    "event_class TEXT notnull=1 pk=0", "created_at INTEGER notnull=1 pk=0",
                    "enqueued_at INTEGER notnull=1 pk=0", "status TEXT notnull=1 pk=0 default='pending'",
                    "attempts INTEGER notnull=1 pk=0 default=0", "next_attempt_at INTEGER notnull=1 pk=0",
                    "last_error TEXT notnull=0 pk=0", "lease_owner TEXT notnull=0 pk=0",
                    "lease_until INTEGER notnull=0 pk=0", "nonce BLOB notnull=1 pk=0", "ciphertext BLOB notnull=1 pk=0",
                    "size INTEGER notnull=1 pk=0"), columns(s, "records"));
            assertEquals(List.of(
                    "event_id TEXT notnull=0 pk=1", "host TEXT notnull=1 pk=0", "session_key TEXT notnull=1 pk=0",
                    "event_class TEXT notnull=1 pk=0", "created_at INTEGER notnull=1 pk=0",
                    "detected_at INTEGER notnull=1 pk=0", "reason TEXT notnull=1 pk=0", "size INTEGER notnull=1 pk=0"),
                    columns(s, "tampered"));
            assertEquals(List.of("name TEXT notnull=1 pk=1", "value INTEGER notnull=1 pk=0"), columns(s, "counters"));

            List<String> objects = new ArrayList<>();
            try (ResultSet rs = s.executeQuery("""
                    SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name""")) {
                while (rs.next()) {
                    objects.add(rs.getString(1) + " " + rs.getString(2));
                }
            }
            assertEquals(List.of("index records_due", "table counters", "table records", "table tampered",
                    "trigger records_counted_in", "trigger records_counted_out"), objects);

            Map<String, Long> counters = new LinkedHashMap<>();
            try (ResultSet rs = s.executeQuery("SELECT name, value FROM counters ORDER BY name")) {
                while (rs.next()) {
                    counters.put(rs.getString(1), rs.getLong(2));
                }
            }
            assertEquals(Set.of("stored_records", "stored_bytes", "dropped", "tampered", "delivered"), counters.keySet());
            assertEquals(1L, counters.get("stored_records"));
            assertEquals(single(s, "SELECT size FROM records"), (long) counters.get("stored_bytes"));
        }
    }

    @Test
    void aQueueOfANewerSchemaIsRefusedAndLeftAsItIs() throws Exception {
        Path dir = home.resolve("q");
        enqueueOne(dir, "kept");
        try (Connection c = connect(dir); Statement s = c.createStatement()) {
            s.execute("PRAGMA user_version = 2");
        }
        QueueException refused = assertThrows(QueueException.class, () -> CaptureQueue.open(config(dir)));
        assertTrue(refused.getMessage().contains("newer albert-capture (schema 2)"), refused.getMessage());
        try (Connection c = connect(dir); Statement s = c.createStatement()) {
            assertEquals(2, single(s, "PRAGMA user_version"));
            assertEquals(1, single(s, "SELECT count(*) FROM records"));
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Records

    @Test
    void aRecordIsAesGcmUnderTheKeyFileWithItsClearColumnsBoundIn() throws Exception {
        Path dir = home.resolve("q");
        UUID id = UUID.fromString("01890a5d-ac96-774b-bcce-b302099a8057");
        String eventId;
        try (CaptureQueue q = CaptureQueue.open(config(dir))) {
            eventId = q.enqueue(NewEvent.of("codex", "session-7", CaptureEventClass.TOOL_OUTCOME, "the sealed text")
                    .withEventId(id).withCreatedAt(clock.instant().minusSeconds(5))
                    .withContext("turn-3", "proj", "main").withMetadata(Map.of("tool", "bash"))).eventId();
        }
        assertEquals(id.toString(), eventId);
        byte[] key = Files.readAllBytes(dir.resolve("queue.key"));

        try (Connection c = connect(dir); PreparedStatement select = c.prepareStatement("""
                SELECT event_id, format, key_id, host, session_key, event_class, created_at, enqueued_at, status,
                       attempts, next_attempt_at, last_error, lease_owner, lease_until, nonce, ciphertext, size
                  FROM records""");
             ResultSet rs = select.executeQuery()) {
            assertTrue(rs.next());
            assertEquals(eventId, rs.getString("event_id"));
            assertEquals(1, rs.getInt("format"));
            assertArrayEquals(keyId(key), rs.getBytes("key_id"));
            assertEquals("codex", rs.getString("host"));
            assertEquals("session-7", rs.getString("session_key"));
            assertEquals("tool_outcome", rs.getString("event_class"));
            assertEquals(clock.millis() - 5_000, rs.getLong("created_at"));
            assertEquals(clock.millis(), rs.getLong("enqueued_at"));
            assertEquals("pending", rs.getString("status"));
            assertEquals(0, rs.getInt("attempts"));
            assertEquals(clock.millis(), rs.getLong("next_attempt_at"));
            assertNull(rs.getString("last_error"));
            assertNull(rs.getString("lease_owner"));
            assertNull(rs.getObject("lease_until"));
            byte[] nonce = rs.getBytes("nonce");
            byte[] ciphertext = rs.getBytes("ciphertext");
            assertEquals(12, nonce.length);
            assertEquals(ciphertext.length, rs.getLong("size"));

            byte[] plaintext = open(key, nonce, ciphertext, eventId, "codex", "session-7", "tool_outcome",
                    clock.millis() - 5_000);
            assertEquals(Map.of("text", "the sealed text", "turn_key", "turn-3", "project_ref", "proj",
                    "branch", "main", "metadata", Map.of("tool", "bash")),
                    new com.fasterxml.jackson.databind.ObjectMapper().readValue(plaintext, Map.class));
            assertFalse(rs.next());
        }
        // Only ciphertext reaches the files.
        for (String name : names(dir)) {
            String content = new String(Files.readAllBytes(dir.resolve(name)), StandardCharsets.ISO_8859_1);
            assertFalse(content.contains("the sealed text"), name);
        }
    }

    @Test
    void aQueueWrittenInTheVersion1FormatIsReadAndDelivered() throws Exception {
        Path dir = home.resolve("albert").resolve("capture");
        Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        Files.write(dir.resolve("queue.key"), key);
        Files.setPosixFilePermissions(dir.resolve("queue.key"), PosixFilePermissions.fromString("rw-------"));
        String first = "01890a5d-ac96-774b-bcce-b302099a8057";
        String second = "01890a5d-ac97-7000-8000-000000000001";
        long createdAt = clock.millis() - 60_000;
        try (Connection c = connect(dir); Statement s = c.createStatement()) {
            s.execute("PRAGMA journal_mode=WAL");
            for (String ddl : VERSION_1_DDL) {
                s.execute(ddl);
            }
            s.execute("PRAGMA user_version = 1");
            insertSealed(c, key, first, "claude-code", "s-1", "note", createdAt,
                    "{\"text\":\"written by hand\",\"turn_key\":null,\"project_ref\":\"p\",\"branch\":null,\"metadata\":{}}");
            insertSealed(c, key, second, "claude-code", "s-1", "decision", createdAt + 1,
                    "{\"text\":\"second\",\"turn_key\":\"t\",\"project_ref\":null,\"branch\":\"b\",\"metadata\":{\"k\":\"v\"}}");
        }

        try (CaptureQueue q = CaptureQueue.open(config(dir))) {
            QueueStats stats = q.stats();
            assertEquals(2, stats.queued());
            assertEquals(Duration.ofMinutes(1), stats.oldestAge());
            assertEquals(new VerifyReport(2, 0), q.verify());
            Claim claim = q.claim("me", 10, 1 << 20, clock.instant().plusSeconds(30));
            assertEquals(0, claim.tampered());
            assertEquals(List.of(first, second), claim.events().stream().map(QueuedEvent::eventId).toList());
            QueuedEvent e = claim.events().getFirst();
            assertEquals("claude-code", e.host());
            assertEquals("s-1", e.sessionKey());
            assertEquals(CaptureEventClass.NOTE, e.eventClass());
            assertEquals(createdAt, e.createdAt().toEpochMilli());
            assertEquals(new EventPayload("written by hand", null, "p", null, Map.of()), e.payload());
            assertEquals(new EventPayload("second", "t", null, "b", Map.of("k", "v")), claim.events().get(1).payload());
            q.settle("me", List.of(new Settlement.Delivered(first), new Settlement.Delivered(second)));
            assertEquals(2, q.stats().delivered());
            assertEquals(0, q.stats().queued());
        }
    }

    // ---------------------------------------------------------------------------------------------
    // What a crash leaves behind

    @Test
    void aDatabaseCopiedWithItsWalWhileOpenHasEveryAcknowledgedRecord() throws Exception {
        Path dir = home.resolve("q");
        Path crashed = home.resolve("crashed");
        Files.createDirectories(crashed);
        try (CaptureQueue q = CaptureQueue.open(config(dir))) {
            for (int i = 0; i < 5; i++) {
                q.enqueue(NewEvent.of("claude-code", "s-1", CaptureEventClass.NOTE, "acknowledged " + i));
            }
            // What kill -9 leaves: the files as they are while the queue is open, WAL not checkpointed.
            assertTrue(Files.size(dir.resolve("queue.db-wal")) > 0, "the records are in the WAL");
            for (String name : names(dir)) {
                Files.copy(dir.resolve(name), crashed.resolve(name));
            }
        }
        try (CaptureQueue q = CaptureQueue.open(config(crashed))) {
            assertEquals(5, q.stats().queued());
            assertEquals(new VerifyReport(5, 0), q.verify());
            assertEquals(List.of("acknowledged 0", "acknowledged 1", "acknowledged 2", "acknowledged 3", "acknowledged 4"),
                    q.claim("me", 10, 1 << 20, clock.instant().plusSeconds(30)).events().stream()
                            .map(e -> e.payload().text()).toList());
        }
    }

    @Test
    void aLeaseLeftByADeadFlusherIsHonouredUntilItExpiresThenTakenOver() throws Exception {
        Path dir = home.resolve("q");
        try (CaptureQueue q = CaptureQueue.open(config(dir))) {
            q.enqueue(NewEvent.of("claude-code", "s-1", CaptureEventClass.NOTE, "leased"));
            assertEquals(1, q.claim("dead-flusher", 10, 1 << 20, clock.instant().plusSeconds(30)).events().size());
        }
        try (Connection c = connect(dir); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT lease_owner, lease_until FROM records")) {
            assertTrue(rs.next());
            assertEquals("dead-flusher", rs.getString(1));
            assertEquals(clock.millis() + 30_000, rs.getLong(2));
        }
        try (CaptureQueue q = CaptureQueue.open(config(dir))) {
            assertTrue(q.claim("next", 10, 1 << 20, clock.instant().plusSeconds(30)).isEmpty());
            clock.advance(Duration.ofSeconds(30));
            assertEquals(List.of("leased"), q.claim("next", 10, 1 << 20, clock.instant().plusSeconds(30)).events().stream()
                    .map(e -> e.payload().text()).toList());
        }
    }

    @Test
    void anUnreadableDatabaseIsMovedAsideWithItsWalAndShmAndANewOneStarted() throws Exception {
        Path dir = home.resolve("q");
        Files.createDirectories(dir);
        Files.write(dir.resolve("queue.db"), "this is not a database, it only looks like one ...".repeat(100)
                .getBytes(StandardCharsets.US_ASCII));
        Files.write(dir.resolve("queue.db-wal"), new byte[0]);
        Files.write(dir.resolve("queue.db-shm"), new byte[0]);
        try (CaptureQueue q = CaptureQueue.open(config(dir))) {
            q.enqueue(NewEvent.of("claude-code", "s-1", CaptureEventClass.NOTE, "fresh"));
            assertEquals(1, q.stats().queued());
        }
        String suffix = ".corrupt-" + clock.millis();
        Set<String> names = names(dir);
        assertTrue(names.containsAll(Set.of("queue.db" + suffix, "queue.db" + suffix + "-wal", "queue.db" + suffix + "-shm")),
                names.toString());
    }

    @Test
    void leftoversOfAnInterruptedKeyCreationAreIgnored() throws Exception {
        Path dir = home.resolve("q");
        Files.createDirectories(dir);
        // A key creation killed before its hard link: only the private temporary file exists.
        Files.write(dir.resolve(".queue.key.0011223344556677.tmp"), new byte[32]);
        enqueueOne(dir, "after the crash");
        byte[] key = Files.readAllBytes(dir.resolve("queue.key"));
        assertEquals(32, key.length);
        assertFalse(Arrays.equals(new byte[32], key), "the temporary file is never taken as the key");
        // A key file of the wrong length (truncated) is moved aside as queue.key.invalid-<millis>.
        Files.write(dir.resolve("queue.key"), new byte[] {1, 2, 3});
        try (CaptureQueue q = CaptureQueue.open(config(dir))) {
            assertEquals(new VerifyReport(0, 1), q.verify());
            assertEquals("key_changed", q.tampered().getFirst().reason());
        }
        assertTrue(names(dir).contains("queue.key.invalid-" + clock.millis()), names(dir).toString());
    }

    // ---------------------------------------------------------------------------------------------
    // The format, written out independently of the queue's classes

    /** The version 1 schema as docs/capture-queue.md describes it. */
    private static final List<String> VERSION_1_DDL = List.of("""
            CREATE TABLE records (
                seq INTEGER PRIMARY KEY AUTOINCREMENT, event_id TEXT NOT NULL UNIQUE, format INTEGER NOT NULL,
                key_id BLOB NOT NULL, host TEXT NOT NULL, session_key TEXT NOT NULL, event_class TEXT NOT NULL,
                created_at INTEGER NOT NULL, enqueued_at INTEGER NOT NULL,
                status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'parked')),
                attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, last_error TEXT,
                lease_owner TEXT, lease_until INTEGER, nonce BLOB NOT NULL, ciphertext BLOB NOT NULL,
                size INTEGER NOT NULL)""",
            "CREATE INDEX records_due ON records(status, next_attempt_at)",
            """
            CREATE TABLE tampered (
                event_id TEXT PRIMARY KEY, host TEXT NOT NULL, session_key TEXT NOT NULL, event_class TEXT NOT NULL,
                created_at INTEGER NOT NULL, detected_at INTEGER NOT NULL, reason TEXT NOT NULL, size INTEGER NOT NULL)""",
            "CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID",
            """
            INSERT INTO counters(name, value) VALUES
                ('stored_records', 0), ('stored_bytes', 0), ('dropped', 0), ('tampered', 0), ('delivered', 0)""",
            """
            CREATE TRIGGER records_counted_in AFTER INSERT ON records BEGIN
                UPDATE counters SET value = value + 1 WHERE name = 'stored_records';
                UPDATE counters SET value = value + NEW.size WHERE name = 'stored_bytes';
            END""",
            """
            CREATE TRIGGER records_counted_out AFTER DELETE ON records BEGIN
                UPDATE counters SET value = value - 1 WHERE name = 'stored_records';
                UPDATE counters SET value = value - OLD.size WHERE name = 'stored_bytes';
            END""");

    private void insertSealed(Connection c, byte[] key, String eventId, String host, String session, String eventClass,
                              long createdAt, String payloadJson) throws Exception {
        byte[] nonce = new byte[12];
        new SecureRandom().nextBytes(nonce);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, nonce));
        cipher.updateAAD(associatedData(eventId, host, session, eventClass, createdAt));
        byte[] ciphertext = cipher.doFinal(payloadJson.getBytes(StandardCharsets.UTF_8));
        try (PreparedStatement insert = c.prepareStatement("""
                INSERT INTO records(event_id, format, key_id, host, session_key, event_class, created_at, enqueued_at,
                                    next_attempt_at, nonce, ciphertext, size)
                VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")) {
            insert.setString(1, eventId);
            insert.setBytes(2, keyId(key));
            insert.setString(3, host);
            insert.setString(4, session);
            insert.setString(5, eventClass);
            insert.setLong(6, createdAt);
            insert.setLong(7, createdAt);
            insert.setLong(8, createdAt);
            insert.setBytes(9, nonce);
            insert.setBytes(10, ciphertext);
            insert.setLong(11, ciphertext.length);
            insert.executeUpdate();
        }
    }

    private static byte[] open(byte[] key, byte[] nonce, byte[] ciphertext, String eventId, String host, String session,
                               String eventClass, long createdAt) throws Exception {
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, nonce));
        cipher.updateAAD(associatedData(eventId, host, session, eventClass, createdAt));
        return cipher.doFinal(ciphertext);
    }

    /** The domain, the format version (int), the clear columns as modified UTF-8, the creation time (long). */
    private static byte[] associatedData(String eventId, String host, String session, String eventClass, long createdAt)
            throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.write(RECORD_AAD_DOMAIN.getBytes(StandardCharsets.US_ASCII));
            out.writeInt(1);
            out.writeUTF(eventId);
            out.writeUTF(host);
            out.writeUTF(session);
            out.writeUTF(eventClass);
            out.writeLong(createdAt);
        }
        return bytes.toByteArray();
    }

    /** The first 8 bytes of HMAC-SHA256(key, label). */
    private static byte[] keyId(byte[] key) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(key, "HmacSHA256"));
        return Arrays.copyOf(mac.doFinal(KEY_ID_LABEL.getBytes(StandardCharsets.US_ASCII)), 8);
    }

    private void enqueueOne(Path dir, String text) {
        try (CaptureQueue q = CaptureQueue.open(config(dir))) {
            q.enqueue(NewEvent.of("claude-code", "s-1", CaptureEventClass.NOTE, text));
        }
    }

    private static Connection connect(Path dir) throws Exception {
        return DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("queue.db"));
    }

    private static long single(Statement s, String sql) throws Exception {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static List<String> columns(Statement s, String table) throws Exception {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = s.executeQuery("PRAGMA table_info(" + table + ")")) {
            while (rs.next()) {
                String dflt = rs.getString("dflt_value");
                out.add(rs.getString("name") + " " + rs.getString("type") + " notnull=" + rs.getInt("notnull")
                        + " pk=" + rs.getInt("pk") + (dflt == null ? "" : " default=" + dflt));
            }
        }
        return out;
    }

    private static Set<String> names(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return new TreeSet<>(files.map(p -> p.getFileName().toString()).toList());
        }
    }

    private static String perms(Path p) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }
}

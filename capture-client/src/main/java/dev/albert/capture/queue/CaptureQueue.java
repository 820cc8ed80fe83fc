package dev.albert.capture.queue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.api.Json;
import dev.albert.api.capture.CaptureEventClass;
import dev.albert.safety.Redaction;
import dev.albert.safety.SecretFinding;
import dev.albert.safety.SecretScanner;
import org.sqlite.SQLiteConfig;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import javax.crypto.AEADBadTagException;

/**
 * The user's durable, encrypted capture queue: one SQLite file in WAL mode with
 * {@code synchronous=FULL}, one transaction per write, so a method that returns has reached the disk
 * and a {@code kill -9} at any instant leaves whole records only. Only ciphertext and bookkeeping go
 * into SQL (the database, its WAL and shared-memory file): the event content is screened for
 * secrets, then sealed with AES-256-GCM before it reaches SQLite.
 *
 * <p>Several processes may use the same queue at once: every write is a {@code BEGIN IMMEDIATE}
 * transaction that waits up to the busy timeout for another writer, and delivery leases records
 * (owner and expiry) so two flushers never send the same record at the same time. One instance is
 * safe for several threads (its methods take turns on one connection).
 *
 * <p>Nothing here logs; exceptions name files and operations, never content.
 */
public final class CaptureQueue implements AutoCloseable {
    static final int SCHEMA_VERSION = 1;
    static final int MAX_TAMPERED_KEPT = 1_000;
    private static final int MAX_ERROR_LENGTH = 300;

    private final QueueConfig config;
    private final Connection db;
    private final RecordCipher cipher;
    private final EventIds ids;
    private final ObjectMapper json = Json.mapper();
    private final Map<String, PreparedStatement> statements = new java.util.HashMap<>();
    private boolean closed;

    private CaptureQueue(QueueConfig config, Connection db, RecordCipher cipher) {
        this.config = config;
        this.db = db;
        this.cipher = cipher;
        this.ids = new EventIds(config.clock(), config.random());
    }

    /**
     * Opens (creating on first use) the queue: the 0700 directory, the 0600 key file and the database.
     * A database file SQLite cannot read at all is moved aside ({@code queue.db.corrupt-<millis>}) and a
     * new one started, so a corrupt file never stops capture.
     */
    public static CaptureQueue open(QueueConfig config) {
        try {
            QueueLocation.prepare(config.directory());
            byte[] key = KeyFile.loadOrCreate(config.keyFile(), config.random(), config.clock());
            RecordCipher cipher = new RecordCipher(key, config.random());
            Connection db;
            try {
                db = openDatabase(config);
            } catch (SQLException e) {
                if (!isCorruption(e)) {
                    throw e;
                }
                moveAsideCorrupt(config);
                db = openDatabase(config);
            }
            return new CaptureQueue(config, db, cipher);
        } catch (IOException e) {
            throw new QueueException("cannot open the capture queue in " + config.directory() + ": " + e, e);
        } catch (SQLException e) {
            throw new QueueException("cannot open the capture queue database " + config.databaseFile() + ": "
                    + e.getMessage(), e);
        }
    }

    public Path directory() {
        return config.directory();
    }

    public QueueLimits limits() {
        return config.limits();
    }

    // ---------------------------------------------------------------------------------------------
    // Writing

    /**
     * Screens, seals and durably stores one event. When it returns the record has survived a crash.
     * Drops the oldest records (counted in {@code dropped}) if the bounds would be exceeded.
     *
     * @throws IllegalArgumentException if the sealed payload is larger than {@link QueueLimits#maxRecordBytes()}
     * @throws QueueException           if the database cannot be written (disk full, locked past the busy timeout)
     */
    public synchronized Enqueued enqueue(NewEvent event) {
        ensureOpen();
        Instant now = config.clock().instant();
        String eventId = (event.eventId() != null ? event.eventId() : ids.next()).toString();
        Instant createdAt = event.createdAt() != null ? event.createdAt() : now;

        Set<String> rules = new LinkedHashSet<>();
        SecretScanner scanner = config.scanner();
        Map<String, String> metadata = new LinkedHashMap<>();
        event.metadata().forEach((k, v) -> metadata.put(k, screen(scanner, v, rules)));
        EventPayload payload = new EventPayload(screen(scanner, event.text(), rules), screen(scanner, event.turnKey(), rules),
                screen(scanner, event.projectRef(), rules), screen(scanner, event.branch(), rules), metadata);
        byte[] plaintext = serialize(payload);
        if (plaintext.length > config.limits().maxRecordBytes()) {
            throw new IllegalArgumentException("event is " + plaintext.length + " bytes; the queue takes at most "
                    + config.limits().maxRecordBytes() + " bytes per event");
        }
        // The host and session key are clear columns (delivery order, listing, tamper bookkeeping): they
        // are screened like every other field before anything is stored, so a credential-shaped session
        // key never lands in SQL in clear. Existing records keep their columns (and stay readable).
        String host = screen(scanner, event.host(), rules);
        String sessionKey = screen(scanner, event.sessionKey(), rules);
        RecordCipher.RecordHeader header = new RecordCipher.RecordHeader(eventId, host, sessionKey,
                event.eventClass(), createdAt.toEpochMilli());
        RecordCipher.Sealed sealed = cipher.seal(plaintext, header);
        java.util.Arrays.fill(plaintext, (byte) 0);

        return inWriteTransaction("enqueue an event", () -> {
            PreparedStatement insert = statement("""
                    INSERT INTO records(event_id, format, key_id, host, session_key, event_class, created_at,
                                        enqueued_at, next_attempt_at, nonce, ciphertext, size)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(event_id) DO NOTHING""");
            insert.setString(1, eventId);
            insert.setInt(2, RecordCipher.FORMAT_VERSION);
            insert.setBytes(3, cipher.keyId());
            insert.setString(4, host);
            insert.setString(5, sessionKey);
            insert.setString(6, event.eventClass().wireName());
            insert.setLong(7, createdAt.toEpochMilli());
            insert.setLong(8, now.toEpochMilli());
            insert.setLong(9, now.toEpochMilli());
            insert.setBytes(10, sealed.nonce());
            insert.setBytes(11, sealed.ciphertext());
            insert.setLong(12, sealed.ciphertext().length);
            insert.executeUpdate();
            if (changes() == 0) {
                return new Enqueued(eventId, true, List.copyOf(rules), 0);
            }
            int dropped = dropOldestBeyondBounds();
            return new Enqueued(eventId, false, List.copyOf(rules), dropped);
        });
    }

    /**
     * Deletes the oldest records until both bounds hold. The record just inserted is the newest and
     * always fits on its own (maxRecordBytes ≤ maxBytes, maxRecords ≥ 1), so it is never reached.
     */
    private int dropOldestBeyondBounds() throws SQLException {
        Map<String, Long> counters = counters();
        long records = counters.getOrDefault("stored_records", 0L);
        long bytes = counters.getOrDefault("stored_bytes", 0L);
        QueueLimits limits = config.limits();
        if (records <= limits.maxRecords() && bytes <= limits.maxBytes()) {
            return 0;
        }
        int dropped = 0;
        long lastDropped = -1;
        try (ResultSet rs = statement("SELECT seq, size FROM records ORDER BY seq").executeQuery()) {
            while ((records > limits.maxRecords() || bytes > limits.maxBytes()) && rs.next()) {
                lastDropped = rs.getLong(1);
                bytes -= rs.getLong(2);
                records--;
                dropped++;
            }
        }
        if (dropped > 0) {
            PreparedStatement delete = statement("DELETE FROM records WHERE seq <= ?");
            delete.setLong(1, lastDropped);
            delete.executeUpdate();
            addToCounter("dropped", dropped);
        }
        return dropped;
    }

    // ---------------------------------------------------------------------------------------------
    // Delivery side

    /**
     * Leases the oldest due records to {@code owner} until {@code leaseUntil}: at most
     * {@code maxEvents}, and at most {@code maxBytes} of ciphertext (but always at least one record if
     * any is due). Records leased by another owner whose lease has not expired are skipped, so two
     * flushers never send the same record at once. Each record is authenticated; one that fails is
     * moved aside to the {@code tampered} table and counted, never returned.
     */
    public synchronized Claim claim(String owner, int maxEvents, long maxBytes, Instant leaseUntil) {
        ensureOpen();
        long now = config.clock().millis();
        record Row(long seq, String eventId, int format, byte[] keyId, String host, String session, String eventClass,
                   long createdAt, int attempts, byte[] nonce, byte[] ciphertext, long size) {
        }
        List<Row> rows = inWriteTransaction("claim records for delivery", () -> {
            List<Row> picked = new ArrayList<>();
            long total = 0;
            PreparedStatement select = statement("""
                    SELECT seq, event_id, format, key_id, host, session_key, event_class, created_at, attempts,
                           nonce, ciphertext, size
                      FROM records
                     WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
                     ORDER BY seq
                     LIMIT ?""");
            select.setLong(1, now);
            select.setLong(2, now);
            select.setInt(3, maxEvents);
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    long size = rs.getLong(12);
                    if (!picked.isEmpty() && total + size > maxBytes) {
                        break;
                    }
                    total += size;
                    picked.add(new Row(rs.getLong(1), rs.getString(2), rs.getInt(3), rs.getBytes(4), rs.getString(5),
                            rs.getString(6), rs.getString(7), rs.getLong(8), rs.getInt(9), rs.getBytes(10),
                            rs.getBytes(11), size));
                }
            }
            if (!picked.isEmpty()) {
                PreparedStatement lease = statement(
                        "UPDATE records SET lease_owner = ?, lease_until = ? WHERE seq IN (SELECT value FROM json_each(?))");
                lease.setString(1, owner);
                lease.setLong(2, leaseUntil.toEpochMilli());
                lease.setString(3, jsonArray(picked.stream().map(r -> (Object) r.seq()).toList()));
                lease.executeUpdate();
            }
            return picked;
        });

        List<QueuedEvent> events = new ArrayList<>(rows.size());
        Map<Long, TamperReason> tampered = new LinkedHashMap<>();
        for (Row r : rows) {
            CaptureEventClass eventClass;
            try {
                eventClass = CaptureEventClass.fromWire(r.eventClass());
            } catch (IllegalArgumentException e) {
                tampered.put(r.seq(), TamperReason.AUTHENTICATION_FAILED);
                continue;
            }
            RecordCipher.RecordHeader header = new RecordCipher.RecordHeader(r.eventId(), r.host(), r.session(),
                    eventClass, r.createdAt());
            Object opened = openRecord(r.format(), r.keyId(), r.nonce(), r.ciphertext(), header);
            if (opened instanceof TamperReason reason) {
                tampered.put(r.seq(), reason);
            } else {
                events.add(new QueuedEvent(r.eventId(), r.host(), r.session(), eventClass,
                        Instant.ofEpochMilli(r.createdAt()), r.attempts(), r.size(), (EventPayload) opened));
            }
        }
        if (!tampered.isEmpty()) {
            moveAside(tampered);
        }
        return new Claim(events, tampered.size());
    }

    /**
     * Records how a delivery attempt ended, in one transaction: delivered records are deleted and
     * counted; parked, retried and released ones change only if {@code owner} still holds their lease
     * (if it expired and another flusher took them, that flusher decides).
     */
    public synchronized void settle(String owner, List<? extends Settlement> settlements) {
        ensureOpen();
        if (settlements.isEmpty()) {
            return;
        }
        inWriteTransaction("record delivery results", () -> {
            int delivered = 0;
            List<Object> deliveredIds = settlements.stream()
                    .filter(s -> s instanceof Settlement.Delivered).map(s -> (Object) s.eventId()).toList();
            if (!deliveredIds.isEmpty()) {
                PreparedStatement delete = statement("DELETE FROM records WHERE event_id IN (SELECT value FROM json_each(?))");
                delete.setString(1, jsonArray(deliveredIds));
                delete.executeUpdate();
                delivered = changes();
            }
            for (Settlement s : settlements) {
                switch (s) {
                    case Settlement.Delivered ignored -> {
                        // deleted above, all at once
                    }
                    case Settlement.Parked p -> {
                        PreparedStatement park = statement("""
                                UPDATE records SET status = 'parked', attempts = attempts + 1, last_error = ?,
                                                   lease_owner = NULL, lease_until = NULL
                                 WHERE event_id = ? AND lease_owner = ?""");
                        park.setString(1, shorten(p.reason()));
                        park.setString(2, p.eventId());
                        park.setString(3, owner);
                        park.executeUpdate();
                    }
                    case Settlement.Retry r -> {
                        PreparedStatement retry = statement("""
                                UPDATE records SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?,
                                                   lease_owner = NULL, lease_until = NULL
                                 WHERE event_id = ? AND lease_owner = ?""");
                        retry.setLong(1, r.nextAttemptAt().toEpochMilli());
                        retry.setString(2, shorten(r.error()));
                        retry.setString(3, r.eventId());
                        retry.setString(4, owner);
                        retry.executeUpdate();
                    }
                    case Settlement.Released r -> {
                        PreparedStatement release = statement("""
                                UPDATE records SET lease_owner = NULL, lease_until = NULL
                                 WHERE event_id = ? AND lease_owner = ?""");
                        release.setString(1, r.eventId());
                        release.setString(2, owner);
                        release.executeUpdate();
                    }
                }
            }
            if (delivered > 0) {
                addToCounter("delivered", delivered);
            }
            return null;
        });
    }

    /** Authenticates every stored record (pending and parked); moves aside and counts those that fail. */
    public synchronized VerifyReport verify() {
        ensureOpen();
        int ok = 0;
        Map<Long, TamperReason> failed = new LinkedHashMap<>();
        try (PreparedStatement select = db.prepareStatement("""
                SELECT seq, event_id, format, key_id, host, session_key, event_class, created_at, nonce, ciphertext
                  FROM records ORDER BY seq""");
             ResultSet rs = select.executeQuery()) {
            while (rs.next()) {
                long seq = rs.getLong(1);
                CaptureEventClass eventClass;
                try {
                    eventClass = CaptureEventClass.fromWire(rs.getString(7));
                } catch (IllegalArgumentException e) {
                    failed.put(seq, TamperReason.AUTHENTICATION_FAILED);
                    continue;
                }
                RecordCipher.RecordHeader header = new RecordCipher.RecordHeader(rs.getString(2), rs.getString(5),
                        rs.getString(6), eventClass, rs.getLong(8));
                Object opened = openRecord(rs.getInt(3), rs.getBytes(4), rs.getBytes(9), rs.getBytes(10), header);
                if (opened instanceof TamperReason reason) {
                    failed.put(seq, reason);
                } else {
                    ok++;
                }
            }
        } catch (SQLException e) {
            throw failure("verify the queue", e);
        }
        if (!failed.isEmpty()) {
            moveAside(failed);
        }
        return new VerifyReport(ok, failed.size());
    }

    /** Either the payload or why it cannot be trusted. */
    private Object openRecord(int format, byte[] keyId, byte[] nonce, byte[] ciphertext, RecordCipher.RecordHeader header) {
        byte[] plaintext;
        try {
            plaintext = cipher.open(format, nonce, ciphertext, header);
        } catch (AEADBadTagException e) {
            return cipher.sameKey(keyId) ? TamperReason.AUTHENTICATION_FAILED : TamperReason.KEY_CHANGED;
        }
        try {
            return json.readValue(plaintext, EventPayload.class);
        } catch (IOException e) {
            return TamperReason.UNREADABLE;
        } finally {
            java.util.Arrays.fill(plaintext, (byte) 0);
        }
    }

    private void moveAside(Map<Long, TamperReason> records) {
        long now = config.clock().millis();
        inWriteTransaction("move tampered records aside", () -> {
            int moved = 0;
            try (PreparedStatement copy = db.prepareStatement("""
                    INSERT OR REPLACE INTO tampered(event_id, host, session_key, event_class, created_at, detected_at,
                                                    reason, size)
                    SELECT event_id, host, session_key, event_class, created_at, ?, ?, size FROM records WHERE seq = ?""");
                 PreparedStatement delete = db.prepareStatement("DELETE FROM records WHERE seq = ?")) {
                for (Map.Entry<Long, TamperReason> e : records.entrySet()) {
                    copy.setLong(1, now);
                    copy.setString(2, e.getValue().code());
                    copy.setLong(3, e.getKey());
                    copy.executeUpdate();
                    delete.setLong(1, e.getKey());
                    delete.executeUpdate();
                    moved += changes();
                }
            }
            if (moved > 0) {
                addToCounter("tampered", moved);
            }
            try (PreparedStatement trim = db.prepareStatement("""
                    DELETE FROM tampered WHERE rowid IN
                      (SELECT rowid FROM tampered ORDER BY detected_at DESC, rowid DESC LIMIT -1 OFFSET ?)""")) {
                trim.setInt(1, MAX_TAMPERED_KEPT);
                trim.executeUpdate();
            }
            return null;
        });
    }

    // ---------------------------------------------------------------------------------------------
    // Inspection and maintenance

    public synchronized QueueStats stats() {
        ensureOpen();
        try {
            Map<String, Long> c = counters();
            long parked;
            Duration oldest = null;
            try (Statement s = db.createStatement()) {
                try (ResultSet rs = s.executeQuery("SELECT count(*) FROM records WHERE status = 'parked'")) {
                    rs.next();
                    parked = rs.getLong(1);
                }
                try (ResultSet rs = s.executeQuery("SELECT min(created_at) FROM records WHERE status = 'pending'")) {
                    rs.next();
                    long min = rs.getLong(1);
                    if (!rs.wasNull()) {
                        oldest = Duration.ofMillis(Math.max(0, config.clock().millis() - min));
                    }
                }
            }
            long stored = c.getOrDefault("stored_records", 0L);
            return new QueueStats(stored - parked, c.getOrDefault("stored_bytes", 0L), c.getOrDefault("dropped", 0L),
                    parked, c.getOrDefault("tampered", 0L), c.getOrDefault("delivered", 0L), oldest);
        } catch (SQLException e) {
            throw failure("read the queue statistics", e);
        }
    }

    /** The oldest {@code limit} stored records, bookkeeping only (the content stays sealed). */
    public synchronized List<RecordSummary> list(int limit) {
        ensureOpen();
        long now = config.clock().millis();
        List<RecordSummary> out = new ArrayList<>();
        try (PreparedStatement select = db.prepareStatement("""
                SELECT event_id, host, session_key, event_class, created_at, status, attempts, next_attempt_at,
                       last_error, size, lease_until
                  FROM records ORDER BY seq LIMIT ?""")) {
            select.setInt(1, limit);
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    CaptureEventClass eventClass;
                    try {
                        eventClass = CaptureEventClass.fromWire(rs.getString(4));
                    } catch (IllegalArgumentException e) {
                        eventClass = null;
                    }
                    long leaseUntil = rs.getLong(11);
                    boolean leased = !rs.wasNull() && leaseUntil > now;
                    out.add(new RecordSummary(rs.getString(1), rs.getString(2), rs.getString(3), eventClass,
                            Instant.ofEpochMilli(rs.getLong(5)), RecordStatus.fromColumn(rs.getString(6)), rs.getInt(7),
                            Instant.ofEpochMilli(rs.getLong(8)), rs.getString(9), rs.getLong(10), leased));
                }
            }
        } catch (SQLException e) {
            throw failure("list the queue", e);
        }
        return out;
    }

    /** Records moved aside because they failed authentication (the newest {@value #MAX_TAMPERED_KEPT} are kept). */
    public synchronized List<TamperedRecord> tampered() {
        ensureOpen();
        List<TamperedRecord> out = new ArrayList<>();
        try (Statement s = db.createStatement(); ResultSet rs = s.executeQuery("""
                SELECT event_id, host, session_key, event_class, created_at, detected_at, reason, size
                  FROM tampered ORDER BY detected_at, rowid""")) {
            while (rs.next()) {
                out.add(new TamperedRecord(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
                        Instant.ofEpochMilli(rs.getLong(5)), Instant.ofEpochMilli(rs.getLong(6)), rs.getString(7),
                        rs.getLong(8)));
            }
        } catch (SQLException e) {
            throw failure("list tampered records", e);
        }
        return out;
    }

    /** Deletes every stored record (pending, parked, tampered); the totals stay. Returns how many. */
    public synchronized int purge() {
        ensureOpen();
        return inWriteTransaction("purge the queue", () -> {
            int removed;
            try (Statement s = db.createStatement()) {
                s.executeUpdate("DELETE FROM records");
                removed = changes();
                s.executeUpdate("DELETE FROM tampered");
                removed += changes();
            }
            return removed;
        });
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            for (PreparedStatement s : statements.values()) {
                s.close();
            }
            statements.clear();
            db.close();
        } catch (SQLException e) {
            throw failure("close the queue", e);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Plumbing

    private static String screen(SecretScanner scanner, String value, Set<String> rules) {
        if (value == null || value.isEmpty()) {
            return value;
        }
        Redaction redaction = scanner.redact(value);
        for (SecretFinding f : redaction.findings()) {
            rules.add(f.rule());
        }
        return redaction.text();
    }

    private byte[] serialize(EventPayload payload) {
        try {
            return json.writeValueAsBytes(payload);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("event payload cannot be serialized", e);
        }
    }

    /** Server-supplied reasons end up in clear in SQL: keep them short and screened. */
    private String shorten(String text) {
        if (text == null) {
            return null;
        }
        String screened = config.scanner().redact(text).text();
        return screened.length() <= MAX_ERROR_LENGTH ? screened : screened.substring(0, MAX_ERROR_LENGTH) + "…";
    }

    /**
     * Rows changed by the last statement, not counting trigger work (the driver's update count
     * includes the counter triggers' updates).
     */
    private int changes() throws SQLException {
        try (ResultSet rs = statement("SELECT changes()").executeQuery()) {
            rs.next();
            return rs.getInt(1);
        }
    }

    private Map<String, Long> counters() throws SQLException {
        Map<String, Long> values = new LinkedHashMap<>();
        try (ResultSet rs = statement("SELECT name, value FROM counters").executeQuery()) {
            while (rs.next()) {
                values.put(rs.getString(1), rs.getLong(2));
            }
        }
        return values;
    }

    private void addToCounter(String name, long delta) throws SQLException {
        PreparedStatement update = statement("UPDATE counters SET value = value + ? WHERE name = ?");
        update.setLong(1, delta);
        update.setString(2, name);
        update.executeUpdate();
    }

    /** Statements are prepared once per connection; every caller binds all parameters. */
    private PreparedStatement statement(String sql) throws SQLException {
        PreparedStatement s = statements.get(sql);
        if (s == null) {
            s = db.prepareStatement(sql);
            statements.put(sql, s);
        }
        return s;
    }

    private String jsonArray(List<Object> values) {
        try {
            return json.writeValueAsString(values);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("ids cannot be serialized", e);
        }
    }

    @FunctionalInterface
    private interface SqlWork<T> {
        T run() throws SQLException;
    }

    /**
     * {@code BEGIN IMMEDIATE} takes the write lock up front (waiting up to the busy timeout), so a
     * transaction never fails half-way with "database is locked" when another process writes.
     */
    private <T> T inWriteTransaction(String what, SqlWork<T> work) {
        try {
            statement("BEGIN IMMEDIATE").execute();
            boolean committed = false;
            try {
                T result = work.run();
                statement("COMMIT").execute();
                committed = true;
                return result;
            } finally {
                if (!committed) {
                    rollbackQuietly();
                }
            }
        } catch (SQLException e) {
            throw failure(what, e);
        }
    }

    private void rollbackQuietly() {
        try (Statement s = db.createStatement()) {
            s.execute("ROLLBACK");
        } catch (SQLException ignored) {
            // no transaction left to roll back (SQLite rolls back itself on some errors)
        }
    }

    private QueueException failure(String what, SQLException e) {
        return new QueueException("cannot " + what + " (" + config.databaseFile() + "): " + e.getMessage(), e);
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("the capture queue is closed");
        }
    }

    private static Connection openDatabase(QueueConfig config) throws SQLException, IOException {
        Path file = config.databaseFile();
        // Create the file 0600 before SQLite does: its WAL and shared-memory files copy these permissions.
        try {
            if (QueueLocation.posix(file.getParent())) {
                Files.createFile(file, PosixFilePermissions.asFileAttribute(QueueLocation.OWNER_ONLY_FILE));
            } else {
                Files.createFile(file);
            }
        } catch (FileAlreadyExistsException exists) {
            QueueLocation.restrict(file, QueueLocation.OWNER_ONLY_FILE);
        }
        SQLiteConfig sqlite = new SQLiteConfig();
        sqlite.setBusyTimeout((int) Math.min(Integer.MAX_VALUE, config.busyTimeout().toMillis()));
        sqlite.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        Connection db = sqlite.createConnection("jdbc:sqlite:" + file);
        try {
            try (Statement s = db.createStatement()) {
                try (ResultSet rs = s.executeQuery("PRAGMA journal_mode")) {
                    rs.next();
                    if (!"wal".equalsIgnoreCase(rs.getString(1))) {
                        s.execute("PRAGMA journal_mode=WAL"); // persistent: done once per file
                    }
                }
                s.execute("PRAGMA synchronous=FULL");
                s.execute("PRAGMA foreign_keys=OFF");
            }
            migrate(db);
            return db;
        } catch (SQLException | RuntimeException e) {
            db.close();
            throw e;
        }
    }

    private static void migrate(Connection db) throws SQLException {
        if (userVersion(db) == SCHEMA_VERSION) {
            return;
        }
        try (Statement s = db.createStatement()) {
            s.execute("BEGIN IMMEDIATE");
            try {
                int version = userVersion(db);
                if (version == 0) {
                    for (String ddl : Schema.V1) {
                        s.execute(ddl);
                    }
                    s.execute("PRAGMA user_version = " + SCHEMA_VERSION);
                } else if (version > SCHEMA_VERSION) {
                    throw new SQLException("the queue was written by a newer albert-capture (schema " + version
                            + "); upgrade albert-capture");
                }
                s.execute("COMMIT");
            } catch (SQLException | RuntimeException e) {
                try {
                    s.execute("ROLLBACK");
                } catch (SQLException ignored) {
                    // already rolled back
                }
                throw e;
            }
        }
    }

    private static int userVersion(Connection db) throws SQLException {
        try (Statement s = db.createStatement(); ResultSet rs = s.executeQuery("PRAGMA user_version")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    private static boolean isCorruption(SQLException e) {
        int primary = e.getErrorCode() & 0xFF;
        return primary == 11 /* SQLITE_CORRUPT */ || primary == 26 /* SQLITE_NOTADB */;
    }

    private static void moveAsideCorrupt(QueueConfig config) throws IOException {
        Path db = config.databaseFile();
        String suffix = ".corrupt-" + config.clock().millis();
        for (String part : List.of("", "-wal", "-shm")) {
            Path file = db.resolveSibling(db.getFileName() + part);
            try {
                Files.move(file, file.resolveSibling(db.getFileName() + suffix + part));
            } catch (NoSuchFileException gone) {
                // never existed, or another process moved it first
            }
        }
    }

    /** A fresh random lease owner name, for a flusher that has none of its own. */
    public static String newOwner() {
        return "flush-" + ProcessHandle.current().pid() + "-" + UUID.randomUUID();
    }
}

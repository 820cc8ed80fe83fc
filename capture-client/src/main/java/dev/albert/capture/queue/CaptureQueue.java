package dev.albert.capture.queue;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The user's durable, encrypted capture queue: one SQLite file in WAL mode with
 * {@code synchronous=FULL}, one transaction per write, so a method that returns has reached the disk
 * and a {@code kill -9} at any instant leaves whole records only. Only ciphertext and bookkeeping go
 * into SQL (the database, its WAL and shared-memory file): the event content is screened for
 * secrets ({@link EventScreen}), then sealed with AES-256-GCM ({@link RecordSealer}) before it
 * reaches SQLite ({@link QueueDatabase}).
 *
 * <p>Several processes may use the same queue at once: every write is a {@code BEGIN IMMEDIATE}
 * transaction that waits up to the busy timeout for another writer, and delivery leases records
 * (owner and expiry, {@link Leases}) so two flushers never send the same record at the same time.
 * One instance is safe for several threads (its methods take turns on one connection).
 *
 * <p>Nothing here logs; exceptions name files and operations, never content.
 */
public final class CaptureQueue implements AutoCloseable {
    private final QueueConfig config;
    private final QueueDatabase db;
    private final RecordSealer sealer;
    private final EventScreen screen;
    private final EventIds ids;
    private final RecordStore records;
    private final Leases leases;
    private final TamperedRecords tamperedRecords;
    private final QueueStatistics statistics;
    private boolean closed;

    private CaptureQueue(QueueConfig config, QueueDatabase db, RecordCipher cipher) {
        this.config = config;
        this.db = db;
        this.sealer = new RecordSealer(cipher);
        this.screen = new EventScreen(config::scanner);
        this.ids = new EventIds(config.clock(), config.random());
        this.records = new RecordStore(db);
        this.leases = new Leases(db, screen);
        this.tamperedRecords = new TamperedRecords(db);
        this.statistics = new QueueStatistics(db);
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
            return new CaptureQueue(config, QueueDatabase.open(config), cipher);
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

        EventScreen.Screened screened = screen.screen(event);
        byte[] plaintext = sealer.plaintext(screened.payload());
        if (plaintext.length > config.limits().maxRecordBytes()) {
            throw new IllegalArgumentException("event is " + plaintext.length + " bytes; the queue takes at most "
                    + config.limits().maxRecordBytes() + " bytes per event");
        }
        RecordCipher.RecordHeader header = new RecordCipher.RecordHeader(eventId, screened.host(), screened.sessionKey(),
                event.eventClass(), createdAt.toEpochMilli());
        RecordCipher.Sealed sealed = sealer.seal(plaintext, header);

        return db.inWriteTransaction("enqueue an event", () -> {
            if (!records.insert(header, sealer.keyId(), sealed, now)) {
                return new Enqueued(eventId, true, screened.redactedRules(), 0);
            }
            return new Enqueued(eventId, false, screened.redactedRules(), records.dropOldestBeyond(config.limits()));
        });
    }

    /**
     * Leases the oldest due records to {@code owner} until {@code leaseUntil}: at most
     * {@code maxEvents}, and at most {@code maxBytes} of ciphertext (but always at least one record if
     * any is due). Records leased by another owner whose lease has not expired are skipped, so two
     * flushers never send the same record at once. Each record is authenticated; one that fails is
     * moved aside to the {@code tampered} table and counted, never returned.
     */
    public synchronized Claim claim(String owner, int maxEvents, long maxBytes, Instant leaseUntil) {
        ensureOpen();
        List<StoredRecord> leased = leases.leaseDue(owner, maxEvents, maxBytes, leaseUntil, config.clock().millis());
        List<QueuedEvent> events = new ArrayList<>(leased.size());
        Map<Long, TamperReason> untrusted = new LinkedHashMap<>();
        for (StoredRecord r : leased) {
            switch (sealer.open(r)) {
                case RecordSealer.Intact intact -> events.add(intact.event());
                case RecordSealer.Untrusted u -> untrusted.put(r.seq(), u.reason());
            }
        }
        moveAside(untrusted);
        return new Claim(events, untrusted.size());
    }

    /**
     * Records how a delivery attempt ended, in one transaction: delivered records are deleted and
     * counted; parked, retried and released ones change only if {@code owner} still holds their lease
     * (if it expired and another flusher took them, that flusher decides).
     */
    public synchronized void settle(String owner, List<? extends Settlement> settlements) {
        ensureOpen();
        if (!settlements.isEmpty()) {
            leases.settle(owner, settlements);
        }
    }

    /** Authenticates every stored record (pending and parked); moves aside and counts those that fail. */
    public synchronized VerifyReport verify() {
        ensureOpen();
        int[] ok = {0};
        Map<Long, TamperReason> failed = new LinkedHashMap<>();
        try {
            records.forEach(r -> {
                switch (sealer.open(r)) {
                    case RecordSealer.Intact ignored -> ok[0]++;
                    case RecordSealer.Untrusted u -> failed.put(r.seq(), u.reason());
                }
            });
        } catch (SQLException e) {
            throw db.failure("verify the queue", e);
        }
        moveAside(failed);
        return new VerifyReport(ok[0], failed.size());
    }

    private void moveAside(Map<Long, TamperReason> untrusted) {
        if (!untrusted.isEmpty()) {
            tamperedRecords.moveAside(untrusted, config.clock().millis());
        }
    }

    public synchronized QueueStats stats() {
        ensureOpen();
        try {
            return statistics.read(config.clock().millis());
        } catch (SQLException e) {
            throw db.failure("read the queue statistics", e);
        }
    }

    /** The oldest {@code limit} stored records, bookkeeping only (the content stays sealed). */
    public synchronized List<RecordSummary> list(int limit) {
        ensureOpen();
        try {
            return records.summaries(limit, config.clock().millis());
        } catch (SQLException e) {
            throw db.failure("list the queue", e);
        }
    }

    /** Records moved aside because they failed authentication (the newest {@value TamperedRecords#MAX_KEPT} are kept). */
    public synchronized List<TamperedRecord> tampered() {
        ensureOpen();
        try {
            return tamperedRecords.list();
        } catch (SQLException e) {
            throw db.failure("list tampered records", e);
        }
    }

    /** Deletes every stored record (pending, parked, tampered); the totals stay. Returns how many. */
    public synchronized int purge() {
        ensureOpen();
        return db.inWriteTransaction("purge the queue", records::deleteAll);
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        db.close();
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("the capture queue is closed");
        }
    }

    /** A fresh random lease owner name, for a flusher that has none of its own. */
    public static String newOwner() {
        return "flush-" + ProcessHandle.current().pid() + "-" + UUID.randomUUID();
    }
}

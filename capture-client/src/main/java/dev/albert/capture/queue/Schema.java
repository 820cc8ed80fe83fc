package dev.albert.capture.queue;

import java.util.List;

/**
 * The on-disk format, version 1 ({@code PRAGMA user_version = 1}). Only bookkeeping and ciphertext:
 * the event text and its fields exist in {@code ciphertext} alone. docs/capture-queue.md describes it.
 */
final class Schema {
    private Schema() {
    }

    static final List<String> V1 = List.of(
            """
            CREATE TABLE records (
                seq             INTEGER PRIMARY KEY AUTOINCREMENT,  -- insertion order: oldest first
                event_id        TEXT    NOT NULL UNIQUE,            -- UUIDv7, client-assigned
                format          INTEGER NOT NULL,                   -- record format version (1)
                key_id          BLOB    NOT NULL,                   -- 8-byte fingerprint of the sealing key
                host            TEXT    NOT NULL,
                session_key     TEXT    NOT NULL,
                event_class     TEXT    NOT NULL,
                created_at      INTEGER NOT NULL,                   -- epoch ms
                enqueued_at     INTEGER NOT NULL,                   -- epoch ms
                status          TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'parked')),
                attempts        INTEGER NOT NULL DEFAULT 0,
                next_attempt_at INTEGER NOT NULL,                   -- epoch ms
                last_error      TEXT,                               -- screened, at most 300 characters
                lease_owner     TEXT,
                lease_until     INTEGER,                            -- epoch ms
                nonce           BLOB    NOT NULL,                   -- 12 bytes
                ciphertext      BLOB    NOT NULL,                   -- AES-256-GCM, 16-byte tag appended
                size            INTEGER NOT NULL                    -- length of ciphertext
            )""",
            "CREATE INDEX records_due ON records(status, next_attempt_at)",
            """
            CREATE TABLE tampered (
                event_id    TEXT    PRIMARY KEY,
                host        TEXT    NOT NULL,
                session_key TEXT    NOT NULL,
                event_class TEXT    NOT NULL,
                created_at  INTEGER NOT NULL,
                detected_at INTEGER NOT NULL,
                reason      TEXT    NOT NULL,                       -- key_changed | authentication_failed | unreadable
                size        INTEGER NOT NULL
            )""",
            "CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID",
            """
            INSERT INTO counters(name, value) VALUES
                ('stored_records', 0), ('stored_bytes', 0), ('dropped', 0), ('tampered', 0), ('delivered', 0)""",
            // Triggers keep the totals the bounds need exact, in the same transaction, whoever deletes.
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
}

-- Memory lifecycle (SPEC §4): supersessions, invalidations and quarantine releases, in order. Rows hold ids,
-- the invalidation reason or the reviewer's note, and who did it; deleting a memory keeps its rows.
CREATE TABLE memory_history (
    pk                 INTEGER PRIMARY KEY,
    organization_id    TEXT NOT NULL REFERENCES organizations(id),
    memory_id          TEXT NOT NULL REFERENCES memories(id),
    event              TEXT NOT NULL CHECK (event IN ('superseded', 'invalidated', 'quarantine_released')),
    related_memory_id  TEXT REFERENCES memories(id),
    reason             TEXT,
    principal_id       TEXT,
    created_at         INTEGER NOT NULL
);
--;
CREATE INDEX memory_history_memory ON memory_history (memory_id, pk);
--;
CREATE INDEX memory_history_related ON memory_history (related_memory_id);

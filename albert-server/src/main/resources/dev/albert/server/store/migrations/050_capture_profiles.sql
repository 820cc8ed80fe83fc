-- Capture profiles and retention (docs/capture-queue.md §5.4, §5.5). A profile is workspace policy: which event
-- classes are kept, bounds, retention and a trust ceiling per class. scope_key is the workspace id, or '' for an
-- organization-wide profile (NULLs would be distinct in the UNIQUE constraint). definition is the JSON of the fields.
-- Without a stored profile called "default", the built-in one applies: what capture did before profiles existed.
CREATE TABLE capture_profiles (
    pk                INTEGER PRIMARY KEY,
    id                TEXT NOT NULL UNIQUE,
    organization_id   TEXT NOT NULL REFERENCES organizations(id),
    workspace_id      TEXT REFERENCES workspaces(id),
    scope_key         TEXT NOT NULL,
    name              TEXT NOT NULL,
    definition        TEXT NOT NULL,
    created_at        INTEGER NOT NULL,
    updated_at        INTEGER NOT NULL,
    UNIQUE (organization_id, scope_key, name)
);
--;
-- The profile a session chose (by name, resolved when events arrive and when retention runs); NULL = "default".
ALTER TABLE capture_sessions ADD COLUMN profile TEXT;
--;
-- Retention looks for a session's old events of one class; promotion already links an event to its memory
-- (capture_events.memory_id, migration 040), which is how what was derived from an event is found.
CREATE INDEX capture_events_retention ON capture_events (session_pk, event_class, received_at);

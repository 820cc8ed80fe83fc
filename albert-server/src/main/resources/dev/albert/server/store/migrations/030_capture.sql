-- Automatic capture (extension): capture sessions and their raw events, as the capture client delivers them
-- (docs/capture-queue.md §5). Events are the raw material that checkpoints later promote into memories; nothing
-- here is a memory. Times are epoch microseconds (UTC).
CREATE TABLE capture_sessions (
    pk                INTEGER PRIMARY KEY,
    id                TEXT NOT NULL UNIQUE,
    organization_id   TEXT NOT NULL REFERENCES organizations(id),
    workspace_id      TEXT REFERENCES workspaces(id),
    principal_id      TEXT NOT NULL REFERENCES principals(id),
    host              TEXT NOT NULL,
    session_key       TEXT NOT NULL,
    project_ref       TEXT,
    branch            TEXT,
    created_at        INTEGER NOT NULL,
    last_event_at     INTEGER,
    UNIQUE (organization_id, host, session_key)
);
--;
-- One row per event id and organization: the unique constraint is the idempotency of delivery (a replay is
-- inserted with ON CONFLICT DO NOTHING and answered "duplicate"). pk is the order of arrival (the read-back cursor).
CREATE TABLE capture_events (
    pk                INTEGER PRIMARY KEY,
    id                TEXT NOT NULL UNIQUE,
    organization_id   TEXT NOT NULL REFERENCES organizations(id),
    workspace_id      TEXT REFERENCES workspaces(id),
    principal_id      TEXT NOT NULL REFERENCES principals(id),
    session_pk        INTEGER NOT NULL REFERENCES capture_sessions(pk),
    host              TEXT NOT NULL,
    session_key       TEXT NOT NULL,
    event_id          TEXT NOT NULL,
    event_class       TEXT NOT NULL CHECK (event_class IN ('user_goal', 'assistant_outcome', 'decision', 'correction',
                                                           'tool_outcome', 'note', 'compaction_summary', 'checkpoint')),
    text              TEXT NOT NULL,
    created_at        INTEGER NOT NULL,
    received_at       INTEGER NOT NULL,
    turn_key          TEXT,
    project_ref       TEXT,
    branch            TEXT,
    metadata          TEXT NOT NULL DEFAULT '{}',
    redacted          TEXT NOT NULL DEFAULT '[]',
    UNIQUE (organization_id, event_id)
);
--;
CREATE INDEX capture_events_session ON capture_events (session_pk, pk);

-- Working memory (contract §3.7) and fenced locks (§3.8). Times are epoch microseconds (UTC).
CREATE TABLE working_memories (
    id                   TEXT PRIMARY KEY,
    organization_id      TEXT NOT NULL REFERENCES organizations(id),
    workspace_id         TEXT REFERENCES workspaces(id),
    owner_principal_id   TEXT NOT NULL REFERENCES principals(id),
    task_id              TEXT NOT NULL,
    description          TEXT NOT NULL,
    status               TEXT NOT NULL CHECK (status IN ('active', 'completed', 'failed', 'expired')),
    progress             TEXT NOT NULL DEFAULT '{}',
    resource_type        TEXT,
    resource_ref         TEXT,
    expires_at           BIGINT NOT NULL,
    completed_at         BIGINT,
    consolidation_notes  TEXT,
    created_at           BIGINT NOT NULL,
    updated_at           BIGINT NOT NULL,
    UNIQUE (organization_id, task_id)
);
--;
-- The expiry sweep looks for active records past expires_at.
CREATE INDEX working_memories_expiry ON working_memories (status, expires_at);
--;
-- One row per (organization, resource_type, resource_ref) for ever: releasing keeps it, so the next
-- acquire increments the fence. Only the HMAC of "lock:" + token is stored.
CREATE TABLE resource_locks (
    id                  TEXT PRIMARY KEY,
    organization_id     TEXT NOT NULL REFERENCES organizations(id),
    workspace_id        TEXT REFERENCES workspaces(id),
    resource_type       TEXT NOT NULL,
    resource_ref        TEXT NOT NULL,
    owner_principal_id  TEXT NOT NULL REFERENCES principals(id),
    working_memory_id   TEXT REFERENCES working_memories(id),
    token_hash          BYTEA NOT NULL,
    fence               BIGINT NOT NULL CHECK (fence >= 1),
    expires_at          BIGINT NOT NULL,
    released_at         BIGINT,
    created_at          BIGINT NOT NULL,
    updated_at          BIGINT NOT NULL,
    UNIQUE (organization_id, resource_type, resource_ref)
);
--;
CREATE INDEX resource_locks_working_memory ON resource_locks (working_memory_id);

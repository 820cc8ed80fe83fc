-- Albert embedded server: initial schema. Times are epoch microseconds (UTC); ids are canonical UUID text.
CREATE TABLE organizations (
    id          TEXT PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    created_at  INTEGER NOT NULL
);
--;
CREATE TABLE workspaces (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations(id),
    name            TEXT NOT NULL,
    created_at      INTEGER NOT NULL,
    UNIQUE (organization_id, name)
);
--;
CREATE TABLE principals (
    id              TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations(id),
    workspace_id    TEXT REFERENCES workspaces(id),
    name            TEXT NOT NULL,
    principal_type  TEXT NOT NULL CHECK (principal_type IN ('agent', 'human', 'service')),
    active          INTEGER NOT NULL DEFAULT 1,
    created_at      INTEGER NOT NULL
);
--;
CREATE INDEX principals_scope ON principals (organization_id, workspace_id, name);
--;
CREATE TABLE api_keys (
    id            TEXT PRIMARY KEY,
    principal_id  TEXT NOT NULL REFERENCES principals(id),
    name          TEXT NOT NULL,
    prefix        TEXT NOT NULL UNIQUE,
    key_hash      BLOB NOT NULL,
    capabilities  TEXT NOT NULL,
    active        INTEGER NOT NULL DEFAULT 1,
    expires_at    INTEGER,
    last_used_at  INTEGER,
    created_at    INTEGER NOT NULL
);
--;
CREATE INDEX api_keys_principal ON api_keys (principal_id, created_at);
--;
CREATE TABLE episodes (
    pk                  INTEGER PRIMARY KEY,
    id                  TEXT NOT NULL UNIQUE,
    organization_id     TEXT NOT NULL REFERENCES organizations(id),
    workspace_id        TEXT REFERENCES workspaces(id),
    owner_principal_id  TEXT NOT NULL REFERENCES principals(id),
    project_ref         TEXT,
    task_ref            TEXT,
    run_ref             TEXT,
    source_type         TEXT NOT NULL,
    source_uri          TEXT NOT NULL,
    content             TEXT NOT NULL,
    content_hash        TEXT NOT NULL,
    sensitivity         TEXT NOT NULL,
    occurred_at         INTEGER NOT NULL,
    enrichment_status   TEXT NOT NULL,
    enrichment_error    TEXT,
    extra               TEXT NOT NULL DEFAULT '{}',
    created_at          INTEGER NOT NULL,
    deleted_at          INTEGER
);
--;
CREATE INDEX episodes_dedup ON episodes (organization_id, owner_principal_id, content_hash, source_uri);
--;
CREATE TABLE memories (
    pk                  INTEGER PRIMARY KEY,
    id                  TEXT NOT NULL UNIQUE,
    episode_id          TEXT REFERENCES episodes(id),
    organization_id     TEXT NOT NULL REFERENCES organizations(id),
    workspace_id        TEXT REFERENCES workspaces(id),
    owner_principal_id  TEXT NOT NULL REFERENCES principals(id),
    project_ref         TEXT,
    task_ref            TEXT,
    run_ref             TEXT,
    subject             TEXT NOT NULL,
    content             TEXT NOT NULL,
    memory_type         TEXT NOT NULL,
    sensitivity         TEXT NOT NULL,
    confidence          REAL NOT NULL,
    status              TEXT NOT NULL CHECK (status IN ('active', 'deleted')),
    valid_from          INTEGER NOT NULL,
    valid_until         INTEGER,
    embedding_model     TEXT,
    metadata            TEXT NOT NULL DEFAULT '{}',
    created_at          INTEGER NOT NULL,
    updated_at          INTEGER NOT NULL
);
--;
CREATE INDEX memories_scope ON memories (organization_id, status, workspace_id);
--;
CREATE INDEX memories_episode ON memories (episode_id);
--;
CREATE TABLE memory_chunks (
    memory_id        TEXT NOT NULL REFERENCES memories(id),
    chunk_index      INTEGER NOT NULL,
    content          TEXT NOT NULL,
    embedding_model  TEXT NOT NULL,
    embedding        BLOB NOT NULL,
    created_at       INTEGER NOT NULL,
    PRIMARY KEY (memory_id, chunk_index)
);
--;
-- Full-text index of active memories; rowid = memories.pk.
CREATE VIRTUAL TABLE memory_fts USING fts5 (subject, content, tokenize = 'unicode61 remove_diacritics 2');
--;
CREATE TABLE entities (
    id               TEXT PRIMARY KEY,
    organization_id  TEXT NOT NULL REFERENCES organizations(id),
    workspace_id     TEXT REFERENCES workspaces(id),
    name             TEXT NOT NULL,
    canonical_name   TEXT NOT NULL,
    entity_type      TEXT NOT NULL,
    description      TEXT NOT NULL DEFAULT '',
    confidence       REAL NOT NULL,
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL
);
--;
CREATE UNIQUE INDEX entities_identity ON entities (organization_id, ifnull(workspace_id, ''), canonical_name, entity_type);
--;
CREATE TABLE relationships (
    id                TEXT PRIMARY KEY,
    organization_id   TEXT NOT NULL REFERENCES organizations(id),
    workspace_id      TEXT REFERENCES workspaces(id),
    source_entity_id  TEXT NOT NULL REFERENCES entities(id),
    target_entity_id  TEXT NOT NULL REFERENCES entities(id),
    relation_type     TEXT NOT NULL,
    sensitivity       TEXT NOT NULL,
    source_memory_id  TEXT REFERENCES memories(id),
    confidence        REAL NOT NULL,
    valid_from        INTEGER NOT NULL,
    valid_until       INTEGER,
    metadata          TEXT NOT NULL DEFAULT '{}',
    extracted         INTEGER NOT NULL DEFAULT 0,
    created_at        INTEGER NOT NULL,
    updated_at        INTEGER NOT NULL
);
--;
CREATE INDEX relationships_org ON relationships (organization_id, workspace_id);
--;
CREATE INDEX relationships_source_memory ON relationships (source_memory_id);
--;
CREATE INDEX relationships_source ON relationships (source_entity_id);
--;
CREATE INDEX relationships_target ON relationships (target_entity_id);
--;
CREATE TABLE audit_events (
    id               TEXT PRIMARY KEY,
    organization_id  TEXT,
    event_type       TEXT NOT NULL,
    principal_id     TEXT,
    principal_type   TEXT,
    target_id        TEXT,
    detail           TEXT NOT NULL DEFAULT '{}',
    created_at       INTEGER NOT NULL
);
--;
CREATE INDEX audit_events_org_time ON audit_events (organization_id, created_at);
--;
CREATE TABLE bootstrap_state (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    token_hash  BLOB NOT NULL,
    created_at  INTEGER NOT NULL
);

-- One-time connection links (extension): only the HMAC of a token is stored; a link redeems once.
CREATE TABLE connection_links (
    id                 TEXT PRIMARY KEY,
    organization_id    TEXT NOT NULL REFERENCES organizations(id),
    principal_id       TEXT NOT NULL REFERENCES principals(id),
    created_by_key_id  TEXT NOT NULL REFERENCES api_keys(id),
    name               TEXT NOT NULL,
    prefix             TEXT NOT NULL UNIQUE,
    token_hash         BYTEA NOT NULL,
    capabilities       TEXT NOT NULL,
    expires_at         BIGINT NOT NULL,
    redeemed_at        BIGINT,
    redeemed_key_id    TEXT REFERENCES api_keys(id),
    created_at         BIGINT NOT NULL
);

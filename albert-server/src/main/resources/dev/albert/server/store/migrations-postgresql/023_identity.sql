-- Identity over REST (SPEC §4): deactivated principals and deleted workspaces.
ALTER TABLE principals ADD COLUMN deactivated_at BIGINT;
--;
-- Workspaces are deleted softly: rows that reference them (principals, keys' principals, tombstones) stay valid
-- under the foreign keys, the name is freed by renaming, and every lookup skips deleted workspaces.
ALTER TABLE workspaces ADD COLUMN deleted_at BIGINT;
--;
CREATE INDEX principals_listing ON principals (organization_id, created_at, id);

-- Cursor listings (extension) walk (created_at, id) within an organization.
CREATE INDEX memories_listing ON memories (organization_id, created_at, id);
--;
CREATE INDEX episodes_listing ON episodes (organization_id, created_at, id);
--;
CREATE INDEX audit_events_listing ON audit_events (organization_id, created_at, id);

-- Import idempotency (contract §6): a memory already imported from the same organization and ref is
-- reused. The lookup uses this exact expression, so it is an index seek instead of a scan per memory.
CREATE INDEX memories_imported_from
    ON memories (organization_id, json_extract(metadata, '$.imported_from.memory_ref'));

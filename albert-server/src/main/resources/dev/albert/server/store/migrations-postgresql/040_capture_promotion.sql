-- Checkpoint promotion (docs/capture-queue.md §5, docs/hooks.md): which captured events a checkpoint already
-- considered, and what became of them. promoted_at NULL = not yet considered; promotion is the outcome: "memory",
-- "duplicate", "superseded" or a skip reason; memory_id is the memory it became (if any). A replayed or later
-- checkpoint only looks at events with promoted_at NULL, so nothing is promoted twice.
ALTER TABLE capture_events ADD COLUMN promoted_at BIGINT;
--;
ALTER TABLE capture_events ADD COLUMN promotion TEXT;
--;
ALTER TABLE capture_events ADD COLUMN memory_id TEXT;
--;
CREATE INDEX capture_events_unpromoted ON capture_events (session_pk, pk) WHERE promoted_at IS NULL;

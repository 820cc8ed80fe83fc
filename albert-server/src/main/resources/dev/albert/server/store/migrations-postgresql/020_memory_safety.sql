-- Memory safety (SPEC §4): trust per memory and the injection-scan quarantine.
ALTER TABLE memories ADD COLUMN trust TEXT NOT NULL DEFAULT 'untrusted'
    CHECK (trust IN ('verified', 'untrusted', 'trusted'));
--;
ALTER TABLE memories ADD COLUMN quarantined BIGINT NOT NULL DEFAULT 0;
--;
-- JSON array of reason-code wire names, e.g. ["instruction_override","prompt_extraction"].
ALTER TABLE memories ADD COLUMN quarantine_reasons TEXT NOT NULL DEFAULT '[]';
--;
-- SHA-256 of the subject and content a reviewer released: the same text is not quarantined again when re-enriched.
ALTER TABLE memories ADD COLUMN quarantine_released_hash TEXT;
--;
-- Memories written before trust existed get the default of their write path: a human's remember is verified,
-- everything else (agents, services, episode-derived) untrusted; their confidence is clamped to the ceiling.
UPDATE memories SET trust = 'verified'
WHERE episode_id IS NULL AND owner_principal_id IN (SELECT id FROM principals WHERE principal_type = 'human');
--;
UPDATE memories SET confidence = least(confidence, CASE trust WHEN 'verified' THEN 0.80 WHEN 'untrusted' THEN 0.45 ELSE 1.0 END);
--;
CREATE INDEX memories_review ON memories (organization_id, quarantined, status);

package dev.albert.server.capture;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.capture.CaptureEventClass;
import dev.albert.api.capture.CaptureRetentionReport;
import dev.albert.api.memory.MemoryStatus;
import dev.albert.server.Services;
import dev.albert.server.memories.MemoryRow;
import dev.albert.server.store.Sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Predicate;

/**
 * Retention housekeeping (docs/capture-queue.md §5.5): captured events older than their session's profile allows for
 * their class are deleted together with what was derived from them — the memory each one was promoted into
 * ({@code capture_events.memory_id}) is scrubbed as {@code DELETE /v1/memories/{id}} does (text, metadata, chunks,
 * full-text and vector entries gone, edges closed, history reasons dropped), and a scrubbed question's text is removed
 * from the {@code session_goal} the session's other memories carry. An event's age counts from the earlier of its
 * {@code created_at} (the host's clock) and {@code received_at} (the server's), so neither a wrong client clock nor a
 * late delivery keeps capture longer than its profile says.
 */
public final class Retention {
    private static final int CHUNK = 500;

    private final Services s;
    private final ProfileStore profiles = new ProfileStore();

    public Retention(Services services) {
        this.s = services;
    }

    private record SessionRef(long pk, UUID workspaceId, String profile) {
    }

    private record Expired(long pk, String eventClass, String promotion, String text, UUID memoryId) {
    }

    /**
     * One organization's run, inside the caller's write transaction; {@code reach} selects the sessions (by workspace,
     * null = organization-wide). A dry run only counts.
     */
    CaptureRetentionReport run(Connection c, UUID organization, Predicate<UUID> reach, boolean dryRun, Instant now)
            throws SQLException {
        List<SessionRef> sessions = Sql.list(c, """
                SELECT pk, workspace_id, profile FROM capture_sessions WHERE organization_id = ? ORDER BY pk""",
                rs -> new SessionRef(rs.getLong("pk"), Sql.uuid(rs, "workspace_id"), rs.getString("profile")),
                organization);
        Map<String, CaptureProfile> byName = new HashMap<>();
        Map<String, Integer> byClass = new TreeMap<>();
        int touchedSessions = 0;
        int events = 0;
        Set<UUID> memories = new LinkedHashSet<>();
        for (SessionRef session : sessions) {
            if (!reach.test(session.workspaceId())) {
                continue;
            }
            String name = session.profile() == null ? CaptureProfile.DEFAULT : session.profile();
            String cacheKey = ProfileStore.scopeKey(session.workspaceId()) + "\u0000" + name;
            CaptureProfile profile = byName.get(cacheKey);
            if (profile == null) {
                profile = profiles.resolve(c, organization, session.workspaceId(), name).orElse(null);
                if (profile == null) {
                    profile = profiles.resolve(c, organization, session.workspaceId(), CaptureProfile.DEFAULT)
                            .orElseThrow();
                }
                byName.put(cacheKey, profile);
            }
            List<Expired> expired = new ArrayList<>();
            for (Map.Entry<CaptureEventClass, Integer> rule : profile.retentionDays().entrySet()) {
                Instant cutoff = now.minus(Duration.ofDays(rule.getValue()));
                expired.addAll(Sql.list(c, """
                        SELECT pk, event_class, promotion, text, memory_id FROM capture_events
                        WHERE session_pk = ? AND event_class = ? AND (received_at < ? OR created_at < ?)""",
                        rs -> new Expired(rs.getLong("pk"), rs.getString("event_class"), rs.getString("promotion"),
                                rs.getString("text"), Sql.uuid(rs, "memory_id")),
                        session.pk(), rule.getKey().wireName(), cutoff, cutoff));
            }
            if (expired.isEmpty()) {
                continue;
            }
            touchedSessions++;
            events += expired.size();
            List<UUID> derived = new ArrayList<>();
            for (Expired e : expired) {
                byClass.merge(e.eventClass(), 1, Integer::sum);
                if (e.memoryId() != null) {
                    derived.add(e.memoryId());
                }
            }
            for (UUID id : derived) {
                MemoryRow m = s.memories().find(c, id).orElse(null);
                if (m == null || m.status() == MemoryStatus.DELETED || !memories.add(id) || dryRun) {
                    continue;
                }
                s.memories().scrub(c, m, now);
                Sql.update(c, "UPDATE memory_history SET reason = NULL WHERE memory_id = ?", id);
            }
            if (!dryRun) {
                forgetSessionGoals(c, session.pk(), expired, now);
                List<Long> pks = expired.stream().map(Expired::pk).toList();
                for (int from = 0; from < pks.size(); from += CHUNK) {
                    List<Long> part = pks.subList(from, Math.min(pks.size(), from + CHUNK));
                    Sql.update(c, "DELETE FROM capture_events WHERE pk IN (" + Sql.placeholders(part.size()) + ")",
                            part.toArray());
                }
            }
        }
        return new CaptureRetentionReport(dryRun, touchedSessions, events, memories.size(), byClass, now);
    }

    /**
     * A scrubbed question was the session's goal: the memories promoted after it carry its first line as
     * {@code metadata.captured.session_goal}; that copy goes too.
     */
    private void forgetSessionGoals(Connection c, long sessionPk, List<Expired> expired, Instant now)
            throws SQLException {
        Set<String> goals = new LinkedHashSet<>();
        for (Expired e : expired) {
            if ("session_goal".equals(e.promotion())) {
                goals.add(CheckpointPromoter.subject(e.text()));
            }
        }
        if (goals.isEmpty()) {
            return;
        }
        List<UUID> ids = Sql.list(c, """
                SELECT memory_id FROM capture_events WHERE session_pk = ? AND memory_id IS NOT NULL""",
                rs -> Sql.uuid(rs, "memory_id"), sessionPk);
        for (UUID id : new LinkedHashSet<>(ids)) {
            MemoryRow m = s.memories().find(c, id).orElse(null);
            if (m == null || m.status() == MemoryStatus.DELETED) {
                continue;
            }
            JsonNode captured = m.metadata().path("captured");
            if (captured instanceof ObjectNode node && goals.contains(node.path("session_goal").asText(null))) {
                ObjectNode metadata = m.metadata().deepCopy();
                ((ObjectNode) metadata.get("captured")).remove("session_goal");
                Sql.update(c, "UPDATE memories SET metadata = ?, updated_at = ? WHERE id = ?", metadata.toString(), now,
                        id);
            }
        }
    }

    /** The timer's run: every organization, each in its own write transaction; an audit row where anything went. */
    public int runAll() {
        Instant now = s.now();
        List<UUID> organizations = s.db().read(c -> Sql.list(c,
                "SELECT DISTINCT organization_id FROM capture_sessions", rs -> Sql.uuid(rs, "organization_id")));
        int scrubbed = 0;
        for (UUID organization : organizations) {
            scrubbed += s.db().write(c -> {
                CaptureRetentionReport report = run(c, organization, workspace -> true, false, now);
                if (report.events() > 0) {
                    s.audit().record(c, organization, null, null, "capture.retention_scrubbed", null,
                            auditDetail(report, "schedule"));
                }
                return report.events();
            });
        }
        return scrubbed;
    }

    static Map<String, Object> auditDetail(CaptureRetentionReport report, String trigger) {
        Map<String, Object> detail = new LinkedHashMap<>();
        detail.put("trigger", trigger);
        detail.put("dry_run", report.dryRun());
        detail.put("sessions", report.sessions());
        detail.put("events", report.events());
        detail.put("memories", report.memories());
        detail.put("events_by_class", report.eventsByClass());
        return detail;
    }
}

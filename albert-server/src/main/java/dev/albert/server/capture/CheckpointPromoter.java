package dev.albert.server.capture;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.api.Limits;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.memory.Trust;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.http.ApiException;
import dev.albert.server.memories.MemoryLifecycleRoutes;
import dev.albert.server.memories.MemoryRoutes;
import dev.albert.server.memories.MemoryRow;
import dev.albert.server.memories.MemoryStore;
import dev.albert.server.store.Sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Checkpoint promotion (docs/capture-queue.md §5.1): when a {@code checkpoint} event arrives, the session's captured
 * events that no checkpoint has considered yet become memories, inside the same write transaction as the batch that
 * brought the checkpoint. Every memory goes through the enricher (credential refusal, injection quarantine). Rules:
 * <ul>
 *   <li>kept classes: {@code user_goal}, {@code assistant_outcome}, {@code decision}, {@code correction},
 *       {@code compaction_summary}, {@code note}; {@code tool_outcome} only when short (≤ 300 characters, ≤ 3 lines);
 *   <li>chatter is skipped: under 12 characters, slash commands, and acknowledgements or continuation prompts
 *       ({@link #CHATTER});
 *   <li>identical content (case and whitespace ignored) is promoted once: within the session and against the active
 *       memories of the same project and workspace;
 *   <li>a {@code correction} supersedes the earlier memory of the session that shares the most key terms with it
 *       (ties: the most recent; none shared: it is stored as a new fact);
 *   <li>a user's question ({@link #isQuestion}) is the goal of its session, not knowledge: it becomes no memory (its
 *       event's outcome is {@code session_goal}) and the memories promoted after it carry it as
 *       {@code metadata.captured.session_goal}, so a question never outranks, as a verified memory, the answer it got;
 *   <li>trust by class: {@code user_goal} verified; {@code decision}/{@code correction} verified when the user said
 *       them (metadata {@code role: user}, or the text of the same turn's user_goal contains it), else untrusted;
 *       everything else untrusted; the session's capture profile may lower that per class ({@code max_trust}).
 * </ul>
 */
final class CheckpointPromoter {
    static final int MIN_CHARACTERS = 12;
    static final int SUBJECT_MAX = 80;
    static final int TOOL_OUTCOME_MAX = 300;
    static final Set<String> KEPT = Set.of("user_goal", "assistant_outcome", "decision", "correction",
            "compaction_summary", "note", "tool_outcome");
    /** Acknowledgements and continuation prompts (compared after lower-casing and stripping punctuation). */
    static final Set<String> CHATTER = Set.of("thanks", "thank you", "thanks a lot", "thank you very much", "thx",
            "ok", "okay", "ok thanks", "okay thanks", "k", "yes", "yep", "yeah", "sure", "no", "go ahead", "go on",
            "keep going", "continue", "please continue", "continue please", "carry on", "proceed", "lgtm",
            "looks good", "looks good to me", "sounds good", "great", "nice", "perfect", "do it", "next",
            "yes please", "go for it", "ship it", "cool", "done");
    private static final Set<String> STOP_WORDS = Set.of("the", "and", "for", "are", "but", "not", "you", "all",
            "any", "can", "was", "our", "its", "use", "uses", "this", "that", "with", "from", "have", "has", "had",
            "instead", "actually", "should", "would", "will", "into", "than", "then", "they", "them", "there",
            "what", "when", "which", "who", "why", "how", "wrong", "correct", "correction", "isn", "don",
            "doesn", "it's", "is", "be", "to", "of", "in", "on", "we");

    private final Services s;

    CheckpointPromoter(Services services) {
        this.s = services;
    }

    record Event(long pk, String eventId, String host, String sessionKey, String eventClass, String text,
                 String turnKey, String projectRef, String branch, Map<String, String> metadata, UUID workspaceId,
                 UUID principalId) {
    }

    /** What a checkpoint did, for the audit trail (counts only). */
    record Outcome(int considered, int promoted, int skipped, int duplicates, int superseded, int quarantined, int goals) {
    }

    /** A promoted memory of the session; {@code claim} is false for the user's goals, which corrections never end. */
    private record Promoted(MemoryRow row, Set<String> terms, boolean claim) {
    }

    /** Why an event is not promoted, or null when it is durable. */
    static String skipReason(String eventClass, String text) {
        if (!KEPT.contains(eventClass)) {
            return "class";
        }
        String collapsed = text.replaceAll("\\s+", " ").strip();
        if (collapsed.codePointCount(0, collapsed.length()) < MIN_CHARACTERS) {
            return "short";
        }
        if (collapsed.startsWith("/")) {
            return "slash_command";
        }
        String bare = collapsed.toLowerCase(Locale.ROOT).replaceAll("[\\p{Punct}\\s]+", " ").strip();
        if (CHATTER.contains(bare)) {
            return "chatter";
        }
        if ("tool_outcome".equals(eventClass)
                && (collapsed.length() > TOOL_OUTCOME_MAX || text.strip().lines().count() > 3)) {
            return "tool_noise";
        }
        return null;
    }

    private static final Set<String> QUESTION_WORDS = Set.of("how", "what", "why", "when", "where", "which", "who", "whom",
            "whose", "can", "could", "should", "would", "is", "are", "was", "were", "do", "does", "did", "will", "shall",
            "may", "might", "am", "isn't", "aren't", "doesn't", "don't", "didn't", "won't", "can't");

    /**
     * Whether a user's prompt asks rather than states: it ends with a question mark, or its first word is an
     * interrogative or an auxiliary that opens a question ("How do I deploy…", "Can you fix…"). Such text is what the
     * session set out to learn or do, and says nothing true about the world.
     */
    static boolean isQuestion(String text) {
        String collapsed = text.replaceAll("\\s+", " ").strip();
        if (collapsed.endsWith("?")) {
            return true;
        }
        String first = collapsed.split("[\\s,:;]+", 2)[0].toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        return QUESTION_WORDS.contains(first);
    }

    static String normalize(String text) {
        return text.replaceAll("\\s+", " ").strip().toLowerCase(Locale.ROOT);
    }

    static String subject(String text) {
        String first = text.strip().lines().findFirst().orElse("").replaceAll("\\s+", " ").strip();
        if (first.codePointCount(0, first.length()) > SUBJECT_MAX) {
            first = first.substring(0, first.offsetByCodePoints(0, SUBJECT_MAX - 1)).stripTrailing() + "…";
        }
        return first;
    }

    static String memoryType(String eventClass) {
        return switch (eventClass) {
            case "decision" -> "decision";
            case "user_goal" -> "goal";
            case "assistant_outcome" -> "outcome";
            case "compaction_summary" -> "summary";
            case "tool_outcome" -> "observation";
            default -> "fact"; // correction, note: the classifier may refine a fact
        };
    }

    static Set<String> terms(String text) {
        Set<String> out = new LinkedHashSet<>();
        for (String token : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}_.-]+")) {
            String t = token.replaceAll("^[.-]+|[.-]+$", "");
            if (t.length() >= 3 && !STOP_WORDS.contains(t)) {
                out.add(t);
            }
        }
        return out;
    }

    /** Promotes the session's events not yet considered; the checkpoint events themselves are marked too. */
    Outcome promote(Connection c, Caller caller, CaptureStore.Session session, CaptureProfile profile, Instant now)
            throws SQLException {
        List<Event> pending = Sql.list(c, """
                SELECT pk, event_id, host, session_key, event_class, text, turn_key, project_ref, branch, metadata,
                       workspace_id, principal_id
                FROM capture_events WHERE session_pk = ? AND promoted_at IS NULL ORDER BY pk""",
                rs -> new Event(rs.getLong("pk"), rs.getString("event_id"), rs.getString("host"),
                        rs.getString("session_key"), rs.getString("event_class"), rs.getString("text"),
                        rs.getString("turn_key"), rs.getString("project_ref"), rs.getString("branch"),
                        stringMap(rs.getString("metadata")), Sql.uuid(rs, "workspace_id"),
                        Sql.uuid(rs, "principal_id")), session.pk());
        if (pending.isEmpty()) {
            return new Outcome(0, 0, 0, 0, 0, 0, 0);
        }
        // The session's earlier promoted memories (still current): correction targets and the session's dedupe set.
        List<Promoted> earlier = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        List<UUID> earlierIds = Sql.list(c, """
                SELECT memory_id FROM capture_events WHERE session_pk = ? AND promoted_at IS NOT NULL
                AND memory_id IS NOT NULL ORDER BY pk""", rs -> Sql.uuid(rs, "memory_id"), session.pk());
        if (!earlierIds.isEmpty()) {
            Map<UUID, MemoryRow> rows = new HashMap<>();
            for (MemoryRow row : Sql.list(c, "SELECT " + MemoryRow.COLUMNS + " FROM memories m WHERE m.id IN ("
                    + Sql.placeholders(earlierIds.size()) + ")", MemoryRow::map, earlierIds)) {
                rows.put(row.id(), row);
            }
            for (UUID id : earlierIds) {
                MemoryRow row = rows.get(id);
                if (row != null && row.status() == dev.albert.api.memory.MemoryStatus.ACTIVE && row.currentAt(now)) {
                    earlier.add(new Promoted(row, terms(row.subject() + " " + row.content()), !"goal".equals(row.memoryType())));
                    seen.add(normalize(row.content()));
                }
            }
        }
        // The user's words of each turn, for the trust of decisions and corrections.
        Map<String, String> userTurns = new HashMap<>();
        if (pending.stream().anyMatch(e -> "decision".equals(e.eventClass()) || "correction".equals(e.eventClass()))) {
            for (String[] turn : Sql.list(c, """
                    SELECT turn_key, text FROM capture_events WHERE session_pk = ? AND event_class = 'user_goal'
                    AND turn_key IS NOT NULL""", rs -> new String[]{rs.getString("turn_key"), rs.getString("text")},
                    session.pk())) {
                userTurns.merge(turn[0], normalize(turn[1]), (a, b) -> a + "\n" + b);
            }
        }
        Map<String, Set<String>> projectContents = new HashMap<>();
        // The session's goal so far: its latest question, from an earlier checkpoint or from this one.
        String goal = Sql.list(c, """
                SELECT text FROM capture_events WHERE session_pk = ? AND promotion = 'session_goal'
                ORDER BY pk DESC LIMIT 1""", rs -> subject(rs.getString("text")), session.pk()).stream().findFirst().orElse(null);

        int goals = 0;
        int promoted = 0;
        int skipped = 0;
        int duplicates = 0;
        int superseded = 0;
        int quarantined = 0;
        int considered = 0;
        for (Event e : pending) {
            if ("checkpoint".equals(e.eventClass())) {
                mark(c, e, "checkpoint", null, now);
                continue;
            }
            considered++;
            String reason = skipReason(e.eventClass(), e.text());
            String projectRef = e.projectRef() != null ? e.projectRef() : session.projectRef();
            if (reason == null && projectRef != null && projectRef.length() > Limits.REF_MAX) {
                reason = "project_ref_too_long";
            }
            if (reason != null) {
                skipped++;
                mark(c, e, reason, null, now);
                continue;
            }
            if ("user_goal".equals(e.eventClass()) && isQuestion(e.text())) {
                goal = subject(e.text());
                goals++;
                mark(c, e, "session_goal", null, now);
                continue;
            }
            String key = normalize(e.text());
            Set<String> existing = projectContents.get(projectRef + "\u0000" + e.workspaceId());
            if (existing == null) {
                existing = new HashSet<>(Sql.list(c, """
                        SELECT content FROM memories m WHERE m.organization_id = ? AND m.status = 'active'
                        AND m.project_ref IS NOT DISTINCT FROM ? AND m.workspace_id IS NOT DISTINCT FROM ?
                        AND m.valid_from <= ? AND (m.valid_until IS NULL OR m.valid_until > ?)""",
                        rs -> normalize(rs.getString("content")), session.organizationId(), projectRef,
                        e.workspaceId(), now, now));
                projectContents.put(projectRef + "\u0000" + e.workspaceId(), existing);
            }
            if (seen.contains(key) || existing.contains(key)) {
                duplicates++;
                mark(c, e, "duplicate", null, now);
                continue;
            }
            // The session's capture profile may lower the trust of a class (never raise it: docs/trust.md).
            Trust trust = profile.trust(dev.albert.api.capture.CaptureEventClass.fromWire(e.eventClass()),
                    trust(e, userTurns));
            ObjectNode metadata = Json.mapper().createObjectNode();
            ObjectNode captured = metadata.putObject("captured");
            captured.put("host", e.host());
            captured.put("session_key", e.sessionKey());
            captured.put("event_id", e.eventId());
            captured.put("class", e.eventClass());
            captured.put("turn_key", e.turnKey());
            if (goal != null) {
                captured.put("session_goal", goal);
            }
            String branch = e.branch() != null ? e.branch() : session.branch();
            metadata.putObject("provenance").put("branch", branch);
            MemoryStore.NewMemory memory = new MemoryStore.NewMemory(null, session.organizationId(), e.workspaceId(),
                    e.principalId(), projectRef, null, null, subject(e.text()), e.text().strip(),
                    memoryType(e.eventClass()), Sensitivity.INTERNAL, 1.0, now, null, metadata, trust);
            Promoted target = "correction".equals(e.eventClass()) ? bestTarget(earlier, e.text()) : null;
            Savepoint savepoint = c.setSavepoint();
            MemoryRow row;
            try {
                if (target != null) {
                    row = MemoryLifecycleRoutes.supersede(c, s, caller, target.row(), memory, now);
                    earlier.remove(target);
                    superseded++;
                } else {
                    row = s.enricher().enrich(c, s.memories().insert(c, memory, now), false, now);
                    MemoryRoutes.recordWrite(c, s.audit(), caller, "memory.created", row,
                            Map.of("memory_type", row.memoryType(), "captured", true));
                }
                c.releaseSavepoint(savepoint);
            } catch (ApiException refused) {
                // A credential the capture screen missed: the enricher refuses it; the event is not promoted.
                c.rollback(savepoint);
                skipped++;
                mark(c, e, "refused", null, now);
                continue;
            }
            promoted++;
            quarantined += row.quarantined() ? 1 : 0;
            seen.add(key);
            existing.add(key);
            if (!row.quarantined()) {
                earlier.add(new Promoted(row, terms(row.subject() + " " + row.content()),
                        !"user_goal".equals(e.eventClass())));
            }
            mark(c, e, target != null ? "superseded" : "memory", row.id(), now);
        }
        return new Outcome(considered, promoted, skipped, duplicates, superseded, quarantined, goals);
    }

    private static Trust trust(Event e, Map<String, String> userTurns) {
        return switch (e.eventClass()) {
            case "user_goal" -> Trust.VERIFIED;
            case "decision", "correction" -> fromUser(e, userTurns) ? Trust.VERIFIED : Trust.UNTRUSTED;
            default -> Trust.UNTRUSTED;
        };
    }

    private static boolean fromUser(Event e, Map<String, String> userTurns) {
        String role = e.metadata().getOrDefault("role", e.metadata().get("author"));
        if ("user".equalsIgnoreCase(role)) {
            return true;
        }
        String turn = e.turnKey() == null ? null : userTurns.get(e.turnKey());
        return turn != null && turn.contains(normalize(e.text()));
    }

    /** The earlier memory sharing the most key terms with the correction; the most recent wins a tie. */
    static Promoted bestTarget(List<Promoted> earlier, String correction) {
        Set<String> wanted = terms(correction);
        Promoted best = null;
        int bestShared = 0;
        for (Promoted p : earlier) {
            if (!p.claim()) {
                continue;
            }
            int shared = 0;
            for (String t : wanted) {
                if (p.terms().contains(t)) {
                    shared++;
                }
            }
            if (shared > 0 && shared >= bestShared) {
                best = p;
                bestShared = shared;
            }
        }
        return best;
    }

    private static void mark(Connection c, Event e, String outcome, UUID memoryId, Instant now) throws SQLException {
        Sql.update(c, "UPDATE capture_events SET promoted_at = ?, promotion = ?, memory_id = ? WHERE pk = ?", now,
                outcome, memoryId, e.pk());
    }

    private static Map<String, String> stringMap(String json) {
        Map<String, String> out = new LinkedHashMap<>();
        MemoryRow.parseObject(json).properties().forEach(p -> out.put(p.getKey(), p.getValue().asText()));
        return out;
    }
}

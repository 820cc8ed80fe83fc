package dev.albert.server.search;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Limits;
import dev.albert.api.auth.Capability;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.context.SessionStartBudgets;
import dev.albert.api.context.SessionStartProvenance;
import dev.albert.api.context.SessionStartRequest;
import dev.albert.api.context.SessionStartItem;
import dev.albert.api.context.SessionStartResponse;
import dev.albert.api.memory.Trust;
import dev.albert.api.search.SearchHit;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.Scopes;
import dev.albert.server.http.Binder;
import dev.albert.server.http.Body;
import dev.albert.server.http.Responses;
import dev.albert.server.http.ScopeFields;
import dev.albert.server.memories.MemoryRow;
import dev.albert.server.store.Sql;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * {@code POST /v1/context/session-start} (docs/hooks.md §5): recall for hooks, one call per prompt. One hybrid search
 * on the prompt (or, without a prompt, the most recent memories in scope), the rows of the candidates loaded in one
 * query, ordered by provenance (task, branch, project), trust, confidence, fused score and recency, and rendered as an
 * {@code <albert-memory>} block of whole one-line items within the budgets. Quarantined memories never qualify.
 */
public final class SessionStartRoutes {
    public static final String FEATURE = "session-start";
    static final int QUERY_MAX = 20_000;
    /** Characters of one item's text (subject and content) before it is cut with "…". */
    static final int ITEM_TEXT_MAX = 480;
    static final String OPEN = "<albert-memory";
    static final String CLOSE = "</albert-memory>";

    private final Services s;
    private final SearchService search;

    public SessionStartRoutes(Services services) {
        this.s = services;
        this.search = new SearchService(services);
    }

    public void register(RoutesConfig routes) {
        routes.post("/v1/context/session-start", this::sessionStart);
    }

    /** The validated request. Null provenance fields mean "unknown" and match nothing. */
    record Request(String query, String projectRef, String branch, String task, int maxCharacters, int maxTokens,
                   int maxItems, UUID workspaceId) {
    }

    /** A candidate memory with its fused score (0 when ranked by recency). */
    record Candidate(MemoryRow row, double score) {
    }

    static Request read(Body body) {
        SessionStartRequest request = Binder.bind(body, SessionStartRequest.class);
        String query = request.query();
        SessionStartProvenance provenance = request.provenance() != null ? request.provenance()
                : new SessionStartProvenance(null, null, null);
        SessionStartBudgets budgets = request.budgets() != null ? request.budgets() : SessionStartBudgets.DEFAULTS;
        int maxCharacters = orDefault(budgets.maxCharacters(), SessionStartBudgets.DEFAULT_MAX_CHARACTERS);
        int maxTokens = orDefault(budgets.maxTokens(), SessionStartBudgets.DEFAULT_MAX_TOKENS);
        int maxItems = orDefault(budgets.maxItems(), SessionStartBudgets.DEFAULT_MAX_ITEMS);
        String projectRef = provenance.projectRef();
        String branch = provenance.branch();
        String task = provenance.task();
        UUID workspaceId = request.workspaceId();
        body.finish();
        if (query != null) {
            query = query.strip();
            int max = Math.min(QUERY_MAX, Limits.QUERY_MAX);
            if (query.codePointCount(0, query.length()) > max) {
                query = query.substring(0, query.offsetByCodePoints(0, max));
            }
            if (query.isEmpty()) {
                query = null;
            }
        }
        return new Request(query, projectRef, emptyToNull(branch), emptyToNull(task), maxCharacters, maxTokens,
                maxItems, workspaceId);
    }

    private static int orDefault(Integer value, int dflt) {
        return value == null ? dflt : value;
    }

    private static String emptyToNull(String value) {
        return value == null || value.isEmpty() ? null : value;
    }

    private void sessionStart(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_READ);
        // A recall reads and stores nothing of the request: its query is the user's prompt, which a credential in it
        // must not turn into a refusal (the hook redacts before sending).
        Request r = read(Body.parse(ctx.bodyAsBytes()));
        Scopes.checkRequested(caller, r.workspaceId());
        int pool = r.maxItems() * 3;
        List<Candidate> candidates;
        List<String> degraded;
        if (r.query() != null) {
            // Quarantined memories are excluded by the search itself (includeQuarantined false), as for assembly.
            SearchParams params = new SearchParams(new ScopeFields(r.workspaceId(), null, null, null), r.query(), pool,
                    List.of(), List.of(), null, false, true, false);
            SearchService.Result result = search.search(caller, params);
            degraded = result.degraded();
            Map<UUID, Double> scores = new LinkedHashMap<>();
            for (SearchHit hit : result.hits()) {
                scores.merge(hit.memoryId(), hit.score(), Math::max);
            }
            candidates = s.db().read(c -> {
                List<Candidate> out = new ArrayList<>();
                if (scores.isEmpty()) {
                    return out;
                }
                List<UUID> ids = List.copyOf(scores.keySet());
                for (MemoryRow row : Sql.list(c, "SELECT " + MemoryRow.COLUMNS + " FROM memories m WHERE m.id IN ("
                        + Sql.placeholders(ids.size()) + ")", MemoryRow::map, ids)) {
                    out.add(new Candidate(row, scores.get(row.id())));
                }
                return out;
            });
        } else {
            degraded = List.of();
            candidates = recent(caller, r, pool);
        }
        Instant now = s.now();
        List<Candidate> qualified = candidates.stream().filter(cd -> qualifies(caller, cd.row(), now)).toList();
        List<Candidate> ordered = new ArrayList<>(qualified);
        ordered.sort(order(r));
        SessionStartResponse response = render(ordered, r, degraded);
        s.audit().recordRead(caller, "context.session_start", null, Map.of("candidates", qualified.size(),
                "items", response.items().size(), "characters", response.context().length(),
                "query", r.query() != null, "degraded", degraded.size()));
        Responses.json(ctx, 200, response);
    }

    /** Defence in depth: the search and the recent query already filter all of this. */
    private static boolean qualifies(Caller caller, MemoryRow m, Instant now) {
        return !m.quarantined() && m.status() == dev.albert.api.memory.MemoryStatus.ACTIVE && m.currentAt(now)
                && caller.reaches(m.organizationId(), m.workspaceId()) && caller.canRead(m.sensitivity());
    }

    /** Without a query: the most recent memories in scope, this project's and branch's first, in one query. */
    private List<Candidate> recent(Caller caller, Request r, int pool) {
        List<Sensitivity> readable = caller.readable();
        Instant asOf = s.now();
        return s.db().read(c -> {
            UUID workspace = Scopes.resolveWorkspace(c, caller, r.workspaceId());
            SearchParams p = new SearchParams(new ScopeFields(workspace, null, null, null), "", pool, List.of(),
                    List.of(), asOf, false, true, false);
            List<Object> params = new ArrayList<>();
            String where = new SearchService.Filter(caller.organizationId(), workspace, p, readable, asOf).sql(params);
            params.add(r.projectRef());
            params.add(r.branch());
            params.add(pool);
            String sql = "SELECT " + MemoryRow.COLUMNS + " FROM memories m WHERE " + where
                    + " ORDER BY (m.project_ref IS NOT NULL AND m.project_ref = ?) DESC,"
                    + " (json_extract(m.metadata, '$.provenance.branch') = ?) DESC, m.created_at DESC, m.pk DESC"
                    + " LIMIT ?";
            return Sql.list(c, sql, rs -> new Candidate(MemoryRow.map(rs), 0.0), params.toArray());
        });
    }

    static String branchOf(MemoryRow m) {
        JsonNode branch = m.metadata().path("provenance").path("branch");
        return branch.isTextual() ? branch.asText() : null;
    }

    private static int same(String wanted, String actual) {
        return wanted != null && wanted.equals(actual) ? 1 : 0;
    }

    /** Same task, same branch, same project, trust, confidence, fused score, recency: each descending. */
    static Comparator<Candidate> order(Request r) {
        return Comparator.<Candidate>comparingInt(cd -> same(r.task(), cd.row().taskRef())).reversed()
                .thenComparing(Comparator.<Candidate>comparingInt(cd -> same(r.branch(), branchOf(cd.row()))).reversed())
                .thenComparing(Comparator.<Candidate>comparingInt(cd -> same(r.projectRef(), cd.row().projectRef()))
                        .reversed())
                .thenComparing(Comparator.<Candidate>comparingInt(cd -> cd.row().trust() == Trust.UNTRUSTED ? 0 : 1)
                        .reversed())
                .thenComparing(Comparator.<Candidate>comparingDouble(cd -> cd.row().confidence()).reversed())
                .thenComparing(Comparator.<Candidate>comparingDouble(Candidate::score).reversed())
                .thenComparing(Comparator.<Candidate, Instant>comparing(cd -> cd.row().createdAt()).reversed());
    }

    static String label(Trust trust) {
        return trust == Trust.UNTRUSTED ? "[untrusted]" : "[verified]";
    }

    /** One line: whitespace collapsed, cut with "…", and every {@code <} escaped so text cannot close the block. */
    static String itemText(MemoryRow m) {
        String subject = collapse(m.subject());
        String content = collapse(m.content());
        String text;
        if (subject.isEmpty() || content.startsWith(subject.endsWith("…") ? subject.substring(0, subject.length() - 1)
                : subject)) {
            text = content.isEmpty() ? subject : content;
        } else {
            text = subject + ": " + content;
        }
        if (text.codePointCount(0, text.length()) > ITEM_TEXT_MAX) {
            text = text.substring(0, text.offsetByCodePoints(0, ITEM_TEXT_MAX - 1)).stripTrailing() + "…";
        }
        return text.replace("<", "&lt;");
    }

    static String collapse(String text) {
        return text == null ? "" : text.replaceAll("\\s+", " ").strip();
    }

    static String citationId(UUID id) {
        return "mem_" + id.toString().substring(0, 8);
    }

    private static String header(Request r, int items) {
        return OPEN + " version=\"1\"" + (r.projectRef() != null ? " project=\"" + r.projectRef() + "\"" : "")
                + " items=\"" + items + "\">";
    }

    /** Whole items in order while the block (header and footer included) fits every budget. */
    static SessionStartResponse render(List<Candidate> ordered, Request r, List<String> degraded) {
        List<String> lines = new ArrayList<>();
        List<SessionStartItem> items = new ArrayList<>();
        int body = 0;
        for (Candidate cd : ordered) {
            if (items.size() == r.maxItems()) {
                break;
            }
            int n = items.size() + 1;
            String label = label(cd.row().trust());
            String line = "[" + n + "] " + label + " " + itemText(cd.row()) + " (" + citationId(cd.row().id()) + ")";
            int total = header(r, n).length() + 1 + body + line.length() + 1 + CLOSE.length();
            if (total > r.maxCharacters() || (total + 3) / 4 > r.maxTokens()) {
                break;
            }
            lines.add(line);
            body += line.length() + 1;
            items.add(new SessionStartItem(cd.row().id(), cd.row().trust(), label, Math.min(1.0, cd.score()),
                    "[" + n + "]"));
        }
        if (items.isEmpty()) {
            return new SessionStartResponse("", List.of(), degraded);
        }
        String context = header(r, items.size()) + "\n" + String.join("\n", lines) + "\n" + CLOSE;
        return new SessionStartResponse(context, List.copyOf(items), degraded);
    }
}

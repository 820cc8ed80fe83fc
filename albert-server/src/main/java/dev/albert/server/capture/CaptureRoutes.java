package dev.albert.server.capture;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.auth.Capability;
import dev.albert.api.capture.CaptureEventResult;
import dev.albert.api.capture.CaptureEventStatus;
import dev.albert.api.capture.CaptureEventsResponse;
import dev.albert.api.capture.CaptureLimits;
import dev.albert.api.capture.CaptureSessionRead;
import dev.albert.api.capture.CapturedEvent;
import dev.albert.api.capture.CapturedEventPage;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.Scopes;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.Body;
import dev.albert.server.http.Body.Presence;
import dev.albert.server.http.Query;
import dev.albert.server.http.Responses;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.IntStream;

/**
 * Automatic capture (extension, docs/capture-queue.md §5): capture sessions and batches of events with
 * client-assigned ids, stored idempotently as the raw material of later promotion into memories, and a read-back.
 */
public final class CaptureRoutes {
    public static final String FEATURE = "capture";
    public static final String SESSION_NOT_FOUND = "Capture session not found";
    public static final String SESSION_OUTSIDE_SCOPE =
            "Capture session belongs to a workspace outside the API key scope";
    public static final String SESSION_HAS_EVENTS =
            "Capture session already has events in another workspace; its workspace cannot change";
    public static final String BODY_TOO_LARGE = "Request body too large (limit " + CaptureLimits.BODY_MAX_BYTES
            + " bytes)";
    static final String OUTSIDE_SCOPE_REASON =
            "outside_scope: the capture session belongs to a workspace outside the API key scope";
    private static final String CURSOR_PREFIX = "capture-events:";
    /** Below this many events a batch is screened on the request's thread: splitting would cost more than it saves. */
    private static final int PARALLEL_SCREENING_FROM = 32;

    private final Services s;
    private final CaptureStore store = new CaptureStore();
    private final ProfileStore profiles = new ProfileStore();
    private final CheckpointPromoter promoter;
    private final ProfileRoutes profileRoutes;

    public CaptureRoutes(Services services, Retention retention) {
        this.s = services;
        this.promoter = new CheckpointPromoter(services);
        this.profileRoutes = new ProfileRoutes(services, retention);
    }

    public void register(RoutesConfig routes) {
        routes.post("/v1/capture/sessions", this::openSession);
        routes.post("/v1/capture/events", this::receiveEvents);
        routes.get("/v1/capture/sessions/{session_key}/events", this::listEvents);
        profileRoutes.register(routes);
    }

    // ---- POST /v1/capture/sessions ----------------------------------------------------------------------------

    private void openSession(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.CAPTURE_WRITE);
        Body body = Body.parse(ctx.bodyAsBytes());
        String host = body.string("host", Presence.REQUIRED, null, 1, 64);
        if (host != null && !IncomingEvent.HOST.matcher(host).matches()) {
            body.fieldError("host", "must match " + CaptureLimits.HOST_PATTERN);
        }
        String sessionKey = IncomingEvent.sessionKey(body);
        String projectRef = IncomingEvent.projectRef(body);
        String branch = body.string("branch", Presence.NULLABLE, null, 0, CaptureLimits.FIELD_MAX);
        UUID workspaceId = body.uuid("workspace_id", Presence.NULLABLE);
        String profile = body.string("profile", Presence.NULLABLE, null, 1, 64);
        if (profile != null && !CaptureProfile.NAME.matcher(profile).matches()) {
            body.fieldError("profile", "must match " + CaptureProfile.NAME.pattern());
        }
        body.finish();
        // Declared, not captured: nothing is lost by refusing, so credentials get the 422 of every other write
        // (body.finish() screened every field, labelled by its name: "Session key", "Project ref", "Branch").
        Scopes.checkRequested(caller, workspaceId);
        Instant now = s.now();
        record Outcome(CaptureSessionRead session, boolean created) {
        }
        Outcome outcome = s.db().write(c -> {
            var existing = store.session(c, caller.organizationId(), host, sessionKey);
            if (existing.isEmpty()) {
                UUID workspace = Scopes.resolveWorkspace(c, caller, workspaceId);
                requireProfile(c, caller.organizationId(), workspace, profile);
                CaptureStore.Session created = store.createSession(c, caller, workspace, host, sessionKey, projectRef,
                        branch, profile, now);
                s.audit().record(c, caller, "capture.session_created", created.id(), Map.of("host", host));
                return new Outcome(created.read(), true);
            }
            CaptureStore.Session session = existing.get();
            if (!caller.reaches(session.organizationId(), session.workspaceId())) {
                throw ApiException.forbidden(SESSION_OUTSIDE_SCOPE);
            }
            UUID moveTo = null;
            if (workspaceId != null && !workspaceId.equals(session.workspaceId())) {
                Scopes.resolveWorkspace(c, caller, workspaceId);
                if (store.hasEvents(c, session.pk())) {
                    throw ApiException.conflict(SESSION_HAS_EVENTS);
                }
                moveTo = workspaceId;
            }
            requireProfile(c, caller.organizationId(), moveTo != null ? moveTo : session.workspaceId(), profile);
            store.updateSession(c, session.pk(), moveTo, projectRef, branch, profile);
            s.audit().record(c, caller, "capture.session_updated", session.id(),
                    Map.of("host", host, "workspace_changed", moveTo != null, "profile_changed", profile != null));
            return new Outcome(store.session(c, caller.organizationId(), host, sessionKey).orElseThrow().read(), false);
        });
        Responses.json(ctx, outcome.created() ? 201 : 200, outcome.session());
    }

    /** A chosen profile must exist for the session's workspace (its own, the organization's, or the built-in default). */
    private void requireProfile(java.sql.Connection c, UUID organization, UUID workspace, String profile)
            throws java.sql.SQLException {
        if (profile != null && profiles.resolve(c, organization, workspace, profile).isEmpty()) {
            String problem = "no capture profile of this name in the session's workspace or organization";
            throw Body.parameterError("body", "profile", "value_error", "Value error, " + problem, profile,
                    Map.of("error", problem));
        }
    }

    // ---- POST /v1/capture/events ------------------------------------------------------------------------------

    private void receiveEvents(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.CAPTURE_WRITE);
        byte[] raw = ctx.bodyAsBytes();
        if (raw.length > CaptureLimits.BODY_MAX_BYTES) {
            throw new ApiException(413, BODY_TOO_LARGE);
        }
        List<ObjectNode> items = IncomingEvent.items(Body.parse(raw));
        // Validation and screening are CPU work: done before taking the single writer, and for a large batch spread
        // over the cores (the client waits for this answer; its events are independent). Order is kept.
        BatchScreen screen = new BatchScreen(s.screen());
        IntStream indexes = IntStream.range(0, items.size());
        List<IncomingEvent> events = (items.size() >= PARALLEL_SCREENING_FROM ? indexes.parallel() : indexes)
                .mapToObj(i -> IncomingEvent.parse(items.get(i), i, screen)).toList();
        Instant now = s.now();
        List<CaptureEventResult> results = s.db().write(c -> store(c, caller, events, now));
        Responses.json(ctx, 200, new CaptureEventsResponse(results));
    }

    private record SessionName(String host, String sessionKey) {
    }

    /** One write transaction: the 200 goes out only after the accepted events are committed. */
    private List<CaptureEventResult> store(java.sql.Connection c, Caller caller, List<IncomingEvent> events,
                                           Instant now) throws java.sql.SQLException {
        Map<SessionName, CaptureStore.Session> sessions = new HashMap<>();
        Map<Long, CaptureProfile> sessionProfiles = new HashMap<>();
        Map<Long, long[]> sessionCounts = new HashMap<>();
        Map<Long, IncomingEvent.Valid> latestBySession = new LinkedHashMap<>();
        Map<Long, CaptureStore.Session> checkpointed = new LinkedHashMap<>();
        Map<Long, Optional<Instant>> lastCheckpoints = new HashMap<>();
        List<CaptureEventResult> results = new ArrayList<>(events.size());
        int accepted = 0;
        int duplicates = 0;
        int rejected = 0;
        int redacted = 0;
        int notKept = 0;
        int truncated = 0;
        int overLimit = 0;
        try (CaptureStore.EventInserter inserter = store.inserter(c)) {
            for (IncomingEvent incoming : events) {
                if (!(incoming instanceof IncomingEvent.Valid e)) {
                    rejected++;
                    results.add(new CaptureEventResult(incoming.rawEventId(), CaptureEventStatus.REJECTED,
                            ((IncomingEvent.Invalid) incoming).reason(), List.of()));
                    continue;
                }
                SessionName name = new SessionName(e.host(), e.sessionKey());
                CaptureStore.Session session = sessions.get(name);
                if (session == null) {
                    session = store.session(c, caller.organizationId(), e.host(), e.sessionKey()).orElse(null);
                    if (session == null) {
                        // Created by its first event, in the key's own workspace (organization-wide for an org key).
                        UUID workspace = Scopes.resolveWorkspace(c, caller, null);
                        session = store.createSession(c, caller, workspace, e.host(), e.sessionKey(), e.projectRef(),
                                e.branch(), null, now);
                    }
                    sessions.put(name, session);
                }
                if (!caller.reaches(session.organizationId(), session.workspaceId())) {
                    rejected++;
                    results.add(new CaptureEventResult(e.rawEventId(), CaptureEventStatus.REJECTED, OUTSIDE_SCOPE_REASON,
                            List.of()));
                    continue;
                }
                CaptureProfile profile = sessionProfiles.get(session.pk());
                if (profile == null) {
                    profile = profiles.forSession(c, session);
                    sessionProfiles.put(session.pk(), profile);
                }
                // The profile (§5.4): a class it does not keep is answered but not stored (the client deletes its copy;
                // nothing is retried or parked), a full session refuses, and a long text is cut, never refused.
                if (!profile.keeps(e.eventClass())) {
                    if (store.eventStored(c, caller.organizationId(), e.eventId())) {
                        duplicates++;
                        results.add(new CaptureEventResult(e.rawEventId(), CaptureEventStatus.DUPLICATE, null, List.of()));
                    } else {
                        notKept++;
                        results.add(new CaptureEventResult(e.rawEventId(), CaptureEventStatus.ACCEPTED,
                                notKeptReason(profile, e), List.of()));
                    }
                    continue;
                }
                long[] count = null;
                if (profile.maxEventsPerSession() != null) {
                    count = sessionCounts.get(session.pk());
                    if (count == null) {
                        count = new long[]{store.eventCount(c, session.pk())};
                        sessionCounts.put(session.pk(), count);
                    }
                    if (count[0] >= profile.maxEventsPerSession()) {
                        if (store.eventStored(c, caller.organizationId(), e.eventId())) {
                            duplicates++;
                            results.add(new CaptureEventResult(e.rawEventId(), CaptureEventStatus.DUPLICATE, null,
                                    List.of()));
                        } else {
                            rejected++;
                            overLimit++;
                            results.add(new CaptureEventResult(e.rawEventId(), CaptureEventStatus.REJECTED,
                                    sessionLimitReason(profile), List.of()));
                        }
                        continue;
                    }
                }
                String text = profile.bound(e.text());
                if (inserter.insertIfAbsent(caller, session, e, text, now)) {
                    accepted++;
                    if (count != null) {
                        count[0]++;
                    }
                    boolean cut = text.length() != e.text().length();
                    truncated += cut ? 1 : 0;
                    redacted += e.redacted().isEmpty() ? 0 : 1;
                    latestBySession.put(session.pk(), e);
                    if (e.eventClass() == dev.albert.api.capture.CaptureEventClass.CHECKPOINT
                            || !checkpointed.containsKey(session.pk()) && arrivedLate(c, session, e, lastCheckpoints)) {
                        checkpointed.put(session.pk(), session);
                    }
                    results.add(new CaptureEventResult(e.rawEventId(), CaptureEventStatus.ACCEPTED,
                            cut ? truncatedReason(profile) : null, e.redacted()));
                } else {
                    duplicates++;
                    results.add(new CaptureEventResult(e.rawEventId(), CaptureEventStatus.DUPLICATE, null, List.of()));
                }
            }
        }
        for (Map.Entry<Long, IncomingEvent.Valid> touched : latestBySession.entrySet()) {
            store.touchSession(c, touched.getKey(), now, touched.getValue().projectRef(), touched.getValue().branch());
        }
        Map<String, Object> counts = new LinkedHashMap<>();
        counts.put("events", events.size());
        counts.put("accepted", accepted);
        counts.put("duplicate", duplicates);
        counts.put("rejected", rejected);
        counts.put("redacted", redacted);
        counts.put("sessions", sessions.size());
        counts.put("not_kept", notKept);
        counts.put("truncated", truncated);
        counts.put("session_limit", overLimit);
        s.audit().record(c, caller, "capture.events_received", null, counts);
        // Checkpoint promotion (CheckpointPromoter): in this transaction, after the batch's events are stored, so the
        // checkpoint sees every event that arrived with it and the 200 means "stored and promoted".
        for (CaptureStore.Session session : checkpointed.values()) {
            CheckpointPromoter.Outcome o = promoter.promote(c, caller, session, sessionProfiles.get(session.pk()), now);
            Map<String, Object> promotion = new LinkedHashMap<>();
            promotion.put("considered", o.considered());
            promotion.put("promoted", o.promoted());
            promotion.put("skipped", o.skipped());
            promotion.put("duplicate", o.duplicates());
            promotion.put("superseded", o.superseded());
            promotion.put("quarantined", o.quarantined());
            promotion.put("session_goals", o.goals());
            s.audit().record(c, caller, "capture.checkpoint_promoted", session.id(), promotion);
        }
        return results;
    }

    /**
     * Whether an event happened before its session's latest checkpoint although it arrives after it (a hook handed
     * it to the spool while a later event went straight through): its checkpoint has passed, so it is promoted now
     * rather than waiting for the next one (docs/capture-queue.md §5.1).
     */
    private boolean arrivedLate(java.sql.Connection c, CaptureStore.Session session, IncomingEvent.Valid e,
                                Map<Long, Optional<Instant>> lastCheckpoints) throws SQLException {
        Optional<Instant> last = lastCheckpoints.get(session.pk());
        if (last == null) {
            last = Optional.ofNullable(store.lastCheckpointAt(c, session.pk()));
            lastCheckpoints.put(session.pk(), last);
        }
        return last.isPresent() && !e.createdAt().isAfter(last.get());
    }

    static String notKeptReason(CaptureProfile profile, IncomingEvent.Valid e) {
        return "not_kept: class: capture profile '" + profile.name() + "' does not keep " + e.eventClass().wireName()
                + " events; not stored";
    }

    static String sessionLimitReason(CaptureProfile profile) {
        return "session_limit: session: capture profile '" + profile.name() + "' allows "
                + profile.maxEventsPerSession() + " events per session";
    }

    static String truncatedReason(CaptureProfile profile) {
        return "truncated: text: cut to " + profile.maxTextChars() + " characters by capture profile '"
                + profile.name() + "'";
    }

    // ---- GET /v1/capture/sessions/{session_key}/events -------------------------------------------------------

    private void listEvents(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_READ);
        String sessionKey = ctx.pathParam("session_key");
        Query q = Query.of(ctx);
        q.require("host");
        String host = ctx.queryParam("host");
        Integer limit = q.integer("limit", CaptureLimits.PAGE_DEFAULT, 1, CaptureLimits.PAGE_MAX);
        long after = cursor(ctx.queryParam("cursor"), q);
        q.finish();
        record Page(UUID sessionId, CapturedEventPage page) {
        }
        Page page = s.db().read(c -> {
            CaptureStore.Session session = store.session(c, caller.organizationId(), host, sessionKey)
                    .filter(found -> caller.reaches(found.organizationId(), found.workspaceId()))
                    .orElseThrow(() -> ApiException.notFound(SESSION_NOT_FOUND));
            List<CaptureStore.Stored> stored = store.events(c, session.pk(), after, limit + 1);
            boolean more = stored.size() > limit;
            List<CaptureStore.Stored> shown = more ? stored.subList(0, limit) : stored;
            List<CapturedEvent> out = shown.stream().map(CaptureStore.Stored::event).toList();
            String next = more ? encodeCursor(shown.getLast().pk()) : null;
            return new Page(session.id(), new CapturedEventPage(out, next));
        });
        s.audit().recordRead(caller, "capture.events_read", page.sessionId(),
                Map.of("result_count", page.page().events().size()));
        Responses.json(ctx, 200, page.page());
    }

    static String encodeCursor(long pk) {
        return Base64.getUrlEncoder().withoutPadding()
                .encodeToString((CURSOR_PREFIX + pk).getBytes(StandardCharsets.UTF_8));
    }

    /** The position after which to list; 0 without a cursor; a 422 issue for one this server did not issue. */
    private static long cursor(String raw, Query q) {
        if (raw == null || raw.isEmpty()) {
            return 0;
        }
        try {
            String text = new String(Base64.getUrlDecoder().decode(raw), StandardCharsets.UTF_8);
            if (text.startsWith(CURSOR_PREFIX)) {
                long pk = Long.parseLong(text.substring(CURSOR_PREFIX.length()));
                if (pk >= 0) {
                    return pk;
                }
            }
        } catch (IllegalArgumentException e) {
            // not base64, or not a number: reported below
        }
        q.error("cursor", "not a cursor returned by this endpoint");
        return 0;
    }
}

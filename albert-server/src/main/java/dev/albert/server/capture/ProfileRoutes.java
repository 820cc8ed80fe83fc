package dev.albert.server.capture;

import dev.albert.api.auth.Capability;
import dev.albert.api.capture.CaptureEventClass;
import dev.albert.api.capture.CaptureLimits;
import dev.albert.api.capture.CaptureProfileList;
import dev.albert.api.capture.CaptureProfileRead;
import dev.albert.api.capture.CaptureRetentionReport;
import dev.albert.api.capture.CaptureRetentionRequest;
import dev.albert.api.memory.Trust;
import dev.albert.server.Services;
import dev.albert.server.auth.Caller;
import dev.albert.server.auth.Scopes;
import dev.albert.server.http.ApiException;
import dev.albert.server.http.Binder;
import dev.albert.server.http.Body;
import dev.albert.server.http.Body.Presence;
import dev.albert.server.http.Query;
import dev.albert.server.http.Responses;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Capture profiles and on-demand retention (extension, docs/capture-queue.md §5.4–5.5). A profile is workspace policy:
 * reading it needs {@code memory.read} (as reading captured events back does), changing it and running retention need
 * {@code workspaces.manage}, and a retention run that scrubs (not a dry run) also needs {@code memory.delete}, since
 * it deletes memories.
 */
final class ProfileRoutes {
    static final String PROFILE_NOT_FOUND = "Capture profile not found";
    private static final List<String> CEILINGS = List.of(Trust.VERIFIED.wireName(), Trust.UNTRUSTED.wireName());

    private final Services s;
    private final Retention retention;
    private final ProfileStore store = new ProfileStore();

    ProfileRoutes(Services services, Retention retention) {
        this.s = services;
        this.retention = retention;
    }

    void register(RoutesConfig routes) {
        routes.get("/v1/capture/profiles", this::list);
        routes.post("/v1/capture/profiles", this::put);
        routes.get("/v1/capture/profiles/{name}", this::show);
        routes.delete("/v1/capture/profiles/{name}", this::delete);
        routes.post("/v1/capture/retention/run", this::runRetention);
    }

    // ---- GET /v1/capture/profiles ----------------------------------------------------------------------------

    /**
     * The profiles that govern the key's sessions: the workspace's own and the organization-wide ones (all of the
     * organization's for an organization-scoped key without {@code workspace_id}), then the built-in default.
     */
    private void list(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_READ);
        Query q = Query.of(ctx);
        UUID requested = q.uuid("workspace_id");
        q.finish();
        List<CaptureProfileRead> out = s.db().read(c -> {
            UUID workspace = Scopes.resolveWorkspace(c, caller, requested);
            List<CaptureProfileRead> shown = new ArrayList<>();
            for (CaptureProfile p : store.all(c, caller.organizationId())) {
                boolean applies = p.workspaceId() == null || p.workspaceId().equals(workspace)
                        || (workspace == null && caller.reaches(caller.organizationId(), p.workspaceId()));
                if (applies) {
                    shown.add(p.read());
                }
            }
            shown.add(CaptureProfile.BUILTIN.read());
            return shown;
        });
        Responses.json(ctx, 200, new CaptureProfileList(out));
    }

    // ---- GET /v1/capture/profiles/{name} ---------------------------------------------------------------------

    /** The profile a session of the workspace gets by this name (its own, the organization's, or the built-in). */
    private void show(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.MEMORY_READ);
        String name = pathName(ctx);
        Query q = Query.of(ctx);
        UUID requested = q.uuid("workspace_id");
        q.finish();
        CaptureProfileRead found = s.db().read(c -> {
            UUID workspace = Scopes.resolveWorkspace(c, caller, requested);
            return store.resolve(c, caller.organizationId(), workspace, name)
                    .orElseThrow(() -> ApiException.notFound(PROFILE_NOT_FOUND)).read();
        });
        Responses.json(ctx, 200, found);
    }

    // ---- POST /v1/capture/profiles ---------------------------------------------------------------------------

    private void put(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.WORKSPACES_MANAGE);
        Body body = Body.parse(ctx.bodyAsBytes());
        String name = body.string("name", Presence.REQUIRED, null, 1, 64);
        if (name != null && !CaptureProfile.NAME.matcher(name).matches()) {
            body.fieldError("name", "must match " + CaptureProfile.NAME.pattern());
        }
        UUID workspaceId = body.uuid("workspace_id", Presence.NULLABLE);
        List<String> classNames = body.choiceList("classes", Presence.OPTIONAL, CaptureProfile.classNames());
        Integer maxText = body.integer("max_text_chars", Presence.OPTIONAL, CaptureLimits.TEXT_MAX, 1,
                CaptureLimits.TEXT_MAX);
        Integer maxEvents = body.integer("max_events_per_session", Presence.NULLABLE, null, 1,
                CaptureProfile.SESSION_EVENTS_MAX);
        Map<CaptureEventClass, Integer> retentionDays = new EnumMap<>(CaptureEventClass.class);
        Body retentionBody = body.nested("retention_days", Presence.OPTIONAL);
        if (retentionBody != null && tooMany(body, "retention_days", retentionBody)) {
            retentionBody = null;
        }
        if (retentionBody != null) {
            for (String key : fieldNames(retentionBody)) {
                CaptureEventClass cls = eventClass(retentionBody, key);
                Integer days = retentionBody.integer(key, Presence.NULLABLE, null, 1, CaptureProfile.RETENTION_DAYS_MAX);
                if (cls != null && days != null) {
                    retentionDays.put(cls, days);
                }
            }
        }
        Map<CaptureEventClass, Trust> maxTrust = new EnumMap<>(CaptureEventClass.class);
        Body trustBody = body.nested("max_trust", Presence.OPTIONAL);
        if (trustBody != null && tooMany(body, "max_trust", trustBody)) {
            trustBody = null;
        }
        if (trustBody != null) {
            for (String key : fieldNames(trustBody)) {
                CaptureEventClass cls = eventClass(trustBody, key);
                // trusted is an administrator's import, never a capture: a ceiling can only keep or lower trust.
                String ceiling = trustBody.literal(key, Presence.REQUIRED, null, CEILINGS);
                if (cls != null && ceiling != null) {
                    maxTrust.put(cls, Trust.fromWire(ceiling));
                }
            }
        }
        body.finish();
        Set<CaptureEventClass> classes = EnumSet.noneOf(CaptureEventClass.class);
        if (!body.has("classes")) {
            classes.addAll(EnumSet.allOf(CaptureEventClass.class));
        } else if (classNames != null) {
            classNames.forEach(n -> classes.add(CaptureEventClass.fromWire(n)));
        }
        Scopes.checkRequested(caller, workspaceId);
        Instant now = s.now();
        record Outcome(CaptureProfileRead profile, boolean created) {
        }
        Outcome outcome = s.db().write(c -> {
            UUID workspace = Scopes.resolveWorkspace(c, caller, workspaceId);
            CaptureProfile profile = new CaptureProfile(name, workspace, classes, maxText, maxEvents, retentionDays,
                    maxTrust, now, now);
            boolean created = store.put(c, caller.organizationId(), profile, now);
            s.audit().record(c, caller, created ? "capture.profile_created" : "capture.profile_replaced", null,
                    Map.of("name", name, "classes", classes.size(), "retention_classes", retentionDays.size()));
            return new Outcome(store.stored(c, caller.organizationId(), workspace, name).orElseThrow().read(), created);
        });
        Responses.json(ctx, outcome.created() ? 201 : 200, outcome.profile());
    }

    /** A map keyed by class has at most one entry per class; a larger one is refused as a whole. */
    private static boolean tooMany(Body body, String field, Body nested) {
        int classes = CaptureEventClass.values().length;
        if (nested.tree().size() > classes) {
            body.fieldError(field, "at most " + classes + " entries, one per event class");
            return true;
        }
        return false;
    }

    private static List<String> fieldNames(Body nested) {
        List<String> names = new ArrayList<>();
        nested.tree().fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static CaptureEventClass eventClass(Body nested, String key) {
        try {
            return CaptureEventClass.fromWire(key);
        } catch (IllegalArgumentException e) {
            nested.fieldError(key, "not an event class; expected one of " + String.join(", ",
                    CaptureProfile.classNames()));
            return null;
        }
    }

    // ---- DELETE /v1/capture/profiles/{name} ------------------------------------------------------------------

    /** Deletes a stored profile; sessions that chose it fall back to {@code default}. */
    private void delete(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.WORKSPACES_MANAGE);
        String name = pathName(ctx);
        Query q = Query.of(ctx);
        UUID requested = q.uuid("workspace_id");
        q.finish();
        s.db().write(c -> {
            UUID workspace = Scopes.resolveWorkspace(c, caller, requested);
            if (!store.delete(c, caller.organizationId(), workspace, name)) {
                throw ApiException.notFound(PROFILE_NOT_FOUND);
            }
            s.audit().record(c, caller, "capture.profile_deleted", null, Map.of("name", name));
            return null;
        });
        Responses.noContent(ctx);
    }

    /** A profile name in the path; one that no profile could have is simply not found. */
    private static String pathName(Context ctx) {
        String name = ctx.pathParam("name");
        if (!CaptureProfile.NAME.matcher(name).matches()) {
            throw ApiException.notFound(PROFILE_NOT_FOUND);
        }
        return name;
    }

    // ---- POST /v1/capture/retention/run ----------------------------------------------------------------------

    private void runRetention(Context ctx) {
        Caller caller = s.caller(ctx);
        caller.require(Capability.WORKSPACES_MANAGE);
        Body body = Body.parse(ctx.bodyAsBytes());
        CaptureRetentionRequest request = Binder.bind(body, CaptureRetentionRequest.class);
        body.finish();
        boolean dryRun = request.dryRun();
        UUID workspaceId = request.workspaceId();
        if (!dryRun) {
            caller.require(Capability.MEMORY_DELETE);
        }
        Scopes.checkRequested(caller, workspaceId);
        Instant now = s.now();
        CaptureRetentionReport report = s.db().write(c -> {
            UUID workspace = workspaceId == null ? null : Scopes.resolveWorkspace(c, caller, workspaceId);
            CaptureRetentionReport r = retention.run(c, caller.organizationId(),
                    sessionWorkspace -> workspace != null ? workspace.equals(sessionWorkspace)
                            : caller.reaches(caller.organizationId(), sessionWorkspace), dryRun, now);
            s.audit().record(c, caller, "capture.retention_run", null, Retention.auditDetail(r, "request"));
            return r;
        });
        Responses.json(ctx, 200, report);
    }
}

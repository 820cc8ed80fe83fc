package dev.albert.client;

import com.fasterxml.jackson.databind.JavaType;
import dev.albert.api.backup.RestoreResult;
import dev.albert.api.compat.CompatManifest;
import dev.albert.api.context.ContextRequest;
import dev.albert.api.context.ContextResponse;
import dev.albert.api.episode.EpisodeCreate;
import dev.albert.api.episode.EpisodeRead;
import dev.albert.api.graph.GraphQuery;
import dev.albert.api.graph.RelationshipCreate;
import dev.albert.api.graph.RelationshipRead;
import dev.albert.api.health.HealthResponse;
import dev.albert.api.identity.BootstrapRequest;
import dev.albert.api.identity.BootstrapResponse;
import dev.albert.api.identity.KeyCreate;
import dev.albert.api.identity.KeyCreated;
import dev.albert.api.identity.KeyRead;
import dev.albert.api.lock.LockAcquire;
import dev.albert.api.lock.LockRead;
import dev.albert.api.lock.LockRelease;
import dev.albert.api.lock.LockRenew;
import dev.albert.api.memory.MemoryCreate;
import dev.albert.api.memory.MemoryRead;
import dev.albert.api.memory.MemoryUpdate;
import dev.albert.api.portability.ExportBundle;
import dev.albert.api.portability.ImportRequest;
import dev.albert.api.portability.ImportResult;
import dev.albert.api.search.SearchRequest;
import dev.albert.api.search.SearchResponse;
import dev.albert.api.working.WorkingMemoryCreate;
import dev.albert.api.working.WorkingMemoryFinish;
import dev.albert.api.working.WorkingMemoryRead;
import dev.albert.api.working.WorkingMemoryUpdate;
import dev.albert.client.http.Idempotency;
import dev.albert.client.http.JsonTransport;
import dev.albert.client.http.RequestUrl;
import dev.albert.client.http.Retrying;
import dev.albert.client.http.Sleeper;

import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import java.util.random.RandomGenerator;

import static dev.albert.client.http.Idempotency.IDEMPOTENT;
import static dev.albert.client.http.Idempotency.NOT_IDEMPOTENT;

/**
 * A typed client for every endpoint of the Albert v1 REST contract and this project's extensions
 * (compat, bootstrap, keys). Each method is one HTTP call; failures surface as the sealed
 * {@link AlbertException}: {@link HttpFailure} for a non-2xx answer, {@link Unavailable} when the
 * server cannot be reached or answers garbage, {@link InvalidConfig} for a configuration that cannot work.
 * Idempotent calls are retried as {@link RetryPolicy} says; all others are sent exactly once.
 *
 * <p>The endpoint methods only say which call it is; {@link Exchange} runs it (headers, retries through
 * {@link Retrying}, failure mapping) over a {@link dev.albert.client.http.Transport}: the JDK's
 * {@code HttpURLConnection} for plain JSON calls unless {@link Builder#transport} says otherwise, OkHttp for
 * {@code PATCH} and for the streamed calls ({@link StreamingCalls}). OkHttp is built on first use only.
 *
 * <p>Thread-safe. Close it to release pooled connections promptly.
 */
public final class AlbertClient implements AutoCloseable {
    private final ClientConfig config;
    private final Exchange exchange;
    private StreamingCalls streams;

    private AlbertClient(ClientConfig config, Exchange exchange) {
        this.config = config;
        this.exchange = exchange;
    }

    /** The streamed calls, built on first use: they need OkHttp, which a run of plain JSON calls never loads. */
    private synchronized StreamingCalls streams() {
        if (streams == null) {
            streams = new StreamingCalls(exchange);
        }
        return streams;
    }

    public static AlbertClient create(ClientConfig config) {
        return builder(config).build();
    }

    public static Builder builder(ClientConfig config) {
        return new Builder(config);
    }

    public ClientConfig config() {
        return config;
    }

    // ---- health and compatibility (no key needed) ----

    /** {@code GET /v1/health/live}: the process is up; reports version and providers. */
    public HealthResponse live() {
        return send("GET", url("v1/health/live"), null, false, IDEMPOTENT, type(HealthResponse.class));
    }

    /** {@code GET /v1/health/ready}: the database answers; 503 otherwise. */
    public HealthResponse ready() {
        return send("GET", url("v1/health/ready"), null, false, IDEMPOTENT, type(HealthResponse.class));
    }

    /** {@code GET /v1/compat} (extension): the server's compatibility manifest. */
    public CompatManifest compat() {
        return extension("the compatibility manifest (GET /v1/compat)",
                () -> send("GET", url("v1/compat"), null, false, IDEMPOTENT, type(CompatManifest.class)));
    }

    /**
     * {@code GET /openapi.json}: the server's own API description (FastAPI serves it upstream; the
     * embedded server serves ours). Used to infer features of servers without {@code /v1/compat}.
     */
    public com.fasterxml.jackson.databind.JsonNode openApiDocument() {
        return send("GET", exchange.root().addPathSegment("openapi.json"), null, false, IDEMPOTENT,
                type(com.fasterxml.jackson.databind.JsonNode.class));
    }

    // ---- identity (extension) ----

    /** {@code GET /v1/whoami} (extension): the calling key's principal, scope, capabilities and the server's clock. */
    public dev.albert.api.identity.WhoAmI whoAmI() {
        return extension("key introspection (GET /v1/whoami)",
                () -> send("GET", url("v1/whoami"), null, true, IDEMPOTENT, type(dev.albert.api.identity.WhoAmI.class)));
    }

    /** {@code POST /v1/bootstrap}: first organization, workspace and administrator; needs no key. */
    public BootstrapResponse bootstrap(BootstrapRequest request) {
        return extension("bootstrap over REST",
                () -> send("POST", url("v1/bootstrap"), request, false, NOT_IDEMPOTENT, type(BootstrapResponse.class)));
    }

    /** {@code POST /v1/keys}: issues a key no wider than the caller's; the secret is in the answer only. */
    public KeyCreated createKey(KeyCreate request) {
        return extension("API keys over REST",
                () -> send("POST", url("v1/keys"), request, true, NOT_IDEMPOTENT, type(KeyCreated.class)));
    }

    /** {@code GET /v1/keys[?principal_id=]}: keys without their secrets. */
    public List<KeyRead> listKeys(UUID principalId) {
        RequestUrl url = url("v1/keys");
        if (principalId != null) {
            url.addQueryParameter("principal_id", principalId.toString());
        }
        return extension("API keys over REST",
                () -> send("GET", url, null, true, IDEMPOTENT, listOf(KeyRead.class)));
    }

    /** {@code POST /v1/keys/{id}/revoke}. */
    public KeyRead revokeKey(UUID keyId) {
        return extension("API keys over REST",
                () -> send("POST", url("v1/keys", keyId, "revoke"), null, true, NOT_IDEMPOTENT, type(KeyRead.class)));
    }

    /** {@code POST /v1/keys/{id}/rotate}: a new key with the same grant; the old one is revoked. The secret is in the answer only. */
    public KeyCreated rotateKey(UUID keyId) {
        return extension("key rotation (POST /v1/keys/{id}/rotate)",
                () -> send("POST", url("v1/keys", keyId, "rotate"), null, true, NOT_IDEMPOTENT, type(KeyCreated.class)));
    }

    /** {@code POST /v1/links}: a one-time connection link; its token is in the answer only. */
    public dev.albert.api.identity.LinkCreated createLink(dev.albert.api.identity.LinkCreate request) {
        return extension("connection links (POST /v1/links)",
                () -> send("POST", url("v1/links"), request, true, NOT_IDEMPOTENT, type(dev.albert.api.identity.LinkCreated.class)));
    }

    /** {@code POST /v1/links/redeem} (no key): trades a link's token for a key, once. */
    public KeyCreated redeemLink(dev.albert.api.identity.LinkRedeem request) {
        return extension("connection links (POST /v1/links/redeem)",
                () -> send("POST", url("v1/links/redeem"), request, false, NOT_IDEMPOTENT, type(KeyCreated.class)));
    }

    /** {@code POST /v1/principals}. */
    public dev.albert.api.identity.PrincipalRead createPrincipal(dev.albert.api.identity.PrincipalCreate request) {
        return extension("principals over REST",
                () -> send("POST", url("v1/principals"), request, true, NOT_IDEMPOTENT, type(dev.albert.api.identity.PrincipalRead.class)));
    }

    /** {@code GET /v1/principals}: one page; null parameters take the server's defaults. */
    public dev.albert.api.identity.PrincipalPage listPrincipals(UUID workspaceId, dev.albert.api.auth.PrincipalType principalType,
                                                                Boolean active, Integer limit, String cursor) {
        RequestUrl url = url("v1/principals");
        if (workspaceId != null) {
            url.addQueryParameter("workspace_id", workspaceId.toString());
        }
        if (principalType != null) {
            url.addQueryParameter("principal_type", principalType.wireName());
        }
        if (active != null) {
            url.addQueryParameter("active", active.toString());
        }
        if (limit != null) {
            url.addQueryParameter("limit", limit.toString());
        }
        if (cursor != null) {
            url.addQueryParameter("cursor", cursor);
        }
        return extension("principals over REST",
                () -> send("GET", url, null, true, IDEMPOTENT, type(dev.albert.api.identity.PrincipalPage.class)));
    }

    /** {@code POST /v1/principals/{id}/deactivate}: its keys stop working. */
    public dev.albert.api.identity.PrincipalRead deactivatePrincipal(UUID principalId) {
        return extension("principals over REST",
                () -> send("POST", url("v1/principals", principalId, "deactivate"), null, true, NOT_IDEMPOTENT,
                        type(dev.albert.api.identity.PrincipalRead.class)));
    }

    /** {@code POST /v1/workspaces}. */
    public dev.albert.api.identity.WorkspaceRead createWorkspace(dev.albert.api.identity.WorkspaceCreate request) {
        return extension("workspaces over REST",
                () -> send("POST", url("v1/workspaces"), request, true, NOT_IDEMPOTENT, type(dev.albert.api.identity.WorkspaceRead.class)));
    }

    /** {@code GET /v1/workspaces}. */
    public List<dev.albert.api.identity.WorkspaceRead> listWorkspaces() {
        return extension("workspaces over REST",
                () -> send("GET", url("v1/workspaces"), null, true, IDEMPOTENT, listOf(dev.albert.api.identity.WorkspaceRead.class)));
    }

    /** {@code PATCH /v1/workspaces/{id}}: rename. */
    public dev.albert.api.identity.WorkspaceRead updateWorkspace(UUID workspaceId, dev.albert.api.identity.WorkspaceUpdate update) {
        return extension("workspaces over REST",
                () -> send("PATCH", url("v1/workspaces", workspaceId), update, true, NOT_IDEMPOTENT,
                        type(dev.albert.api.identity.WorkspaceRead.class)));
    }

    /** {@code DELETE /v1/workspaces/{id}?disposition=[&target_workspace_id=]}. */
    public dev.albert.api.identity.WorkspaceDeleted deleteWorkspace(UUID workspaceId, dev.albert.api.identity.WorkspaceDisposition disposition,
                                                                    UUID targetWorkspaceId) {
        RequestUrl url = url("v1/workspaces", workspaceId)
                .addQueryParameter("disposition", disposition.wireName());
        if (targetWorkspaceId != null) {
            url.addQueryParameter("target_workspace_id", targetWorkspaceId.toString());
        }
        return extension("workspaces over REST",
                () -> send("DELETE", url, null, true, NOT_IDEMPOTENT, type(dev.albert.api.identity.WorkspaceDeleted.class)));
    }

    // ---- episodes ----

    /** {@code POST /v1/episodes}: 201 new, or 200 with the existing episode (idempotent per principal). */
    public EpisodeRead createEpisode(EpisodeCreate request) {
        return send("POST", url("v1/episodes"), request, true, IDEMPOTENT, type(EpisodeRead.class));
    }

    /** {@link #createEpisode} that also tells whether the episode is new (201) or was already there (200). */
    public Ingested ingestEpisode(EpisodeCreate request) {
        int[] status = new int[1];
        EpisodeRead episode = send("POST", url("v1/episodes"), request, true, IDEMPOTENT, type(EpisodeRead.class), status);
        return new Ingested(episode, status[0] == 201);
    }

    /** An ingested episode and whether this call created it. */
    public record Ingested(EpisodeRead episode, boolean created) {
    }

    public EpisodeRead getEpisode(UUID episodeId) {
        return send("GET", url("v1/episodes", episodeId), null, true, IDEMPOTENT, type(EpisodeRead.class));
    }

    /** Scrubs the episode and every memory derived from it. */
    public void deleteEpisode(UUID episodeId) {
        send("DELETE", url("v1/episodes", episodeId), null, true, IDEMPOTENT, null);
    }

    // ---- memories ----

    /** {@code POST /v1/memories}. Never retried: the server does not deduplicate memories. */
    public MemoryRead createMemory(MemoryCreate request) {
        return send("POST", url("v1/memories"), request, true, NOT_IDEMPOTENT, type(MemoryRead.class));
    }

    public MemoryRead getMemory(UUID memoryId) {
        return send("GET", url("v1/memories", memoryId), null, true, IDEMPOTENT, type(MemoryRead.class));
    }

    public MemoryRead updateMemory(UUID memoryId, MemoryUpdate update) {
        return send("PATCH", url("v1/memories", memoryId), update, true, NOT_IDEMPOTENT, type(MemoryRead.class));
    }

    /** Scrubs the memory (content emptied, chunks dropped, its edges closed). */
    public void deleteMemory(UUID memoryId) {
        send("DELETE", url("v1/memories", memoryId), null, true, IDEMPOTENT, null);
    }

    /** {@code POST /v1/memories/{id}/supersede} (extension): the new claim, and the old one ends now. */
    public MemoryRead supersedeMemory(UUID memoryId, MemoryCreate replacement) {
        return extension("memory lifecycle (POST /v1/memories/{id}/supersede)",
                () -> send("POST", url("v1/memories", memoryId, "supersede"), replacement, true, NOT_IDEMPOTENT,
                        type(MemoryRead.class)));
    }

    /** {@code POST /v1/memories/{id}/invalidate} (extension): the memory stops being valid now, for a reason. */
    public MemoryRead invalidateMemory(UUID memoryId, dev.albert.api.memory.MemoryInvalidate invalidate) {
        return extension("memory lifecycle (POST /v1/memories/{id}/invalidate)",
                () -> send("POST", url("v1/memories", memoryId, "invalidate"), invalidate, true, NOT_IDEMPOTENT,
                        type(MemoryRead.class)));
    }

    /** {@code GET /v1/memories/{id}/history} (extension): the supersession chain and its events. */
    public dev.albert.api.memory.MemoryHistory memoryHistory(UUID memoryId) {
        return extension("memory history (GET /v1/memories/{id}/history)",
                () -> send("GET", url("v1/memories", memoryId, "history"), null, true, IDEMPOTENT,
                        type(dev.albert.api.memory.MemoryHistory.class)));
    }

    /** {@code POST /v1/memories/{id}/quarantine/review} (extension, {@code memory.review}): release or reject. */
    public MemoryRead reviewQuarantine(UUID memoryId, dev.albert.api.memory.QuarantineReview review) {
        return extension("quarantine review (POST /v1/memories/{id}/quarantine/review)",
                () -> send("POST", url("v1/memories", memoryId, "quarantine", "review"), review, true, NOT_IDEMPOTENT,
                        type(MemoryRead.class)));
    }

    /** {@code GET /v1/memories} (extension): one page of memories, oldest first; null filters are left out. */
    public dev.albert.api.memory.MemoryPage listMemories(MemoryFilter filter, Integer limit, String cursor) {
        RequestUrl url = url("v1/memories");
        filter.addTo(url);
        page(url, limit, cursor);
        return extension("memory listings (GET /v1/memories)",
                () -> send("GET", url, null, true, IDEMPOTENT, type(dev.albert.api.memory.MemoryPage.class)));
    }

    /** {@code GET /v1/audit-events} (extension, {@code admin}): one page of the audit log, oldest first. */
    public dev.albert.api.audit.AuditEventPage listAuditEvents(String eventType, UUID principalId, Instant since,
                                                               Instant until, Integer limit, String cursor) {
        RequestUrl url = url("v1/audit-events");
        MemoryFilter.add(url, "type", eventType);
        MemoryFilter.add(url, "principal_id", principalId);
        MemoryFilter.add(url, "since", since);
        MemoryFilter.add(url, "until", until);
        page(url, limit, cursor);
        return extension("the audit log (GET /v1/audit-events)",
                () -> send("GET", url, null, true, IDEMPOTENT, type(dev.albert.api.audit.AuditEventPage.class)));
    }

    private static void page(RequestUrl url, Integer limit, String cursor) {
        MemoryFilter.add(url, "limit", limit);
        MemoryFilter.add(url, "cursor", cursor);
    }

    // ---- retrieval ----

    public SearchResponse search(SearchRequest request) {
        return send("POST", url("v1/search"), request, true, IDEMPOTENT, type(SearchResponse.class));
    }

    /** {@code POST /v1/search/explain} (extension): the same search, with each hit's per-retriever ranks and scores. */
    public dev.albert.api.explain.ExplainResponse explain(SearchRequest request) {
        return extension("search explanations (POST /v1/search/explain)",
                () -> send("POST", url("v1/search/explain"), request, true, IDEMPOTENT,
                        type(dev.albert.api.explain.ExplainResponse.class)));
    }

    /** {@code GET /v1/gc} (extension): near-duplicate groups and stale working memory; changes nothing. Null parameters take the server's defaults. */
    /** {@code GET /v1/capture/profiles} (extension): the capture profiles that apply; null workspace = the key's. */
    public dev.albert.api.capture.CaptureProfileList listCaptureProfiles(UUID workspaceId) {
        RequestUrl url = url("v1/capture/profiles");
        MemoryFilter.add(url, "workspace_id", workspaceId);
        return extension("capture profiles (GET /v1/capture/profiles)",
                () -> send("GET", url, null, true, IDEMPOTENT,
                        type(dev.albert.api.capture.CaptureProfileList.class)));
    }

    /** {@code GET /v1/capture/profiles/{name}} (extension): the profile a session of the workspace gets by this name. */
    public dev.albert.api.capture.CaptureProfileRead getCaptureProfile(String name, UUID workspaceId) {
        RequestUrl url = url("v1/capture/profiles", name);
        MemoryFilter.add(url, "workspace_id", workspaceId);
        return extension("capture profiles (GET /v1/capture/profiles/{name})",
                () -> send("GET", url, null, true, IDEMPOTENT,
                        type(dev.albert.api.capture.CaptureProfileRead.class)));
    }

    /** {@code POST /v1/capture/profiles} (extension): creates or replaces a profile whole (idempotent: same body, same result). */
    public dev.albert.api.capture.CaptureProfileRead putCaptureProfile(dev.albert.api.capture.CaptureProfileRequest profile) {
        return extension("capture profiles (POST /v1/capture/profiles)",
                () -> send("POST", url("v1/capture/profiles"), profile, true, IDEMPOTENT,
                        type(dev.albert.api.capture.CaptureProfileRead.class)));
    }

    /** {@code DELETE /v1/capture/profiles/{name}} (extension). */
    public void deleteCaptureProfile(String name, UUID workspaceId) {
        RequestUrl url = url("v1/capture/profiles", name);
        MemoryFilter.add(url, "workspace_id", workspaceId);
        extension("capture profiles (DELETE /v1/capture/profiles/{name})",
                () -> send("DELETE", url, null, true, IDEMPOTENT, null));
    }

    /** {@code POST /v1/capture/retention/run} (extension): retention housekeeping now; a dry run changes nothing. */
    public dev.albert.api.capture.CaptureRetentionReport runCaptureRetention(
            dev.albert.api.capture.CaptureRetentionRequest request) {
        return extension("capture retention (POST /v1/capture/retention/run)",
                () -> send("POST", url("v1/capture/retention/run"), request, true,
                        Boolean.FALSE.equals(request.dryRun()) ? NOT_IDEMPOTENT : IDEMPOTENT,
                        type(dev.albert.api.capture.CaptureRetentionReport.class)));
    }

    public dev.albert.api.gc.GcReport gcReport(UUID workspaceId, Integer similarityPercent, Long staleAfterSeconds) {
        RequestUrl url = url("v1/gc");
        if (workspaceId != null) {
            url.addQueryParameter("workspace_id", workspaceId.toString());
        }
        if (similarityPercent != null) {
            url.addQueryParameter("similarity_percent", similarityPercent.toString());
        }
        if (staleAfterSeconds != null) {
            url.addQueryParameter("stale_after_seconds", staleAfterSeconds.toString());
        }
        return extension("clean-up reports (GET /v1/gc)",
                () -> send("GET", url, null, true, IDEMPOTENT, type(dev.albert.api.gc.GcReport.class)));
    }

    /** {@code GET /v1/stats[?workspace_id=]} (extension): counts of the memories the key can read. */
    public dev.albert.api.stats.StatsResponse stats(UUID workspaceId) {
        RequestUrl url = url("v1/stats");
        MemoryFilter.add(url, "workspace_id", workspaceId);
        return extension("statistics (GET /v1/stats)",
                () -> send("GET", url, null, true, IDEMPOTENT, type(dev.albert.api.stats.StatsResponse.class)));
    }

    public ContextResponse assembleContext(ContextRequest request) {
        return send("POST", url("v1/context/assemble"), request, true, IDEMPOTENT, type(ContextResponse.class));
    }

    // ---- graph ----

    public RelationshipRead createRelationship(RelationshipCreate request) {
        return send("POST", url("v1/relationships"), request, true, NOT_IDEMPOTENT, type(RelationshipRead.class));
    }

    public List<RelationshipRead> queryGraph(GraphQuery query) {
        return send("POST", url("v1/graph/query"), query, true, IDEMPOTENT, listOf(RelationshipRead.class));
    }

    /** {@code GET /v1/graph/entities/{id}/subgraph}; null parameters take the server's defaults. */
    public List<RelationshipRead> subgraph(UUID entityId, Integer hops, Integer limit, Instant temporalAsOf) {
        RequestUrl url = url("v1/graph/entities", entityId, "subgraph");
        if (hops != null) {
            url.addQueryParameter("hops", hops.toString());
        }
        if (limit != null) {
            url.addQueryParameter("limit", limit.toString());
        }
        if (temporalAsOf != null) {
            url.addQueryParameter("temporal_as_of", temporalAsOf.toString());
        }
        return send("GET", url, null, true, IDEMPOTENT, listOf(RelationshipRead.class));
    }

    // ---- working memory ----

    /** Creates task state; with {@code acquire_lock} the answer carries the lock and its token. */
    public WorkingMemoryRead createWorkingMemory(WorkingMemoryCreate request) {
        return send("POST", url("v1/working-memory"), request, true, NOT_IDEMPOTENT, type(WorkingMemoryRead.class));
    }

    public WorkingMemoryRead getWorkingMemory(UUID workingId) {
        return send("GET", url("v1/working-memory", workingId), null, true, IDEMPOTENT, type(WorkingMemoryRead.class));
    }

    public WorkingMemoryRead updateWorkingMemory(UUID workingId, WorkingMemoryUpdate update) {
        return send("PATCH", url("v1/working-memory", workingId), update, true, NOT_IDEMPOTENT,
                type(WorkingMemoryRead.class));
    }

    /** Completes the task and releases every lock linked to it. */
    public WorkingMemoryRead completeWorkingMemory(UUID workingId, WorkingMemoryFinish finish) {
        return send("POST", url("v1/working-memory", workingId, "complete"), finish, true, NOT_IDEMPOTENT,
                type(WorkingMemoryRead.class));
    }

    /** Fails the task and releases every lock linked to it. */
    public WorkingMemoryRead failWorkingMemory(UUID workingId, WorkingMemoryFinish finish) {
        return send("POST", url("v1/working-memory", workingId, "fail"), finish, true, NOT_IDEMPOTENT,
                type(WorkingMemoryRead.class));
    }

    // ---- locks ----

    /** 201 with the lease token; 409 (a {@link HttpFailure}) when someone else holds it. */
    public LockRead acquireLock(LockAcquire request) {
        return send("POST", url("v1/locks/acquire"), request, true, NOT_IDEMPOTENT, type(LockRead.class));
    }

    public LockRead renewLock(UUID lockId, LockRenew renew) {
        return send("POST", url("v1/locks", lockId, "renew"), renew, true, NOT_IDEMPOTENT, type(LockRead.class));
    }

    public void releaseLock(UUID lockId, LockRelease release) {
        send("POST", url("v1/locks", lockId, "release"), release, true, NOT_IDEMPOTENT, null);
    }

    // ---- portability ----

    /** {@code GET /v1/export[?workspace_id=]}: an {@code albert-export-v1} bundle. */
    public ExportBundle export(UUID workspaceId) {
        RequestUrl url = url("v1/export");
        if (workspaceId != null) {
            url.addQueryParameter("workspace_id", workspaceId.toString());
        }
        return send("GET", url, null, true, IDEMPOTENT, type(ExportBundle.class));
    }

    public ImportResult importBundle(ImportRequest request) {
        return send("POST", url("v1/import"), request, true, NOT_IDEMPOTENT, type(ImportResult.class));
    }

    /**
     * {@code GET /v1/export/stream[?workspace_id=]} (extension): hands the NDJSON body to {@code reader} as it
     * arrives, never holding it whole. Errors before the body (4xx/5xx) surface as for every call; an
     * {@link IOException} from the reader or the connection is reported as {@link Unavailable} (a reader
     * that fails on its own side, e.g. a full disk, should throw an unchecked exception instead).
     */
    public void exportStream(UUID workspaceId, BodyReader reader) {
        extension("streamed export (GET /v1/export/stream)", () -> streams().streamGet("v1/export/stream", workspaceId, reader));
    }

    /**
     * {@code GET /v1/export[?workspace_id=]} with the {@code albert-export-v1} body handed to {@code reader} as
     * it arrives, unparsed (for writing it to disk without holding it).
     */
    public void export(UUID workspaceId, BodyReader reader) {
        streams().streamGet("v1/export", workspaceId, reader);
    }

    /**
     * {@code POST /v1/import/stream[?workspace_id=]} (extension): sends the file as the request body,
     * streamed from disk, with {@code Content-Type: application/x-ndjson}.
     */
    public ImportResult importStream(UUID workspaceId, java.nio.file.Path file) {
        return importStream(workspaceId, file, sent -> { });
    }

    /** As {@link #importStream(UUID, java.nio.file.Path)}, telling {@code sent} the bytes sent so far as the upload goes. */
    public ImportResult importStream(UUID workspaceId, java.nio.file.Path file, java.util.function.LongConsumer sent) {
        return extension("streamed import (POST /v1/import/stream)", () -> streams().importStream(workspaceId, file, sent));
    }

    /** Consumes a streamed response body. */
    @FunctionalInterface
    public interface BodyReader {
        void read(java.io.InputStream body) throws IOException;
    }

    @Override
    public void close() {
        exchange.close();
    }

    // ---- backup and restore (extension; docs/backup-format.md) ----

    /** Writes a request body as it is sent, so a large body never has to be held in memory. */
    @FunctionalInterface
    public interface BodyWriter {
        void writeTo(java.io.OutputStream out) throws IOException;
    }

    /**
     * {@code GET /v1/admin/backup}: copies the server's {@code albert-backup-v1} stream into {@code sink}
     * as it arrives (constant memory) and returns the number of bytes copied. Sent once, never retried
     * (a retry could not undo bytes already written), and not bounded by the call timeout: only the read
     * timeout between two packets applies. An {@link IOException} thrown by {@code sink} is rethrown as is.
     */
    public long backup(java.io.OutputStream sink) throws IOException {
        return streams().backup(sink);
    }

    /**
     * {@code POST /v1/admin/restore?confirm=}: sends the {@code albert-backup-v1} stream that {@code body}
     * writes ({@code contentLength} bytes, or -1 if unknown) and returns the server's row counts. Sent once.
     */
    public RestoreResult restore(String confirmSha256, long contentLength, BodyWriter body) {
        return streams().restore(confirmSha256, contentLength, body);
    }

    /** {@link #restore(String, long, BodyWriter)} with a plain {@code albert-backup-v1} file as the body. */
    public RestoreResult restore(String confirmSha256, java.nio.file.Path streamFile) throws IOException {
        long size = java.nio.file.Files.size(streamFile);
        return restore(confirmSha256, size, out -> java.nio.file.Files.copy(streamFile, out));
    }

    // ---- any call of the contract, as data ----

    /**
     * Makes one REST call described as data (what an MCP tool call becomes) and returns the JSON the server
     * answered as it was, or null for a 204. Failures are the same {@link AlbertException}s as the typed calls'.
     */
    public com.fasterxml.jackson.databind.JsonNode call(dev.albert.api.mcp.RestCall call) {
        RequestUrl url = exchange.root();
        for (String segment : call.pathSegments()) {
            url.addPathSegment(segment);
        }
        call.query().forEach(url::addQueryParameter);
        return send(call.method(), url, call.body(), true, call.idempotent() ? IDEMPOTENT : NOT_IDEMPOTENT,
                type(com.fasterxml.jackson.databind.JsonNode.class));
    }

    // ---- one exchange (Exchange) ----

    private <T> T extension(String feature, java.util.function.Supplier<T> call) {
        return exchange.extension(feature, call);
    }

    private <T> T send(String method, RequestUrl url, Object body, boolean authenticated, Idempotency idempotency,
                       JavaType responseType) {
        return exchange.send(method, url, body, authenticated, idempotency, responseType);
    }

    private <T> T send(String method, RequestUrl url, Object body, boolean authenticated, Idempotency idempotency,
                       JavaType responseType, int[] statusOut) {
        return exchange.send(method, url, body, authenticated, idempotency, responseType, statusOut);
    }

    private RequestUrl url(String path, Object... segments) {
        return exchange.url(path, segments);
    }

    private JavaType type(Class<?> type) {
        return exchange.type(type);
    }

    private JavaType listOf(Class<?> element) {
        return exchange.listOf(element);
    }

    /** Builds a client; sleeper, random source and clock are replaceable so tests control retries. */
    public static final class Builder {
        private final ClientConfig config;
        private Sleeper sleeper = Sleeper.SYSTEM;
        private RandomGenerator random;
        private Clock clock = Clock.systemUTC();
        private JsonTransport transport = JsonTransport.URL_CONNECTION;

        private Builder(ClientConfig config) {
            this.config = Objects.requireNonNull(config, "config");
        }

        public Builder sleeper(Sleeper sleeper) {
            this.sleeper = Objects.requireNonNull(sleeper);
            return this;
        }

        public Builder random(RandomGenerator random) {
            this.random = Objects.requireNonNull(random);
            return this;
        }

        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock);
            return this;
        }

        /** Which transport sends the plain JSON calls ({@link JsonTransport#URL_CONNECTION} unless set). */
        public Builder transport(JsonTransport transport) {
            this.transport = Objects.requireNonNull(transport);
            return this;
        }

        public AlbertClient build() {
            RandomGenerator jitter = random != null ? random : RandomGenerator.getDefault();
            Retrying retrying = new Retrying(config.retry(), sleeper, jitter, clock);
            return new AlbertClient(config, new Exchange(config, transport, retrying));
        }
    }
}

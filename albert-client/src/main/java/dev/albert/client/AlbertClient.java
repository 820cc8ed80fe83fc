package dev.albert.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.api.Json;
import dev.albert.api.backup.RestoreResult;
import dev.albert.api.compat.CompatManifest;
import dev.albert.api.context.ContextRequest;
import dev.albert.api.context.ContextResponse;
import dev.albert.api.episode.EpisodeCreate;
import dev.albert.api.episode.EpisodeRead;
import dev.albert.api.error.ErrorBody;
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
import dev.albert.client.http.HttpClients;
import dev.albert.client.http.Idempotency;
import dev.albert.client.http.Sleeper;
import dev.albert.client.policy.RequestPolicy;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.ResponseBody;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import java.util.random.RandomGenerator;
import javax.net.ssl.SSLException;

import static dev.albert.client.http.Idempotency.IDEMPOTENT;
import static dev.albert.client.http.Idempotency.NOT_IDEMPOTENT;

/**
 * A typed client for every endpoint of the Albert v1 REST contract and this project's extensions
 * (compat, bootstrap, keys). Each method is one HTTP call; failures surface as the sealed
 * {@link AlbertException}: {@link HttpFailure} for a non-2xx answer, {@link Unavailable} when the
 * server cannot be reached or answers garbage, {@link InvalidConfig} for a configuration that cannot work.
 * Idempotent calls are retried as {@link RetryPolicy} says; all others are sent exactly once.
 *
 * <p>Thread-safe. Close it to release pooled connections promptly.
 */
public final class AlbertClient implements AutoCloseable {
    private static final MediaType JSON = MediaType.get("application/json");
    private static final byte[] EMPTY = new byte[0];

    private final ClientConfig config;
    private final HttpUrl baseUrl;
    private final OkHttpClient http;
    private final ObjectMapper json = Json.mapper();

    private AlbertClient(ClientConfig config, OkHttpClient http) {
        this.config = config;
        this.baseUrl = Objects.requireNonNull(HttpUrl.parse(config.baseUrl()));
        this.http = http;
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
        return send("GET", baseUrl.newBuilder().addPathSegment("openapi.json").build(), null, false, IDEMPOTENT,
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
        HttpUrl.Builder url = url("v1/keys").newBuilder();
        if (principalId != null) {
            url.addQueryParameter("principal_id", principalId.toString());
        }
        return extension("API keys over REST",
                () -> send("GET", url.build(), null, true, IDEMPOTENT, listOf(KeyRead.class)));
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
        HttpUrl.Builder url = url("v1/principals").newBuilder();
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
                () -> send("GET", url.build(), null, true, IDEMPOTENT, type(dev.albert.api.identity.PrincipalPage.class)));
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
        HttpUrl.Builder url = url("v1/workspaces", workspaceId).newBuilder()
                .addQueryParameter("disposition", disposition.wireName());
        if (targetWorkspaceId != null) {
            url.addQueryParameter("target_workspace_id", targetWorkspaceId.toString());
        }
        return extension("workspaces over REST",
                () -> send("DELETE", url.build(), null, true, NOT_IDEMPOTENT, type(dev.albert.api.identity.WorkspaceDeleted.class)));
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
        HttpUrl.Builder url = url("v1/memories").newBuilder();
        filter.addTo(url);
        page(url, limit, cursor);
        return extension("memory listings (GET /v1/memories)",
                () -> send("GET", url.build(), null, true, IDEMPOTENT, type(dev.albert.api.memory.MemoryPage.class)));
    }

    /** {@code GET /v1/audit-events} (extension, {@code admin}): one page of the audit log, oldest first. */
    public dev.albert.api.audit.AuditEventPage listAuditEvents(String eventType, UUID principalId, Instant since,
                                                               Instant until, Integer limit, String cursor) {
        HttpUrl.Builder url = url("v1/audit-events").newBuilder();
        MemoryFilter.add(url, "type", eventType);
        MemoryFilter.add(url, "principal_id", principalId);
        MemoryFilter.add(url, "since", since);
        MemoryFilter.add(url, "until", until);
        page(url, limit, cursor);
        return extension("the audit log (GET /v1/audit-events)",
                () -> send("GET", url.build(), null, true, IDEMPOTENT, type(dev.albert.api.audit.AuditEventPage.class)));
    }

    private static void page(HttpUrl.Builder url, Integer limit, String cursor) {
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
        HttpUrl.Builder url = url("v1/capture/profiles").newBuilder();
        MemoryFilter.add(url, "workspace_id", workspaceId);
        return extension("capture profiles (GET /v1/capture/profiles)",
                () -> send("GET", url.build(), null, true, IDEMPOTENT,
                        type(dev.albert.api.capture.CaptureProfileList.class)));
    }

    /** {@code GET /v1/capture/profiles/{name}} (extension): the profile a session of the workspace gets by this name. */
    public dev.albert.api.capture.CaptureProfileRead getCaptureProfile(String name, UUID workspaceId) {
        HttpUrl.Builder url = url("v1/capture/profiles", name).newBuilder();
        MemoryFilter.add(url, "workspace_id", workspaceId);
        return extension("capture profiles (GET /v1/capture/profiles/{name})",
                () -> send("GET", url.build(), null, true, IDEMPOTENT,
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
        HttpUrl.Builder url = url("v1/capture/profiles", name).newBuilder();
        MemoryFilter.add(url, "workspace_id", workspaceId);
        extension("capture profiles (DELETE /v1/capture/profiles/{name})",
                () -> send("DELETE", url.build(), null, true, IDEMPOTENT, null));
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
        HttpUrl.Builder url = url("v1/gc").newBuilder();
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
                () -> send("GET", url.build(), null, true, IDEMPOTENT, type(dev.albert.api.gc.GcReport.class)));
    }

    /** {@code GET /v1/stats[?workspace_id=]} (extension): counts of the memories the key can read. */
    public dev.albert.api.stats.StatsResponse stats(UUID workspaceId) {
        HttpUrl.Builder url = url("v1/stats").newBuilder();
        MemoryFilter.add(url, "workspace_id", workspaceId);
        return extension("statistics (GET /v1/stats)",
                () -> send("GET", url.build(), null, true, IDEMPOTENT, type(dev.albert.api.stats.StatsResponse.class)));
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
        HttpUrl.Builder url = url("v1/graph/entities", entityId, "subgraph").newBuilder();
        if (hops != null) {
            url.addQueryParameter("hops", hops.toString());
        }
        if (limit != null) {
            url.addQueryParameter("limit", limit.toString());
        }
        if (temporalAsOf != null) {
            url.addQueryParameter("temporal_as_of", temporalAsOf.toString());
        }
        return send("GET", url.build(), null, true, IDEMPOTENT, listOf(RelationshipRead.class));
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
        HttpUrl.Builder url = url("v1/export").newBuilder();
        if (workspaceId != null) {
            url.addQueryParameter("workspace_id", workspaceId.toString());
        }
        return send("GET", url.build(), null, true, IDEMPOTENT, type(ExportBundle.class));
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
        extension("streamed export (GET /v1/export/stream)", () -> streamGet("v1/export/stream", workspaceId, reader));
    }

    /**
     * {@code GET /v1/export[?workspace_id=]} with the {@code albert-export-v1} body handed to {@code reader} as
     * it arrives, unparsed (for writing it to disk without holding it).
     */
    public void export(UUID workspaceId, BodyReader reader) {
        streamGet("v1/export", workspaceId, reader);
    }

    private Void streamGet(String path, UUID workspaceId, BodyReader reader) {
        HttpUrl.Builder url = url(path).newBuilder();
        if (workspaceId != null) {
            url.addQueryParameter("workspace_id", workspaceId.toString());
        }
        Request request = authorized(new Request.Builder().url(url.build()), true)
                .header("Accept", "application/x-ndjson, application/json")
                .tag(Idempotency.class, IDEMPOTENT)
                .get()
                .build();
        try (Response response = streaming().newCall(request).execute()) {
            if (!response.isSuccessful()) {
                throw new HttpFailure(response.code(), "GET", url.build().encodedPath(),
                        errorBody(response.body().bytes()), config.apiKey() != null);
            }
            try (java.io.InputStream body = response.body().byteStream()) {
                reader.read(body);
            }
        } catch (IOException e) {
            throw unavailable(e);
        }
        return null;
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
        HttpUrl.Builder url = url("v1/import/stream").newBuilder();
        if (workspaceId != null) {
            url.addQueryParameter("workspace_id", workspaceId.toString());
        }
        RequestBody body = new RequestBody() {
            @Override
            public MediaType contentType() {
                return MediaType.get("application/x-ndjson");
            }

            @Override
            public long contentLength() {
                return file.toFile().length();
            }

            @Override
            public void writeTo(okio.BufferedSink sink) throws IOException {
                try (okio.Source source = okio.Okio.source(file)) {
                    long total = 0;
                    for (long n; (n = source.read(sink.getBuffer(), 64 * 1024)) != -1; ) {
                        sink.emit();
                        total += n;
                        sent.accept(total);
                    }
                }
            }
        };
        return extension("streamed import (POST /v1/import/stream)", () -> {
            Request request = authorized(new Request.Builder().url(url.build()), true)
                    .header("Accept", "application/json")
                    .tag(Idempotency.class, NOT_IDEMPOTENT)
                    .post(body)
                    .build();
            byte[] bytes;
            int status;
            try (Response response = streaming().newCall(request).execute()) {
                status = response.code();
                bytes = response.body().bytes();
            } catch (IOException e) {
                throw unavailable(e);
            }
            if (status < 200 || status >= 300) {
                throw new HttpFailure(status, "POST", url.build().encodedPath(), errorBody(bytes), config.apiKey() != null);
            }
            try {
                return json.readValue(bytes, ImportResult.class);
            } catch (IOException e) {
                throw new Unavailable(config.baseUrl(), Unavailable.Reason.BAD_RESPONSE,
                        "unexpected reply from " + config.baseUrl() + url.build().encodedPath() + " (HTTP " + status
                                + ", not the JSON Albert sends); is the URL pointing at an Albert server?", e);
            }
        });
    }

    /** The same client without a whole-call deadline: a stream may take as long as it needs (reads still time out). */
    private OkHttpClient streaming() {
        return http.newBuilder().callTimeout(Duration.ZERO).build();
    }

    /** Consumes a streamed response body. */
    @FunctionalInterface
    public interface BodyReader {
        void read(java.io.InputStream body) throws IOException;
    }

    @Override
    public void close() {
        http.connectionPool().evictAll();
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
        HttpUrl url = url("v1/admin/backup");
        Request request = streamingRequest(url).get().header("Accept", "application/vnd.albert.backup").build();
        Response response;
        try {
            response = streaming().newCall(request).execute();
        } catch (IOException e) {
            throw unavailable(e);
        }
        try (response) {
            failUnlessOk(response, "GET", url, "backups (GET /v1/admin/backup)");
            java.io.InputStream in = response.body().byteStream();
            byte[] buffer = new byte[64 * 1024];
            long copied = 0;
            while (true) {
                int n;
                try {
                    n = in.read(buffer);
                } catch (IOException e) {
                    throw unavailable(e);
                }
                if (n < 0) {
                    return copied;
                }
                sink.write(buffer, 0, n);
                copied += n;
            }
        }
    }

    /**
     * {@code POST /v1/admin/restore?confirm=}: sends the {@code albert-backup-v1} stream that {@code body}
     * writes ({@code contentLength} bytes, or -1 if unknown) and returns the server's row counts. Sent once.
     */
    public RestoreResult restore(String confirmSha256, long contentLength, BodyWriter body) {
        HttpUrl url = url("v1/admin/restore").newBuilder().addQueryParameter("confirm", confirmSha256).build();
        MediaType type = MediaType.get("application/vnd.albert.backup");
        RequestBody requestBody = new RequestBody() {
            @Override
            public MediaType contentType() {
                return type;
            }

            @Override
            public long contentLength() {
                return contentLength;
            }

            @Override
            public boolean isOneShot() {
                return true;
            }

            @Override
            public void writeTo(okio.BufferedSink sink) throws IOException {
                java.io.OutputStream out = sink.outputStream();
                body.writeTo(out);
                out.flush();
            }
        };
        Request request = streamingRequest(url).header("Accept", "application/json").post(requestBody).build();
        byte[] bytes;
        try (Response response = streaming().newCall(request).execute()) {
            failUnlessOk(response, "POST", url, "restore (POST /v1/admin/restore)");
            bytes = response.body().bytes();
        } catch (IOException e) {
            throw unavailable(e);
        }
        try {
            return json.readValue(bytes, RestoreResult.class);
        } catch (IOException e) {
            throw new Unavailable(config.baseUrl(), Unavailable.Reason.BAD_RESPONSE,
                    "unexpected reply from " + config.baseUrl() + url.encodedPath() + " (not the JSON Albert sends)", e);
        }
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
        HttpUrl.Builder url = baseUrl.newBuilder();
        for (String segment : call.pathSegments()) {
            url.addPathSegment(segment);
        }
        call.query().forEach(url::addQueryParameter);
        return send(call.method(), url.build(), call.body(), true, call.idempotent() ? IDEMPOTENT : NOT_IDEMPOTENT,
                type(com.fasterxml.jackson.databind.JsonNode.class));
    }

    // ---- one exchange ----

    /**
     * Runs a call to one of this project's extensions: a server without it (an upstream Albert, or
     * an older embedded server) answers "unknown route", which is reported as the missing feature.
     */
    private <T> T extension(String feature, java.util.function.Supplier<T> call) {
        try {
            return call.get();
        } catch (HttpFailure failure) {
            if (failure.unknownRoute()) {
                throw new HttpFailure(failure.status(), failure.method(), failure.path(), failure.body(),
                        "the Albert server at " + config.baseUrl() + " does not offer " + feature
                                + " (" + failure.method() + " " + failure.path() + " is an extension it lacks); upgrade it");
            }
            throw failure;
        }
    }

    private <T> T send(String method, HttpUrl url, Object body, boolean authenticated, Idempotency idempotency,
                       JavaType responseType) {
        return send(method, url, body, authenticated, idempotency, responseType, null);
    }

    /** One exchange; {@code statusOut}, when given, receives the HTTP status of a successful answer. */
    private <T> T send(String method, HttpUrl url, Object body, boolean authenticated, Idempotency idempotency,
                       JavaType responseType, int[] statusOut) {
        boolean keySent = authenticated && config.apiKey() != null;
        Request.Builder request = authorized(new Request.Builder().url(url), authenticated)
                .header("Accept", "application/json")
                .tag(Idempotency.class, idempotency);
        request.method(method, requestBody(method, body));

        byte[] bytes;
        int status;
        try (Response response = http.newCall(request.build()).execute()) {
            status = response.code();
            ResponseBody responseBody = response.body();
            bytes = responseBody.bytes();
        } catch (IOException e) {
            throw unavailable(e);
        }
        if (status < 200 || status >= 300) {
            throw new HttpFailure(status, method, url.encodedPath(), errorBody(bytes), keySent);
        }
        if (statusOut != null) {
            statusOut[0] = status;
        }
        if (responseType == null || status == 204) {
            return null;
        }
        try {
            return json.readValue(bytes, responseType);
        } catch (IOException e) {
            throw new Unavailable(config.baseUrl(), Unavailable.Reason.BAD_RESPONSE,
                    "unexpected reply from " + config.baseUrl() + url.encodedPath() + " (HTTP " + status
                            + ", not the JSON Albert sends); is the URL pointing at an Albert server?", e);
        }
    }

    private Request.Builder authorized(Request.Builder request, boolean authenticated) {
        request.header("User-Agent", config.userAgent());
        String authorization = authenticated ? RequestPolicy.authorization(config.apiKey()) : null;
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return request;
    }

    /** A one-shot streaming request: sent once, never retried (bytes already streamed cannot be taken back). */
    private Request.Builder streamingRequest(HttpUrl url) {
        return authorized(new Request.Builder().url(url), true).tag(Idempotency.class, NOT_IDEMPOTENT);
    }

    private void failUnlessOk(Response response, String method, HttpUrl url, String feature) throws IOException {
        int status = response.code();
        if (status >= 200 && status < 300) {
            return;
        }
        byte[] error = response.body().bytes();
        HttpFailure failure = new HttpFailure(status, method, url.encodedPath(), errorBody(error), config.apiKey() != null);
        if (failure.unknownRoute()) {
            throw new HttpFailure(status, method, url.encodedPath(), failure.body(),
                    "the Albert server at " + config.baseUrl() + " does not offer " + feature
                            + " (an extension it lacks); upgrade it");
        }
        throw failure;
    }

    private RequestBody requestBody(String method, Object body) {
        if (body != null) {
            try {
                return RequestBody.create(json.writeValueAsBytes(body), JSON);
            } catch (JsonProcessingException e) {
                throw new IllegalArgumentException("cannot serialize " + body.getClass().getSimpleName(), e);
            }
        }
        return "GET".equals(method) || "DELETE".equals(method) ? null : RequestBody.create(EMPTY, null);
    }

    private ErrorBody errorBody(byte[] bytes) {
        if (bytes.length == 0) {
            return null;
        }
        try {
            ErrorBody body = json.readValue(bytes, ErrorBody.class);
            return body == null || body.detail() == null ? null : body;
        } catch (IOException notJson) {
            return null;
        }
    }

    private Unavailable unavailable(IOException e) {
        String at = config.baseUrl();
        if (e instanceof UnknownHostException) {
            return new Unavailable(at, Unavailable.Reason.UNKNOWN_HOST, "cannot reach Albert at " + at
                    + " (unknown host " + baseUrl.host() + "); check ALBERT_API_URL or --url", e);
        }
        if (e instanceof ConnectException || e instanceof NoRouteToHostException) {
            String why = e instanceof NoRouteToHostException ? "no route to host" : "connection refused";
            return new Unavailable(at, Unavailable.Reason.CONNECTION_REFUSED, "cannot reach Albert at " + at
                    + " (" + why + "); is the server running? set ALBERT_API_URL or --url", e);
        }
        if (e instanceof SSLException) {
            return new Unavailable(at, Unavailable.Reason.TLS, "TLS with Albert at " + at + " failed ("
                    + HttpFailure.oneLine(e.getMessage()) + "); check the URL's scheme and the server's certificate", e);
        }
        if (e instanceof InterruptedIOException) {
            String message = String.valueOf(e.getMessage()).toLowerCase(java.util.Locale.ROOT);
            if (message.contains("connect")) {
                return new Unavailable(at, Unavailable.Reason.TIMEOUT, "cannot reach Albert at " + at
                        + " (no connection within " + human(config.timeouts().connect())
                        + "); is the server running? set ALBERT_API_URL or --url", e);
            }
            return new Unavailable(at, Unavailable.Reason.TIMEOUT, "Albert at " + at + " did not answer in time (timed out after "
                    + human(e instanceof java.net.SocketTimeoutException ? config.timeouts().read() : config.timeouts().call())
                    + "); the server may be overloaded; try again later or raise --timeout", e);
        }
        return new Unavailable(at, Unavailable.Reason.CONNECTION_LOST, "lost the connection to Albert at " + at + " ("
                + HttpFailure.oneLine(String.valueOf(e.getMessage())) + "); try again", e);
    }

    static String human(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }

    private HttpUrl url(String path, Object... segments) {
        HttpUrl.Builder url = baseUrl.newBuilder().addPathSegments(path);
        for (Object segment : segments) {
            url.addPathSegment(segment.toString());
        }
        return url.build();
    }

    private JavaType type(Class<?> type) {
        return json.getTypeFactory().constructType(type);
    }

    private JavaType listOf(Class<?> element) {
        return json.getTypeFactory().constructCollectionType(List.class, element);
    }

    /** Builds a client; sleeper, random source and clock are replaceable so tests control retries. */
    public static final class Builder {
        private final ClientConfig config;
        private Sleeper sleeper = Sleeper.SYSTEM;
        private RandomGenerator random;
        private Clock clock = Clock.systemUTC();

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

        public AlbertClient build() {
            RandomGenerator jitter = random != null ? random : RandomGenerator.getDefault();
            return new AlbertClient(config, HttpClients.create(config, sleeper, jitter, clock));
        }
    }
}

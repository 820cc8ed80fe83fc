package dev.albert.api;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.audit.AuditEventPage;
import dev.albert.api.audit.AuditEventRead;
import dev.albert.api.auth.Capability;
import dev.albert.api.auth.PrincipalType;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.backup.BackupManifest;
import dev.albert.api.backup.RestoreResult;
import dev.albert.api.capture.CaptureEvent;
import dev.albert.api.capture.CaptureEventClass;
import dev.albert.api.capture.CaptureEventResult;
import dev.albert.api.capture.CaptureEventStatus;
import dev.albert.api.capture.CaptureEventsRequest;
import dev.albert.api.capture.CaptureEventsResponse;
import dev.albert.api.capture.CaptureLimits;
import dev.albert.api.capture.CaptureSessionRead;
import dev.albert.api.capture.CaptureSessionRequest;
import dev.albert.api.capture.CapturedEvent;
import dev.albert.api.capture.CapturedEventPage;
import dev.albert.api.compat.CompatManifest;
import dev.albert.api.context.Citation;
import dev.albert.api.context.ContextRequest;
import dev.albert.api.context.ContextResponse;
import dev.albert.api.context.SessionStartBudgets;
import dev.albert.api.context.SessionStartItem;
import dev.albert.api.context.SessionStartProvenance;
import dev.albert.api.context.SessionStartRequest;
import dev.albert.api.context.SessionStartResponse;
import dev.albert.api.episode.EnrichmentStatus;
import dev.albert.api.episode.EpisodeCreate;
import dev.albert.api.episode.EpisodePage;
import dev.albert.api.episode.EpisodeRead;
import dev.albert.api.error.ErrorBody;
import dev.albert.api.error.ValidationIssue;
import dev.albert.api.graph.EntityInput;
import dev.albert.api.graph.GraphQuery;
import dev.albert.api.graph.RelationshipCreate;
import dev.albert.api.graph.RelationshipRead;
import dev.albert.api.health.HealthResponse;
import dev.albert.api.identity.BootstrapRequest;
import dev.albert.api.identity.BootstrapResponse;
import dev.albert.api.identity.KeyCreate;
import dev.albert.api.identity.KeyCreated;
import dev.albert.api.identity.KeyRead;
import dev.albert.api.identity.WhoAmI;
import dev.albert.api.identity.LinkCreate;
import dev.albert.api.identity.LinkCreated;
import dev.albert.api.identity.LinkRedeem;
import dev.albert.api.identity.PrincipalCreate;
import dev.albert.api.identity.PrincipalPage;
import dev.albert.api.identity.PrincipalRead;
import dev.albert.api.identity.WorkspaceCreate;
import dev.albert.api.identity.WorkspaceDeleted;
import dev.albert.api.identity.WorkspaceDisposition;
import dev.albert.api.identity.WorkspaceRead;
import dev.albert.api.identity.WorkspaceUpdate;
import dev.albert.api.lock.LockAcquire;
import dev.albert.api.lock.LockConflict;
import dev.albert.api.lock.LockRead;
import dev.albert.api.lock.LockRelease;
import dev.albert.api.lock.LockRenew;
import dev.albert.api.memory.MemoryCreate;
import dev.albert.api.memory.MemoryHistory;
import dev.albert.api.memory.MemoryHistoryEntry;
import dev.albert.api.memory.MemoryHistoryEvent;
import dev.albert.api.memory.MemoryInvalidate;
import dev.albert.api.memory.MemoryPage;
import dev.albert.api.memory.MemoryRead;
import dev.albert.api.memory.MemoryStatus;
import dev.albert.api.memory.MemoryUpdate;
import dev.albert.api.memory.QuarantineReview;
import dev.albert.api.memory.ReviewDecision;
import dev.albert.api.memory.Trust;
import dev.albert.api.portability.ExportBundle;
import dev.albert.api.portability.ExportStreamEnd;
import dev.albert.api.portability.ExportStreamHeader;
import dev.albert.api.portability.ImportRequest;
import dev.albert.api.portability.ImportResult;
import dev.albert.api.portability.MemoryExport;
import dev.albert.api.portability.RelationshipExport;
import dev.albert.api.portability.WorkspaceExport;
import dev.albert.api.search.HitKind;
import dev.albert.api.search.SearchHit;
import dev.albert.api.search.SearchRequest;
import dev.albert.api.search.SearchResponse;
import dev.albert.api.working.WorkingMemoryCreate;
import dev.albert.api.working.WorkingMemoryFinish;
import dev.albert.api.working.WorkingMemoryRead;
import dev.albert.api.working.WorkingMemoryStatus;
import dev.albert.api.working.WorkingMemoryUpdate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Checks the OpenAPI document against itself (references, operations), against the contract (operations, required
 * fields, limits, error messages) and against the Java records (property names and types as Jackson produces them),
 * so that the document and the records cannot drift apart.
 */
class OpenApiDocumentTest {
    private static final ObjectMapper MAPPER = Json.mapper();
    private static final String SCHEMA_REF = "#/components/schemas/";
    private static final Set<String> HTTP_METHODS =
            Set.of("get", "put", "post", "delete", "options", "head", "patch", "trace");

    /** Every record of the contract and the schema that documents it (same simple name). */
    private static final List<Class<?>> RECORDS = List.of(
            HealthResponse.class, CompatManifest.class,
            EpisodeCreate.class, EpisodeRead.class,
            MemoryCreate.class, MemoryRead.class, MemoryUpdate.class,
            SearchRequest.class, SearchResponse.class, SearchHit.class,
            ContextRequest.class, ContextResponse.class, Citation.class,
            EntityInput.class, RelationshipCreate.class, RelationshipRead.class, GraphQuery.class,
            WorkingMemoryCreate.class, WorkingMemoryRead.class, WorkingMemoryUpdate.class, WorkingMemoryFinish.class,
            LockAcquire.class, LockRead.class, LockRenew.class, LockRelease.class, LockConflict.class,
            ExportBundle.class, WorkspaceExport.class, MemoryExport.class, RelationshipExport.class,
            ImportRequest.class, ImportResult.class, ExportStreamHeader.class, ExportStreamEnd.class,
            BootstrapRequest.class, BootstrapResponse.class, KeyCreate.class, KeyCreated.class, KeyRead.class, WhoAmI.class,
            BackupManifest.class, RestoreResult.class,
            ErrorBody.class, ValidationIssue.class,
            CaptureEvent.class, CaptureEventsRequest.class, CaptureEventResult.class, CaptureEventsResponse.class,
            CaptureSessionRequest.class, CaptureSessionRead.class, CapturedEvent.class, CapturedEventPage.class,
            dev.albert.api.capture.CaptureProfileRequest.class, dev.albert.api.capture.CaptureProfileRead.class,
            dev.albert.api.capture.CaptureProfileList.class, dev.albert.api.capture.CaptureRetentionRequest.class,
            dev.albert.api.capture.CaptureRetentionReport.class,
            // identity, listing, lifecycle and review extensions
            PrincipalCreate.class, PrincipalRead.class, PrincipalPage.class,
            WorkspaceCreate.class, WorkspaceUpdate.class, WorkspaceRead.class, WorkspaceDeleted.class,
            LinkCreate.class, LinkCreated.class, LinkRedeem.class,
            QuarantineReview.class, MemoryInvalidate.class, MemoryHistory.class, MemoryHistoryEntry.class,
            MemoryPage.class, EpisodePage.class, AuditEventRead.class, AuditEventPage.class,
            // hooks
            SessionStartRequest.class, SessionStartProvenance.class, SessionStartBudgets.class,
            SessionStartResponse.class, SessionStartItem.class,
            // explain and stats
            dev.albert.api.explain.ExplainResponse.class, dev.albert.api.explain.ExplainedHit.class,
            dev.albert.api.explain.RetrieverRank.class, dev.albert.api.stats.StatsResponse.class,
            dev.albert.api.stats.EntityCount.class, dev.albert.api.gc.GcReport.class, dev.albert.api.gc.DuplicateGroup.class,
            dev.albert.api.gc.GcMemory.class, dev.albert.api.gc.StaleWorkingMemory.class);

    private static final List<Class<? extends Enum<?>>> ENUMS = List.of(
            Capability.class, Sensitivity.class, Trust.class, PrincipalType.class, MemoryStatus.class,
            EnrichmentStatus.class, HitKind.class, WorkingMemoryStatus.class,
            CaptureEventClass.class, CaptureEventStatus.class,
            WorkspaceDisposition.class, ReviewDecision.class, MemoryHistoryEvent.class);

    /** Schemas of one error-body shape each ({"detail": …} with a narrower detail): same wire names as ErrorBody. */
    private static final Set<String> ERROR_BODY_SHAPES = Set.of("ErrorDetail", "ValidationError", "LockConflictError");

    /** Request bodies and the fields the contract requires in them (contract §3, SPEC §4, the extensions). */
    private static final Map<String, Set<String>> REQUIRED_IN_REQUESTS = Map.ofEntries(
            Map.entry("EpisodeCreate", Set.of("content")),
            Map.entry("MemoryCreate", Set.of("content")),
            Map.entry("MemoryUpdate", Set.of()),
            Map.entry("SearchRequest", Set.of("query")),
            Map.entry("ContextRequest", Set.of("query")),
            Map.entry("RelationshipCreate", Set.of("source", "relation_type", "target")),
            Map.entry("EntityInput", Set.of("name")),
            Map.entry("GraphQuery", Set.of("query")),
            Map.entry("WorkingMemoryCreate", Set.of("task_id", "description")),
            Map.entry("WorkingMemoryUpdate", Set.of()),
            Map.entry("WorkingMemoryFinish", Set.of()),
            Map.entry("LockAcquire", Set.of("resource_type", "resource_ref")),
            Map.entry("LockRenew", Set.of("token", "fence")),
            Map.entry("LockRelease", Set.of("token", "fence")),
            Map.entry("ImportRequest", Set.of("bundle")),
            Map.entry("BootstrapRequest", Set.of("organization", "workspace")),
            Map.entry("KeyCreate", Set.of("capabilities")),
            Map.entry("CaptureEventsRequest", Set.of("events")),
            Map.entry("CaptureEvent", Set.of("event_id", "host", "session_key", "class", "text", "created_at")),
            Map.entry("CaptureSessionRequest", Set.of("host", "session_key")),
            Map.entry("CaptureProfileRequest", Set.of("name")),
            Map.entry("CaptureRetentionRequest", Set.of()),
            Map.entry("PrincipalCreate", Set.of("name")),
            Map.entry("WorkspaceCreate", Set.of("name")),
            Map.entry("WorkspaceUpdate", Set.of("name")),
            Map.entry("LinkCreate", Set.of("capabilities")),
            Map.entry("LinkRedeem", Set.of("token")),
            Map.entry("QuarantineReview", Set.of("decision")),
            Map.entry("MemoryInvalidate", Set.of("reason")),
            Map.entry("SessionStartRequest", Set.of("host", "session_key")),
            Map.entry("SessionStartProvenance", Set.of()),
            Map.entry("SessionStartBudgets", Set.of()));

    /** Response fields a server may leave out: Albert v1 servers lack our extensions and the doc-only fields. */
    private static final Map<String, Set<String>> OPTIONAL_IN_RESPONSES = Map.of(
            "MemoryRead", Set.of("trust", "quarantined", "quarantine_reasons"),
            "HealthResponse", Set.of("graph_store", "graph_builder"),
            "WorkingMemoryRead", Set.of("lock"),
            "ValidationIssue", Set.of("input", "ctx"));

    private static final Set<String> EXPECTED_OPERATIONS = Set.of(
            "GET /v1/health/live",
            "GET /v1/health/ready",
            "POST /v1/episodes",
            "GET /v1/episodes/{episode_id}",
            "DELETE /v1/episodes/{episode_id}",
            "POST /v1/memories",
            "GET /v1/memories/{memory_id}",
            "PATCH /v1/memories/{memory_id}",
            "DELETE /v1/memories/{memory_id}",
            "POST /v1/search",
            "POST /v1/context/assemble",
            "POST /v1/relationships",
            "POST /v1/graph/query",
            "GET /v1/graph/entities/{entity_id}/subgraph",
            "POST /v1/working-memory",
            "GET /v1/working-memory/{working_id}",
            "PATCH /v1/working-memory/{working_id}",
            "POST /v1/working-memory/{working_id}/complete",
            "POST /v1/working-memory/{working_id}/fail",
            "POST /v1/locks/acquire",
            "POST /v1/locks/{lock_id}/renew",
            "POST /v1/locks/{lock_id}/release",
            "GET /v1/export",
            "POST /v1/import",
            // extensions
            "GET /v1/compat",
            "POST /v1/bootstrap",
            "POST /v1/keys",
            "GET /v1/keys",
            "POST /v1/keys/{key_id}/revoke",
            "GET /v1/export/stream",
            "POST /v1/import/stream",
            "GET /v1/admin/backup",
            "POST /v1/admin/restore",
            "GET /v1/whoami",
            "POST /v1/capture/sessions",
            "POST /v1/capture/events",
            "GET /v1/capture/sessions/{session_key}/events",
            "GET /v1/capture/profiles", "POST /v1/capture/profiles", "GET /v1/capture/profiles/{name}",
            "DELETE /v1/capture/profiles/{name}", "POST /v1/capture/retention/run",
            "POST /v1/keys/{key_id}/rotate",
            "POST /v1/links",
            "POST /v1/links/redeem",
            "POST /v1/principals",
            "GET /v1/principals",
            "POST /v1/principals/{principal_id}/deactivate",
            "POST /v1/workspaces",
            "GET /v1/workspaces",
            "PATCH /v1/workspaces/{workspace_id}",
            "DELETE /v1/workspaces/{workspace_id}",
            "GET /v1/memories",
            "GET /v1/episodes",
            "GET /v1/audit-events",
            "POST /v1/memories/{memory_id}/supersede",
            "POST /v1/memories/{memory_id}/invalidate",
            "GET /v1/memories/{memory_id}/history",
            "POST /v1/memories/{memory_id}/quarantine/review",
            "POST /v1/context/session-start",
            "POST /v1/search/explain", "GET /v1/stats", "GET /v1/gc");

    private static final Set<String> EXTENSION_OPERATIONS = Set.of(
            "GET /v1/compat", "POST /v1/bootstrap", "POST /v1/keys", "GET /v1/keys", "POST /v1/keys/{key_id}/revoke",
            "GET /v1/export/stream", "POST /v1/import/stream", "GET /v1/admin/backup", "POST /v1/admin/restore",
            "GET /v1/whoami",
            "POST /v1/capture/sessions", "POST /v1/capture/events", "GET /v1/capture/sessions/{session_key}/events",
            "GET /v1/capture/profiles", "POST /v1/capture/profiles", "GET /v1/capture/profiles/{name}",
            "DELETE /v1/capture/profiles/{name}", "POST /v1/capture/retention/run",
            "POST /v1/keys/{key_id}/rotate", "POST /v1/links", "POST /v1/links/redeem",
            "POST /v1/principals", "GET /v1/principals", "POST /v1/principals/{principal_id}/deactivate",
            "POST /v1/workspaces", "GET /v1/workspaces", "PATCH /v1/workspaces/{workspace_id}",
            "DELETE /v1/workspaces/{workspace_id}", "GET /v1/memories", "GET /v1/episodes", "GET /v1/audit-events",
            "POST /v1/memories/{memory_id}/supersede", "POST /v1/memories/{memory_id}/invalidate",
            "GET /v1/memories/{memory_id}/history", "POST /v1/memories/{memory_id}/quarantine/review",
            "POST /v1/context/session-start",
            "POST /v1/search/explain", "GET /v1/stats", "GET /v1/gc");

    /** Authenticated, but open to every valid key whatever its capabilities. */
    private static final Set<String> ANY_VALID_KEY_OPERATIONS = Set.of("GET /v1/whoami");

    /** Path parameters that are not UUIDs: a capture session is named by its host's session key, a profile by name. */
    private static final Set<String> STRING_PATH_PARAMETERS = Set.of("session_key", "name");

    private static final Set<String> UNAUTHENTICATED_OPERATIONS = Set.of(
            "GET /v1/health/live", "GET /v1/health/ready", "GET /v1/compat", "POST /v1/bootstrap",
            "POST /v1/links/redeem");

    private static JsonNode doc;
    private static JsonNode schemas;
    private static Map<String, JsonNode> operations;

    @BeforeAll
    static void parse() throws IOException {
        doc = MAPPER.readTree(OpenApi.json());
        schemas = doc.at("/components/schemas");
        operations = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> path : doc.path("paths").properties()) {
            for (Map.Entry<String, JsonNode> item : path.getValue().properties()) {
                if (HTTP_METHODS.contains(item.getKey())) {
                    operations.put(item.getKey().toUpperCase() + " " + path.getKey(), item.getValue());
                }
            }
        }
    }

    // ------------------------------------------------------------------------------------------ the document

    @Test
    void isAnOpenApi31DocumentOfTheAlbertApi() {
        assertEquals("3.1.0", doc.path("openapi").asText());
        assertEquals("Albert API", doc.at("/info/title").asText());
        assertTrue(doc.at("/info/version").asText().startsWith("1.0.0-albert-toolkit."), "info.version");
        assertEquals("v1", doc.at("/info/x-albert-api-version").asText());
        assertTrue(doc.at("/info/description").asText().contains("/v1/console"),
                "the description says the console routes are left out");
        assertEquals("http://127.0.0.1:8080", doc.at("/servers/0/url").asText());

        JsonNode bearer = doc.at("/components/securitySchemes/bearer");
        assertEquals("http", bearer.path("type").asText());
        assertEquals("bearer", bearer.path("scheme").asText());
        assertEquals("alb_<prefix>_<secret>", bearer.path("bearerFormat").asText());
        assertEquals("[{\"bearer\":[]}]", doc.path("security").toString());
    }

    @Test
    void everyReferenceResolves() {
        List<String> refs = new ArrayList<>();
        collectRefs(doc, refs);
        assertFalse(refs.isEmpty());
        for (String ref : refs) {
            assertTrue(ref.startsWith("#/"), "only local references: " + ref);
            assertFalse(doc.at(ref.substring(1)).isMissingNode(), "unresolved $ref " + ref);
        }
    }

    @Test
    void operationsListsEveryOperationOfTheContract() {
        assertEquals(new TreeSet<>(EXPECTED_OPERATIONS), new TreeSet<>(OpenApi.operations()));
        assertEquals(operations.keySet(), OpenApi.operations());
    }

    @Test
    void everyOperationIsDescribedCompletely() {
        Set<String> declaredTags = new HashSet<>();
        doc.path("tags").forEach(t -> declaredTags.add(t.path("name").asText()));
        Set<String> capabilityNames = wireNames(Capability.class);
        Set<String> operationIds = new HashSet<>();

        operations.forEach((name, op) -> {
            String id = op.path("operationId").asText();
            assertFalse(id.isBlank(), name + ": operationId");
            assertTrue(operationIds.add(id), name + ": duplicate operationId " + id);
            assertTrue(op.path("tags").isArray() && !op.path("tags").isEmpty(), name + ": tags");
            op.path("tags").forEach(t -> assertTrue(declaredTags.contains(t.asText()), name + ": undeclared tag " + t));
            assertFalse(op.path("summary").asText().isBlank(), name + ": summary");
            assertTrue(op.path("responses").isObject() && !op.path("responses").isEmpty(), name + ": responses");

            JsonNode caps = op.path("x-albert-capabilities");
            assertTrue(caps.isArray(), name + ": x-albert-capabilities");
            List<String> required = new ArrayList<>();
            caps.forEach(c -> required.add(c.asText()));
            Stream.of("x-albert-capabilities", "x-albert-capabilities-any-of").forEach(field ->
                    op.path(field).forEach(c -> assertTrue(capabilityNames.contains(c.asText()),
                            name + ": unknown capability " + c)));
            op.path("x-albert-capabilities-conditional").fieldNames().forEachRemaining(c ->
                    assertTrue(capabilityNames.contains(c), name + ": unknown capability " + c));
            String description = op.path("description").asText();
            required.forEach(c -> assertTrue(description.contains("`" + c + "`"),
                    name + ": the description names capability " + c));

            boolean unauthenticated = op.has("security") && op.path("security").isEmpty();
            assertEquals(UNAUTHENTICATED_OPERATIONS.contains(name), unauthenticated, name + ": security override");
            JsonNode responses = op.path("responses");
            if (unauthenticated) {
                assertTrue(required.isEmpty(), name + ": no capability without authentication");
                assertFalse(responses.has("401"), name + ": no 401 without authentication");
            } else {
                assertEquals(ANY_VALID_KEY_OPERATIONS.contains(name), required.isEmpty(),
                        name + ": an authenticated operation names its capabilities (unless any valid key may call it)");
                assertEquals("#/components/responses/Unauthorized", responses.at("/401/$ref").asText(), name + ": 401");
                Set<String> forbidden = exampleDetails(responses.path("403"));
                required.forEach(c -> assertTrue(forbidden.contains("Missing capability: " + c),
                        name + ": 403 example for " + c));
            }

            boolean extension = op.path("x-albert-extension").asBoolean(false);
            assertEquals(EXTENSION_OPERATIONS.contains(name), extension, name + ": x-albert-extension");
            if (extension) {
                assertFalse(op.path("x-albert-feature").asText().isBlank(), name + ": x-albert-feature");
            }

            responses.properties().forEach(r -> checkResponse(name, r.getKey(), resolve(r.getValue())));
            checkPathParameters(name, op);
        });
    }

    private static void checkResponse(String operation, String status, JsonNode response) {
        assertTrue(status.matches("[1-5][0-9][0-9]"), operation + ": status " + status);
        assertFalse(response.path("description").asText().isBlank(), operation + " " + status + ": description");
        JsonNode schema = response.at("/content/application~1json/schema");
        if (status.equals("204")) {
            assertFalse(response.has("content"), operation + ": 204 has no body");
        } else if (status.startsWith("2")) {
            JsonNode content = response.path("content");
            assertTrue(content.isObject() && !content.isEmpty(), operation + " " + status + ": a body");
            content.properties().forEach(media -> assertFalse(media.getValue().path("schema").isMissingNode(),
                    operation + " " + status + " " + media.getKey() + ": a schema"));
            if (!content.has("application/json")) {
                // Streams (NDJSON exports, backups) are extensions; everything of Albert v1 answers JSON.
                assertTrue(EXTENSION_OPERATIONS.contains(operation), operation + " " + status + ": a JSON schema");
            }
        } else {
            Set<String> shapes = new HashSet<>();
            if (schema.has("$ref")) {
                shapes.add(schema.path("$ref").asText());
            }
            schema.path("oneOf").forEach(s -> shapes.add(s.path("$ref").asText()));
            assertFalse(shapes.isEmpty(), operation + " " + status + ": an error schema");
            shapes.forEach(s -> assertTrue(ERROR_BODY_SHAPES.contains(s.substring(SCHEMA_REF.length())),
                    operation + " " + status + ": error body shape " + s));
            JsonNode examples = response.at("/content/application~1json/examples");
            assertFalse(examples.isEmpty(), operation + " " + status + ": examples of the error bodies");
            examples.forEach(e -> assertTrue(e.at("/value").has("detail"), operation + " " + status + ": {detail}"));
        }
    }

    private static void checkPathParameters(String operation, JsonNode op) {
        Set<String> inPath = new HashSet<>();
        Matcher m = Pattern.compile("\\{([a-z_]+)}").matcher(operation);
        while (m.find()) {
            inPath.add(m.group(1));
        }
        Set<String> declared = new HashSet<>();
        for (JsonNode p : op.path("parameters")) {
            if (p.path("in").asText().equals("path")) {
                declared.add(p.path("name").asText());
                assertTrue(p.path("required").asBoolean(), operation + ": path parameter required");
                if (STRING_PATH_PARAMETERS.contains(p.path("name").asText())) {
                    assertEquals("string", p.at("/schema/type").asText(), operation + ": path parameter is a string");
                } else {
                    assertEquals("uuid", p.at("/schema/format").asText(), operation + ": path parameter is a UUID");
                }
            }
        }
        assertEquals(inPath, declared, operation + ": path parameters");
    }

    @Test
    void unauthorizedListsTheThreeMessagesOfTheContract() {
        assertEquals(Set.of("Bearer API key required", "Invalid API key", "Invalid or expired API key"),
                exampleDetails(doc.at("/components/responses/Unauthorized")));
    }

    @Test
    void errorMessagesOfTheContractAreDocumented() {
        assertTrue(exampleDetails(op("GET /v1/health/ready").at("/responses/503")).contains("Database unavailable"));
        assertTrue(exampleDetails(op("GET /v1/episodes/{episode_id}").at("/responses/404")).contains("Episode not found"));
        assertTrue(exampleDetails(op("GET /v1/memories/{memory_id}").at("/responses/404")).contains("Memory not found"));
        assertTrue(exampleDetails(op("GET /v1/graph/entities/{entity_id}/subgraph").at("/responses/404"))
                .contains("Entity not found"));
        assertTrue(exampleDetails(op("GET /v1/working-memory/{working_id}").at("/responses/404"))
                .contains("Working memory not found"));
        assertTrue(exampleDetails(op("POST /v1/search").at("/responses/403"))
                .contains("Requested sensitivity is not authorized"));
        assertTrue(exampleDetails(op("POST /v1/keys").at("/responses/403"))
                .contains("Requested capabilities exceed the API key's own"));
        assertTrue(exampleDetails(op("POST /v1/keys").at("/responses/404")).contains("Principal not found"));
        assertTrue(exampleDetails(op("POST /v1/keys/{key_id}/revoke").at("/responses/404")).contains("API key not found"));
        assertTrue(exampleDetails(op("POST /v1/locks/{lock_id}/renew").at("/responses/409"))
                .contains("Lock lease is invalid or stale"));
        assertTrue(exampleDetails(op("POST /v1/links/redeem").at("/responses/410"))
                .contains("Connection link is invalid, expired or already used"));
        assertTrue(exampleDetails(op("POST /v1/memories/{memory_id}/quarantine/review").at("/responses/409"))
                .contains("Memory is not quarantined"));
        assertTrue(exampleDetails(op("DELETE /v1/workspaces/{workspace_id}").at("/responses/403"))
                .contains("Workspace-scoped API keys cannot create or delete workspaces"));
        assertTrue(exampleDetails(op("POST /v1/keys/{key_id}/rotate").at("/responses/403"))
                .contains("Requested capabilities exceed the API key's own"));
        assertTrue(exampleDetails(op("POST /v1/links").at("/responses/403"))
                .contains("Requested capabilities exceed the API key's own"));

        JsonNode locked = op("POST /v1/locks/acquire").at("/responses/409/content/application~1json/examples/locked/value");
        assertEquals("Resource is locked", locked.at("/detail/message").asText());
        assertEquals(Set.of("message", "owner_principal_id", "expires_at"), fieldNames(locked.path("detail")));

        JsonNode unprocessable = op("POST /v1/memories").at("/responses/422/content/application~1json");
        assertEquals(2, unprocessable.at("/schema/oneOf").size(), "422: validation list or string");
        assertTrue(unprocessable.at("/examples/validation/value/detail").isArray());
        assertTrue(unprocessable.at("/examples/credential/value/detail").asText()
                .matches("Content appears to contain a credential or secret \\(rule: [a-z0-9-]+\\)"));
        assertEquals(201, firstSuccess("POST /v1/episodes"));
        assertTrue(op("POST /v1/episodes").at("/responses").has("200"), "duplicate episode: 200");
    }

    // ------------------------------------------------------------------------------------------ drift vs records

    @Test
    void everySchemaIsARecordAnEnumOrAnErrorBodyShape() {
        Set<String> known = new HashSet<>(ERROR_BODY_SHAPES);
        RECORDS.forEach(c -> known.add(c.getSimpleName()));
        ENUMS.forEach(c -> known.add(c.getSimpleName()));
        assertEquals(known, fieldNames(schemas));
    }

    @Test
    void everyRecordAndEnumOfTheContractHasASchema() throws IOException, URISyntaxException {
        Set<String> listed = new HashSet<>();
        RECORDS.forEach(c -> listed.add(c.getName()));
        ENUMS.forEach(c -> listed.add(c.getName()));
        Path classes = Path.of(Json.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path root = classes.resolve("dev/albert/api");
        List<String> missing = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            // dev.albert.api.mcp describes the MCP tools (names, schemas, the REST call each makes), not REST wire types.
            for (Path file : files.filter(f -> f.toString().endsWith(".class") && !f.getFileName().toString().contains("$"))
                    .filter(f -> !root.relativize(f).startsWith("mcp"))
                    .toList()) {
                String name = classes.relativize(file).toString().replace(file.getFileSystem().getSeparator(), ".")
                        .replaceAll("\\.class$", "");
                Class<?> type;
                try {
                    type = Class.forName(name, false, getClass().getClassLoader());
                } catch (ClassNotFoundException e) {
                    throw new AssertionError(e);
                }
                if ((type.isRecord() || type.isEnum()) && Modifier.isPublic(type.getModifiers())
                        && !listed.contains(type.getName())) {
                    missing.add(type.getName());
                }
            }
        }
        assertTrue(missing.isEmpty(), "contract types without a schema in openapi.json (add one, and list the type "
                + "in this test): " + missing);
    }

    @Test
    void schemaPropertiesAreTheJsonPropertiesOfTheRecords() {
        for (Class<?> record : RECORDS) {
            String name = record.getSimpleName();
            JsonNode schema = schemas.path(name);
            assertEquals("object", schema.path("type").asText(), name);
            Map<String, BeanPropertyDefinition> serialized = properties(record, true);
            Map<String, BeanPropertyDefinition> deserialized = properties(record, false);
            assertEquals(serialized.keySet(), fieldNames(schema.path("properties")), name + ": serialized properties");
            assertEquals(serialized.keySet(), deserialized.keySet(), name + ": deserialized properties");
            assertTrue(fieldNames(schema.path("properties")).containsAll(requiredOf(schema)), name + ": required ⊆ properties");
            serialized.forEach((property, definition) ->
                    assertCompatible(name + "." + property, definition.getPrimaryType(),
                            schema.path("properties").path(property)));
        }
        JsonNode errorBodyProperties = schemas.at("/ErrorBody/properties");
        for (String shape : ERROR_BODY_SHAPES) {
            assertEquals(fieldNames(errorBodyProperties), fieldNames(schemas.at("/" + shape + "/properties")), shape);
            assertEquals(Set.of("detail"), requiredOf(schemas.path(shape)), shape);
        }
    }

    @Test
    void memoryMetadataIsNamedAsTheContractSays() throws IOException {
        assertTrue(schemas.at("/MemoryRead/properties").has("metadata_"));
        assertFalse(schemas.at("/MemoryRead/properties").has("metadata"));
        assertTrue(schemas.at("/SearchHit/properties").has("metadata"));
        assertTrue(schemas.at("/EpisodeRead/properties").has("extra"));
        MemoryRead read = MAPPER.readValue("{\"metadata\":{\"a\":1}}", MemoryRead.class);
        assertTrue(MAPPER.valueToTree(read).has("metadata_"), "metadata_ on the wire, metadata accepted");
    }

    @Test
    void enumSchemasListTheWireNamesOfTheJavaEnums() {
        for (Class<? extends Enum<?>> type : ENUMS) {
            JsonNode schema = schemas.path(type.getSimpleName());
            assertEquals("string", schema.path("type").asText(), type.getSimpleName());
            Set<String> values = new LinkedHashSet<>();
            schema.path("enum").forEach(v -> values.add(v.asText()));
            assertEquals(wireNames(type), values, type.getSimpleName());
        }
    }

    @Test
    void requiredFieldsOfRequestsAgreeWithTheContract() {
        REQUIRED_IN_REQUESTS.forEach((name, required) ->
                assertEquals(required, requiredOf(schemas.path(name)), name + ": required"));

        Set<String> requestBodies = new HashSet<>();
        operations.values().forEach(op -> {
            String ref = op.at("/requestBody/content/application~1json/schema/$ref").asText();
            if (!ref.isEmpty()) {
                requestBodies.add(ref.substring(SCHEMA_REF.length()));
            }
        });
        Set<String> expectedBodies = new HashSet<>(REQUIRED_IN_REQUESTS.keySet());
        expectedBodies.remove("EntityInput");
        expectedBodies.remove("CaptureEvent");
        expectedBodies.remove("SessionStartProvenance");
        expectedBodies.remove("SessionStartBudgets");
        assertEquals(expectedBodies, requestBodies, "request bodies");
    }

    @Test
    void responsesRequireEveryFieldServersAlwaysSend() {
        Set<String> notResponses = new HashSet<>(REQUIRED_IN_REQUESTS.keySet());
        notResponses.addAll(Set.of("ExportBundle", "WorkspaceExport", "MemoryExport", "RelationshipExport"));
        for (Class<?> record : RECORDS) {
            String name = record.getSimpleName();
            if (notResponses.contains(name)) {
                continue;
            }
            Set<String> expected = new HashSet<>(fieldNames(schemas.path(name).path("properties")));
            expected.removeAll(OPTIONAL_IN_RESPONSES.getOrDefault(name, Set.of()));
            assertEquals(expected, requiredOf(schemas.path(name)), name + ": required");
        }
    }

    @Test
    void limitsAndDefaultsAgreeWithTheLimitsClass() {
        for (String scoped : List.of("EpisodeCreate", "MemoryCreate", "SearchRequest", "ContextRequest")) {
            for (String ref : List.of("project_ref", "task_ref", "run_ref")) {
                expect(scoped, ref, "maxLength", Limits.REF_MAX);
            }
        }
        expect("EpisodeCreate", "content", "maxLength", Limits.EPISODE_CONTENT_MAX);
        expect("EpisodeCreate", "content", "minLength", 1);
        expect("EpisodeCreate", "source_type", "maxLength", Limits.SOURCE_TYPE_MAX);
        expect("EpisodeCreate", "source_uri", "maxLength", Limits.SOURCE_URI_MAX);
        for (String memory : List.of("MemoryCreate", "MemoryUpdate")) {
            expect(memory, "subject", "maxLength", Limits.SUBJECT_MAX);
            expect(memory, "content", "maxLength", Limits.MEMORY_CONTENT_MAX);
            expect(memory, "content", "minLength", 1);
            expect(memory, "memory_type", "maxLength", Limits.MEMORY_TYPE_MAX);
            expect(memory, "confidence", "minimum", 0);
            expect(memory, "confidence", "maximum", 1);
        }
        for (String search : List.of("SearchRequest", "ContextRequest")) {
            expect(search, "query", "maxLength", Limits.QUERY_MAX);
            expect(search, "limit", "default", Limits.SEARCH_LIMIT_DEFAULT);
            expect(search, "limit", "minimum", 1);
            expect(search, "limit", "maximum", Limits.SEARCH_LIMIT_MAX);
        }
        expect("ContextRequest", "max_characters", "default", Limits.CONTEXT_CHARS_DEFAULT);
        expect("ContextRequest", "max_characters", "minimum", Limits.CONTEXT_CHARS_MIN);
        expect("ContextRequest", "max_characters", "maximum", Limits.CONTEXT_CHARS_MAX);
        expect("GraphQuery", "query", "maxLength", Limits.GRAPH_QUERY_MAX);
        expect("GraphQuery", "hops", "default", Limits.GRAPH_HOPS_DEFAULT);
        expect("GraphQuery", "hops", "maximum", Limits.GRAPH_HOPS_MAX);
        expect("GraphQuery", "limit", "default", Limits.GRAPH_LIMIT_DEFAULT);
        expect("GraphQuery", "limit", "maximum", Limits.GRAPH_LIMIT_MAX);
        for (String relationship : List.of("RelationshipCreate", "RelationshipExport")) {
            expect(relationship, "relation_type", "maxLength", Limits.RELATION_TYPE_MAX);
        }
        expect("EntityInput", "name", "maxLength", Limits.ENTITY_NAME_MAX);
        expect("EntityInput", "entity_type", "maxLength", Limits.ENTITY_TYPE_MAX);
        expect("EntityInput", "description", "maxLength", Limits.ENTITY_DESCRIPTION_MAX);
        expect("WorkingMemoryCreate", "task_id", "maxLength", Limits.TASK_ID_MAX);
        expect("WorkingMemoryCreate", "description", "maxLength", Limits.WORKING_DESCRIPTION_MAX);
        expect("WorkingMemoryCreate", "resource_type", "maxLength", Limits.RESOURCE_TYPE_MAX);
        expect("WorkingMemoryCreate", "resource_ref", "maxLength", Limits.RESOURCE_REF_MAX);
        for (String working : List.of("WorkingMemoryCreate", "WorkingMemoryUpdate")) {
            expect(working, "expires_in_seconds", "minimum", Limits.WORKING_EXPIRES_MIN);
            expect(working, "expires_in_seconds", "maximum", Limits.WORKING_EXPIRES_MAX);
        }
        expect("WorkingMemoryCreate", "expires_in_seconds", "default", Limits.WORKING_EXPIRES_DEFAULT);
        expect("WorkingMemoryFinish", "consolidation_notes", "maxLength", Limits.CONSOLIDATION_NOTES_MAX);
        expect("LinkCreate", "expires_in_seconds", "default", Limits.LINK_EXPIRES_DEFAULT);
        expect("LinkCreate", "expires_in_seconds", "minimum", Limits.LINK_EXPIRES_MIN);
        expect("LinkCreate", "expires_in_seconds", "maximum", Limits.LINK_EXPIRES_MAX);
        expect("KeyCreate", "expires_in_seconds", "minimum", Limits.KEY_EXPIRES_MIN);
        expect("KeyCreate", "expires_in_seconds", "maximum", Limits.KEY_EXPIRES_MAX);
        expect("MemoryInvalidate", "reason", "maxLength", Limits.INVALIDATE_REASON_MAX);
        expect("QuarantineReview", "note", "maxLength", Limits.REVIEW_NOTE_MAX);
        for (String named : List.of("PrincipalCreate", "WorkspaceCreate", "WorkspaceUpdate", "LinkCreate")) {
            expect(named, "name", "maxLength", Limits.NAME_MAX);
        }
        expect("LockAcquire", "resource_type", "maxLength", Limits.RESOURCE_TYPE_MAX);
        expect("LockAcquire", "resource_ref", "maxLength", Limits.RESOURCE_REF_MAX);
        for (String lock : List.of("LockAcquire", "LockRenew")) {
            expect(lock, "ttl_seconds", "default", Limits.LOCK_TTL_DEFAULT);
            expect(lock, "ttl_seconds", "minimum", Limits.LOCK_TTL_MIN);
            expect(lock, "ttl_seconds", "maximum", Limits.LOCK_TTL_MAX);
        }
        for (String lease : List.of("LockRenew", "LockRelease")) {
            expect(lease, "token", "minLength", Limits.LOCK_TOKEN_MIN);
            expect(lease, "fence", "minimum", 1);
        }

        Map<String, JsonNode> subgraph = new LinkedHashMap<>();
        op("GET /v1/graph/entities/{entity_id}/subgraph").path("parameters")
                .forEach(p -> subgraph.put(p.path("name").asText(), p.path("schema")));
        assertEquals(Limits.GRAPH_HOPS_DEFAULT, subgraph.get("hops").path("default").asInt());
        assertEquals(Limits.GRAPH_HOPS_MAX, subgraph.get("hops").path("maximum").asInt());
        assertEquals(Limits.GRAPH_LIMIT_DEFAULT, subgraph.get("limit").path("default").asInt());
        assertEquals(Limits.GRAPH_LIMIT_MAX, subgraph.get("limit").path("maximum").asInt());
        assertEquals("date-time", subgraph.get("temporal_as_of").path("format").asText());
    }

    @Test
    void captureLimitsAgreeWithTheCaptureLimitsClass() {
        expect("CaptureEventsRequest", "events", "minItems", 1);
        expect("CaptureEventsRequest", "events", "maxItems", CaptureLimits.BATCH_MAX);
        expect("CaptureEvent", "text", "maxLength", CaptureLimits.TEXT_MAX);
        expect("CaptureEvent", "session_key", "maxLength", CaptureLimits.SESSION_KEY_MAX);
        expect("CaptureEvent", "metadata", "maxProperties", CaptureLimits.METADATA_ENTRIES_MAX);
        for (String field : List.of("turn_key", "project_ref", "branch")) {
            expect("CaptureEvent", field, "maxLength", CaptureLimits.FIELD_MAX);
        }
        assertEquals("^" + CaptureLimits.HOST_PATTERN + "$", schemas.at("/CaptureEvent/properties/host/pattern").asText());
        assertEquals(CaptureLimits.BODY_MAX_BYTES, Integer.parseInt(exampleDetails(op("POST /v1/capture/events")
                .at("/responses/413")).iterator().next().replaceAll("\\D", "")));
        assertEquals(Set.of("Capture session not found"),
                exampleDetails(op("GET /v1/capture/sessions/{session_key}/events").at("/responses/404")));
        Map<String, JsonNode> listing = new LinkedHashMap<>();
        op("GET /v1/capture/sessions/{session_key}/events").path("parameters")
                .forEach(p -> listing.put(p.path("name").asText(), p.path("schema")));
        assertEquals(CaptureLimits.PAGE_DEFAULT, listing.get("limit").path("default").asInt());
        assertEquals(CaptureLimits.PAGE_MAX, listing.get("limit").path("maximum").asInt());
        assertEquals(Set.of("accepted", "duplicate", "rejected"), wireNames(CaptureEventStatus.class));
    }

    @Test
    void defaultsTheRecordsApplyAreTheDocumentedDefaults() {
        assertDefaultsDocumented("EpisodeCreate", MAPPER.valueToTree(EpisodeCreate.of("x")), Set.of("content"));
        assertDefaultsDocumented("EntityInput", MAPPER.valueToTree(EntityInput.named("x")), Set.of("name"));
    }

    @Test
    void extensionFieldsAreMarked() {
        for (String field : List.of("trust", "quarantined", "quarantine_reasons")) {
            assertTrue(schemas.at("/MemoryRead/properties/" + field + "/x-albert-extension").asBoolean(), field);
        }
        for (String body : List.of("MemoryCreate", "MemoryUpdate")) {
            assertTrue(schemas.at("/" + body + "/properties/trust/x-albert-extension").asBoolean(), body);
        }
        assertTrue(schemas.at("/SearchRequest/properties/include_quarantined/x-albert-extension").asBoolean());
        for (String schema : List.of("CompatManifest", "BootstrapRequest", "BootstrapResponse", "KeyCreate",
                "KeyCreated", "KeyRead", "Trust", "ExportStreamHeader", "ExportStreamEnd", "BackupManifest",
                "RestoreResult", "CaptureEvent", "CaptureEventsRequest", "CaptureEventResult",
                "CaptureEventsResponse", "CaptureSessionRequest", "CaptureSessionRead", "CapturedEvent",
                "CapturedEventPage", "CaptureEventClass", "CaptureEventStatus", "CaptureProfileRequest",
                "CaptureProfileRead", "CaptureProfileList", "CaptureRetentionRequest", "CaptureRetentionReport", "PrincipalCreate", "PrincipalRead", "PrincipalPage", "WorkspaceCreate",
                "WorkspaceUpdate", "WorkspaceRead", "WorkspaceDeleted", "WorkspaceDisposition", "LinkCreate",
                "LinkCreated", "LinkRedeem", "QuarantineReview", "ReviewDecision", "MemoryInvalidate", "MemoryHistory",
                "MemoryHistoryEntry", "MemoryHistoryEvent", "MemoryPage", "EpisodePage", "AuditEventRead",
                "AuditEventPage", "SessionStartRequest", "SessionStartProvenance", "SessionStartBudgets",
                "SessionStartResponse", "SessionStartItem")) {
            assertTrue(schemas.at("/" + schema + "/x-albert-extension").asBoolean(), schema);
        }
        List<String> extensions = List.of("keys.manage", "principals.manage", "workspaces.manage", "memory.review",
                "capture.write");
        assertEquals(extensions, MAPPER.convertValue(schemas.at("/Capability/x-albert-extension-values"), List.class));
        assertEquals(Arrays.stream(Capability.values()).filter(c -> !c.isV1()).map(Capability::wireName).toList(),
                extensions);
        for (String capability : extensions) {
            assertTrue(doc.at("/info/description").asText().contains("`" + capability + "`"),
                    "info.description names " + capability);
        }
    }

    // ------------------------------------------------------------------------------------------ helpers

    private static JsonNode op(String name) {
        JsonNode op = operations.get(name);
        assertNotNull(op, name);
        return op;
    }

    private static int firstSuccess(String name) {
        return op(name).path("responses").properties().stream().map(Map.Entry::getKey)
                .filter(s -> s.startsWith("2")).mapToInt(Integer::parseInt).max().orElseThrow();
    }

    private static void expect(String schema, String property, String keyword, long value) {
        JsonNode node = schemas.path(schema).path("properties").path(property);
        assertTrue(node.has(keyword), schema + "." + property + " declares " + keyword);
        assertEquals(value, node.path(keyword).asLong(), schema + "." + property + " " + keyword);
    }

    private static void assertDefaultsDocumented(String schema, JsonNode sample, Set<String> except) {
        for (Map.Entry<String, JsonNode> field : sample.properties()) {
            if (except.contains(field.getKey())) {
                continue;
            }
            JsonNode documented = schemas.path(schema).path("properties").path(field.getKey()).path("default");
            assertFalse(documented.isMissingNode(), schema + "." + field.getKey() + " documents its default");
            if (documented.isNumber() && field.getValue().isNumber()) {
                assertEquals(field.getValue().asDouble(), documented.asDouble(), schema + "." + field.getKey());
            } else {
                assertEquals(field.getValue(), documented, schema + "." + field.getKey());
            }
        }
    }

    /** Whether a property schema can carry the values Jackson writes for a Java type. */
    private static void assertCompatible(String where, JavaType type, JsonNode property) {
        assertFalse(property.isMissingNode(), where + ": no schema");
        Class<?> raw = type.getRawClass();
        if (raw == JsonNode.class || raw == Object.class) {
            return;
        }
        boolean nullable = types(property).contains("null");
        List<JsonNode> branches = new ArrayList<>();
        for (String combinator : List.of("anyOf", "oneOf")) {
            property.path(combinator).forEach(b -> {
                if (types(b).equals(Set.of("null"))) {
                    return;
                }
                branches.add(b);
            });
            if (property.has(combinator) && property.path(combinator).size() > branches.size()) {
                nullable = true;
            }
        }
        if (branches.isEmpty()) {
            branches.add(property);
        }
        assertEquals(1, branches.size(), where + ": one non-null shape");
        JsonNode schema = branches.get(0);
        if (type.isPrimitive()) {
            assertFalse(nullable, where + ": a primitive is never null");
        }
        if (raw.isEnum() || raw.isRecord()) {
            assertEquals(SCHEMA_REF + raw.getSimpleName(), schema.path("$ref").asText(), where);
            return;
        }
        if (schema.has("$ref")) {
            schema = resolve(schema);
        }
        Set<String> types = types(schema);
        if (raw == String.class) {
            assertTrue(types.contains("string"), where + ": string");
            assertFalse(schema.has("format"), where + ": a plain string has no format");
        } else if (raw == UUID.class) {
            assertTrue(types.contains("string") && schema.path("format").asText().equals("uuid"), where + ": uuid");
        } else if (raw == Instant.class) {
            assertTrue(types.contains("string") && schema.path("format").asText().equals("date-time"),
                    where + ": date-time");
        } else if (Stream.of(int.class, Integer.class, long.class, Long.class).anyMatch(c -> c == raw)) {
            assertTrue(types.contains("integer"), where + ": integer");
        } else if (Stream.of(double.class, Double.class, float.class, Float.class).anyMatch(c -> c == raw)) {
            assertTrue(types.contains("number"), where + ": number");
        } else if (raw == boolean.class || raw == Boolean.class) {
            assertTrue(types.contains("boolean"), where + ": boolean");
        } else if (Collection.class.isAssignableFrom(raw)) {
            assertTrue(types.contains("array"), where + ": array");
            assertCompatible(where + "[]", type.getContentType(), schema.path("items"));
        } else if (Map.class.isAssignableFrom(raw)) {
            assertTrue(types.contains("object"), where + ": object");
            JsonNode values = schema.path("additionalProperties");
            if (values.isObject()) {
                assertCompatible(where + "{}", type.getContentType(), values);
            }
        } else {
            fail(where + ": no JSON Schema mapping for Java type " + type);
        }
    }

    private static Set<String> types(JsonNode schema) {
        JsonNode type = schema.path("type");
        if (type.isTextual()) {
            return Set.of(type.asText());
        }
        Set<String> types = new HashSet<>();
        type.forEach(t -> types.add(t.asText()));
        return types;
    }

    private static JsonNode resolve(JsonNode node) {
        String ref = node.path("$ref").asText();
        return ref.isEmpty() ? node : doc.at(ref.substring(1));
    }

    private static Map<String, BeanPropertyDefinition> properties(Class<?> type, boolean serialization) {
        JavaType javaType = MAPPER.constructType(type);
        BeanDescription description = serialization
                ? MAPPER.getSerializationConfig().introspect(javaType)
                : MAPPER.getDeserializationConfig().introspect(javaType);
        Map<String, BeanPropertyDefinition> properties = new LinkedHashMap<>();
        description.findProperties().forEach(p -> properties.put(p.getName(), p));
        return properties;
    }

    private static Set<String> wireNames(Class<? extends Enum<?>> type) {
        return Arrays.stream(type.getEnumConstants()).map(c -> MAPPER.convertValue(c, String.class))
                .collect(Collectors.toCollection(LinkedHashSet::new));
    }

    private static Set<String> fieldNames(JsonNode node) {
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static Set<String> requiredOf(JsonNode schema) {
        Set<String> required = new TreeSet<>();
        schema.path("required").forEach(r -> required.add(r.asText()));
        return required;
    }

    private static Set<String> exampleDetails(JsonNode response) {
        Set<String> details = new HashSet<>();
        resolve(response).at("/content/application~1json/examples").forEach(e -> {
            JsonNode detail = e.at("/value/detail");
            if (detail.isTextual()) {
                details.add(detail.asText());
            }
        });
        return details;
    }

    private static void collectRefs(JsonNode node, List<String> refs) {
        if (node.isObject()) {
            ObjectNode object = (ObjectNode) node;
            JsonNode ref = object.get("$ref");
            if (ref != null && ref.isTextual()) {
                refs.add(ref.asText());
            }
            object.properties().forEach(e -> collectRefs(e.getValue(), refs));
        } else if (node.isArray()) {
            node.forEach(n -> collectRefs(n, refs));
        }
    }
}

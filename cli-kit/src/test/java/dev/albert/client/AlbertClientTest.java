package dev.albert.client;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.albert.api.auth.Sensitivity;
import dev.albert.api.identity.BootstrapRequest;
import dev.albert.api.identity.KeyCreate;
import dev.albert.api.lock.LockAcquire;
import dev.albert.api.lock.LockRelease;
import dev.albert.api.memory.MemoryCreate;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Failures;
import org.junit.jupiter.api.Test;
import dev.albert.client.http.JsonTransport;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.UUID;

import static com.github.tomakehurst.wiremock.client.WireMock.absent;
import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.delete;
import static com.github.tomakehurst.wiremock.client.WireMock.deleteRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What goes over the wire, and how answers become values or failures. */
@ParameterizedClass
@EnumSource(JsonTransport.class)
class AlbertClientTest {
    /** Every call runs over each transport that serves its method (PATCH and streams always go over OkHttp). */
    @Parameter
    JsonTransport transport;

    @RegisterExtension
    static WireMockExtension server = WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

    private static final String KEY = "alb_abcdef123456_" + "s".repeat(43);
    private static final UUID ID = UUID.fromString("0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90");

    private AlbertClient client(String key) {
        return AlbertClient.builder(ClientConfig.of(server.baseUrl() + "/", key)).transport(transport).sleeper(d -> { }).build();
    }

    @Test
    void memoryCreateSendsSnakeCaseJsonWithTheBearerKey() {
        server.stubFor(post(urlEqualTo("/v1/memories")).willReturn(aResponse().withStatus(201)
                .withHeader("Content-Type", "application/json")
                .withBody("{\"id\": \"" + ID + "\", \"content\": \"Müller 日本\", \"metadata\": {\"a\": 1}, \"brand_new_field\": true}")));
        try (AlbertClient client = client(KEY)) {
            var memory = client.createMemory(new MemoryCreate(null, "albert", null, null, "Subject", "Müller 日本", "decision",
                    Sensitivity.PUBLIC, 0.5, null, null, null, null));
            assertEquals(ID, memory.id());
            assertEquals("Müller 日本", memory.content());
            assertEquals(1, memory.metadata().get("a"), "both metadata and metadata_ are read");
        }
        server.verify(postRequestedFor(urlEqualTo("/v1/memories"))
                .withHeader("Authorization", equalTo("Bearer " + KEY))
                .withHeader("Content-Type", equalTo("application/json"))
                .withHeader("User-Agent", equalTo("albert-client/" + Version.current()))
                .withRequestBody(equalToJson("""
                        {"project_ref": "albert", "subject": "Subject", "content": "Müller 日本", "memory_type": "decision",
                         "sensitivity": "public", "confidence": 0.5}""")));
    }

    @Test
    void unauthenticatedEndpointsNeverSendTheKey() {
        server.stubFor(get(urlEqualTo("/v1/health/live")).willReturn(okJson("{\"status\": \"ok\", \"database\": \"unchecked\", \"version\": \"0.4.0\"}")));
        server.stubFor(get(urlEqualTo("/v1/compat")).willReturn(okJson("{\"server\": \"albert-server\", \"features\": [\"bootstrap\"]}")));
        server.stubFor(post(urlEqualTo("/v1/bootstrap")).willReturn(aResponse().withStatus(201).withBody("""
                {"api_key": "%s", "key_id": "%s", "organization_id": "%s", "workspace_id": "%s", "principal_id": "%s",
                 "capabilities": ["admin"]}""".formatted(KEY, ID, ID, ID, ID))));
        try (AlbertClient client = client(KEY)) {
            assertEquals("0.4.0", client.live().version());
            assertEquals(List.of("bootstrap"), client.compat().features());
            assertEquals(KEY, client.bootstrap(new BootstrapRequest("Acme", "main", null, null)).apiKey());
        }
        server.verify(getRequestedFor(urlEqualTo("/v1/health/live")).withHeader("Authorization", absent()));
        server.verify(getRequestedFor(urlEqualTo("/v1/compat")).withHeader("Authorization", absent()));
        server.verify(postRequestedFor(urlEqualTo("/v1/bootstrap")).withHeader("Authorization", absent())
                .withRequestBody(equalToJson("{\"organization\": \"Acme\", \"workspace\": \"main\"}")));
    }

    @Test
    void keysAndPathParametersAreEncodedAsTheContractSays() {
        server.stubFor(get(urlPathEqualTo("/v1/keys")).willReturn(okJson("[{\"id\": \"" + ID + "\", \"name\": \"k\", \"prefix\": \"abc\", \"active\": true}]")));
        server.stubFor(post(urlEqualTo("/v1/keys/" + ID + "/revoke")).willReturn(okJson("{\"id\": \"" + ID + "\", \"active\": false}")));
        server.stubFor(post(urlEqualTo("/v1/keys")).willReturn(aResponse().withStatus(201).withBody("{\"api_key\": \"" + KEY + "\", \"id\": \"" + ID + "\"}")));
        server.stubFor(delete(urlEqualTo("/v1/memories/" + ID)).willReturn(aResponse().withStatus(204)));
        server.stubFor(get(urlEqualTo("/v1/graph/entities/" + ID + "/subgraph?hops=3&limit=7")).willReturn(okJson("[]")));
        server.stubFor(get(urlEqualTo("/v1/export?workspace_id=" + ID)).willReturn(okJson("{\"format_version\": \"albert-export-v1\"}")));
        server.stubFor(post(urlEqualTo("/v1/locks/" + ID + "/release")).willReturn(aResponse().withStatus(204)));
        try (AlbertClient client = client(KEY)) {
            assertEquals(1, client.listKeys(ID).size());
            assertFalse(client.revokeKey(ID).active());
            assertEquals(KEY, client.createKey(new KeyCreate("ci", List.of("memory.read"), null, null)).apiKey());
            client.deleteMemory(ID);
            assertTrue(client.subgraph(ID, 3, 7, null).isEmpty());
            assertEquals("albert-export-v1", client.export(ID).formatVersion());
            client.releaseLock(ID, new LockRelease("t".repeat(30), 2));
        }
        server.verify(getRequestedFor(urlEqualTo("/v1/keys?principal_id=" + ID)));
        server.verify(deleteRequestedFor(urlEqualTo("/v1/memories/" + ID)));
        server.verify(postRequestedFor(urlEqualTo("/v1/keys")).withRequestBody(equalToJson("{\"name\": \"ci\", \"capabilities\": [\"memory.read\"]}")));
        server.verify(postRequestedFor(urlEqualTo("/v1/locks/" + ID + "/release"))
                .withRequestBody(equalToJson("{\"token\": \"" + "t".repeat(30) + "\", \"fence\": 2}")));
    }

    @Test
    void theServersDetailBecomesTheOneLineMessage() {
        server.stubFor(post(urlEqualTo("/v1/memories")).willReturn(aResponse().withStatus(422)
                .withBody("{\"detail\": \"Content appears to contain a credential or secret (rule: github-pat)\"}")));
        try (AlbertClient client = client(KEY)) {
            HttpFailure failure = assertThrows(HttpFailure.class, () -> client.createMemory(MemoryCreate.of("ghp_x")));
            assertEquals("Content appears to contain a credential or secret (rule: github-pat)", failure.getMessage());
            assertEquals(422, failure.status());
            assertEquals("/v1/memories", failure.path());
            assertEquals(ExitCode.REFUSED, Failures.exitCode(failure));
        }
    }

    @Test
    void validationErrorsAndLockConflictsAreReadable() {
        server.stubFor(post(urlEqualTo("/v1/search")).willReturn(aResponse().withStatus(422).withBody("""
                {"detail": [{"type": "less_than_equal", "loc": ["body", "limit"], "msg": "Input should be less than or equal to 100", "input": 500},
                            {"type": "missing", "loc": ["body", "query"], "msg": "Field required"}]}""")));
        server.stubFor(post(urlEqualTo("/v1/locks/acquire")).willReturn(aResponse().withStatus(409).withBody("""
                {"detail": {"message": "Resource is locked", "owner_principal_id": "%s", "expires_at": "2026-12-01T10:00:00Z"}}""".formatted(ID))));
        try (AlbertClient client = client(KEY)) {
            HttpFailure invalid = assertThrows(HttpFailure.class, () -> client.search(dev.albert.api.search.SearchRequest.of("x", 500)));
            assertEquals("limit: Input should be less than or equal to 100 (and 1 more)", invalid.getMessage());
            HttpFailure locked = assertThrows(HttpFailure.class, () -> client.acquireLock(new LockAcquire(null, null, "repo", "main", null)));
            assertEquals("Resource is locked (held by " + ID + " until 2026-12-01T10:00:00Z)", locked.getMessage());
            assertEquals(ExitCode.REFUSED, Failures.exitCode(locked));
        }
    }

    @Test
    void authFailuresSayWhatToDo() {
        server.stubFor(get(urlEqualTo("/v1/memories/" + ID)).willReturn(aResponse().withStatus(401)
                .withBody("{\"detail\": \"Bearer API key required\"}")));
        try (AlbertClient keyless = client(null); AlbertClient keyed = client(KEY)) {
            HttpFailure none = assertThrows(HttpFailure.class, () -> keyless.getMemory(ID));
            assertTrue(none.getMessage().startsWith("Bearer API key required; no API key is configured: set ALBERT_API_KEY"),
                    none.getMessage());
            HttpFailure bad = assertThrows(HttpFailure.class, () -> keyed.getMemory(ID));
            assertTrue(bad.getMessage().endsWith("check the API key (ALBERT_API_KEY, --api-key-file or the profile's api_key)"));
            assertFalse(bad.getMessage().contains(KEY));
            assertEquals(ExitCode.AUTH, Failures.exitCode(bad));
        }
    }

    @Test
    void aRefusedKeyOnAWriteKeepsTheServersReason() {
        // a 401 with a challenge, as the server sends it: the reason must survive (HttpURLConnection in streaming
        // mode would drop the body to retry with credentials)
        server.stubFor(post(urlEqualTo("/v1/memories")).willReturn(aResponse().withStatus(401)
                .withHeader("WWW-Authenticate", "Bearer").withBody("{\"detail\": \"Invalid or expired API key\"}")));
        try (AlbertClient client = client(KEY)) {
            HttpFailure refused = assertThrows(HttpFailure.class, () -> client.createMemory(MemoryCreate.of("x")));
            assertEquals("Invalid or expired API key; check the API key (ALBERT_API_KEY, --api-key-file or the profile's api_key)",
                    refused.getMessage());
        }
        server.verify(1, postRequestedFor(urlEqualTo("/v1/memories")));
    }

    @Test
    void anAnswerThatIsNotAlbertsJsonIsUnavailable() {
        server.stubFor(get(urlEqualTo("/v1/memories/" + ID)).willReturn(aResponse().withStatus(200).withBody("<html>hello</html>")));
        server.stubFor(get(urlEqualTo("/v1/episodes/" + ID)).willReturn(aResponse().withStatus(502).withBody("<html>Bad gateway</html>")));
        server.stubFor(get(urlEqualTo("/v1/health/ready")).willReturn(aResponse().withStatus(301).withHeader("Location", "https://elsewhere/")));
        try (AlbertClient client = client(KEY)) {
            Unavailable garbage = assertThrows(Unavailable.class, () -> client.getMemory(ID));
            assertEquals(Unavailable.Reason.BAD_RESPONSE, garbage.reason());
            assertTrue(garbage.getMessage().contains("is the URL pointing at an Albert server?"));
            HttpFailure gateway = assertThrows(HttpFailure.class, () -> client.getEpisode(ID));
            assertNull(gateway.body());
            assertEquals("Albert failed: HTTP 502 Bad Gateway", gateway.getMessage());
            HttpFailure redirect = assertThrows(HttpFailure.class, client::ready);
            assertTrue(redirect.getMessage().contains("redirect (HTTP 301)"));
            assertEquals(ExitCode.UNAVAILABLE, Failures.exitCode(redirect));
        }
    }

    @Test
    void anUnknownHostIsUnavailable() {
        try (AlbertClient client = AlbertClient.builder(ClientConfig.of("http://albert.invalid", KEY)).transport(transport).sleeper(d -> { }).build()) {
            Unavailable failure = assertThrows(Unavailable.class, () -> client.getMemory(ID));
            assertEquals(Unavailable.Reason.UNKNOWN_HOST, failure.reason());
            assertEquals("cannot reach Albert at http://albert.invalid (unknown host albert.invalid); check ALBERT_API_URL or --url",
                    failure.getMessage());
        }
    }

    @Test
    void aServerWithoutAnExtensionSaysWhichFeatureIsMissing() {
        server.stubFor(post(urlEqualTo("/v1/bootstrap")).willReturn(aResponse().withStatus(404).withBody("{\"detail\": \"Not Found\"}")));
        server.stubFor(post(urlEqualTo("/v1/keys/" + ID + "/revoke")).willReturn(aResponse().withStatus(404)
                .withBody("{\"detail\": \"API key not found\"}")));
        try (AlbertClient client = client(KEY)) {
            HttpFailure missing = assertThrows(HttpFailure.class, () -> client.bootstrap(new BootstrapRequest("A", "w", null, null)));
            assertEquals("the Albert server at " + server.baseUrl() + " does not offer bootstrap over REST"
                    + " (POST /v1/bootstrap is an extension it lacks); upgrade it", missing.getMessage());
            HttpFailure notFound = assertThrows(HttpFailure.class, () -> client.revokeKey(ID));
            assertEquals("API key not found", notFound.getMessage(), "a known route that found nothing stays as it is");
        }
    }

    @Test
    void workingMemoryAndLockCallsUseTheContractPaths() {
        String working = "{\"id\": \"" + ID + "\", \"task_id\": \"t\", \"status\": \"active\", \"progress\": {}}";
        String lock = "{\"id\": \"" + ID + "\", \"resource_type\": \"repo\", \"resource_ref\": \"main\", \"fence\": 3, \"token\": null}";
        server.stubFor(post(urlEqualTo("/v1/working-memory")).willReturn(aResponse().withStatus(201).withBody(working)));
        server.stubFor(get(urlEqualTo("/v1/working-memory/" + ID)).willReturn(okJson(working)));
        server.stubFor(com.github.tomakehurst.wiremock.client.WireMock.patch(urlEqualTo("/v1/working-memory/" + ID)).willReturn(okJson(working)));
        server.stubFor(post(urlEqualTo("/v1/working-memory/" + ID + "/complete")).willReturn(okJson(working)));
        server.stubFor(post(urlEqualTo("/v1/working-memory/" + ID + "/fail")).willReturn(okJson(working)));
        server.stubFor(post(urlEqualTo("/v1/locks/" + ID + "/renew")).willReturn(okJson(lock)));
        server.stubFor(post(urlEqualTo("/v1/import")).willReturn(okJson("{\"memories_created\": 2, \"memories_skipped\": 1, \"relationships_created\": 0, \"workspaces_created\": 0}")));
        try (AlbertClient client = client(KEY)) {
            client.createWorkingMemory(new dev.albert.api.working.WorkingMemoryCreate("t", "describe", null, "repo", "main", 600, true));
            assertEquals("t", client.getWorkingMemory(ID).taskId());
            client.updateWorkingMemory(ID, new dev.albert.api.working.WorkingMemoryUpdate(java.util.Map.of("phase", "build"), null));
            client.completeWorkingMemory(ID, new dev.albert.api.working.WorkingMemoryFinish("done"));
            client.failWorkingMemory(ID, new dev.albert.api.working.WorkingMemoryFinish(""));
            assertEquals(3, client.renewLock(ID, new dev.albert.api.lock.LockRenew("t".repeat(30), 3, 60)).fence());
            assertEquals(1, client.importBundle(new dev.albert.api.portability.ImportRequest(null, null)).memoriesSkipped());
        }
        server.verify(postRequestedFor(urlEqualTo("/v1/working-memory")).withRequestBody(equalToJson("""
                {"task_id": "t", "description": "describe", "resource_type": "repo", "resource_ref": "main",
                 "expires_in_seconds": 600, "acquire_lock": true}""")));
        server.verify(com.github.tomakehurst.wiremock.client.WireMock.patchRequestedFor(urlEqualTo("/v1/working-memory/" + ID))
                .withRequestBody(equalToJson("{\"progress\": {\"phase\": \"build\"}}")));
        server.verify(postRequestedFor(urlEqualTo("/v1/working-memory/" + ID + "/complete"))
                .withRequestBody(equalToJson("{\"consolidation_notes\": \"done\"}")));
        server.verify(postRequestedFor(urlEqualTo("/v1/locks/" + ID + "/renew"))
                .withRequestBody(equalToJson("{\"token\": \"" + "t".repeat(30) + "\", \"fence\": 3, \"ttl_seconds\": 60}")));
    }
}

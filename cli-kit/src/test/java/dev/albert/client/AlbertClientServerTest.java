package dev.albert.client;

import dev.albert.api.auth.Sensitivity;
import dev.albert.api.context.ContextRequest;
import dev.albert.api.episode.EpisodeCreate;
import dev.albert.api.episode.EpisodeRead;
import dev.albert.api.graph.EntityInput;
import dev.albert.api.graph.GraphQuery;
import dev.albert.api.graph.RelationshipCreate;
import dev.albert.api.graph.RelationshipRead;
import dev.albert.api.identity.BootstrapRequest;
import dev.albert.api.identity.BootstrapResponse;
import dev.albert.api.identity.KeyCreate;
import dev.albert.api.identity.KeyCreated;
import dev.albert.api.identity.KeyRead;
import dev.albert.api.memory.MemoryCreate;
import dev.albert.api.memory.MemoryRead;
import dev.albert.api.memory.MemoryStatus;
import dev.albert.api.memory.MemoryUpdate;
import dev.albert.api.search.SearchRequest;
import dev.albert.api.search.SearchResponse;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Failures;
import dev.albert.server.AlbertServer;
import dev.albert.server.ServerConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import dev.albert.client.http.JsonTransport;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The typed client against the real embedded server over real HTTP: both sides share albert-api, and
 * this checks they agree on the wire. (Working memory, locks and export/import are checked for their
 * request shapes in {@link AlbertClientTest} until the server has them.)
 */
@ParameterizedClass
@EnumSource(JsonTransport.class)
class AlbertClientServerTest {
    /** Every call runs over each transport that serves its method (PATCH and streams always go over OkHttp). */
    @Parameter
    JsonTransport transport;

    @TempDir
    static Path directory;

    static AlbertServer server;
    static BootstrapResponse tenant;
    AlbertClient anonymous;
    AlbertClient admin;

    @BeforeAll
    static void start() throws IOException {
        server = AlbertServer.start(ServerConfig.builder().host("127.0.0.1").port(0)
                .database(directory.resolve("albert.sqlite3"))
                .pepper("test-pepper-0123456789abcdef0123456789abcdef").build());
        try (AlbertClient first = AlbertClient.create(ClientConfig.of(server.baseUrl(), null))) {
            tenant = first.bootstrap(new BootstrapRequest("Acme", "main", "Admin", null));
        }
    }

    @BeforeEach
    void clients() {
        anonymous = client(null);
        admin = client(tenant.apiKey());
    }

    @AfterEach
    void closeClients() {
        admin.close();
        anonymous.close();
    }

    private AlbertClient client(String key) {
        return AlbertClient.builder(ClientConfig.of(server.baseUrl(), key)).transport(transport).build();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void healthAndCompatNeedNoKey() {
        assertEquals("ok", anonymous.live().status());
        assertEquals("ok", anonymous.ready().status());
        assertNotNull(anonymous.compat().server());
        assertFalse(anonymous.compat().capabilities().isEmpty());
    }

    @Test
    void bootstrapAnswersWithTheIdsAndIsRefusedTheSecondTime() {
        assertTrue(tenant.apiKey().startsWith("alb_"));
        assertNotNull(tenant.organizationId());
        assertNotNull(tenant.workspaceId());
        assertNotNull(tenant.principalId());
        HttpFailure again = assertThrows(HttpFailure.class,
                () -> anonymous.bootstrap(new BootstrapRequest("Other", "w", null, null)));
        assertEquals(403, again.status());
        assertEquals(ExitCode.AUTH, Failures.exitCode(again));
    }

    @Test
    void keysCanBeIssuedListedAndRevoked() {
        KeyCreated created = admin.createKey(new KeyCreate("reader", List.of("memory.read"), null, null));
        assertEquals(List.of("memory.read"), created.capabilities());
        try (AlbertClient reader = client(created.apiKey())) {
            assertTrue(reader.search(SearchRequest.of("nothing", 5)).hits().isEmpty());
            HttpFailure denied = assertThrows(HttpFailure.class, () -> reader.createMemory(MemoryCreate.of("x")));
            assertEquals(403, denied.status());
            assertEquals("Missing capability: memory.write", denied.getMessage());

            List<KeyRead> keys = admin.listKeys(tenant.principalId());
            assertTrue(keys.stream().anyMatch(k -> k.id().equals(created.id()) && k.active()));
            KeyRead revoked = admin.revokeKey(created.id());
            assertFalse(revoked.active());
            assertEquals(401, assertThrows(HttpFailure.class, () -> reader.search(SearchRequest.of("x", 5))).status());
        }
        assertEquals(404, assertThrows(HttpFailure.class, () -> admin.revokeKey(UUID.randomUUID())).status());
    }

    @Test
    void memoriesRoundTrip() {
        MemoryRead created = admin.createMemory(new MemoryCreate(null, "albert", "T-1", null, "Cache policy",
                "Redis caches sessions for 24 hours", "decision", Sensitivity.INTERNAL, 0.9, null, null, null, null));
        assertEquals("Cache policy", created.subject());
        assertEquals("albert", created.projectRef());
        assertEquals(MemoryStatus.ACTIVE, created.status());
        assertEquals(tenant.workspaceId(), created.workspaceId());

        assertEquals(created.id(), admin.getMemory(created.id()).id());
        MemoryRead patched = admin.updateMemory(created.id(), new MemoryUpdate("Cache policy v2", null, null, null, 0.8, null, null, null));
        assertEquals("Cache policy v2", patched.subject());
        assertEquals(0.8, patched.confidence(), 1e-9);

        SearchResponse found = admin.search(new SearchRequest(null, "albert", null, null, "redis sessions", 5, null, null, null, false, null));
        assertEquals(created.id(), found.hits().getFirst().memoryId());
        var context = admin.assembleContext(ContextRequest.of("redis sessions", 5, 1000));
        assertTrue(context.context().startsWith("[1] [verified] Cache policy v2"), context.context());
        assertEquals(created.id(), context.citations().getFirst().memoryId());

        admin.deleteMemory(created.id());
        HttpFailure gone = assertThrows(HttpFailure.class, () -> admin.getMemory(created.id()));
        assertEquals(404, gone.status());
        assertEquals("Memory not found", gone.getMessage());
    }

    @Test
    void credentialsAreRefusedWith422() {
        HttpFailure refused = assertThrows(HttpFailure.class,
                () -> admin.createMemory(MemoryCreate.of("token ghp_aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3fG5")));
        assertEquals(422, refused.status());
        assertTrue(refused.getMessage().contains("credential or secret"), refused.getMessage());
        assertFalse(refused.getMessage().contains("aB3dE5"));
        assertEquals(ExitCode.REFUSED, Failures.exitCode(refused));
    }

    @Test
    void episodesAreIdempotentPerPrincipal() {
        EpisodeRead first = admin.createEpisode(EpisodeCreate.of("The build broke because of a stale lock file"));
        EpisodeRead again = admin.createEpisode(EpisodeCreate.of("The build broke because of a stale lock file"));
        assertEquals(first.id(), again.id());
        assertEquals(first.id(), admin.getEpisode(first.id()).id());
        admin.deleteEpisode(first.id());
        assertEquals(404, assertThrows(HttpFailure.class, () -> admin.getEpisode(first.id())).status());
    }

    @Test
    void graphRelationshipsQueryAndSubgraph() {
        RelationshipRead edge = admin.createRelationship(new RelationshipCreate(null, EntityInput.named("billing-service"),
                "depends_on", EntityInput.named("postgres"), null, null, null, null, null, null));
        assertEquals("depends_on", edge.relationType());
        List<RelationshipRead> matches = admin.queryGraph(new GraphQuery("billing", null, null, 10, null));
        assertTrue(matches.stream().anyMatch(r -> r.id().equals(edge.id())));
        List<RelationshipRead> subgraph = admin.subgraph(edge.sourceEntityId(), 1, 10, null);
        assertTrue(subgraph.stream().anyMatch(r -> r.id().equals(edge.id())));
    }

    @Test
    void aMalformedRequestIsA4xxNeverA500() {
        HttpFailure invalid = assertThrows(HttpFailure.class, () -> admin.search(SearchRequest.of("x", 500)));
        assertTrue(invalid.status() >= 400 && invalid.status() < 500, invalid.status() + " " + invalid.getMessage());
        assertEquals(ExitCode.REFUSED, Failures.exitCode(invalid));
    }
}

package dev.albert.server.hardening;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two server processes' worth of servers (two {@link dev.albert.server.AlbertServer}s, each with its own pool, vector
 * index and local files) on one PostgreSQL database behave as one server: a write through one is searchable through
 * the other, vector retriever included (the index is kept current through LISTEN/NOTIFY); concurrent clients spread
 * over both lose and duplicate nothing; a lock is granted once, a capture event stored once and a bootstrap token
 * used once, whichever replica the racing requests reach. Waits are bounded polls on conditions, never timings.
 */
@Tag("postgresql-only")
@TestMethodOrder(MethodOrderer.MethodName.class)
class ReplicaTest {
    @RegisterExtension
    @Order(1)
    static final TestServer a = new TestServer();
    @RegisterExtension
    @Order(2)
    static final TestServer b = TestServer.replicaOf(a);
    static final int CLIENTS = 16;
    static Tenant acme;

    @BeforeAll
    static void tenant() throws java.io.IOException {
        // b started last, so its token file holds the database's current token; a serves the request and, since the
        // token was valid, writes its replacement to a's file.
        ObjectNode body = TestServer.object().put("organization", "Acme").put("workspace", "main")
                .put("bootstrap_token", Files.readString(b.server().bootstrapTokenPath()).strip());
        JsonNode r = a.post("/v1/bootstrap", null, body).expect(201).json();
        acme = new Tenant(r.get("api_key").asText(), r.get("organization_id").asText(), r.get("workspace_id").asText(),
                r.get("principal_id").asText());
    }

    static void waitFor(String what, BooleanSupplier condition) {
        for (int i = 0; i < 400; i++) {
            if (condition.getAsBoolean()) {
                return;
            }
            try {
                Thread.sleep(25);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for " + what);
            }
        }
        throw new AssertionError("gave up waiting for " + what + " after 400 polls");
    }

    static <T> List<T> race(int clients, Callable<T> body) throws Exception {
        CountDownLatch start = new CountDownLatch(1);
        List<Future<T>> futures = new ArrayList<>();
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int i = 0; i < clients; i++) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return body.call();
                }));
            }
            start.countDown();
            List<T> out = new ArrayList<>();
            for (Future<T> f : futures) {
                out.add(f.get());
            }
            return out;
        }
    }

    static TestServer replica(int client) {
        return client % 2 == 0 ? a : b;
    }

    /**
     * What a failure to see a's write through b's vector index needs to tell apart (seen once in a clean-clone run,
     * docs/follow-ups.md): whether a's enrichment stored the chunk at all, whether a's own index has it, what b finds.
     */
    private static String whereTheChunkIs(String marker, String memoryId) {
        String rows;
        try (var c = a.jdbc(); var p = c.prepareStatement(
                "SELECT count(*) FROM memory_chunks WHERE memory_id = ?")) {
            p.setString(1, memoryId);
            try (var rs = p.executeQuery()) {
                rs.next();
                rows = rs.getLong(1) + " chunk rows in the shared database";
            }
        } catch (Exception e) {
            rows = "chunk rows unknown (" + e + ")";
        }
        JsonNode throughA = hitFor(a, marker, memoryId);
        JsonNode throughB = hitFor(b, marker, memoryId);
        return rows + "; through a: " + (throughA == null ? "no hit" : throughA.get("backends"))
                + "; through b: " + (throughB == null ? "no hit" : throughB.get("backends"));
    }

    private static JsonNode hitFor(TestServer via, String query, String memoryId) {
        JsonNode hits = via.post("/v1/search", acme.key(), Map.of("query", query, "limit", 5, "include_graph", false))
                .expect(200).json().get("hits");
        for (JsonNode hit : hits) {
            if (memoryId.equals(hit.path("memory_id").asText())) {
                return hit;
            }
        }
        return null;
    }

    @Test
    void aWriteThroughOneReplicaIsSearchableThroughTheOtherVectorIndexIncluded() {
        String marker = "rp" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        String id = a.post("/v1/memories", acme.key(), Map.of("content", "The replica marker is " + marker))
                .expect(201).json().get("id").asText();
        // The lexical part reads the shared database; the vector part needs b's index to have heard of the chunk.
        try {
            waitFor("b's vector retriever to find the memory written through a", () -> {
                JsonNode hit = hitFor(b, marker, id);
                return hit != null && hit.get("backends").toString().contains("vector");
            });
        } catch (AssertionError gaveUp) {
            throw new AssertionError(gaveUp.getMessage() + "; " + whereTheChunkIs(marker, id), gaveUp);
        }
        b.delete("/v1/memories/" + id, acme.key()).expect(204);
        waitFor("a to stop finding the memory deleted through b", () -> hitFor(a, marker, id) == null);
        // A vector-only query (no lexical term) must not find it through a's index either.
        assertEquals(404, a.get("/v1/memories/" + id, acme.key()).status());
    }

    @Test
    void concurrentClientsOnBothReplicasLoseAndDuplicateNothing() throws Exception {
        ConcurrentLinkedQueue<String> memories = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<String> events = new ConcurrentLinkedQueue<>();
        String session = "replicas-" + UUID.randomUUID();
        List<Integer> counter = new ArrayList<>();
        race(CLIENTS, () -> {
            int client;
            synchronized (counter) {
                client = counter.size();
                counter.add(client);
            }
            TestServer via = replica(client);
            for (int round = 0; round < 6; round++) {
                String marker = "rc" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
                var m = via.post("/v1/memories", acme.key(), Map.of("content", "Client " + client + " wrote " + marker));
                assertEquals(201, m.status(), m.body());
                memories.add(m.json().get("id").asText());
                ObjectNode batch = TestServer.object();
                var list = batch.putArray("events");
                for (int k = 0; k < 2; k++) {
                    String eventId = TenantIsolationTest.v7();
                    list.addObject().put("event_id", eventId).put("host", "claude-code").put("session_key", session)
                            .put("class", "decision").put("text", "event " + marker + " " + k)
                            .put("created_at", "2026-12-01T10:00:00Z");
                    events.add(eventId);
                }
                var e = via.post("/v1/capture/events", acme.key(), batch);
                assertEquals(200, e.status(), e.body());
                for (JsonNode result : e.json().get("results")) {
                    assertEquals("accepted", result.get("status").asText(), e.body());
                }
            }
            return null;
        });
        Set<String> ids = new HashSet<>(memories);
        assertEquals(CLIENTS * 6, ids.size());
        for (String id : ids) {
            a.get("/v1/memories/" + id, acme.key()).expect(200);
            b.get("/v1/memories/" + id, acme.key()).expect(200);
        }
        assertEquals(ids.size(), a.count("SELECT count(*) FROM memories WHERE id IN (" + String.join(", ",
                ids.stream().map(id -> "'" + id + "'").toList()) + ")"));
        assertEquals(events.size(), a.count("SELECT count(*) FROM capture_events WHERE session_key = ?", session));
        for (TestServer via : List.of(a, b)) {
            assertEquals(events.size(), via.get("/v1/capture/sessions/" + session
                    + "/events?host=claude-code&limit=1000", acme.key()).expect(200).json().get("events").size());
        }
    }

    @Test
    void oneLockIsGrantedOnceAcrossReplicas() throws Exception {
        String ref = "replica-race-" + UUID.randomUUID();
        List<Integer> counter = new ArrayList<>();
        List<Integer> statuses = race(CLIENTS, () -> {
            int client;
            synchronized (counter) {
                client = counter.size();
                counter.add(client);
            }
            var r = replica(client).post("/v1/locks/acquire", acme.key(),
                    Map.of("resource_type", "repo", "resource_ref", ref));
            assertTrue(r.status() == 201 || r.status() == 409, r.status() + " " + r.body());
            return r.status();
        });
        assertEquals(1, statuses.stream().filter(s -> s == 201).count(), statuses.toString());
        assertEquals(1, a.count("SELECT count(*) FROM resource_locks WHERE resource_ref = ?", ref));
        assertEquals(1, a.count("SELECT fence FROM resource_locks WHERE resource_ref = ?", ref));
    }

    @Test
    void aReplayedCaptureEventIsStoredOnceAcrossReplicas() throws Exception {
        String eventId = TenantIsolationTest.v7();
        String session = "replica-replay-" + UUID.randomUUID();
        ObjectNode batch = TestServer.object();
        batch.putArray("events").addObject().put("event_id", eventId).put("host", "claude-code")
                .put("session_key", session).put("class", "decision").put("text", "once")
                .put("created_at", "2026-12-01T10:00:00Z");
        List<Integer> counter = new ArrayList<>();
        List<String> outcomes = race(CLIENTS, () -> {
            int client;
            synchronized (counter) {
                client = counter.size();
                counter.add(client);
            }
            var r = replica(client).post("/v1/capture/events", acme.key(), batch);
            assertEquals(200, r.status(), r.body());
            return r.json().get("results").get(0).get("status").asText();
        });
        assertEquals(1, outcomes.stream().filter("accepted"::equals).count(), outcomes.toString());
        assertEquals(CLIENTS - 1, outcomes.stream().filter("duplicate"::equals).count(), outcomes.toString());
        assertEquals(1, a.count("SELECT count(*) FROM capture_events WHERE event_id = ?", eventId));
    }

    @Test
    void aBootstrapTokenIsUsedOnceAcrossReplicas() throws Exception {
        String token = Files.readString(a.server().bootstrapTokenPath()).strip();
        List<Integer> counter = new ArrayList<>();
        List<Integer> statuses = race(CLIENTS, () -> {
            int client;
            synchronized (counter) {
                client = counter.size();
                counter.add(client);
            }
            ObjectNode body = TestServer.object().put("organization", "Racer " + client).put("workspace", "main")
                    .put("bootstrap_token", token);
            return replica(client).post("/v1/bootstrap", null, body).status();
        });
        assertEquals(1, statuses.stream().filter(s -> s == 201).count(), statuses.toString());
        assertEquals(1, a.count("SELECT count(*) FROM organizations WHERE name LIKE 'Racer %'"));
    }
}

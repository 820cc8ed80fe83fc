package dev.albert.server.hardening;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Many clients on one SQLite file at once: 16 virtual-thread clients each write memories, episodes, capture events
 * and relationships and search, for a bounded number of rounds (and at most a minute). No client sees a 5xx or
 * "database is locked"; every 201'd id is readable afterwards and the table counts match what was acknowledged; a
 * memory is found by its unique marker right after its 201. Plus the races that must have one winner: one lock
 * acquired by 16 clients at once, and one capture event replayed by 16 clients at once.
 */
class ConcurrentClientsTest {
    @RegisterExtension
    static final TestServer server = new TestServer();
    static final int CLIENTS = 16;
    static final int ROUNDS = Integer.getInteger("albert.concurrency.rounds", 25);
    static final Duration BOUND = Duration.ofSeconds(60);
    static Tenant acme;

    @BeforeAll
    static void tenant() {
        acme = server.bootstrap("Acme", "main");
    }

    record Written(String kind, String id, String marker) {
    }

    static void sane(String what, TestServer.Response r, int expected) {
        assertTrue(r.status() < 500, () -> what + " -> " + r.status() + " " + r.body());
        assertTrue(!r.body().toLowerCase().contains("locked") || r.status() == 409, () -> what + " -> " + r.body());
        assertEquals(expected, r.status(), () -> what + " -> " + r.body());
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

    @Test
    void manyWritersAndSearchersOnOneFile() throws Exception {
        ConcurrentLinkedQueue<Written> written = new ConcurrentLinkedQueue<>();
        long deadline = System.nanoTime() + BOUND.toNanos();
        List<Integer> counter = Collections.synchronizedList(new ArrayList<>());
        List<Integer> rounds = race(CLIENTS, new Callable<>() {
            @Override
            public Integer call() {
                int client;
                synchronized (counter) {
                    client = counter.size();
                    counter.add(client);
                }
                String session = "concurrent-" + client + "-" + UUID.randomUUID();
                int done = 0;
                for (int round = 0; round < ROUNDS && System.nanoTime() < deadline; round++) {
                    String marker = "cc" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
                    var m = server.post("/v1/memories", acme.key(), Map.of("subject", "note " + client,
                            "content", "Client " + client + " round " + round + " wrote " + marker
                                    + " about the billing service."));
                    sane("remember", m, 201);
                    String memoryId = m.json().get("id").asText();
                    written.add(new Written("memory", memoryId, marker));
                    var found = server.post("/v1/search", acme.key(), Map.of("query", marker, "limit", 5));
                    sane("search", found, 200);
                    assertTrue(found.body().contains(memoryId), () -> marker + " not found right after its 201: "
                            + found.body());

                    var e = server.post("/v1/episodes", acme.key(), Map.of("content", "Episode " + marker));
                    sane("episode", e, 201);
                    written.add(new Written("episode", e.json().get("id").asText(), marker));

                    ObjectNode batch = TestServer.object();
                    var events = batch.putArray("events");
                    for (int k = 0; k < 3; k++) {
                        String eventId = TenantIsolationTest.v7();
                        events.addObject().put("event_id", eventId).put("host", "claude-code")
                                .put("session_key", session).put("class", "decision")
                                .put("text", "event " + k + " " + marker).put("created_at", "2026-12-01T10:00:00Z");
                        written.add(new Written("event", eventId, session));
                    }
                    var ev = server.post("/v1/capture/events", acme.key(), batch);
                    sane("capture", ev, 200);
                    for (JsonNode result : ev.json().get("results")) {
                        assertEquals("accepted", result.get("status").asText(), ev.body());
                    }

                    var rel = server.post("/v1/relationships", acme.key(), Map.of(
                            "source", Map.of("name", "svc " + marker), "relation_type", "depends_on",
                            "target", Map.of("name", "db " + (round % 3)), "source_memory_id", memoryId));
                    sane("relationship", rel, 201);
                    written.add(new Written("relationship", rel.json().get("id").asText(), marker));

                    var q = server.post("/v1/graph/query", acme.key(), Map.of("query", "svc " + marker));
                    sane("graph query", q, 200);
                    done++;
                }
                return done;
            }
        });
        int total = rounds.stream().mapToInt(Integer::intValue).sum();
        assertTrue(total >= CLIENTS, "only " + total + " rounds in " + BOUND);

        // No lost write: every acknowledged id is readable, and the counts match exactly.
        Map<String, Set<String>> ids = Map.of("memory", new HashSet<>(), "episode", new HashSet<>(),
                "event", new HashSet<>(), "relationship", new HashSet<>());
        for (Written w : written) {
            ids.get(w.kind()).add(w.id());
            switch (w.kind()) {
                case "memory" -> assertTrue(server.get("/v1/memories/" + w.id(), acme.key()).expect(200).body()
                        .contains(w.marker()));
                case "episode" -> assertTrue(server.get("/v1/episodes/" + w.id(), acme.key()).expect(200).body()
                        .contains(w.marker()));
                default -> {
                }
            }
        }
        assertEquals(total, ids.get("memory").size());
        // Each episode derives one memory (contract §3.3), so the memories are the remembered plus the derived ones.
        long memories = ids.get("memory").size() + ids.get("episode").size();
        assertEquals(memories, server.count("SELECT count(*) FROM memories WHERE organization_id = ?"
                + " AND status = 'active'", acme.organizationId()));
        assertEquals(memories, server.count("SELECT count(*) FROM memory_fts"));
        assertEquals(ids.get("episode").size(), server.count("SELECT count(DISTINCT episode_id) FROM memories"
                + " WHERE organization_id = ?", acme.organizationId()));
        assertEquals(ids.get("episode").size(), server.count("SELECT count(*) FROM episodes WHERE organization_id = ?",
                acme.organizationId()));
        assertEquals(ids.get("event").size(), server.count("SELECT count(*) FROM capture_events"));
        assertEquals(3L * total, ids.get("event").size());
        for (String id : ids.get("relationship")) {
            assertEquals(1, server.count("SELECT count(*) FROM relationships WHERE id = ?", id), id);
        }
        // Read back every client's capture session in full.
        Set<String> sessions = new HashSet<>();
        written.stream().filter(w -> w.kind().equals("event")).forEach(w -> sessions.add(w.marker()));
        int events = 0;
        for (String session : sessions) {
            events += server.get("/v1/capture/sessions/" + session + "/events?host=claude-code&limit=1000",
                    acme.key()).expect(200).json().get("events").size();
        }
        assertEquals(ids.get("event").size(), events);
        assertEquals(200, server.get("/v1/health/ready", null).status());
    }

    @Test
    void oneLockHasOneWinner() throws Exception {
        String ref = "race-" + UUID.randomUUID();
        List<Integer> statuses = race(CLIENTS, () -> {
            var r = server.post("/v1/locks/acquire", acme.key(), Map.of("resource_type", "repo", "resource_ref", ref));
            assertTrue(r.status() == 201 || r.status() == 409, r.status() + " " + r.body());
            return r.status();
        });
        assertEquals(1, statuses.stream().filter(s -> s == 201).count(), statuses.toString());
        assertEquals(1, server.count("SELECT count(*) FROM resource_locks WHERE resource_ref = ?", ref));
    }

    @Test
    void aReplayedCaptureEventIsStoredOnceUnderRace() throws Exception {
        String eventId = TenantIsolationTest.v7();
        String session = "replay-" + UUID.randomUUID();
        ObjectNode batch = TestServer.object();
        batch.putArray("events").addObject().put("event_id", eventId).put("host", "claude-code")
                .put("session_key", session).put("class", "decision").put("text", "once")
                .put("created_at", "2026-12-01T10:00:00Z");
        List<String> outcomes = race(CLIENTS, () -> {
            var r = server.post("/v1/capture/events", acme.key(), batch);
            sane("replay", r, 200);
            return r.json().get("results").get(0).get("status").asText();
        });
        assertTrue(outcomes.stream().allMatch(s -> s.equals("accepted") || s.equals("duplicate")), outcomes.toString());
        assertEquals(1, server.count("SELECT count(*) FROM capture_events WHERE event_id = ?", eventId));
        assertEquals(1, server.get("/v1/capture/sessions/" + session + "/events?host=claude-code", acme.key())
                .expect(200).json().get("events").size());
    }
}

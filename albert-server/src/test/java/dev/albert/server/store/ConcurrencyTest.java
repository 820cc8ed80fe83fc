package dev.albert.server.store;

import dev.albert.server.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ConcurrencyTest {
    @RegisterExtension
    static final TestServer server = new TestServer();

    @Test
    void manyClientsWritingAndSearchingAtOnceNeverSeeLocks() throws Exception {
        var admin = server.bootstrap("Acme", "main");
        List<Future<List<Integer>>> futures = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(12)) {
            for (int t = 0; t < 12; t++) {
                int thread = t;
                futures.add(pool.submit(() -> {
                    List<Integer> statuses = new ArrayList<>();
                    for (int i = 0; i < 15; i++) {
                        statuses.add(server.post("/v1/memories", admin.key(), Map.of("content",
                                "concurrent note " + thread + " " + i + " uses SQLite")).status());
                        statuses.add(server.post("/v1/search", admin.key(), Map.of("query", "concurrent note")).status());
                        statuses.add(server.post("/v1/episodes", admin.key(), Map.of("content",
                                "episode " + thread + " " + i)).status());
                    }
                    return statuses;
                }));
            }
            for (Future<List<Integer>> f : futures) {
                for (int status : f.get()) {
                    assertEquals(2, status / 100, "status " + status);
                }
            }
        }
        assertEquals(12 * 15 * 2, server.count("SELECT count(*) FROM memories"));
    }
}

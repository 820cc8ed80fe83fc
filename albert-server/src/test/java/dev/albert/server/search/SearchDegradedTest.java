package dev.albert.server.search;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.server.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.sql.Connection;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SearchDegradedTest {
    @RegisterExtension
    static final TestServer server = new TestServer();

    @Test
    void aBrokenVectorBackendDegradesInsteadOfFailing() throws Exception {
        var admin = server.bootstrap("Acme", "main");
        server.post("/v1/memories", admin.key(), Map.of("content", "walrus facts")).expect(201);
        try (Connection c = server.jdbc()) {
            try (var p = c.prepareStatement("UPDATE memory_chunks SET embedding = ?")) {
                p.setBytes(1, new byte[]{0});
                p.executeUpdate();
            }
        }
        JsonNode r = server.post("/v1/search", admin.key(), Map.of("query", "walrus")).expect(200).json();
        assertEquals("[\"vector retrieval unavailable: IllegalStateException\"]", r.get("degraded").toString());
        assertEquals(1, r.get("hits").size());
        assertEquals(List.of("lexical"), List.of(r.get("hits").get(0).get("backends").get(0).asText()));
        JsonNode context = server.post("/v1/context/assemble", admin.key(), Map.of("query", "walrus")).expect(200).json();
        assertEquals("[\"vector retrieval unavailable: IllegalStateException\"]", context.get("degraded").toString());
    }
}

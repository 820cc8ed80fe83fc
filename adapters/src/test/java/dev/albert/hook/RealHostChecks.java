package dev.albert.hook;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.testkit.EmbeddedAlbert;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Server-side checks of the real-host tests: what the hooks delivered became memories (checkpoint promotion). */
final class RealHostChecks {
    private static final ObjectMapper JSON = new ObjectMapper();

    private RealHostChecks() {
    }

    /**
     * Waits (bounded, polling) until the server holds promoted memories of every class in {@code classes}
     * for this host, found by searching {@code query}; returns them by class.
     */
    static Map<String, JsonNode> promoted(EmbeddedAlbert albert, String key, String host, String query, List<String> classes, long waitMillis)
            throws Exception {
        long until = System.currentTimeMillis() + waitMillis;
        Map<String, JsonNode> byClass = new HashMap<>();
        while (true) {
            byClass.clear();
            JsonNode hits = albert.post("/v1/search", key, Map.of("query", query, "include_graph", false)).get("hits");
            for (JsonNode hit : hits) {
                JsonNode memory = JSON.readTree(get(albert, "/v1/memories/" + hit.get("memory_id").asText(), key));
                if (host.equals(memory.at("/metadata_/captured/host").asText(host))) {
                    byClass.put(memory.at("/metadata_/captured/class").asText(), memory);
                }
            }
            if (byClass.keySet().containsAll(classes) || System.currentTimeMillis() > until) {
                return byClass;
            }
            Thread.sleep(250);
        }
    }

    static String get(EmbeddedAlbert albert, String path, String key) throws Exception {
        try (HttpClient http = HttpClient.newHttpClient()) {
            HttpRequest request = HttpRequest.newBuilder(URI.create(albert.url() + path)).header("Authorization", "Bearer " + key).GET().build();
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new AssertionError("GET " + path + " -> " + response.statusCode() + ": " + response.body());
            }
            return response.body();
        }
    }

    /** Whether a model request carries the recalled block with the fact (raw UTF-8 or \\u-escaped JSON). */
    static boolean carries(String request, String factAscii) {
        return request.contains("albert-memory") && request.contains(factAscii);
    }
}

package dev.albert.capture.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** The server's read-back of a capture session ({@code GET /v1/capture/sessions/{key}/events}), all pages. */
final class ReadBack {
    private ReadBack() {
    }

    /** Every stored event of the session in stored order; empty if the session does not exist (404). */
    static List<JsonNode> events(String baseUrl, String apiKey, String host, String sessionKey) {
        List<JsonNode> out = new ArrayList<>();
        String cursor = null;
        try (HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build()) {
            do {
                String url = baseUrl + "/v1/capture/sessions/" + encode(sessionKey) + "/events?host=" + encode(host)
                        + "&limit=1000" + (cursor == null ? "" : "&cursor=" + encode(cursor));
                HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(url))
                        .header("Authorization", "Bearer " + apiKey).timeout(Duration.ofSeconds(30)).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 404) {
                    return out;
                }
                if (response.statusCode() != 200) {
                    throw new AssertionError("read-back " + url + " -> " + response.statusCode() + ": " + response.body());
                }
                JsonNode page = Json.mapper().readTree(response.body());
                page.get("events").forEach(out::add);
                cursor = page.get("next_cursor").isNull() ? null : page.get("next_cursor").asText();
            } while (cursor != null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        return out;
    }

    static List<String> eventIds(String baseUrl, String apiKey, String host, String sessionKey) {
        return events(baseUrl, apiKey, host, sessionKey).stream().map(e -> e.get("event_id").asText()).toList();
    }

    private static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }
}

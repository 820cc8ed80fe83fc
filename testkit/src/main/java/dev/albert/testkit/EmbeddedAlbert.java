package dev.albert.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.api.Json;
import dev.albert.server.AlbertServer;
import dev.albert.server.ServerConfig;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The embedded Albert server, started in-process on a temporary SQLite file and a free port, over
 * real HTTP. Register it with {@code @RegisterExtension static EmbeddedAlbert albert = new EmbeddedAlbert();}
 * (one server per test class) or as an instance field (one server per test).
 */
public final class EmbeddedAlbert implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback, AfterEachCallback {
    private static final String PEPPER = "test-pepper-0123456789abcdef0123456789abcdef";

    private Path directory;
    private AlbertServer server;
    private boolean perClass;

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        perClass = true;
        start();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        stop();
    }

    @Override
    public void beforeEach(ExtensionContext context) throws IOException {
        if (!perClass) {
            start();
        }
    }

    @Override
    public void afterEach(ExtensionContext context) {
        if (!perClass) {
            stop();
        }
    }

    public void start() throws IOException {
        directory = Files.createTempDirectory("albert-test-");
        server = AlbertServer.start(ServerConfig.builder()
                .host("127.0.0.1")
                .port(0)
                .database(directory.resolve("albert.sqlite3"))
                .pepper(PEPPER)
                .build());
    }

    public void stop() {
        if (server != null) {
            server.close();
            server = null;
        }
        if (directory != null) {
            deleteTree(directory);
            directory = null;
        }
    }

    public String url() {
        return server.baseUrl();
    }

    public int port() {
        return server.port();
    }

    public AlbertServer server() {
        return server;
    }

    public Path directory() {
        return directory;
    }

    /** Environment that points a client at this server with the given key. */
    public Map<String, String> env(String apiKey) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("ALBERT_API_URL", url());
        if (apiKey != null) {
            env.put("ALBERT_API_KEY", apiKey);
        }
        env.put("ALBERT_CONFIG_DIR", directory.resolve("client-config").toString());
        env.put("XDG_CONFIG_HOME", directory.resolve("xdg-config").toString());
        env.put("XDG_DATA_HOME", directory.resolve("xdg-data").toString());
        env.put("HOME", directory.resolve("home").toString());
        return env;
    }

    /** Bootstraps an organization over REST and returns the administrator's credentials. */
    public Tenant bootstrap(String organization, String workspace) {
        JsonNode body = post("/v1/bootstrap", null,
                Map.of("organization", organization, "workspace", workspace, "principal", "Test Administrator"));
        return new Tenant(body.get("api_key").asText(), body.get("organization_id").asText(),
                body.get("workspace_id").asText(), body.get("principal_id").asText());
    }

    /** Issues a key with exactly these capabilities for the caller's principal. */
    public String issueKey(String callerKey, List<String> capabilities) {
        return post("/v1/keys", callerKey, Map.of("name", "test key", "capabilities", capabilities))
                .get("api_key").asText();
    }

    /** A raw authenticated POST for test set-up; fails the test on any non-2xx status. */
    public JsonNode post(String path, String apiKey, Object body) {
        ObjectMapper json = Json.mapper();
        try (HttpClient http = HttpClient.newHttpClient()) {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url() + path))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(json.writeValueAsString(body)));
            if (apiKey != null) {
                request.header("Authorization", "Bearer " + apiKey);
            }
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() / 100 != 2) {
                throw new AssertionError("POST " + path + " -> " + response.statusCode() + ": " + response.body());
            }
            return json.readTree(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The administrator of a bootstrapped tenant. */
    public record Tenant(String apiKey, String organizationId, String workspaceId, String principalId) {
    }

    private static void deleteTree(Path root) {
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException ignored) {
                    // best effort: a temp directory left behind is not a test failure
                }
            });
        } catch (IOException ignored) {
            // best effort
        }
    }
}

package dev.albert.image;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The image tar Jib wrote, unpacked layer by layer: its configuration (entrypoint, port, non-root user, the
 * database volume) and its content, whose class path the host JDK runs until /v1/health/ready answers.
 */
class ServerImageTest {
    private static final Path IMAGE = Path.of(System.getProperty("albert.image", "target/albert-server-image.tar"));

    @TempDir
    Path temp;

    @Test
    void theImageIsConfiguredForANonRootServerWithADatabaseVolume() throws Exception {
        JsonNode config = unpack().config();
        JsonNode container = config.get("config");
        List<String> entrypoint = strings(container.get("Entrypoint"));
        assertEquals("java", entrypoint.getFirst(), entrypoint.toString());
        assertEquals("dev.albert.server.ServerMain", entrypoint.getLast(), entrypoint.toString());
        assertTrue(entrypoint.contains("--enable-native-access=ALL-UNNAMED"), entrypoint.toString());
        assertEquals(List.of("--host", "0.0.0.0", "--port", "8080", "--db", "/data/albert.sqlite3"), strings(container.get("Cmd")));
        assertTrue(container.get("ExposedPorts").has("8080/tcp"), container.toString());
        String user = container.get("User").asText();
        assertTrue(!user.isEmpty() && !user.startsWith("0") && !user.startsWith("root"), "runs as " + user);
        assertTrue(container.get("Volumes").has("/data"), container.toString());
    }

    @Test
    void theImagesClassPathServesHealth() throws Exception {
        Unpacked image = unpack();
        Path root = image.root();
        List<String> entrypoint = strings(image.config().get("config").get("Entrypoint"));
        String classpath = Files.readString(root.resolve("app/jib-classpath-file")).strip();
        String local = java.util.Arrays.stream(classpath.split(":")).map(entry -> root + entry).collect(Collectors.joining(":"));
        for (String entry : local.split(":")) {
            assertTrue(Files.exists(Path.of(entry)), entry + " is in the image");
        }
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String part : entrypoint.subList(1, entrypoint.size() - 1)) {
            command.add(part.startsWith("@/") ? local : part);
        }
        command.add(entrypoint.getLast());
        command.addAll(List.of("--host", "127.0.0.1", "--port", "0", "--db", temp.resolve("albert.sqlite3").toString()));
        Path log = temp.resolve("server.log");
        Process server = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            String url = awaitListening(server, log);
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
            int status = 0;
            for (int attempt = 0; attempt < 300 && status != 200; attempt++) {
                status = http.send(HttpRequest.newBuilder(URI.create(url + "/v1/health/ready")).timeout(Duration.ofSeconds(30)).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode();
                if (status != 200) {
                    server.waitFor(100, TimeUnit.MILLISECONDS);
                }
            }
            assertEquals(200, status, Files.readString(log));
        } finally {
            server.destroy();
            if (!server.waitFor(60, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        }
    }

    record Unpacked(Path root, JsonNode config) {
    }

    /** Docker-save layout: manifest.json names the config and the layer tarballs, applied in order. */
    private Unpacked unpack() throws Exception {
        assertTrue(Files.isRegularFile(IMAGE), "the build wrote " + IMAGE);
        Path tar = Files.createDirectories(temp.resolve("tar"));
        run(List.of("tar", "-xf", IMAGE.toAbsolutePath().toString(), "-C", tar.toString()));
        JsonNode manifest = Json.mapper().readTree(tar.resolve("manifest.json").toFile()).get(0);
        JsonNode config = Json.mapper().readTree(tar.resolve(manifest.get("Config").asText()).toFile());
        Path root = Files.createDirectories(temp.resolve("rootfs"));
        for (JsonNode layer : manifest.get("Layers")) {
            run(List.of("tar", "-xzf", tar.resolve(layer.asText()).toString(), "-C", root.toString()));
        }
        return new Unpacked(root, config);
    }

    private static List<String> strings(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false).map(JsonNode::asText).toList();
    }

    private static void run(List<String> command) throws Exception {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), command + " did not finish");
        assertEquals(0, process.exitValue(), command + ": " + output);
    }

    private static String awaitListening(Process server, Path log) throws Exception {
        for (int i = 0; i < 1200; i++) {
            for (String line : Files.readAllLines(log)) {
                if (line.startsWith("listening on ")) {
                    return line.substring("listening on ".length()).strip();
                }
            }
            if (!server.isAlive()) {
                fail("the image's server exited: " + Files.readString(log));
            }
            server.waitFor(100, TimeUnit.MILLISECONDS);
        }
        fail("the image's server did not start: " + Files.readString(log));
        return null;
    }
}

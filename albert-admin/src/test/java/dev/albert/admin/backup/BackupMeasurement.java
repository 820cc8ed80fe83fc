package dev.albert.admin.backup;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.admin.AdminMain;
import dev.albert.api.Json;
import dev.albert.client.cli.Streams;
import dev.albert.testkit.EmbeddedAlbert;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Measures backup throughput and the client's peak heap against a raw copy of the database file.
 * Run on demand: {@code ./mvnw -o -pl albert-admin -am test -Dtest=BackupMeasurement
 * -Dsurefire.failIfNoSpecifiedTests=false -Dalbert.measure=20000}.
 */
@EnabledIfSystemProperty(named = "albert.measure", matches = "\\d+")
class BackupMeasurement {
    @TempDir
    Path dir;

    @Test
    void measure() throws Exception {
        int memories = Integer.parseInt(System.getProperty("albert.measure"));
        EmbeddedAlbert server = new EmbeddedAlbert();
        server.start();
        try {
            EmbeddedAlbert.Tenant operator = server.bootstrap("Operator", "main");
            server.post("/v1/memories", operator.apiKey(), Map.of("content", "seed"));
            long t0 = System.nanoTime();
            importMemories(server, operator.apiKey(), memories);
            double importSeconds = (System.nanoTime() - t0) / 1e9;
            Path db = server.directory().resolve("albert.sqlite3");
            Path copy = dir.resolve("raw-copy.sqlite3");
            long c0 = System.nanoTime();
            Files.copy(db, copy);
            double copySeconds = (System.nanoTime() - c0) / 1e9;
            Path recipient = dir.resolve("b.pub");
            Path identity = dir.resolve("b.key");
            run(server, operator.apiKey(), "backup", "keygen", "--identity-file", identity.toString(), "--recipient-file",
                    recipient.toString());
            List<String> report = new ArrayList<>();
            report.add(String.format("memories imported: %d in %.1f s; database file %.1f MB; raw copy %.3f s (%.0f MB/s)",
                    memories, importSeconds, Files.size(db) / 1e6, copySeconds, Files.size(db) / 1e6 / copySeconds));
            try (HttpClient http = HttpClient.newHttpClient()) {
                long g0 = System.nanoTime();
                HttpResponse<java.io.InputStream> raw = http.send(HttpRequest.newBuilder(URI.create(server.url()
                        + "/v1/admin/backup")).header("Authorization", "Bearer " + operator.apiKey()).build(),
                        HttpResponse.BodyHandlers.ofInputStream());
                long bytes;
                try (java.io.InputStream in = raw.body()) {
                    bytes = in.transferTo(java.io.OutputStream.nullOutputStream());
                }
                double seconds = (System.nanoTime() - g0) / 1e9;
                report.add(String.format("plain GET /v1/admin/backup to /dev/null (server snapshot + HTTP, no client "
                        + "crypto): %.2f s for %.1f MB = %.1f MB/s", seconds, bytes / 1e6, bytes / 1e6 / seconds));
            }
            String[] heaps = {"64m", "64m", "32m"};
            for (int round = 0; round < heaps.length; round++) {
                Path out = dir.resolve("m" + round + ".albert-backup");
                String[] child = child(heaps[round], server, operator.apiKey(), "backup", "--to", out.toString(), "--recipient-file",
                        recipient.toString());
                long b0 = System.nanoTime();
                Process p = new ProcessBuilder(child).redirectErrorStream(true).start();
                String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertEquals(0, p.waitFor(), text);
                double seconds = (System.nanoTime() - b0) / 1e9;
                report.add(String.format("backup (child JVM -Xmx%s, wall incl. JVM start) %.2f s = %.1f MB/s of "
                        + "ciphertext %.1f MB; %s", heaps[round], seconds, Files.size(out) / 1e6 / seconds, Files.size(out) / 1e6,
                        text.strip().replace('\n', ' ')));
            }
            Path out = dir.resolve("m0.albert-backup");
            String[] verify = child("32m", server, operator.apiKey(), "backup", "verify", out.toString(), "--identity-file",
                    identity.toString());
            long v0 = System.nanoTime();
            Process p = new ProcessBuilder(verify).redirectErrorStream(true).start();
            String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, p.waitFor(), text);
            report.add(String.format("verify with key (child JVM -Xmx32m) %.2f s; %s", (System.nanoTime() - v0) / 1e9,
                    text.strip().replace('\n', ' ')));
            Files.writeString(Path.of(System.getProperty("albert.measure.out", "/tmp/albert-backup-measure.txt")),
                    String.join("\n", report) + "\n");
            report.forEach(System.out::println);
        } finally {
            server.stop();
        }
    }

    private static void run(EmbeddedAlbert server, String key, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = AdminMain.execute(args, new Streams(new java.io.ByteArrayInputStream(new byte[0]),
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err), server.env(key), Path.of("/"), false, false));
        assertEquals(0, code, err.toString());
    }

    private static String[] child(String heap, EmbeddedAlbert server, String key, String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + heap, "--enable-native-access=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"),
                PeakHeap.class.getName(), server.url(), key));
        command.addAll(List.of(args));
        return command.toArray(String[]::new);
    }

    /** Runs albert-admin in this JVM and prints the peak heap used (sum of the heap pools' peaks). */
    public static final class PeakHeap {
        public static void main(String[] args) {
            Map<String, String> env = new java.util.HashMap<>(System.getenv());
            env.put("ALBERT_API_URL", args[0]);
            env.put("ALBERT_API_KEY", args[1]);
            String[] rest = java.util.Arrays.copyOfRange(args, 2, args.length);
            Streams system = Streams.system();
            int code = AdminMain.execute(rest, new Streams(system.in(), system.out(), system.err(), env,
                    Path.of("").toAbsolutePath(), false, false));
            long peak = 0;
            for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
                if (pool.getType() == MemoryType.HEAP) {
                    peak += pool.getPeakUsage().getUsed();
                }
            }
            System.out.printf("peak heap %.1f MB (max %.0f MB)%n", peak / 1e6, Runtime.getRuntime().maxMemory() / 1e6);
            System.exit(code);
        }
    }

    /** Builds an albert-export-ndjson-v1 stream from the server's own export, with {@code n} generated memories. */
    private static void importMemories(EmbeddedAlbert server, String key, int n) throws Exception {
        try (HttpClient http = HttpClient.newHttpClient()) {
            HttpResponse<String> export = http.send(HttpRequest.newBuilder(URI.create(server.url() + "/v1/export/stream"))
                    .header("Authorization", "Bearer " + key).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, export.statusCode(), export.body());
            List<JsonNode> lines = new ArrayList<>();
            for (String line : export.body().split("\n")) {
                if (!line.isBlank()) {
                    lines.add(Json.mapper().readTree(line));
                }
            }
            JsonNode header = lines.get(0);
            JsonNode workspace = lines.stream().filter(l -> "workspace".equals(l.path("kind").asText())).findFirst().orElseThrow();
            JsonNode memory = lines.stream().filter(l -> "memory".equals(l.path("kind").asText())).findFirst().orElseThrow();
            JsonNode end = lines.get(lines.size() - 1);
            Path stream = Files.createTempFile("albert-import-", ".ndjson");
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            try (var out = new java.io.BufferedOutputStream(Files.newOutputStream(stream))) {
                java.util.function.Consumer<JsonNode> write = node -> {
                    try {
                        byte[] bytes = Json.mapper().writeValueAsBytes(node);
                        digest.update(bytes);
                        digest.update((byte) '\n');
                        out.write(bytes);
                        out.write('\n');
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                };
                write.accept(header);
                write.accept(workspace);
                java.util.Random random = new java.util.Random(7);
                for (int i = 0; i < n; i++) {
                    ObjectNode m = ((ObjectNode) memory).deepCopy();
                    m.put("ref", UUID.randomUUID().toString());
                    m.put("subject", "measurement " + i);
                    m.put("content", "Decision " + i + ": service-" + random.nextInt(500) + " talks to queue-"
                            + random.nextInt(200) + " because " + Long.toHexString(random.nextLong()) + " "
                            + "latency budget and retries were reviewed; see runbook section " + random.nextInt(90) + ".");
                    write.accept(m);
                }
                ObjectNode endLine = ((ObjectNode) end).deepCopy();
                ObjectNode counts = (ObjectNode) endLine.get("counts");
                counts.put("workspaces", 1);
                counts.put("memories", n);
                counts.put("relationships", 0);
                endLine.put("sha256", HexFormat.of().formatHex(digest.digest()));
                out.write(Json.mapper().writeValueAsBytes(endLine));
                out.write('\n');
            }
            HttpResponse<String> imported = http.send(HttpRequest.newBuilder(URI.create(server.url() + "/v1/import/stream"))
                    .header("Authorization", "Bearer " + key).header("Content-Type", "application/x-ndjson")
                    .POST(HttpRequest.BodyPublishers.ofFile(stream)).build(), HttpResponse.BodyHandlers.ofString());
            Files.deleteIfExists(stream);
            assertEquals(200, imported.statusCode(), imported.body());
        }
    }
}

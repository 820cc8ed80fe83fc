package dev.albert.server.backup;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.api.Json;
import dev.albert.server.TestServer;
import dev.albert.server.TestServer.Tenant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Backup and restore over REST (extension): the albert-backup-v1 stream, its checks, and the live swap. */
class BackupRestoreTest {
    @RegisterExtension
    static final TestServer live = new TestServer();
    @RegisterExtension
    static final TestServer fresh = new TestServer();
    @RegisterExtension
    static final TestServer swapping = new TestServer();
    static final String[] TABLES = {"organizations", "memories", "episodes", "relationships", "api_keys"};

    static Tenant acme;

    /** The newest migration this server ships: what a snapshot of a live database is at. */
    static final int LATEST_SCHEMA = dev.albert.server.store.Database.knownSchemaVersions().getLast();

    @BeforeAll
    static void setUp() {
        acme = live.bootstrap("Acme", "main");
        for (int i = 0; i < 20; i++) {
            live.post("/v1/memories", acme.key(), Map.of("content", "Service " + i + " depends on the queue."))
                    .expect(201);
            live.post("/v1/episodes", acme.key(), Map.of("content", "Episode " + i)).expect(201);
        }
    }

    /** A backup split into its manifest and its database bytes. */
    record Backup(JsonNode manifest, byte[] database, byte[] raw) {
        String sha256() {
            return manifest.get("sha256").asText();
        }

        /** The stream with other database bytes and a manifest that describes them correctly. */
        Backup withDatabase(byte[] other) throws Exception {
            ObjectNode m = ((ObjectNode) manifest.deepCopy()).put("size_bytes", other.length).put("sha256", sha(other));
            return new Backup(m, other, concat((m + "\n").getBytes(StandardCharsets.UTF_8), other));
        }
    }

    static Backup backup(TestServer server, String key) throws IOException {
        var r = server.sendBytes("GET", "/v1/admin/backup", key, null, null).expect(200);
        byte[] raw = r.body();
        int newline = 0;
        while (raw[newline] != '\n') {
            newline++;
        }
        JsonNode manifest = Json.mapper().readTree(Arrays.copyOfRange(raw, 0, newline));
        assertEquals(manifest.get("sha256").asText(), r.headers().firstValue("X-Albert-Backup-Sha256").orElse(""));
        assertEquals("application/vnd.albert.backup", r.headers().firstValue("Content-Type").orElse(""));
        return new Backup(manifest, Arrays.copyOfRange(raw, newline + 1, raw.length), raw);
    }

    static String sha(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    static byte[] concat(byte[] a, byte[] b) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(a);
        out.writeBytes(b);
        return out.toByteArray();
    }

    static TestServer.BytesResponse restore(TestServer server, String key, String confirm, byte[] body) {
        return server.sendBytes("POST", "/v1/admin/restore" + (confirm == null ? "" : "?confirm=" + confirm), key,
                body, "application/vnd.albert.backup");
    }

    static String detail(TestServer.BytesResponse r) throws IOException {
        return Json.mapper().readTree(r.body()).get("detail").asText();
    }

    static Map<String, Long> counts(Path database) throws SQLException {
        Map<String, Long> out = new LinkedHashMap<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + database); Statement s = c.createStatement()) {
            for (String table : TABLES) {
                try (var rs = s.executeQuery("SELECT count(*) FROM " + table)) {
                    out.put(table, rs.getLong(1));
                }
            }
        }
        return out;
    }

    /** The table counts of a live server's database, whichever the backend. */
    static Map<String, Long> counts(TestServer server) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (String table : TABLES) {
            out.put(table, server.count("SELECT count(*) FROM " + table));
        }
        return out;
    }

    static Map<String, String> memories(Path database) throws SQLException {
        Map<String, String> out = new LinkedHashMap<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + database); Statement s = c.createStatement();
             var rs = s.executeQuery("SELECT id, content FROM memories WHERE status = 'active' ORDER BY pk")) {
            while (rs.next()) {
                out.put(rs.getString(1), rs.getString(2));
            }
        }
        return out;
    }

    /**
     * The server removes its work files in a {@code finally} after the last byte is sent, so a client can
     * finish reading first: wait (bounded) for them to go, then report what is left.
     */
    static Set<String> workFilesOnceSettled(TestServer server, java.util.function.Predicate<String> counts)
            throws IOException, InterruptedException {
        long deadline = System.nanoTime() + java.time.Duration.ofSeconds(10).toNanos();
        Set<String> left = workFiles(server).stream().filter(counts).collect(java.util.stream.Collectors.toSet());
        while (!left.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(20);
            left = workFiles(server).stream().filter(counts).collect(java.util.stream.Collectors.toSet());
        }
        return left;
    }

    static Set<String> workFiles(TestServer server) throws IOException {
        try (Stream<Path> files = Files.list(server.directory())) {
            Set<String> out = new TreeSet<>();
            files.map(f -> f.getFileName().toString()).filter(n -> n.startsWith(".")).forEach(out::add);
            return out;
        }
    }

    @Test
    void aBackupIsAManifestLineThenTheDatabaseBytes(@TempDir Path dir) throws Exception {
        Backup b = backup(live, acme.key());
        JsonNode m = b.manifest();
        assertEquals("albert-backup-v1", m.get("format").asText());
        assertEquals("albert-embedded", m.get("server").asText());
        assertTrue(m.get("server_version").isTextual());
        assertEquals(LATEST_SCHEMA, m.get("schema_version").asInt());
        assertTrue(m.get("created_at").asText().endsWith("Z"));
        assertEquals(b.database().length, m.get("size_bytes").asLong());
        assertEquals(sha(b.database()), b.sha256());
        assertArrayEquals("SQLite format 3\0".getBytes(StandardCharsets.US_ASCII), Arrays.copyOf(b.database(), 16));
        Path copy = dir.resolve("copy.sqlite3");
        Files.write(copy, b.database());
        assertEquals(live.count("SELECT count(*) FROM memories"), counts(copy).get("memories"));
        assertEquals(Set.of(), workFilesOnceSettled(live, n -> true), "the snapshot is deleted once sent");
        assertTrue(live.count("SELECT count(*) FROM audit_events WHERE event_type = 'backup.created'") >= 1);
        String notAdmin = live.issueKey(acme.key(), "memory.read", "memory.export", "keys.manage");
        var refused = live.sendBytes("GET", "/v1/admin/backup", notAdmin, null, null);
        assertEquals(403, refused.status());
        assertEquals("Missing capability: admin", detail(refused));
        assertEquals(403, restore(live, notAdmin, b.sha256(), b.raw()).status());
    }

    @Test
    void aClientAcceptingGzipStillGetsTheExactBytesItWasPromised() throws Exception {
        try (HttpClient http = HttpClient.newHttpClient()) {
            HttpResponse<byte[]> r = http.send(HttpRequest.newBuilder(
                            URI.create(live.server().baseUrl() + "/v1/admin/backup"))
                    .header("Authorization", "Bearer " + acme.key()).header("Accept-Encoding", "gzip").build(),
                    HttpResponse.BodyHandlers.ofByteArray());
            assertEquals(200, r.statusCode());
            assertTrue(r.headers().firstValue("Content-Encoding").isEmpty(), r.headers().toString());
            assertEquals(r.body().length, r.headers().firstValueAsLong("Content-Length").orElse(-1));
        }
    }

    @Test
    void anotherTenantsAdministratorCanNeitherBackUpNorRestoreTheServer() throws Exception {
        Tenant tenant = live.bootstrap("Tenant " + UUID.randomUUID(), "main"); // with the operator's token
        String forbidden = "Backup and restore cover every tenant: they need an administrator of the server's"
                + " operator organization";
        assertEquals(forbidden, live.get("/v1/admin/backup", tenant.key()).expect(403).detail());
        Backup b = backup(live, acme.key());
        var r = restore(live, tenant.key(), b.sha256(), b.raw());
        assertEquals(403, r.status(), r.text());
        assertTrue(r.text().contains("operator organization"), r.text());
    }

    @Test
    void aBackupTakenWhileWritesContinueRestoresIntoAFreshServer(@TempDir Path dir) throws Exception {
        AtomicBoolean writing = new AtomicBoolean(true);
        AtomicInteger written = new AtomicInteger();
        ConcurrentLinkedQueue<Integer> statuses = new ConcurrentLinkedQueue<>();
        Backup b;
        try (ExecutorService pool = Executors.newSingleThreadExecutor()) {
            Future<?> writer = pool.submit(() -> {
                while (writing.get()) {
                    int n = written.incrementAndGet();
                    statuses.add(live.post("/v1/memories", acme.key(), Map.of("content",
                            "Written during the backup, number " + n)).status());
                }
            });
            while (written.get() < 20) {
                Thread.sleep(10);
            }
            b = backup(live, acme.key());
            int atBackup = written.get();
            while (written.get() < atBackup + 20) {
                Thread.sleep(10);
            }
            writing.set(false);
            writer.get();
        }
        assertTrue(statuses.stream().allMatch(s -> s == 201), statuses::toString);
        Path snapshot = dir.resolve("snapshot.sqlite3");
        Files.write(snapshot, b.database());
        Map<String, Long> expected = counts(snapshot);
        Map<String, String> expectedMemories = memories(snapshot);
        assertTrue(expected.get("memories") < live.count("SELECT count(*) FROM memories"), "writes went on after it");

        Tenant other = fresh.bootstrap("Somebody else", "main");
        var r = restore(fresh, other.key(), b.sha256(), b.raw());
        assertEquals(200, r.status(), r.text());
        JsonNode result = Json.mapper().readTree(r.body());
        assertEquals(b.sha256(), result.get("sha256").asText());
        assertEquals(LATEST_SCHEMA, result.get("schema_version").asInt());
        assertEquals(expected.get("organizations"), result.get("organizations").asLong());
        assertEquals(expected.get("memories"), result.get("memories").asLong());
        assertEquals(expected.get("episodes"), result.get("episodes").asLong());
        assertEquals(expected.get("relationships"), result.get("relationships").asLong());
        assertEquals(expected.get("api_keys"), result.get("keys").asLong());
        assertEquals(expected, counts(fresh));

        // The keys came along (same pepper): Acme's key now works on the fresh server; the old tenant is gone.
        for (Map.Entry<String, String> memory : expectedMemories.entrySet()) {
            assertEquals(memory.getValue(), fresh.get("/v1/memories/" + memory.getKey(), acme.key()).expect(200)
                    .json().get("content").asText());
        }
        assertEquals(401, fresh.get("/v1/memories/" + expectedMemories.keySet().iterator().next(), other.key())
                .status());
        assertEquals("ok", fresh.get("/v1/health/ready", null).expect(200).json().get("database").asText());
        // The bootstrap token file was reissued for the restored database.
        fresh.bootstrap("Third", "main");
        assertEquals(Set.of(), workFilesOnceSettled(fresh, n -> !n.endsWith(".pre-restore")));
    }

    @Test
    void aWrongConfirmationOrADamagedBackupIsRefusedAndTheLiveDatabaseIsUntouched(@TempDir Path dir)
            throws Exception {
        Backup b = backup(live, acme.key());
        String memory = live.post("/v1/memories", acme.key(), Map.of("content", "Still here afterwards"))
                .expect(201).json().get("id").asText();
        long before = live.count("SELECT count(*) FROM memories");

        var missing = restore(live, acme.key(), null, b.raw());
        assertEquals(422, missing.status());
        assertEquals("[\"query\",\"confirm\"]", Json.mapper().readTree(missing.body()).get("detail").get(0)
                .get("loc").toString());
        assertEquals("Restore not confirmed: confirm must repeat the sha256 of the backup's manifest",
                detail(restore(live, acme.key(), "0".repeat(64), b.raw()).expect(422)));

        byte[] flipped = b.raw().clone();
        flipped[flipped.length - 100] ^= 0x01;
        assertEquals("Backup checksum does not match its manifest: the file was altered or damaged",
                detail(restore(live, acme.key(), b.sha256(), flipped).expect(422)));
        assertTrue(detail(restore(live, acme.key(), b.sha256(), Arrays.copyOf(b.raw(), b.raw().length - 10))
                .expect(422)).startsWith("Backup is truncated or has extra bytes"));
        assertTrue(detail(restore(live, acme.key(), b.sha256(), concat(b.raw(), new byte[] {1, 2})).expect(422))
                .startsWith("Backup is truncated or has extra bytes"));
        assertEquals("Not an albert-backup-v1 stream: it must start with a JSON manifest line",
                detail(restore(live, acme.key(), b.sha256(), b.database()).expect(422)));
        assertEquals("Not an albert-backup-v1 stream: it must start with a JSON manifest line",
                detail(restore(live, acme.key(), b.sha256(), new byte[0]).expect(422)));
        ObjectNode otherFormat = ((ObjectNode) b.manifest().deepCopy()).put("format", "pg_dump");
        var format = restore(live, acme.key(), b.sha256(), concat((otherFormat + "\n").getBytes(StandardCharsets.UTF_8),
                b.database())).expect(422);
        assertEquals("literal_error", Json.mapper().readTree(format.body()).get("detail").get(0).get("type").asText());

        byte[] random = new byte[8192];
        new Random(7).nextBytes(random);
        Backup noise = b.withDatabase(random);
        assertEquals("Backup is not a SQLite database", detail(restore(live, acme.key(), noise.sha256(), noise.raw())
                .expect(422)));

        Path plain = dir.resolve("plain.sqlite3");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + plain); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE notes (x TEXT)");
        }
        Backup foreign = b.withDatabase(Files.readAllBytes(plain));
        assertEquals("Backup is not an Albert server database (it has no schema version)",
                detail(restore(live, acme.key(), foreign.sha256(), foreign.raw()).expect(422)));

        Path newer = dir.resolve("newer.sqlite3");
        Files.write(newer, b.database());
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + newer); Statement s = c.createStatement()) {
            s.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, '999_future.sql', 'now')");
        }
        Backup future = b.withDatabase(Files.readAllBytes(newer));
        assertTrue(detail(restore(live, acme.key(), future.sha256(), future.raw()).expect(422))
                .startsWith("Backup has schema version 999, which this server does not know"));

        byte[] damaged = b.database().clone();
        int pageSize = ((damaged[16] & 0xFF) << 8) | (damaged[17] & 0xFF);
        for (int page = 2; page * pageSize < damaged.length; page += 3) {
            Arrays.fill(damaged, (page - 1) * pageSize + 8, (page - 1) * pageSize + 64, (byte) 0x7F);
        }
        Backup corrupt = b.withDatabase(damaged);
        String corruptDetail = detail(restore(live, acme.key(), corrupt.sha256(), corrupt.raw()).expect(422));
        assertTrue(corruptDetail.startsWith("Backup failed the SQLite integrity check")
                || corruptDetail.startsWith("Backup is not a readable SQLite database"), corruptDetail);

        assertEquals(before, live.count("SELECT count(*) FROM memories"));
        live.get("/v1/memories/" + memory, acme.key()).expect(200);
        assertEquals(Set.of(), workFilesOnceSettled(live, n -> true), "refused uploads leave nothing behind");
        assertFalse(Files.exists(live.database().resolveSibling("albert.sqlite3.pre-restore")));
    }

    @Test
    void restoreSwapsTheLiveDatabaseWhileRequestsKeepBeingServed() throws Exception {
        Tenant t = swapping.bootstrap("Swap", "main");
        String kept = swapping.post("/v1/memories", t.key(), Map.of("content", "In the backup")).expect(201)
                .json().get("id").asText();
        Backup b = backup(swapping, t.key());
        String later = swapping.post("/v1/memories", t.key(), Map.of("content", "After the backup")).expect(201)
                .json().get("id").asText();
        AtomicBoolean running = new AtomicBoolean(true);
        List<Integer> seen = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(3)) {
            List<Future<List<Integer>>> clients = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                clients.add(pool.submit(() -> {
                    List<Integer> statuses = new ArrayList<>();
                    while (running.get()) {
                        statuses.add(swapping.get("/v1/health/ready", null).status());
                        statuses.add(swapping.get("/v1/memories/" + kept, t.key()).status());
                        statuses.add(swapping.post("/v1/search", t.key(), Map.of("query", "backup")).status());
                        statuses.add(swapping.post("/v1/episodes", t.key(), Map.of("content", "busy " + statuses.size()))
                                .status());
                    }
                    return statuses;
                }));
            }
            Thread.sleep(100);
            var r = restore(swapping, t.key(), b.sha256(), b.raw());
            assertEquals(200, r.status(), r.text());
            Thread.sleep(100);
            running.set(false);
            for (Future<List<Integer>> client : clients) {
                seen.addAll(client.get());
            }
        }
        assertFalse(seen.isEmpty());
        assertTrue(seen.stream().allMatch(s -> s == 200 || s == 201 || s == 503), seen::toString);
        swapping.get("/v1/memories/" + kept, t.key()).expect(200);
        assertEquals("Memory not found", swapping.get("/v1/memories/" + later, t.key()).expect(404).detail());
        if (swapping.databaseUrl() == null) {
            // SQLite swaps files; PostgreSQL replaces the rows in one transaction and keeps no file aside.
            assertTrue(Files.exists(swapping.database().resolveSibling("albert.sqlite3.pre-restore")),
                    "the replaced database is kept beside the live one");
        }
        assertTrue(swapping.count("SELECT count(*) FROM audit_events WHERE event_type = 'backup.restored'") >= 1);
    }
}

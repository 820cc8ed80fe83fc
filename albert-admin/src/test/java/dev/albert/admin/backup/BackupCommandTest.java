package dev.albert.admin.backup;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.admin.AdminMain;
import dev.albert.api.Json;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** backup → verify → restore through AdminMain against real embedded servers. */
class BackupCommandTest {
    private static final String MARKER = "zebra-marker-7f3c91 the deploy key lives in vault";
    private static final String PASSPHRASE = "correct horse battery staple";

    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    @TempDir
    static Path dir;

    static EmbeddedAlbert.Tenant operator;
    static String readerKey;
    static Path identity;
    static Path recipient;
    static Path recipientBackup;
    static Path passphraseBackup;
    static Path passphraseFile;

    @BeforeAll
    static void seed() throws IOException {
        operator = server.bootstrap("Operator", "main");
        for (int i = 0; i < 40; i++) {
            server.post("/v1/memories", operator.apiKey(), Map.of("content", MARKER + " #" + i + " " + "x".repeat(2000),
                    "subject", "secret " + i));
        }
        server.post("/v1/episodes", operator.apiKey(), Map.of("content", "episode " + MARKER, "project_ref", "p"));
        server.post("/v1/relationships", operator.apiKey(), Map.of("source", Map.of("name", "api", "entity_type", "service"),
                "relation_type", "depends_on", "target", Map.of("name", "db", "entity_type", "service")));
        readerKey = server.issueKey(operator.apiKey(), List.of("memory.read", "graph.query"));
        identity = dir.resolve("backup.key");
        recipient = dir.resolve("backup.pub");
        assertEquals(0, admin().run("backup", "keygen", "--identity-file", identity.toString(),
                "--recipient-file", recipient.toString()).exitCode());
        passphraseFile = dir.resolve("pass");
        Files.writeString(passphraseFile, PASSPHRASE + "\n");
        recipientBackup = dir.resolve("r.albert-backup");
        // small chunks so the file has several and tampering can name one
        ExecutableRun.Result r = admin().run("backup", "--to", recipientBackup.toString(), "--recipient-file",
                recipient.toString(), "--chunk-size", "65536");
        assertEquals(0, r.exitCode(), r.toString());
        passphraseBackup = dir.resolve("p.albert-backup");
        r = admin().env("ALBERT_BACKUP_PASSPHRASE", PASSPHRASE).run("backup", "--to", passphraseBackup.toString());
        assertEquals(0, r.exitCode(), r.toString());
    }

    static ExecutableRun admin() {
        return ExecutableRun.of(AdminMain::execute).env(server.env(operator == null ? null : operator.apiKey()))
                .workingDirectory(dir);
    }

    @Test
    void backupIsPrivateEncryptedAndSummarised() throws Exception {
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(recipientBackup)));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(passphraseBackup)));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(identity)));
        for (Path file : List.of(recipientBackup, passphraseBackup)) {
            byte[] bytes = Files.readAllBytes(file);
            assertFalse(contains(bytes, "zebra-marker".getBytes(StandardCharsets.UTF_8)), file.toString());
            assertFalse(contains(bytes, "SQLite format 3".getBytes(StandardCharsets.US_ASCII)), file.toString());
        }
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().contains(".partial-")));
        }
        ExecutableRun.Result r = admin().env("ALBERT_BACKUP_PASSPHRASE", PASSPHRASE)
                .run("backup", "--to", "json.albert-backup", "--output", "json");
        assertEquals(0, r.exitCode(), r.toString());
        assertTrue(r.stderr().startsWith("backup: wrote json.albert-backup ("), r.stderr());
        assertEquals(1, r.stderr().lines().count(), r.stderr());
        JsonNode json = Json.mapper().readTree(r.stdout());
        assertEquals("passphrase", json.get("mode").asText());
        byte[] file = Files.readAllBytes(dir.resolve("json.albert-backup"));
        int size = json.get("ciphertext_size").asInt();
        assertEquals('T', file[size]);
        assertEquals(json.get("ciphertext_sha256").asText(), java.util.HexFormat.of().formatHex(
                java.security.MessageDigest.getInstance("SHA-256").digest(Arrays.copyOf(file, size))));
    }

    @Test
    void newBackupsSeal64KiBChunksAndOnesWith1MiBChunksStayReadable() throws IOException {
        String header = Files.readString(passphraseBackup, StandardCharsets.ISO_8859_1).lines().findFirst().orElseThrow();
        assertTrue(header.contains("\"chunk_size\":65536"), header);
        // 1 MiB was the default before 2026-12-02: such files must verify with the reader's own chunk size.
        Path older = dir.resolve("older-1mib.albert-backup");
        ExecutableRun.Result r = admin().run("backup", "--to", older.toString(), "--recipient-file", recipient.toString(),
                "--chunk-size", "1048576");
        assertEquals(0, r.exitCode(), r.toString());
        String olderHeader = Files.readString(older, StandardCharsets.ISO_8859_1).lines().findFirst().orElseThrow();
        assertTrue(olderHeader.contains("\"chunk_size\":1048576"), olderHeader);
        r = admin().run("backup", "verify", older.toString(), "--identity-file", identity.toString(), "-o", "json");
        assertEquals(0, r.exitCode(), r.toString());
        assertEquals("ok", Json.mapper().readTree(r.stdout()).get("integrity_check").asText());
    }

    @Test
    void verifyWithoutAndWithTheKey() throws IOException {
        ExecutableRun.Result r = admin().run("backup", "verify", recipientBackup.toString());
        assertEquals(0, r.exitCode(), r.toString());
        assertTrue(r.stdout().startsWith("ok: ") && r.stdout().contains("structure and ciphertext checksum"), r.stdout());
        r = admin().run("backup", "verify", recipientBackup.toString(), "--identity-file", identity.toString(), "-o", "json");
        assertEquals(0, r.exitCode(), r.toString());
        JsonNode report = Json.mapper().readTree(r.stdout());
        assertTrue(report.get("decrypted").asBoolean());
        assertEquals("ok", report.get("integrity_check").asText());
        assertTrue(report.get("chunks").asLong() > 3, r.stdout());
        r = admin().run("backup", "verify", passphraseBackup.toString(), "--passphrase-file", passphraseFile.toString());
        assertEquals(0, r.exitCode(), r.toString());
        assertTrue(r.stdout().contains("integrity_check ok"), r.stdout());
        // the wrong kind of key is a usage error
        r = admin().run("backup", "verify", passphraseBackup.toString(), "--identity-file", identity.toString());
        assertEquals(2, r.exitCode(), r.toString());
    }

    @Test
    void wrongKeyOrPassphraseExits6() throws IOException {
        Path otherKey = dir.resolve("other.key");
        assertEquals(0, admin().run("backup", "keygen", "--identity-file", otherKey.toString(), "--recipient-file",
                dir.resolve("other.pub").toString()).exitCode());
        ExecutableRun.Result r = admin().run("backup", "verify", recipientBackup.toString(), "--identity-file", otherKey.toString());
        assertEquals(6, r.exitCode(), r.toString());
        assertTrue(r.stderr().startsWith("error: wrong passphrase or not this backup's key"), r.stderr());
        assertEquals(1, r.stderr().lines().count(), r.stderr());
        r = admin().env("ALBERT_BACKUP_PASSPHRASE", "not the passphrase").run("backup", "verify", passphraseBackup.toString());
        assertEquals(6, r.exitCode(), r.toString());
        assertEquals("error: wrong passphrase or not this backup's key (the header's key check does not match)\n", r.stderr());
    }

    @Test
    void aFlippedByteInAChunkIsNamed() throws IOException {
        List<long[]> records = records(Files.readAllBytes(recipientBackup));
        long[] third = records.get(3); // H, D1, D2, D3
        assertEquals('D', third[0]);
        Path bad = copyWith(recipientBackup, "chunk.albert-backup", bytes -> bytes[(int) third[2] + 13 + 100] ^= 1);
        ExecutableRun.Result r = admin().run("backup", "verify", bad.toString(), "--identity-file", identity.toString());
        assertEquals(6, r.exitCode(), r.toString());
        assertEquals("error: chunk 3 failed authentication (tampered or wrong key)\n", r.stderr());
        r = admin().run("backup", "verify", bad.toString());
        assertEquals(6, r.exitCode(), r.toString());
        assertTrue(r.stderr().startsWith("error: the ciphertext checksum does not match its trailer"), r.stderr());
        // and restore refuses before sending anything
        r = admin().run("restore", bad.toString(), "--identity-file", identity.toString(), "--yes");
        assertEquals(6, r.exitCode(), r.toString());
    }

    @Test
    void aFlippedByteInTheHeaderIsNamed() throws IOException {
        byte[] original = Files.readAllBytes(recipientBackup);
        String header = new String(original, 0, indexOf(original, (byte) '\n'), StandardCharsets.UTF_8);
        int at = header.indexOf("\"created_at\":\"") + "\"created_at\":\"".length() + 3; // a digit of the year
        Path bad = copyWith(recipientBackup, "header.albert-backup", bytes -> bytes[at] = (byte) (bytes[at] == '1' ? '2' : '1'));
        ExecutableRun.Result r = admin().run("backup", "verify", bad.toString(), "--identity-file", identity.toString());
        assertEquals(6, r.exitCode(), r.toString());
        assertEquals("error: the header record failed authentication (tampered or wrong key)\n", r.stderr());
        r = admin().run("backup", "verify", bad.toString());
        assertEquals(6, r.exitCode(), r.toString());
        assertTrue(r.stderr().startsWith("error: the ciphertext checksum does not match"), r.stderr());
        Path broken = copyWith(recipientBackup, "header2.albert-backup", bytes -> bytes[0] = '[');
        r = admin().run("backup", "verify", broken.toString());
        assertEquals(6, r.exitCode(), r.toString());
        assertTrue(r.stderr().startsWith("error: the header is damaged: it is not valid JSON"), r.stderr());
    }

    @Test
    void truncationIsDetected() throws IOException {
        byte[] original = Files.readAllBytes(recipientBackup);
        List<long[]> records = records(original);
        long[] lastData = records.get(records.size() - 2);
        long[] manifest = records.get(records.size() - 1);
        assertEquals('D', lastData[0]);
        assertEquals('M', manifest[0]);
        // drop the last data chunk, keep the manifest and trailer
        byte[] dropped = new byte[original.length - (int) (manifest[2] - lastData[2])];
        System.arraycopy(original, 0, dropped, 0, (int) lastData[2]);
        System.arraycopy(original, (int) manifest[2], dropped, (int) lastData[2], original.length - (int) manifest[2]);
        Path bad = dir.resolve("dropped.albert-backup");
        Files.write(bad, dropped);
        for (String[] key : new String[][] {{}, {"--identity-file", identity.toString()}}) {
            ExecutableRun.Result r = admin().run(concat(new String[] {"backup", "verify", bad.toString()}, key));
            assertEquals(6, r.exitCode(), r.toString());
            assertTrue(r.stderr().startsWith("error: chunk " + lastData[1] + " is missing (found chunk " + manifest[1]),
                    r.stderr());
        }
        // the file ends after the last data chunk: no manifest, no trailer
        Path cut = dir.resolve("cut-end.albert-backup");
        Files.write(cut, Arrays.copyOf(original, (int) manifest[2]));
        ExecutableRun.Result r = admin().run("backup", "verify", cut.toString());
        assertEquals(6, r.exitCode(), r.toString());
        assertTrue(r.stderr().startsWith("error: the file is truncated: it ends at byte " + manifest[2]), r.stderr());
        // cut in the middle of chunk 2
        long[] second = records.get(2);
        Path mid = dir.resolve("cut-mid.albert-backup");
        Files.write(mid, Arrays.copyOf(original, (int) second[2] + 13 + 500));
        r = admin().run("backup", "verify", mid.toString(), "--identity-file", identity.toString());
        assertEquals(6, r.exitCode(), r.toString());
        assertTrue(r.stderr().startsWith("error: the file is truncated: chunk 2 (from byte " + second[2] + ") needs "),
                r.stderr());
        assertEquals(1, r.stderr().lines().count(), r.stderr());
    }

    @Test
    void unsafeDestinationsAreRefused() throws IOException {
        Files.createDirectories(dir.resolve("adir"));
        for (String to : new String[] {"", "/", ".", "..", "adir", "adir/", dir.toString(), "missing-dir/x.backup"}) {
            ExecutableRun.Result r = admin().env("ALBERT_BACKUP_PASSPHRASE", PASSPHRASE).run("backup", "--to", to);
            assertEquals(2, r.exitCode(), "'" + to + "'\n" + r);
        }
        ExecutableRun.Result r = admin().env("ALBERT_BACKUP_PASSPHRASE", PASSPHRASE)
                .run("backup", "--to", recipientBackup.toString());
        assertEquals(2, r.exitCode(), r.toString());
        assertTrue(r.stderr().contains("exists; use --force"), r.stderr());
        r = admin().run("backup", "--to", "plain.albert-backup");
        assertEquals(2, r.exitCode(), r.toString());
        assertTrue(r.stderr().startsWith("error: backups are always encrypted"), r.stderr());
        assertFalse(Files.exists(dir.resolve("plain.albert-backup")));
    }

    @Test
    void aKeyWithoutAdminIsRefusedWith4AndLeavesNoFile() {
        ExecutableRun.Result r = ExecutableRun.of(AdminMain::execute).env(server.env(readerKey)).workingDirectory(dir)
                .run("backup", "--to", "reader.albert-backup", "--recipient-file", recipient.toString());
        assertEquals(4, r.exitCode(), r.toString());
        assertEquals(1, r.stderr().lines().count(), r.stderr());
        assertFalse(Files.exists(dir.resolve("reader.albert-backup")));
        r = admin().run("backup");
        assertEquals(2, r.exitCode(), r.toString());
    }

    @Test
    void verifyAndRestoreTakeOneKeyNotBoth() {
        for (String command : List.of("verify", "restore")) {
            String[] args = command.equals("verify")
                    ? new String[] {"backup", "verify", recipientBackup.toString(), "--identity-file", identity.toString(),
                            "--passphrase-file", passphraseFile.toString()}
                    : new String[] {"restore", recipientBackup.toString(), "--identity-file", identity.toString(),
                            "--passphrase-file", passphraseFile.toString(), "--yes"};
            ExecutableRun.Result r = admin().run(args);
            assertEquals(2, r.exitCode(), r.toString());
            assertTrue(r.stderr().startsWith("error: give --identity-file or --passphrase-file, not both\n"), r.stderr());
        }
    }

    @Test
    void restoreNeedsConfirmationOffATerminal() {
        ExecutableRun.Result r = admin().run("restore", recipientBackup.toString(), "--identity-file", identity.toString());
        assertEquals(2, r.exitCode(), r.toString());
        assertTrue(r.stderr().contains("confirm with --yes"), r.stderr());
        r = admin().run("restore", recipientBackup.toString());
        assertEquals(2, r.exitCode(), r.toString());
    }

    @Test
    void roundTripIntoAFreshServerWithEitherKey() throws Exception {
        List<String> paths = List.of("/v1/memories?limit=100", "/v1/episodes?limit=100", "/v1/keys");
        Map<String, JsonNode> before = new java.util.LinkedHashMap<>();
        for (String path : paths) {
            before.put(path, get(server.url(), path, operator.apiKey()));
        }
        JsonNode graphBefore = post(server.url(), "/v1/graph/query", operator.apiKey(), Map.of("query", "api"));
        for (String[] key : new String[][] {{recipientBackup.toString(), "--identity-file", identity.toString()},
                {passphraseBackup.toString(), "--passphrase-file", passphraseFile.toString()}}) {
            EmbeddedAlbert fresh = new EmbeddedAlbert();
            fresh.start();
            try {
                EmbeddedAlbert.Tenant other = fresh.bootstrap("Fresh", "w");
                ExecutableRun.Result r = ExecutableRun.of(AdminMain::execute).env(fresh.env(other.apiKey()))
                        .workingDirectory(dir).run(concat(new String[] {"restore", "--yes"}, key));
                assertEquals(0, r.exitCode(), r.toString());
                assertTrue(r.stdout().startsWith("restored " + key[0] + " into " + fresh.url() + ": 1 organizations, "),
                        r.stdout());
                assertTrue(r.stdout().contains(" 1 episodes, 1 relationships, "), r.stdout());
                for (String path : paths) {
                    JsonNode restored = get(fresh.url(), path, operator.apiKey());
                    if (path.equals("/v1/keys")) {
                        // Reading with a key marks it used (at most once a minute): on a busy machine more than a minute
                        // passes between the backup and this read, so only that usage stamp may have moved, forward.
                        assertKeysRestored(before.get(path), restored);
                    } else {
                        assertEquals(before.get(path), restored, path);
                    }
                }
                assertEquals(graphBefore, post(fresh.url(), "/v1/graph/query", operator.apiKey(), Map.of("query", "api")));
                JsonNode found = post(fresh.url(), "/v1/search", readerKey, Map.of("query", "zebra-marker-7f3c91", "limit", 5));
                assertTrue(found.toString().contains("zebra-marker-7f3c91"), found.toString());
                assertEquals(401, status(fresh.url(), "/v1/keys", other.apiKey()), "the fresh server's own tenant is gone");
            } finally {
                fresh.stop();
            }
        }
    }

    @Test
    void atATerminalRestoreAsksForTheServerUrl() throws Exception {
        EmbeddedAlbert fresh = new EmbeddedAlbert();
        fresh.start();
        try {
            EmbeddedAlbert.Tenant other = fresh.bootstrap("Fresh", "w");
            ExecutableRun.Result r = ExecutableRun.of(AdminMain::execute).env(fresh.env(other.apiKey())).workingDirectory(dir)
                    .terminal(true).stdin("http://example.invalid\n")
                    .run("restore", recipientBackup.toString(), "--identity-file", identity.toString());
            assertEquals(2, r.exitCode(), r.toString());
            assertTrue(r.stderr().contains("Type the server URL to continue: "), r.stderr());
            assertTrue(r.stderr().contains("error: not confirmed"), r.stderr());
            assertEquals(200, status(fresh.url(), "/v1/keys", other.apiKey()), "nothing was restored");
            r = ExecutableRun.of(AdminMain::execute).env(fresh.env(other.apiKey())).workingDirectory(dir)
                    .terminal(true).stdin(fresh.url() + "\n")
                    .run("restore", recipientBackup.toString(), "--identity-file", identity.toString());
            assertEquals(0, r.exitCode(), r.toString());
            assertEquals(401, status(fresh.url(), "/v1/keys", other.apiKey()));
            assertEquals(200, status(fresh.url(), "/v1/keys", operator.apiKey()));
        } finally {
            fresh.stop();
        }
    }

    /** HKDF and Argon2id come from Bouncy Castle (~130 ms to load): only commands that derive a file key load it. */
    @Test
    void bouncyCastleIsLoadedOnlyToDeriveAFileKey() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        for (String[] args : new String[][] {{"--help"}, {"backup", "--help"}, {"restore", "--help"},
                {"backup", "verify", recipientBackup.toString()}}) {
            List<String> command = new ArrayList<>(List.of(java, "-verbose:class", "--enable-native-access=ALL-UNNAMED",
                    "-cp", System.getProperty("java.class.path"), AdminMain.class.getName()));
            command.addAll(List.of(args));
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, p.waitFor(), String.join(" ", args) + "\n" + output.lines().filter(l -> !l.startsWith("[")).toList());
            assertFalse(output.contains("org.bouncycastle"), String.join(" ", args) + " loaded Bouncy Castle");
        }
    }

    // ---- helpers ----

    interface Edit {
        void apply(byte[] bytes);
    }

    static Path copyWith(Path source, String name, Edit edit) throws IOException {
        byte[] bytes = Files.readAllBytes(source);
        edit.apply(bytes);
        Path target = dir.resolve(name);
        Files.write(target, bytes);
        return target;
    }

    /** Each record as {kind, index, offset}. */
    static List<long[]> records(byte[] file) {
        List<long[]> records = new ArrayList<>();
        int at = indexOf(file, (byte) '\n') + 1;
        while (file[at] != 'T') {
            long index = 0;
            for (int i = 0; i < 8; i++) {
                index = (index << 8) | (file[at + 1 + i] & 0xff);
            }
            int length = ((file[at + 9] & 0xff) << 24) | ((file[at + 10] & 0xff) << 16) | ((file[at + 11] & 0xff) << 8)
                    | (file[at + 12] & 0xff);
            records.add(new long[] {file[at], index, at});
            at += 13 + length;
        }
        return records;
    }

    static int indexOf(byte[] bytes, byte b) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == b) {
                return i;
            }
        }
        return -1;
    }

    static boolean contains(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    static String[] concat(String[] a, String[] b) {
        String[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    static JsonNode get(String url, String path, String key) throws Exception {
        try (HttpClient http = HttpClient.newHttpClient()) {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(url + path))
                    .header("Authorization", "Bearer " + key).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, response.statusCode(), path + ": " + response.body());
            return Json.mapper().readTree(response.body());
        }
    }

    static int status(String url, String path, String key) throws Exception {
        try (HttpClient http = HttpClient.newHttpClient()) {
            return http.send(HttpRequest.newBuilder(URI.create(url + path)).header("Authorization", "Bearer " + key).build(),
                    HttpResponse.BodyHandlers.discarding()).statusCode();
        }
    }

    static JsonNode post(String url, String path, String key, Object body) throws Exception {
        try (HttpClient http = HttpClient.newHttpClient()) {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(url + path))
                    .header("Authorization", "Bearer " + key).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(Json.mapper().writeValueAsString(body))).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, response.statusCode() / 100 * 100 == 200 ? 200 : response.statusCode(), path + ": " + response.body());
            return Json.mapper().readTree(response.body());
        }
    }

    /** The keys as they were, but for {@code last_used_at}, which a read with the key may only have moved forward. */
    private static void assertKeysRestored(JsonNode before, JsonNode restored) {
        assertEquals(before.size(), restored.size(), restored.toString());
        for (int i = 0; i < before.size(); i++) {
            com.fasterxml.jackson.databind.node.ObjectNode was = before.get(i).deepCopy();
            com.fasterxml.jackson.databind.node.ObjectNode is = restored.get(i).deepCopy();
            JsonNode wasUsed = was.remove("last_used_at");
            JsonNode isUsed = is.remove("last_used_at");
            assertEquals(was, is, "/v1/keys");
            if (wasUsed != null && !wasUsed.isNull()) {
                assertTrue(isUsed != null && !isUsed.isNull()
                        && java.time.Instant.parse(isUsed.asText()).compareTo(java.time.Instant.parse(wasUsed.asText())) >= 0,
                        "last_used_at kept or moved forward: " + wasUsed + " -> " + isUsed);
            }
        }
    }
}

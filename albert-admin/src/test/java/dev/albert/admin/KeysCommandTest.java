package dev.albert.admin;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.api.auth.ApiKeyFormat;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KeysCommandTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    static EmbeddedAlbert.Tenant tenant;

    @BeforeAll
    static void bootstrap() {
        tenant = server.bootstrap("Acme", "main");
    }

    private static ExecutableRun admin(String key) {
        return ExecutableRun.of(AdminMain::execute).env(server.env(key));
    }

    private static JsonNode json(ExecutableRun.Result result) throws IOException {
        return Json.mapper().readTree(result.stdout());
    }

    @Test
    void createPrintsOnlyTheRawKey() {
        ExecutableRun.Result result = admin(tenant.apiKey()).run("keys", "create", "--capabilities", "memory.read, keys.manage",
                "--name", "ci");
        assertEquals(0, result.exitCode(), result.toString());
        String key = result.stdout().strip();
        assertEquals(key + "\n", result.stdout());
        assertTrue(ApiKeyFormat.parse(key).isPresent(), key);
        assertEquals("", result.stderr());
        // the new key works for what it was given
        assertEquals(0, admin(key).run("keys", "list").exitCode());
    }

    @Test
    void createAsJsonHasKeyIdAndCapabilities() throws IOException {
        Instant expires = Instant.now().plus(30, ChronoUnit.DAYS).truncatedTo(ChronoUnit.SECONDS);
        ExecutableRun.Result result = admin(tenant.apiKey()).run("keys", "create", "--capabilities", "memory.read",
                "--expires-at", expires.toString(), "--principal", tenant.principalId(), "--output", "json");
        assertEquals(0, result.exitCode(), result.toString());
        JsonNode body = json(result);
        assertTrue(ApiKeyFormat.parse(body.get("api_key").asText()).isPresent());
        assertTrue(body.get("id").asText().matches("[0-9a-f-]{36}"));
        assertEquals(List.of("memory.read"), List.of(body.get("capabilities").get(0).asText()));
        assertEquals(expires, Instant.parse(body.get("expires_at").asText()));
    }

    @Test
    void unknownCapabilitiesExit2BeforeCallingTheServer() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        ExecutableRun.Result result = admin(tenant.apiKey()).env("ALBERT_API_URL", "http://127.0.0.1:" + port)
                .run("keys", "create", "--capabilities", "memory.read,a,b,a");
        assertEquals(2, result.exitCode(), result.toString());
        assertEquals("error: Unknown capabilities: a, b\ntry 'albert-admin keys create --help'\n", result.stderr());
        assertEquals("", result.stdout());
    }

    @Test
    void otherInvalidInputExits2() {
        for (String[] args : new String[][] {
                {"keys", "create", "--capabilities", ","},
                {"keys", "create", "--expires-at", "2001-01-01T00:00:00Z"},
                {"keys", "create", "--expires-at", "tomorrow"},
                {"keys", "create", "--principal", "me"},
                {"keys", "revoke"},
                {"keys", "revoke", "not-a-uuid"},
                {"keys", "list", "--principal", "x"},
                {"keys"}}) {
            ExecutableRun.Result result = admin(tenant.apiKey()).run(args);
            assertEquals(2, result.exitCode(), String.join(" ", args) + "\n" + result);
            assertEquals("", result.stdout());
        }
    }

    @Test
    void aKeyWiderThanTheIssuersIsRefusedWith4() {
        String manager = server.issueKey(tenant.apiKey(), List.of("keys.manage", "memory.read"));
        ExecutableRun.Result result = admin(manager).run("keys", "create", "--capabilities", "memory.read,memory.write");
        assertEquals(4, result.exitCode(), result.toString());
        assertEquals(1, result.stderr().lines().count(), result.stderr());
        assertEquals("", result.stdout());
        assertEquals(0, admin(manager).run("keys", "create", "--capabilities", "memory.read").exitCode(), "a subset is fine");
    }

    @Test
    void listNeverShowsSecrets() throws IOException {
        String issued = admin(tenant.apiKey()).run("keys", "create", "--capabilities", "memory.read", "--name", "listed").stdout().strip();
        String secret = ApiKeyFormat.parse(issued).orElseThrow().secret();
        String adminSecret = ApiKeyFormat.parse(tenant.apiKey()).orElseThrow().secret();

        ExecutableRun.Result plain = admin(tenant.apiKey()).run("keys", "list");
        assertEquals(0, plain.exitCode(), plain.toString());
        String line = plain.stdout().lines().filter(l -> l.contains("\tlisted\t")).findFirst().orElseThrow();
        String[] fields = line.split("\t");
        assertEquals(6, fields.length, line);
        assertEquals("prefix=" + ApiKeyFormat.parse(issued).orElseThrow().prefix(), fields[2]);
        assertEquals("principal=" + tenant.principalId(), fields[3]);
        assertEquals("active=True", fields[4]);
        assertEquals("expires=-", fields[5]);

        ExecutableRun.Result table = admin(tenant.apiKey()).terminal(true).run("keys", "list", "--principal", tenant.principalId());
        assertTrue(table.stdout().startsWith("ID"), table.stdout());
        assertTrue(table.stdout().lines().findFirst().orElseThrow().matches("ID +NAME +PREFIX +PRINCIPAL +ACTIVE +EXPIRES"));

        ExecutableRun.Result json = admin(tenant.apiKey()).run("keys", "list", "-o", "json");
        assertTrue(json(json).isArray());
        ExecutableRun.Result jsonl = admin(tenant.apiKey()).run("keys", "list", "-o", "jsonl");
        assertEquals(json(json).size(), jsonl.stdout().lines().count());

        for (ExecutableRun.Result result : List.of(plain, table, json, jsonl)) {
            assertFalse(result.stdout().contains(secret), result.stdout());
            assertFalse(result.stdout().contains(adminSecret), result.stdout());
            assertFalse(result.stdout().contains("api_key"), result.stdout());
        }
    }

    @Test
    void revokedKeysStopWorking() throws IOException {
        JsonNode created = json(admin(tenant.apiKey()).run("keys", "create", "--capabilities", "keys.manage", "-o", "json"));
        String key = created.get("api_key").asText();
        assertEquals(0, admin(key).run("keys", "list").exitCode(), "works before");

        ExecutableRun.Result revoke = admin(tenant.apiKey()).run("keys", "revoke", created.get("id").asText());
        assertEquals(0, revoke.exitCode(), revoke.toString());
        assertEquals("API key revoked\n", revoke.stdout());

        ExecutableRun.Result after = admin(key).run("keys", "list");
        assertEquals(4, after.exitCode(), after.toString());
        assertEquals(1, after.stderr().lines().count());

        ExecutableRun.Result listed = admin(tenant.apiKey()).run("keys", "list");
        assertTrue(listed.stdout().lines().anyMatch(l -> l.startsWith(created.get("id").asText()) && l.contains("active=False")),
                listed.stdout());
    }

    @Test
    void rotateIssuesANewKeyAndRefusesTheOld() throws IOException {
        JsonNode created = json(admin(tenant.apiKey()).run("keys", "create", "--capabilities", "keys.manage", "--name", "rotating", "-o", "json"));
        String old = created.get("api_key").asText();
        ExecutableRun.Result rotated = admin(tenant.apiKey()).run("keys", "rotate", created.get("id").asText());
        assertEquals(0, rotated.exitCode(), rotated.toString());
        String fresh = rotated.stdout().strip();
        assertEquals(fresh + "\n", rotated.stdout());
        assertTrue(ApiKeyFormat.parse(fresh).isPresent(), fresh);
        assertEquals("", rotated.stderr());
        assertEquals(4, admin(old).run("keys", "list").exitCode(), "the old key is revoked");
        assertEquals(0, admin(fresh).run("keys", "list").exitCode(), "the new key works");

        JsonNode again = json(admin(tenant.apiKey()).run("keys", "rotate", ApiKeyFormat.parse(fresh).isPresent()
                ? idOf(fresh) : "", "-o", "json"));
        assertEquals("rotating", again.get("name").asText());
        assertEquals(4, admin(fresh).run("keys", "list").exitCode());
    }

    private static String idOf(String key) throws IOException {
        String prefix = ApiKeyFormat.parse(key).orElseThrow().prefix();
        for (JsonNode k : json(admin(tenant.apiKey()).run("keys", "list", "-o", "json"))) {
            if (k.get("prefix").asText().equals(prefix)) {
                return k.get("id").asText();
            }
        }
        throw new AssertionError("no key with prefix " + prefix);
    }

    @Test
    void rotatingAnUnknownKeyExits1() {
        assertEquals(1, admin(tenant.apiKey()).run("keys", "rotate", "00000000-0000-0000-0000-000000000000").exitCode());
    }

    @Test
    void expiresInSetsTheExpiry() throws IOException {
        Instant before = Instant.now();
        ExecutableRun.Result result = admin(tenant.apiKey()).run("keys", "create", "--capabilities", "memory.read",
                "--expires-in", "30d", "-o", "json");
        assertEquals(0, result.exitCode(), result.toString());
        Instant expires = Instant.parse(json(result).get("expires_at").asText());
        Instant expected = before.plus(30, ChronoUnit.DAYS);
        assertTrue(Math.abs(expires.getEpochSecond() - expected.getEpochSecond()) < 120, expires + " vs " + expected);
        for (String[] args : new String[][] {
                {"keys", "create", "--expires-in", "30"},
                {"keys", "create", "--expires-in", "10s"},
                {"keys", "create", "--expires-in", "12h", "--expires-at", "2099-01-01T00:00:00Z"}}) {
            assertEquals(2, admin(tenant.apiKey()).run(args).exitCode(), String.join(" ", args));
        }
    }

    @Test
    void revokingAnUnknownKeyExits1() {
        ExecutableRun.Result result = admin(tenant.apiKey()).run("keys", "revoke", "00000000-0000-0000-0000-000000000000");
        assertEquals(1, result.exitCode(), result.toString());
        assertEquals("", result.stdout());
        assertEquals(1, result.stderr().lines().count());
    }

    @Test
    void keyCommandsNeedAKey() {
        ExecutableRun.Result result = admin(null).run("keys", "list");
        assertEquals(4, result.exitCode(), result.toString());
        assertTrue(result.stderr().contains("no API key is configured"));
    }

    @Test
    void everyCommandHasHelpWithAnExample() {
        for (String[] command : new String[][] {{"keys", "create"}, {"keys", "list"}, {"keys", "revoke"}, {"keys", "rotate"}, {"keys"}}) {
            String[] args = java.util.Arrays.copyOf(command, command.length + 1);
            args[command.length] = "--help";
            ExecutableRun.Result help = admin(null).run(args);
            assertEquals(0, help.exitCode());
            assertTrue(help.stdout().contains("Examples:\n  albert-admin keys"), help.stdout());
        }
    }
}

package dev.albert.admin;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.auth.ApiKeyFormat;
import dev.albert.api.Json;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DoctorCommandTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    static EmbeddedAlbert.Tenant tenant;

    @BeforeAll
    static void bootstrap() {
        tenant = server.bootstrap("Doctor Org", "clinic");
    }

    private static ExecutableRun admin(Map<String, String> env) {
        return ExecutableRun.of(AdminMain::execute).env(env);
    }

    private static Map<String, JsonNode> checks(ExecutableRun.Result result) throws IOException {
        Map<String, JsonNode> byName = new HashMap<>();
        Json.mapper().readTree(result.stdout()).get("checks").forEach(c -> byName.put(c.get("name").asText(), c));
        return byName;
    }

    @Test
    void aHealthyKeyPassesEveryKeyCheckAndNeverShowsTheSecret() throws IOException {
        ExecutableRun.Result result = admin(server.env(tenant.apiKey())).run("doctor", "--output", "json");
        Map<String, JsonNode> checks = checks(result);
        for (String name : new String[]{"configuration", "server", "database", "api key", "capabilities", "clock"}) {
            assertEquals("ok", checks.get(name).get("status").asText(), name + ": " + checks.get(name));
        }
        assertTrue(checks.get("api key").get("detail").asText().contains("Test Administrator (human) in Doctor Org / clinic"),
                checks.get("api key")::toString);
        assertTrue(checks.get("capabilities").get("detail").asText().contains("admin"));
        String compat = checks.get("compatibility").get("status").asText();
        assertEquals("ok".equals(compat) ? 0 : 3, result.exitCode(), result::toString);
        String secret = ApiKeyFormat.parse(tenant.apiKey()).orElseThrow().secret();
        assertFalse(result.stdout().contains(secret) || result.stderr().contains(secret), "the key is shown redacted only");
    }

    @Test
    void noKeyFailsWithExitFourAndSaysHowToConfigureOne() throws IOException {
        ExecutableRun.Result result = admin(server.env(null)).run("doctor", "--output", "json");
        assertEquals(4, result.exitCode(), result::toString);
        JsonNode key = checks(result).get("api key");
        assertEquals("fail", key.get("status").asText());
        assertTrue(key.get("fix").asText().contains("ALBERT_API_KEY"), key::toString);
        assertEquals("skipped", checks(result).get("clock").get("status").asText());
    }

    @Test
    void aRevokedKeyIsRejected() throws IOException {
        JsonNode issued = server.post("/v1/keys", tenant.apiKey(),
                Map.of("name", "to revoke", "capabilities", java.util.List.of("memory.read")));
        server.post("/v1/keys/" + issued.get("id").asText() + "/revoke", tenant.apiKey(), Map.of());

        ExecutableRun.Result result = admin(server.env(issued.get("api_key").asText())).run("doctor", "--output", "json");
        assertEquals(4, result.exitCode(), result::toString);
        JsonNode check = checks(result).get("api key");
        assertEquals("fail", check.get("status").asText());
        assertTrue(check.get("detail").asText().contains("is rejected"), check::toString);
    }

    @Test
    void aKeyCloseToExpiryIsAWarningWithTheRotateCommand() throws IOException {
        Instant soon = Instant.now().plus(2, ChronoUnit.DAYS).truncatedTo(ChronoUnit.SECONDS);
        String key = server.post("/v1/keys", tenant.apiKey(), Map.of("name", "short", "capabilities",
                java.util.List.of("memory.read"), "expires_at", soon.toString())).get("api_key").asText();
        JsonNode check = checks(admin(server.env(key)).run("doctor", "--output", "json")).get("api key");
        assertEquals("warn", check.get("status").asText(), check::toString);
        assertTrue(check.get("fix").asText().contains("albert-admin keys rotate"), check::toString);
    }

    @Test
    void anUnreachableServerFailsWithExitFive() throws IOException {
        int closed;
        try (ServerSocket socket = new ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        Map<String, String> env = new HashMap<>(server.env(tenant.apiKey()));
        env.put("ALBERT_API_URL", "http://127.0.0.1:" + closed);
        ExecutableRun.Result result = admin(env).run("doctor", "--output", "plain");
        assertEquals(5, result.exitCode(), result::toString);
        assertTrue(result.stdout().startsWith("ok\tconfiguration\thttp://127.0.0.1:" + closed + " (from ALBERT_API_URL)"),
                result::toString);
        assertTrue(result.stdout().contains("fail\tserver\tcannot reach Albert"), result::toString);
        assertTrue(result.stdout().contains("\tfix: start the server"), result::toString);
    }

    @Test
    void anInvalidUrlIsAConfigurationFailureWithExitTwo() throws IOException {
        Map<String, String> env = new HashMap<>(server.env(tenant.apiKey()));
        env.put("ALBERT_API_URL", "not a url");
        ExecutableRun.Result result = admin(env).run("doctor", "--output", "json");
        assertEquals(2, result.exitCode(), result::toString);
        assertEquals("fail", checks(result).get("configuration").get("status").asText());
    }
}

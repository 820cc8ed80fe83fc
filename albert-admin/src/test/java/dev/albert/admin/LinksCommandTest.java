package dev.albert.admin;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.api.identity.KeyCreated;
import dev.albert.api.identity.LinkRedeem;
import dev.albert.client.AlbertClient;
import dev.albert.client.ClientConfig;
import dev.albert.client.HttpFailure;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LinksCommandTest {
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

    @Test
    void aLinkRedeemsOnce() throws IOException {
        ExecutableRun.Result result = admin(tenant.apiKey()).run("links", "create", "--capabilities", "memory.read,keys.manage",
                "--expires-in", "15m", "--output", "json");
        assertEquals(0, result.exitCode(), result.toString());
        JsonNode link = Json.mapper().readTree(result.stdout());
        String token = link.get("token").asText();
        assertTrue(link.get("url").asText().contains("redeem") || link.get("url").asText().contains(token), link.toString());
        Instant expires = Instant.parse(link.get("expires_at").asText());
        assertTrue(expires.isBefore(Instant.now().plus(Duration.ofMinutes(16))), expires.toString());

        try (AlbertClient anonymous = AlbertClient.create(ClientConfig.of(server.url(), null))) {
            KeyCreated key = anonymous.redeemLink(new LinkRedeem(token));
            assertEquals(java.util.Set.of("memory.read", "keys.manage"), java.util.Set.copyOf(key.capabilities()));
            assertEquals(0, admin(key.apiKey()).run("keys", "list").exitCode());
            HttpFailure again = assertThrows(HttpFailure.class, () -> anonymous.redeemLink(new LinkRedeem(token)));
            assertEquals(410, again.status());
        }
    }

    @Test
    void plainOutputShowsUrlAndToken() {
        ExecutableRun.Result result = admin(tenant.apiKey()).run("links", "create", "--capabilities", "memory.read");
        assertEquals(0, result.exitCode(), result.toString());
        List<String> lines = result.stdout().lines().toList();
        assertEquals(3, lines.size(), result.stdout());
        assertTrue(lines.get(0).startsWith("url\t"), result.stdout());
        assertTrue(lines.get(1).startsWith("token\t"), result.stdout());
    }

    @Test
    void aLinkWiderThanTheCallerIsRefusedWith4() {
        String manager = server.issueKey(tenant.apiKey(), List.of("keys.manage", "memory.read"));
        ExecutableRun.Result result = admin(manager).run("links", "create", "--capabilities", "memory.write");
        assertEquals(4, result.exitCode(), result.toString());
        assertEquals(1, result.stderr().lines().count(), result.stderr());
        assertTrue(result.stderr().contains("exceed"), "the server's own message: " + result.stderr());
        assertEquals("", result.stdout());
    }

    @Test
    void invalidInputExits2() {
        for (String[] args : new String[][] {
                {"links", "create"},
                {"links", "create", "--capabilities", "nope"},
                {"links", "create", "--capabilities", "memory.read", "--expires-in", "2d"},
                {"links", "create", "--capabilities", "memory.read", "--expires-in", "soon"},
                {"links"}}) {
            ExecutableRun.Result result = admin(tenant.apiKey()).run(args);
            assertEquals(2, result.exitCode(), String.join(" ", args) + "\n" + result);
            assertEquals("", result.stdout());
        }
    }
}

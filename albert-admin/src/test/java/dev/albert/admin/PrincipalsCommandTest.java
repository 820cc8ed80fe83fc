package dev.albert.admin;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PrincipalsCommandTest {
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
    void createListDeactivate() throws IOException {
        ExecutableRun.Result created = admin(tenant.apiKey()).run("principals", "create", "--name", "build-bot", "--type", "service",
                "--workspace", tenant.workspaceId());
        assertEquals(0, created.exitCode(), created.toString());
        String id = created.stdout().strip();
        assertTrue(id.matches("[0-9a-f-]{36}"), id);

        JsonNode listed = json(admin(tenant.apiKey()).run("principals", "list", "--output", "json"));
        JsonNode bot = null;
        for (JsonNode p : listed) {
            if (p.get("id").asText().equals(id)) {
                bot = p;
            }
        }
        assertTrue(bot != null, listed.toString());
        assertEquals("service", bot.get("principal_type").asText());
        assertEquals(tenant.workspaceId(), bot.get("workspace_id").asText());
        assertTrue(bot.get("active").asBoolean());

        String key = admin(tenant.apiKey()).run("keys", "create", "--principal", id, "--capabilities", "keys.manage").stdout().strip();
        assertEquals(0, admin(key).run("keys", "list").exitCode(), "works before");

        ExecutableRun.Result deactivated = admin(tenant.apiKey()).run("principals", "deactivate", id);
        assertEquals(0, deactivated.exitCode(), deactivated.toString());
        assertEquals("Principal deactivated\n", deactivated.stdout());

        ExecutableRun.Result refused = admin(key).run("keys", "list");
        assertEquals(4, refused.exitCode(), refused.toString());
        assertEquals(1, refused.stderr().lines().count(), refused.stderr());

        ExecutableRun.Result inactive = admin(tenant.apiKey()).run("principals", "list", "--no-active");
        assertTrue(inactive.stdout().lines().anyMatch(l -> l.startsWith(id) && l.endsWith("active=False")), inactive.stdout());
        ExecutableRun.Result active = admin(tenant.apiKey()).run("principals", "list", "--active", "-o", "jsonl");
        assertTrue(active.stdout().lines().noneMatch(l -> l.contains(id)), active.stdout());
    }

    @Test
    void createAsJson() throws IOException {
        ExecutableRun.Result created = admin(tenant.apiKey()).run("principals", "create", "--name", "Ada", "--type", "human", "-o", "json");
        assertEquals(0, created.exitCode(), created.toString());
        JsonNode body = json(created);
        assertEquals("human", body.get("principal_type").asText());
        assertTrue(body.get("workspace_id").isNull());
    }

    @Test
    void withoutPrincipalsManageItExits4() {
        String weak = server.issueKey(tenant.apiKey(), List.of("memory.read"));
        ExecutableRun.Result result = admin(weak).run("principals", "list");
        assertEquals(4, result.exitCode(), result.toString());
        assertEquals(1, result.stderr().lines().count(), result.stderr());
    }

    @Test
    void invalidInputExits2() {
        for (String[] args : new String[][] {
                {"principals", "create"},
                {"principals", "create", "--name", " "},
                {"principals", "create", "--name", "x", "--type", "robot"},
                {"principals", "deactivate", "nope"},
                {"principals"}}) {
            ExecutableRun.Result result = admin(tenant.apiKey()).run(args);
            assertEquals(2, result.exitCode(), String.join(" ", args) + "\n" + result);
            assertEquals("", result.stdout());
        }
    }

    @Test
    void deactivatingAnUnknownPrincipalExits1() {
        ExecutableRun.Result result = admin(tenant.apiKey()).run("principals", "deactivate", "00000000-0000-0000-0000-000000000000");
        assertEquals(1, result.exitCode(), result.toString());
    }
}

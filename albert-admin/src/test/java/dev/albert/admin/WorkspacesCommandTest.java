package dev.albert.admin;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WorkspacesCommandTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    static EmbeddedAlbert.Tenant tenant;
    /** Creating and deleting workspaces needs an organization-scoped key; the bootstrap key is scoped to "main". */
    static String orgKey;

    @BeforeAll
    static void bootstrap() {
        tenant = server.bootstrap("Acme", "main");
        orgKey = organizationKey(tenant);
    }

    static String organizationKey(EmbeddedAlbert.Tenant tenant) {
        JsonNode principal = server.post("/v1/principals", tenant.apiKey(), Map.of("name", "org admin", "principal_type", "human"));
        return server.post("/v1/keys", tenant.apiKey(), Map.of("capabilities", java.util.List.of("admin"),
                "principal_id", principal.get("id").asText())).get("api_key").asText();
    }

    private static ExecutableRun admin(String key) {
        return ExecutableRun.of(AdminMain::execute).env(server.env(key));
    }

    private static JsonNode json(ExecutableRun.Result result) throws IOException {
        return Json.mapper().readTree(result.stdout());
    }

    private static String create(String name) {
        ExecutableRun.Result result = admin(orgKey).run("workspaces", "create", name);
        assertEquals(0, result.exitCode(), result.toString());
        return result.stdout().strip();
    }

    private static void remember(String workspace, String subject) {
        server.post("/v1/memories", orgKey, Map.of("workspace_id", workspace, "subject", subject,
                "content", "content of " + subject));
    }

    @Test
    void createListRename() throws IOException {
        String id = create("research");
        assertTrue(id.matches("[0-9a-f-]{36}"), id);
        ExecutableRun.Result plain = admin(orgKey).run("workspaces", "list");
        assertTrue(plain.stdout().contains(id + "\tresearch\n"), plain.stdout());

        ExecutableRun.Result renamed = admin(orgKey).run("workspaces", "rename", id, "research-archive");
        assertEquals(0, renamed.exitCode(), renamed.toString());
        JsonNode listed = json(admin(orgKey).run("workspaces", "list", "-o", "json"));
        boolean found = false;
        for (JsonNode w : listed) {
            found |= w.get("id").asText().equals(id) && w.get("name").asText().equals("research-archive");
        }
        assertTrue(found, listed.toString());

        ExecutableRun.Result taken = admin(orgKey).run("workspaces", "create", "research-archive");
        assertEquals(3, taken.exitCode(), taken.toString());
    }

    @Test
    void deleteWithEachDisposition() throws IOException {
        String keep = create("keep");
        String moved = create("moved");
        remember(moved, "moving memory");
        ExecutableRun.Result move = admin(orgKey).run("workspaces", "delete", moved, "--disposition", "move",
                "--target", keep, "-o", "json");
        assertEquals(0, move.exitCode(), move.toString());
        JsonNode body = json(move);
        assertEquals("move", body.get("disposition").asText());
        assertEquals(keep, body.get("target_workspace_id").asText());
        assertEquals(1, body.get("memories").asInt());

        String org = create("to-org");
        remember(org, "org memory");
        ExecutableRun.Result organization = admin(orgKey).run("workspaces", "delete", org, "--disposition", "organization");
        assertEquals(0, organization.exitCode(), organization.toString());
        assertTrue(organization.stdout().startsWith("Workspace deleted (organization): 1 memories"), organization.stdout());

        String gone = create("forgotten");
        remember(gone, "forgotten memory");
        ExecutableRun.Result forget = admin(orgKey).run("workspaces", "delete", gone, "--disposition", "forget", "-o", "json");
        assertEquals(0, forget.exitCode(), forget.toString());
        assertEquals("forget", json(forget).get("disposition").asText());

        String names = admin(orgKey).run("workspaces", "list").stdout();
        assertTrue(names.contains("\tkeep\n") && !names.contains("\tmoved\n") && !names.contains("\tforgotten\n"), names);
    }

    @Test
    void deleteWithoutDispositionOffATerminalExits2() {
        String id = create("undecided");
        ExecutableRun.Result result = admin(orgKey).run("workspaces", "delete", id);
        assertEquals(2, result.exitCode(), result.toString());
        assertTrue(result.stderr().startsWith("error: say what happens to the workspace's memories: --disposition"), result.stderr());
        assertEquals("", result.stdout());
        assertTrue(admin(orgKey).run("workspaces", "list").stdout().contains("\tundecided\n"), "nothing deleted");

        ExecutableRun.Result moveWithoutTarget = admin(orgKey).run("workspaces", "delete", id, "--disposition", "move");
        assertEquals(2, moveWithoutTarget.exitCode(), moveWithoutTarget.toString());
        ExecutableRun.Result unknown = admin(orgKey).run("workspaces", "delete", id, "--disposition", "archive");
        assertEquals(2, unknown.exitCode(), unknown.toString());
    }

    @Test
    void deleteOnATerminalAsks() {
        String id = create("asked");
        ExecutableRun.Result result = admin(orgKey).terminal(true).stdin("maybe\norganization\n").run("workspaces", "delete", id);
        assertEquals(0, result.exitCode(), result.toString());
        assertTrue(result.stderr().contains("Disposition [organization/move/forget]: "), result.stderr());
        assertTrue(result.stderr().contains("'maybe' is not a disposition"), result.stderr());
        assertTrue(result.stdout().startsWith("Workspace deleted (organization)"), result.stdout());

        String other = create("asked-eof");
        ExecutableRun.Result eof = admin(orgKey).terminal(true).stdin("").run("workspaces", "delete", other);
        assertEquals(2, eof.exitCode(), eof.toString());
    }

    @Test
    void aWorkspaceScopedKeyCannotCreateWorkspaces() {
        JsonNode principal = server.post("/v1/principals", tenant.apiKey(),
                Map.of("name", "scoped", "workspace_id", tenant.workspaceId()));
        String key = server.post("/v1/keys", tenant.apiKey(), Map.of("capabilities", java.util.List.of("workspaces.manage"),
                "principal_id", principal.get("id").asText())).get("api_key").asText();
        ExecutableRun.Result result = admin(key).run("workspaces", "create", "nope");
        assertEquals(4, result.exitCode(), result.toString());
        assertEquals(1, result.stderr().lines().count(), result.stderr());
    }
}

package dev.albert.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.UUID;

import static dev.albert.cli.CommandTestSupport.albert;
import static dev.albert.cli.CommandTestSupport.json;
import static dev.albert.cli.CommandTestSupport.remember;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code albert gc} through the real entry point against the embedded server. */
class GcCommandTest {
    @RegisterExtension
    final EmbeddedAlbert server = new EmbeddedAlbert();

    EmbeddedAlbert.Tenant tenant;
    UUID keep;
    UUID duplicate;
    String staleId;

    @BeforeEach
    void seed() throws Exception {
        tenant = server.bootstrap("Acme", "main");
        keep = remember(server, tenant.apiKey(), "Production deploys go to the eu-west cluster", "--subject", "Deploy target");
        duplicate = remember(server, tenant.apiKey(), "Production deploys go to the eu-west cluster.", "--subject", "Deploy target");
        remember(server, tenant.apiKey(), "The staging cluster is eu-central", "--subject", "Staging");
        JsonNode wm = server.post("/v1/working-memory", tenant.apiKey(),
                java.util.Map.of("task_id", "gc-old-task", "description", "an abandoned migration", "expires_in_seconds", 7 * 86_400));
        staleId = wm.get("id").asText();
        // Nobody touched it for two days: what a person would see after leaving a task behind.
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + server.directory().resolve("albert.sqlite3"));
             PreparedStatement p = c.prepareStatement("UPDATE working_memories SET updated_at = updated_at - ? WHERE id = ?")) {
            p.setLong(1, 2L * 86_400 * 1_000_000);
            p.setString(2, staleId);
            assertEquals(1, p.executeUpdate());
        }
    }

    /** A usage error: "error: …" and the help hint on stderr, nothing on stdout, no stack trace. */
    private static void assertUsageError(ExecutableRun.Result run) {
        assertEquals("", run.stdout(), run.toString());
        assertTrue(run.stderr().startsWith("error: ") && run.stderr().contains("try 'albert gc --help'"), run.toString());
        assertFalse(run.stderr().contains("\tat "), run.toString());
    }

    private String status(UUID id) {
        return json(albert(server, tenant.apiKey()).run("get", id.toString(), "-o", "json")).path("valid_until").asText();
    }

    @Test
    void aDryRunIsTheDefaultAndChangesNothing() {
        ExecutableRun.Result run = albert(server, tenant.apiKey()).run("gc");
        assertEquals(0, run.exitCode(), run.toString());
        assertTrue(run.stdout().contains("invalidate") && run.stdout().contains(duplicate.toString()), run.stdout());
        assertTrue(run.stdout().contains("100% like " + keep), run.stdout());
        assertTrue(run.stdout().contains(staleId) && run.stdout().contains("fail"), run.stdout());
        assertTrue(run.stderr().contains("dry run: nothing was changed; run with --apply to make these 2 changes"), run.stderr());
        assertEquals("null", status(duplicate));

        JsonNode body = json(albert(server, tenant.apiKey()).run("gc", "--dry-run", "-o", "json"));
        assertFalse(body.get("applied").asBoolean());
        assertEquals(keep.toString(), body.at("/report/duplicate_groups/0/keep/id").asText());
        assertEquals(2, body.get("actions").size());

        ExecutableRun.Result plain = albert(server, tenant.apiKey()).run("gc", "-o", "plain", "--fields", "id,action");
        assertTrue(plain.stdout().contains(duplicate + "\tinvalidate"), plain.stdout());
    }

    @Test
    void applyNeedsConfirmationOrYes() {
        ExecutableRun.Result script = albert(server, tenant.apiKey()).run("gc", "--apply");
        assertEquals(2, script.exitCode(), script.toString());
        assertUsageError(script);
        assertTrue(script.stderr().contains("--apply changes memories: confirm on a terminal, or pass --yes"), script.stderr());

        ExecutableRun.Result declined = albert(server, tenant.apiKey()).terminal(true).stdin("n\n").run("gc", "--apply");
        assertEquals(0, declined.exitCode(), declined.toString());
        assertTrue(declined.stderr().contains("nothing was changed"), declined.stderr());
        assertEquals("null", status(duplicate));

        ExecutableRun.Result confirmed = albert(server, tenant.apiKey()).terminal(true).stdin("y\n").run("gc", "--apply", "-o", "json");
        assertEquals(0, confirmed.exitCode(), confirmed.toString());
        JsonNode body = json(confirmed);
        assertTrue(body.get("applied").asBoolean());
        assertEquals(List.of("done", "done"), List.of(body.at("/actions/0/status").asText(), body.at("/actions/1/status").asText()));
        assertFalse(status(duplicate).equals("null"), "the duplicate is no longer valid");
        assertEquals("null", status(keep), "the kept one stays");
        JsonNode history = json(albert(server, tenant.apiKey()).run("history", duplicate.toString(), "-o", "json"));
        assertTrue(history.toString().contains("near-duplicate of " + keep), history.toString());
        JsonNode wm = json(albert(server, tenant.apiKey()).run("working-memory", "get", staleId, "-o", "json"));
        assertEquals("failed", wm.get("status").asText());

        ExecutableRun.Result again = albert(server, tenant.apiKey()).run("gc", "--apply", "--yes");
        assertEquals(0, again.exitCode(), again.toString());
        assertTrue(again.stderr().contains("nothing to clean up"), again.toString());
    }

    @Test
    void badInputAndPermissionsExitWithTheirCodes() {
        for (String[] args : List.of(new String[]{"gc", "--similarity", "120"}, new String[]{"gc", "--stale-after", "10s"},
                new String[]{"gc", "--yes"}, new String[]{"gc", "--apply", "--dry-run"}, new String[]{"gc", "--stale-after", "soon"})) {
            ExecutableRun.Result run = albert(server, tenant.apiKey()).run(args);
            assertEquals(2, run.exitCode(), String.join(" ", args) + ": " + run);
            assertUsageError(run);
        }
        String writer = server.issueKey(tenant.apiKey(), List.of("memory.write"));
        ExecutableRun.Result refused = albert(server, writer).run("gc");
        assertEquals(4, refused.exitCode(), refused.toString());
        assertTrue(refused.stderr().contains("Missing capability: memory.read"), refused.stderr());

        // A reader may look but not change: apply stops at the first refusal with exit 4, the memory stays valid.
        String reader = server.issueKey(tenant.apiKey(), List.of("memory.read"));
        ExecutableRun.Result look = albert(server, reader).run("gc");
        assertEquals(0, look.exitCode(), look.toString());
        assertTrue(look.stderr().contains("not checked: stale_working_memory: needs working_memory.read"), look.stderr());
        ExecutableRun.Result cannot = albert(server, reader).run("gc", "--apply", "--yes");
        assertEquals(4, cannot.exitCode(), cannot.toString());
        assertEquals("null", status(duplicate));
    }
}

package dev.albert.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static dev.albert.cli.CommandTestSupport.albert;
import static dev.albert.cli.CommandTestSupport.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code albert capture-policy profiles …} and {@code albert capture-policy retention} through the real entry point. */
class CaptureCommandTest {
    @RegisterExtension
    final EmbeddedAlbert server = new EmbeddedAlbert();

    EmbeddedAlbert.Tenant tenant;

    @BeforeEach
    void seed() {
        tenant = server.bootstrap("Acme", "main");
    }

    private static void assertUsageError(ExecutableRun.Result run, String command) {
        assertEquals(2, run.exitCode(), run.toString());
        assertEquals("", run.stdout(), run.toString());
        assertTrue(run.stderr().startsWith("error: ") && run.stderr().contains("try 'albert " + command + " --help'"),
                run.toString());
        assertFalse(run.stderr().contains("\tat "), run.toString());
    }

    private static String v7() {
        UUID random = UUID.randomUUID();
        long msb = (System.currentTimeMillis() << 16) | 0x7000L | (random.getMostSignificantBits() & 0x0FFFL);
        return new UUID(msb, random.getLeastSignificantBits()).toString();
    }

    private static Map<String, Object> event(String session, String cls, String text, Instant createdAt) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("event_id", v7());
        e.put("host", "claude-code");
        e.put("session_key", session);
        e.put("class", cls);
        e.put("text", text);
        e.put("created_at", createdAt.toString());
        e.put("project_ref", "prj_cli0000000000");
        return e;
    }

    @Test
    void profilesAreListedSetShownAndDeleted() {
        ExecutableRun.Result list = albert(server, tenant.apiKey()).run("capture-policy", "profiles", "list", "-o", "plain");
        assertEquals(0, list.exitCode(), list.toString());
        assertEquals("default\tbuilt-in\tall\t524288\t-\t-\t-\n", list.stdout());

        ExecutableRun.Result set = albert(server, tenant.apiKey()).run("capture-policy", "profiles", "set", "strict",
                "--classes", "user_goal,decision,checkpoint", "--max-text-chars", "4000",
                "--retention", "decision=30", "--retention", "user_goal=90", "--max-trust", "decision=untrusted",
                "-o", "json");
        assertEquals(0, set.exitCode(), set.toString());
        JsonNode saved = json(set);
        assertEquals("strict", saved.get("name").asText());
        assertEquals(tenant.workspaceId(), saved.get("workspace_id").asText());
        assertEquals(2, saved.get("retention_days").size());
        assertEquals(90, saved.at("/retention_days/user_goal").asInt());
        assertEquals(30, saved.at("/retention_days/decision").asInt());
        assertEquals("untrusted", saved.at("/max_trust/decision").asText());

        ExecutableRun.Result shown = albert(server, tenant.apiKey()).run("capture-policy", "profiles", "show", "strict",
                "-o", "plain");
        assertEquals(0, shown.exitCode(), shown.toString());
        assertEquals("strict\t" + tenant.workspaceId() + "\tuser_goal,decision,checkpoint\t4000\t-\t"
                + "user_goal=90,decision=30\tdecision=untrusted\n", shown.stdout());
        ExecutableRun.Result names = albert(server, tenant.apiKey()).run("capture-policy", "profiles", "list",
                "--fields", "name", "-o", "jsonl");
        assertEquals("{\"name\":\"strict\"}\n{\"name\":\"default\"}\n", names.stdout(), names.toString());

        ExecutableRun.Result table = albert(server, tenant.apiKey()).terminal(true).run("capture-policy", "profiles", "list");
        assertTrue(table.stdout().contains("RETENTION (DAYS)") && table.stdout().contains("built-in"), table.stdout());

        ExecutableRun.Result deleted = albert(server, tenant.apiKey()).run("capture-policy", "profiles", "delete", "strict");
        assertEquals(0, deleted.exitCode(), deleted.toString());
        assertTrue(deleted.stderr().contains("Deleted capture profile strict"), deleted.stderr());
        ExecutableRun.Result gone = albert(server, tenant.apiKey()).run("capture-policy", "profiles", "show", "strict");
        assertEquals(1, gone.exitCode(), gone.toString());
        assertTrue(gone.stderr().contains("Capture profile not found"), gone.stderr());
        assertFalse(gone.stderr().contains("\tat "), gone.stderr());
        assertEquals(1, albert(server, tenant.apiKey()).run("capture-policy", "profiles", "delete", "default").exitCode(),
                "the built-in default cannot be deleted");
    }

    @Test
    void badInputExits2BeforeAnythingIsSent() {
        for (List<String> args : List.of(
                List.of("capture-policy", "profiles", "set", "Bad Name"),
                List.of("capture-policy", "profiles", "set", "p", "--classes", "chatter"),
                List.of("capture-policy", "profiles", "set", "p", "--retention", "decision"),
                List.of("capture-policy", "profiles", "set", "p", "--retention", "decision=0"),
                List.of("capture-policy", "profiles", "set", "p", "--retention", "chatter=3"),
                List.of("capture-policy", "profiles", "set", "p", "--max-trust", "decision=trusted"),
                List.of("capture-policy", "profiles", "set", "p", "--max-text-chars", "0"),
                List.of("capture-policy", "profiles", "set", "p", "--max-events-per-session", "-5"),
                List.of("capture-policy", "profiles", "set", "p", "--workspace", "nope"))) {
            ExecutableRun.Result run = albert(server, tenant.apiKey()).run(args.toArray(String[]::new));
            assertUsageError(run, "capture-policy profiles set");
        }
        assertUsageError(albert(server, tenant.apiKey()).run("capture-policy", "profiles", "show", "UPPER"),
                "capture-policy profiles show");
        assertUsageError(albert(server, tenant.apiKey()).run("capture-policy", "retention", "--yes"), "capture-policy retention");
        assertUsageError(albert(server, tenant.apiKey()).run("capture-policy", "retention", "--apply", "--dry-run"),
                "capture-policy retention");
        ExecutableRun.Result script = albert(server, tenant.apiKey()).run("capture-policy", "retention", "--apply");
        assertUsageError(script, "capture-policy retention");
        assertTrue(script.stderr().contains("confirm on a terminal, or pass --yes"), script.stderr());
        assertEquals(0, server.post("/v1/capture/retention/run", tenant.apiKey(), Map.of()).get("events").asInt());
        ExecutableRun.Result group = albert(server, tenant.apiKey()).run("capture");
        assertEquals(2, group.exitCode(), group.toString());
    }

    @Test
    void aKeyWithoutTheCapabilitiesExits4() {
        String reader = server.issueKey(tenant.apiKey(), List.of("memory.read"));
        ExecutableRun.Result set = albert(server, reader).run("capture-policy", "profiles", "set", "p");
        assertEquals(4, set.exitCode(), set.toString());
        assertTrue(set.stderr().contains("workspaces.manage"), set.stderr());
        assertEquals(0, albert(server, reader).run("capture-policy", "profiles", "list").exitCode());
        assertEquals(4, albert(server, reader).run("capture-policy", "retention").exitCode());
        String manager = server.issueKey(tenant.apiKey(), List.of("workspaces.manage", "memory.read"));
        assertEquals(0, albert(server, manager).run("capture-policy", "retention").exitCode());
        ExecutableRun.Result apply = albert(server, manager).run("capture-policy", "retention", "--apply", "--yes");
        assertEquals(0, apply.exitCode(), "nothing to scrub: nothing is sent that needs memory.delete: " + apply);
        String writer = server.issueKey(tenant.apiKey(), List.of("capture.write"));
        ExecutableRun.Result list = albert(server, writer).run("capture-policy", "profiles", "list");
        assertEquals(4, list.exitCode(), list.toString());
        assertTrue(list.stderr().contains("memory.read"), list.stderr());
    }

    @Test
    void retentionCountsByDefaultAndScrubsWithApply() {
        assertEquals(0, albert(server, tenant.apiKey()).run("capture-policy", "profiles", "set", "default",
                "--retention", "decision=30").exitCode());
        Instant old = Instant.now().minus(Duration.ofDays(45));
        String session = "cli-retention";
        Map<String, Object> oldDecision = event(session, "decision", "Ship the release train every Tuesday morning", old);
        Map<String, Object> note = event(session, "note", "The release notes live in docs/releases.md", old);
        Map<String, Object> checkpoint = event(session, "checkpoint", "session_end", Instant.now());
        server.post("/v1/capture/events", tenant.apiKey(), Map.of("events", List.of(oldDecision, note, checkpoint)));

        ExecutableRun.Result dry = albert(server, tenant.apiKey()).run("capture-policy", "retention", "-o", "plain");
        assertEquals(0, dry.exitCode(), dry.toString());
        assertEquals("dry-run\t1\t1\t1\tdecision=1\n", dry.stdout());
        assertTrue(dry.stderr().contains("dry run: nothing was changed"), dry.stderr());
        ExecutableRun.Result search = albert(server, tenant.apiKey()).run("search", "release train Tuesday", "-o", "json");
        assertTrue(search.stdout().contains("Ship the release train"), search.stdout());

        ExecutableRun.Result declined = albert(server, tenant.apiKey()).terminal(true).stdin("n\n")
                .run("capture-policy", "retention", "--apply");
        assertEquals(0, declined.exitCode(), declined.toString());
        assertTrue(declined.stderr().contains("nothing was changed"), declined.stderr());

        ExecutableRun.Result applied = albert(server, tenant.apiKey()).run("capture-policy", "retention", "--apply", "--yes",
                "-o", "json");
        assertEquals(0, applied.exitCode(), applied.toString());
        JsonNode report = json(applied);
        assertFalse(report.get("dry_run").asBoolean());
        assertEquals(1, report.get("events").asInt());
        assertEquals(1, report.get("memories").asInt());
        ExecutableRun.Result after = albert(server, tenant.apiKey()).run("search", "release train Tuesday", "-o", "json");
        assertFalse(after.stdout().contains("Ship the release train"), after.stdout());
        assertTrue(albert(server, tenant.apiKey()).run("search", "release notes docs", "-o", "json").stdout()
                .contains("docs/releases.md"), "a class without retention stays");
        ExecutableRun.Result again = albert(server, tenant.apiKey()).run("capture-policy", "retention", "--apply", "--yes");
        assertEquals(0, again.exitCode(), again.toString());
        assertTrue(again.stderr().contains("nothing is past its retention"), again.stderr());
    }
}

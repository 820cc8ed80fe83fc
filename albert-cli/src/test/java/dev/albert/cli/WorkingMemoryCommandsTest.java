package dev.albert.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;

import static dev.albert.cli.CommandTestSupport.albert;
import static dev.albert.cli.CommandTestSupport.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WorkingMemoryCommandsTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    static String key;

    @BeforeAll
    static void bootstrap() {
        key = server.bootstrap("Acme", "main").apiKey();
    }

    @Test
    void startUpdateGetComplete() {
        ExecutableRun.Result started = albert(server, key).run("working-memory", "start", "release-42",
                "--description", "Cut release 4.2", "--expires-in", "2h", "-o", "plain");
        assertEquals(0, started.exitCode(), started.toString());
        String[] fields = started.stdout().strip().split("\t");
        assertEquals("release-42", fields[1]);
        assertEquals("active", fields[2]);
        String id = fields[0];

        ExecutableRun.Result updated = albert(server, key).stdin("{\"step\": \"tagging\", \"done\": 2}")
                .run("working-memory", "update", id, "--progress", "-", "-o", "json");
        assertEquals(0, updated.exitCode(), updated.toString());
        assertEquals("tagging", json(updated).get("progress").get("step").asText());

        ExecutableRun.Result got = albert(server, key).run("working-memory", "get", id, "--jq", ".progress.done");
        assertEquals("2\n", got.stdout(), got.toString());

        ExecutableRun.Result done = albert(server, key).run("working-memory", "complete", id, "--notes", "Released", "-o", "json");
        assertEquals(0, done.exitCode(), done.toString());
        assertEquals("completed", json(done).get("status").asText());
        assertEquals("Released", json(done).get("consolidation_notes").asText());

        ExecutableRun.Result late = albert(server, key).run("working-memory", "update", id, "--progress", "{}");
        assertEquals(3, late.exitCode(), late.toString());
        assertEquals("error: Working memory is not active\n", late.stderr());
    }

    @Test
    void startWithALockPrintsItsTokenAndFailReleasesIt() {
        ExecutableRun.Result started = albert(server, key).run("working-memory", "start", "migrate-orders",
                "--resource-type", "database", "--resource", "orders", "--lock", "-o", "json");
        assertEquals(0, started.exitCode(), started.toString());
        JsonNode lock = json(started).get("lock");
        assertTrue(lock.get("token").asText().length() >= 20, started.toString());
        ExecutableRun.Result held = albert(server, key).run("lock", "acquire", "orders", "--type", "database");
        assertEquals(3, held.exitCode(), held.toString());

        ExecutableRun.Result failed = albert(server, key).run("working-memory", "fail", json(started).get("id").asText(),
                "--notes", "aborted");
        assertEquals(0, failed.exitCode(), failed.toString());
        ExecutableRun.Result free = albert(server, key).run("lock", "acquire", "orders", "--type", "database", "-o", "json");
        assertEquals(0, free.exitCode(), free.toString());
        assertEquals(lock.get("fence").asLong() + 1, json(free).get("fence").asLong());
    }

    @Test
    void duplicateTaskExits3AndBadInputExits2() {
        assertEquals(0, albert(server, key).run("working-memory", "start", "dup-task").exitCode());
        ExecutableRun.Result dup = albert(server, key).run("working-memory", "start", "dup-task");
        assertEquals(3, dup.exitCode(), dup.toString());
        assertEquals("error: Task ID already exists\n", dup.stderr());

        ExecutableRun offline = ExecutableRun.of(AlbertMain::execute).env(server.env(key))
                .env("ALBERT_API_URL", "http://127.0.0.1:" + CommandTestSupport.closedPort());
        for (List<String> args : List.of(
                List.of("working-memory"),
                List.of("working-memory", "start"),
                List.of("working-memory", "start", "t", "--lock"),
                List.of("working-memory", "start", "t", "--expires-in", "10s"),
                List.of("working-memory", "update", "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d"),
                List.of("working-memory", "update", "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d", "--progress", "[1]"),
                List.of("working-memory", "update", "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d", "--progress", "{oops"),
                List.of("working-memory", "get", "x"),
                List.of("working-memory", "complete"))) {
            ExecutableRun.Result result = offline.run(args.toArray(String[]::new));
            assertEquals(2, result.exitCode(), args + "\n" + result);
            assertTrue(result.stderr().startsWith("error: "), result.toString());
        }
    }

    @Test
    void needsTheWorkingMemoryCapabilities() {
        String readOnly = server.issueKey(key, List.of("memory.read"));
        ExecutableRun.Result refused = albert(server, readOnly).run("working-memory", "start", "nope");
        assertEquals(4, refused.exitCode(), refused.toString());
        assertEquals("error: Missing capability: working_memory.write\n", refused.stderr());
    }
}

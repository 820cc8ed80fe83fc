package dev.albert.cli;

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

class LockCommandsTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    static String key;

    @BeforeAll
    static void bootstrap() {
        key = server.bootstrap("Acme", "main").apiKey();
    }

    @Test
    void acquireRenewReleaseForScripts() {
        ExecutableRun.Result acquired = albert(server, key).run("lock", "acquire", "deploy/prod", "--ttl", "5m", "-o", "plain");
        assertEquals(0, acquired.exitCode(), acquired.toString());
        String[] lease = acquired.stdout().strip().split("\t");
        assertEquals(4, lease.length, acquired.stdout());
        assertEquals("1", lease[1]);

        ExecutableRun.Result held = albert(server, key).run("lock", "acquire", "deploy/prod");
        assertEquals(3, held.exitCode(), held.toString());
        assertTrue(held.stderr().startsWith("error: Resource is locked (held by "), held.stderr());

        ExecutableRun.Result renewed = albert(server, key).env("ALBERT_LOCK_TOKEN", lease[2])
                .run("lock", "renew", lease[0], "--fence", lease[1], "--ttl", "10m", "-o", "json");
        assertEquals(0, renewed.exitCode(), renewed.toString());
        assertTrue(json(renewed).get("token").isNull(), renewed.stdout());

        ExecutableRun.Result stale = albert(server, key).run("lock", "release", lease[0], "--fence", "2", "--token", lease[2]);
        assertEquals(3, stale.exitCode(), stale.toString());
        assertEquals("error: Lock lease is invalid or stale\n", stale.stderr());

        ExecutableRun.Result released = albert(server, key).run("lock", "release", lease[0], "--fence", lease[1], "--token", lease[2]);
        assertEquals(0, released.exitCode(), released.toString());
        assertEquals("Released lock " + lease[0] + "\n", released.stderr());

        ExecutableRun.Result next = albert(server, key).run("lock", "acquire", "deploy/prod", "-o", "json");
        assertEquals(2, json(next).get("fence").asLong());
    }

    /** A lock token is random URL-safe text: one in 64 begins with '-', and is still the token, not an option. */
    @Test
    void aTokenThatBeginsWithADashIsTheTokenNotAnOption() {
        ExecutableRun.Result acquired = albert(server, key).run("lock", "acquire", "deploy/dash", "-o", "plain");
        assertEquals(0, acquired.exitCode(), acquired.toString());
        String[] lease = acquired.stdout().strip().split("\t");
        String dashed = "-V" + lease[2].substring(2);
        for (List<String> form : List.of(List.of("--token", dashed), List.of("--token=" + dashed))) {
            List<String> args = new java.util.ArrayList<>(List.of("lock", "release", lease[0], "--fence", lease[1]));
            args.addAll(form);
            ExecutableRun.Result wrong = albert(server, key).run(args.toArray(String[]::new));
            assertEquals(3, wrong.exitCode(), form + ": the server judged it\n" + wrong);
            assertEquals("error: Lock lease is invalid or stale\n", wrong.stderr());
        }
        ExecutableRun.Result missing = albert(server, key).run("lock", "release", lease[0], "--fence", lease[1], "--token");
        assertEquals(2, missing.exitCode(), missing.toString());
        assertEquals("error: Missing required parameter for option '--token' (<token>)\ntry 'albert lock release --help'\n",
                missing.stderr());
        assertEquals(0, albert(server, key).run("lock", "release", lease[0], "--fence", lease[1], "--token", lease[2]).exitCode());
    }

    @Test
    void runHoldsTheLockWhileTheCommandRunsAndReleasesItHoweverItEnds() {
        ExecutableRun.Result ran = albert(server, key).run("lock", "run", "job/nightly", "--type", "job", "--",
                "sh", "-c", "echo fence=$ALBERT_LOCK_FENCE resource=$ALBERT_LOCK_RESOURCE; echo oops >&2; exit 7");
        assertEquals(7, ran.exitCode(), ran.toString());
        assertEquals("fence=1 resource=job/nightly\n", ran.stdout());
        assertEquals("oops\n", ran.stderr());

        ExecutableRun.Result after = albert(server, key).run("lock", "acquire", "job/nightly", "--type", "job", "-o", "json");
        assertEquals(0, after.exitCode(), "released after the command failed: " + after);
        assertEquals(2, json(after).get("fence").asLong());

        ExecutableRun.Result whileHeld = albert(server, key).run("lock", "run", "job/nightly", "--type", "job", "--", "true");
        assertEquals(3, whileHeld.exitCode(), whileHeld.toString());
        assertTrue(whileHeld.stderr().startsWith("error: Resource is locked"), whileHeld.stderr());

        ExecutableRun.Result missing = albert(server, key).run("lock", "run", "job/other", "--", "/no/such/program");
        assertEquals(127, missing.exitCode(), missing.toString());
        assertEquals(0, albert(server, key).run("lock", "acquire", "job/other").exitCode(), "released after a failed start");
    }

    @Test
    void badInputAndPermissions() {
        ExecutableRun offline = ExecutableRun.of(AlbertMain::execute).env(server.env(key))
                .env("ALBERT_API_URL", "http://127.0.0.1:" + CommandTestSupport.closedPort());
        String id = "3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7";
        for (List<String> args : List.of(
                List.of("lock"),
                List.of("lock", "acquire"),
                List.of("lock", "acquire", "r", "--ttl", "5s"),
                List.of("lock", "acquire", "r", "--ttl", "2d"),
                List.of("lock", "acquire", "r", "--type", ""),
                List.of("lock", "renew", id, "--fence", "1"),
                List.of("lock", "renew", id, "--token", "t".repeat(30)),
                List.of("lock", "release", id, "--fence", "0", "--token", "t".repeat(30)),
                List.of("lock", "release", id, "--fence", "1", "--token", "short"),
                List.of("lock", "run", "r"),
                List.of("lock", "run", "r", "--"))) {
            ExecutableRun.Result result = offline.run(args.toArray(String[]::new));
            assertEquals(2, result.exitCode(), args + "\n" + result);
            assertTrue(result.stderr().startsWith("error: "), result.toString());
        }
        String readOnly = server.issueKey(key, List.of("memory.read"));
        ExecutableRun.Result refused = albert(server, readOnly).run("lock", "acquire", "x");
        assertEquals(4, refused.exitCode(), refused.toString());
        assertEquals("error: Missing capability: locks.acquire\n", refused.stderr());
        ExecutableRun.Result runRefused = albert(server, readOnly).run("lock", "run", "x", "--", "true");
        assertEquals(4, runRefused.exitCode(), runRefused.toString());
    }
}

package dev.albert.cli;

import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.UUID;

import static dev.albert.cli.CommandTestSupport.albert;
import static dev.albert.cli.CommandTestSupport.assertOneErrorLine;
import static dev.albert.cli.CommandTestSupport.json;
import static dev.albert.cli.CommandTestSupport.remember;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GetAndForgetCommandTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    static String key;

    @BeforeAll
    static void bootstrap() {
        key = server.bootstrap("Acme", "main").apiKey();
    }

    @Test
    void getShowsFieldsThenTheContent() {
        UUID id = remember(server, key, "line one\nline two", "--subject", "Two lines", "--task", "T-7");
        ExecutableRun.Result result = albert(server, key).run("get", id.toString());
        assertEquals(0, result.exitCode(), result.toString());
        assertTrue(result.stdout().startsWith("id:           " + id + "\nsubject:      Two lines\ntype:         fact\n"), result.stdout());
        assertTrue(result.stdout().contains("\ntask:         T-7\n"), result.stdout());
        assertTrue(result.stdout().endsWith("\n--\nline one\nline two\n"), result.stdout());
    }

    @Test
    void getUnknownIdExits1AndBadIdExits2() {
        ExecutableRun.Result missing = albert(server, key).run("get", UUID.randomUUID().toString());
        assertEquals(1, missing.exitCode(), missing.toString());
        assertOneErrorLine(missing);
        assertEquals("error: Memory not found\n", missing.stderr());

        ExecutableRun.Result bad = albert(server, key).run("get", "12345");
        assertEquals(2, bad.exitCode());
        assertTrue(bad.stderr().contains("'12345' is not an id"), bad.stderr());
    }

    @Test
    void forgetPrintsNothingOnStdoutAndJsonConfirms() {
        UUID id = remember(server, key, "temporary note");
        ExecutableRun.Result result = albert(server, key).run("forget", id.toString(), "-o", "json");
        assertEquals(0, result.exitCode(), result.toString());
        assertEquals(id.toString(), json(result).get("id").asText());
        assertTrue(json(result).get("deleted").asBoolean());

        ExecutableRun.Result again = albert(server, key).run("forget", id.toString());
        assertEquals(1, again.exitCode());
        assertOneErrorLine(again);
    }

    @Test
    void forgetNeedsTheDeleteCapability() {
        String readWrite = server.issueKey(key, java.util.List.of("memory.read", "memory.write"));
        UUID id = remember(server, readWrite, "cannot delete me");
        ExecutableRun.Result result = albert(server, readWrite).run("forget", id.toString());
        assertEquals(4, result.exitCode(), result.toString());
        assertEquals("error: Missing capability: memory.delete\n", result.stderr());
    }
}

package dev.albert.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.UUID;

import static dev.albert.cli.CommandTestSupport.albert;
import static dev.albert.cli.CommandTestSupport.json;
import static dev.albert.cli.CommandTestSupport.remember;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SearchCommandTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    static String key;
    static UUID postgres;
    static UUID lesson;

    @BeforeAll
    static void seed() {
        key = server.bootstrap("Acme", "main").apiKey();
        postgres = remember(server, key, "We decided to run PostgreSQL 17 in production", "--subject", "Database choice",
                "--type", "decision", "--project", "albert");
        lesson = remember(server, key, "PostgreSQL vacuum must run nightly", "--type", "lesson", "--project", "other");
    }

    @Test
    void plainOutputIsTabSeparatedWithTheIdFirst() {
        ExecutableRun.Result result = albert(server, key).run("search", "postgresql");
        assertEquals(0, result.exitCode(), result.toString());
        List<String> lines = result.stdout().lines().toList();
        assertEquals(2, lines.size(), result.stdout());
        for (String line : lines) {
            String[] fields = line.split("\t");
            assertEquals(4, fields.length, line);
            UUID.fromString(fields[0]);
            assertTrue(fields[1].matches("0\\.\\d{4}"), line);
        }
        assertTrue(result.stdout().contains("\tDatabase choice\n"));
        assertTrue(result.stdout().contains("\tPostgreSQL vacuum must run nightly\n"), "no subject: the first line of content");
    }

    @Test
    void jsonIsTheSearchResponse() {
        JsonNode response = json(albert(server, key).run("search", "postgresql", "--output", "json"));
        assertEquals(2, response.get("hits").size());
        JsonNode hit = response.get("hits").get(0);
        for (String field : List.of("memory_id", "kind", "subject", "content", "score", "backends", "source_episode_id", "metadata")) {
            assertTrue(hit.has(field), field + " in " + hit);
        }
        assertTrue(response.get("degraded").isArray());
    }

    @Test
    void jsonLinesGiveOneHitPerLine() {
        ExecutableRun.Result result = albert(server, key).run("search", "postgresql", "-o", "jsonl");
        List<String> lines = result.stdout().lines().toList();
        assertEquals(2, lines.size());
        assertTrue(lines.getFirst().startsWith("{\"memory_id\":"), lines.getFirst());
    }

    @Test
    void filtersNarrowTheHits() {
        ExecutableRun.Result byType = albert(server, key).run("search", "postgresql", "--type", "lesson");
        assertEquals(1, byType.stdout().lines().count(), byType.toString());
        assertTrue(byType.stdout().startsWith(lesson.toString()));

        ExecutableRun.Result byTypes = albert(server, key).run("search", "postgresql", "--type", "lesson", "--type", "decision");
        assertEquals(2, byTypes.stdout().lines().count(), byTypes.toString());

        ExecutableRun.Result byProject = albert(server, key).run("search", "postgresql", "--project", "albert", "--limit", "5");
        assertEquals(1, byProject.stdout().lines().count(), byProject.toString());
        assertTrue(byProject.stdout().startsWith(postgres.toString()));

        ExecutableRun.Result limited = albert(server, key).run("search", "postgresql", "--limit", "1", "--no-graph");
        assertEquals(1, limited.stdout().lines().count(), limited.toString());
    }

    @Test
    void noHitsExits1WithANoteOnStderr() {
        ExecutableRun.Result result = albert(server, key).run("search", "zebra-unicorn-nothing");
        assertEquals(1, result.exitCode(), result.toString());
        assertEquals("", result.stdout());
        assertEquals("No memories match 'zebra-unicorn-nothing'.\n", result.stderr());

        ExecutableRun.Result json = albert(server, key).run("search", "zebra-unicorn-nothing", "-o", "json");
        assertEquals(1, json.exitCode());
        assertEquals(0, json(json).get("hits").size(), "scripts still get the response");
    }

    @Test
    void queryFromStdin() {
        ExecutableRun.Result result = albert(server, key).stdin("vacuum\n").run("search", "-");
        assertEquals(0, result.exitCode(), result.toString());
        assertTrue(result.stdout().startsWith(lesson.toString()), result.stdout());
    }

    @Test
    void invalidLimitsAndWorkspacesExit2() {
        for (String[] args : new String[][] {
                {"search", "x", "--limit", "0"},
                {"search", "x", "--limit", "101"},
                {"search", "x", "--limit", "ten"},
                {"search", "x", "--workspace", "main"},
                {"search", ""},
                {"search"}}) {
            ExecutableRun.Result result = albert(server, key).run(args);
            assertEquals(2, result.exitCode(), String.join(" ", args) + "\n" + result);
            assertTrue(result.stderr().endsWith("try 'albert search --help'\n"), result.toString());
        }
    }
}

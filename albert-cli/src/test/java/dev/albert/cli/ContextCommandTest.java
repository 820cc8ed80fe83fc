package dev.albert.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.UUID;

import static dev.albert.cli.CommandTestSupport.albert;
import static dev.albert.cli.CommandTestSupport.json;
import static dev.albert.cli.CommandTestSupport.remember;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ContextCommandTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    static String key;
    static UUID id;

    @BeforeAll
    static void seed() {
        key = server.bootstrap("Acme", "main").apiKey();
        id = remember(server, key, "Releases are cut from the main branch every Tuesday", "--subject", "Release cadence");
    }

    @Test
    void plainPrintsTheContextBlock() {
        ExecutableRun.Result result = albert(server, key).run("context", "release main branch");
        assertEquals(0, result.exitCode(), result.toString());
        assertEquals("[1] [verified] Release cadence\nReleases are cut from the main branch every Tuesday\n", result.stdout());
    }

    @Test
    void jsonIsTheContextResponse() {
        ExecutableRun.Result result = albert(server, key).run("context", "release", "--limit", "3", "--max-characters", "500",
                "--output", "json");
        assertEquals(0, result.exitCode(), result.toString());
        JsonNode response = json(result);
        assertTrue(response.get("context").asText().startsWith("[1] [verified] Release cadence"));
        assertEquals("[verified]", response.get("citations").get(0).get("label").asText());
        assertEquals("verified", response.get("citations").get(0).get("trust").asText());
        assertEquals(1, response.get("citations").get(0).get("index").asInt());
        assertEquals(id.toString(), response.get("citations").get(0).get("memory_id").asText());
        assertTrue(response.get("degraded").isArray());
    }

    @Test
    void emptyContextExits1() {
        ExecutableRun.Result result = albert(server, key).run("context", "quantum-giraffe-nothing");
        assertEquals(1, result.exitCode(), result.toString());
        assertEquals("", result.stdout());
        assertTrue(result.stderr().startsWith("No memories match"));
    }

    @Test
    void budgetOutOfRangeExits2() {
        for (String budget : new String[] {"499", "200001", "lots"}) {
            ExecutableRun.Result result = albert(server, key).run("context", "release", "--max-characters", budget);
            assertEquals(2, result.exitCode(), result.toString());
            assertTrue(result.stderr().endsWith("try 'albert context --help'\n"));
        }
    }
}

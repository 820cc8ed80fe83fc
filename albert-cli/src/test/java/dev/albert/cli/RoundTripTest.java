package dev.albert.cli;

import com.fasterxml.jackson.databind.JsonNode;
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

/** remember → get → search → context → forget, each through the real entry point over real HTTP. */
class RoundTripTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    static String key;

    @BeforeAll
    static void bootstrap() {
        key = server.bootstrap("Acme", "main").apiKey();
    }

    @Test
    void rememberGetSearchContextForget() {
        UUID id = remember(server, key, "Kafka brokers run on port 9092 in staging", "--subject", "Kafka port",
                "--project", "albert");

        ExecutableRun.Result get = albert(server, key).run("get", id.toString());
        assertEquals(0, get.exitCode(), get.toString());
        assertTrue(get.stdout().startsWith("id:"), get.stdout());
        assertTrue(get.stdout().contains("subject:      Kafka port\n"), get.stdout());
        assertTrue(get.stdout().endsWith("--\nKafka brokers run on port 9092 in staging\n"), get.stdout());

        ExecutableRun.Result getJson = albert(server, key).run("get", id.toString(), "--output", "json");
        assertEquals(id.toString(), json(getJson).get("id").asText());
        assertEquals("active", json(getJson).get("status").asText());

        ExecutableRun.Result search = albert(server, key).run("search", "kafka brokers");
        assertEquals(0, search.exitCode(), search.toString());
        String first = search.stdout().lines().findFirst().orElseThrow();
        assertTrue(first.startsWith(id + "\t"), search.stdout());
        assertTrue(first.endsWith("\tKafka port"), search.stdout());

        ExecutableRun.Result searchJson = albert(server, key).run("search", "kafka brokers", "--output", "json", "--project", "albert");
        JsonNode response = json(searchJson);
        assertEquals(id.toString(), response.get("hits").get(0).get("memory_id").asText());
        assertTrue(response.get("degraded").isArray());

        ExecutableRun.Result table = albert(server, key).terminal(true).run("search", "kafka brokers");
        assertTrue(table.stdout().startsWith("RANK   SCORE"), table.stdout());
        assertTrue(table.stdout().lines().skip(1).findFirst().orElseThrow().startsWith("1      0.0"), table.stdout());

        ExecutableRun.Result context = albert(server, key).run("context", "kafka brokers");
        assertEquals(0, context.exitCode(), context.toString());
        assertTrue(context.stdout().startsWith("[1] [verified] Kafka port\nKafka brokers run on port 9092 in staging"), context.stdout());

        ExecutableRun.Result contextJson = albert(server, key).run("context", "kafka brokers", "-o", "json");
        assertEquals(id.toString(), json(contextJson).get("citations").get(0).get("memory_id").asText());

        ExecutableRun.Result forget = albert(server, key).run("forget", id.toString());
        assertEquals(0, forget.exitCode(), forget.toString());
        assertEquals("", forget.stdout());
        assertEquals("Forgot memory " + id + "\n", forget.stderr());

        ExecutableRun.Result gone = albert(server, key).run("get", id.toString());
        assertEquals(1, gone.exitCode(), gone.toString());
        assertOneErrorLine(gone);
        assertEquals(1, albert(server, key).run("forget", id.toString()).exitCode());
        assertEquals(1, albert(server, key).run("search", "kafka brokers", "--no-graph").exitCode());
    }
}

package dev.albert.cli;

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

class OutputSelectionTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    static String key;
    static UUID id;

    @BeforeAll
    static void bootstrap() {
        key = server.bootstrap("Acme", "main").apiKey();
        id = remember(server, key, "Kafka brokers run on three nodes", "--subject", "Kafka cluster", "--type", "fact");
    }

    @Test
    void fieldsChooseColumnsInEveryFormat() {
        ExecutableRun.Result plain = albert(server, key).run("search", "kafka", "--fields", "memory_id,subject", "-o", "plain");
        assertEquals(id + "\tKafka cluster\n", plain.stdout(), plain.toString());

        ExecutableRun.Result table = albert(server, key).terminal(true).run("search", "kafka", "--fields", "subject,kind");
        assertEquals("SUBJECT         KIND\nKafka cluster   memory\n", table.stdout(), table.toString());

        ExecutableRun.Result array = albert(server, key).run("search", "kafka", "--fields", "subject", "-o", "json");
        assertEquals("Kafka cluster", json(array).get(0).get("subject").asText(), array.toString());
        assertEquals(1, json(array).get(0).size());

        ExecutableRun.Result lines = albert(server, key).run("search", "kafka", "--fields", "subject", "-o", "jsonl");
        assertEquals("{\"subject\":\"Kafka cluster\"}\n", lines.stdout());

        ExecutableRun.Result single = albert(server, key).run("get", id.toString(), "--fields", "subject,memory_type", "-o", "json");
        assertEquals("{\n  \"subject\": \"Kafka cluster\",\n  \"memory_type\": \"fact\"\n}\n", single.stdout());
    }

    @Test
    void jqFiltersTheJson() {
        ExecutableRun.Result raw = albert(server, key).run("search", "kafka", "--jq", ".hits[0].subject");
        assertEquals("Kafka cluster\n", raw.stdout(), raw.toString());
        ExecutableRun.Result objects = albert(server, key).run("search", "kafka", "--jq", ".hits[] | {s: .subject}");
        assertEquals("{\"s\":\"Kafka cluster\"}\n", objects.stdout());
        ExecutableRun.Result withFields = albert(server, key).run("search", "kafka", "--fields", "subject", "--jq", "length");
        assertEquals("1\n", withFields.stdout());
    }

    @Test
    void unknownFieldsAndBadJqExit2AndNameTheChoices() {
        ExecutableRun.Result field = albert(server, key).run("get", id.toString(), "--fields", "subjet");
        assertEquals(2, field.exitCode());
        assertTrue(field.stderr().startsWith("error: unknown field 'subjet' for --fields; use id, episode_id,"), field.stderr());
        ExecutableRun.Result jq = albert(server, key).run("get", id.toString(), "--jq", ".[");
        assertEquals(2, jq.exitCode(), jq.toString());
        assertTrue(jq.stderr().startsWith("error: --jq: "), jq.stderr());
        ExecutableRun.Result runtime = albert(server, key).run("get", id.toString(), "--jq", ".subject | keys");
        assertEquals(2, runtime.exitCode(), runtime.toString());
        assertTrue(runtime.stderr().startsWith("error: --jq: "), runtime.stderr());
    }
}

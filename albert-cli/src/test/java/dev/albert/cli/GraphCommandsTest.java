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
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GraphCommandsTest {
    @RegisterExtension
    static EmbeddedAlbert server = new EmbeddedAlbert();

    static String key;

    @BeforeAll
    static void bootstrap() {
        key = server.bootstrap("Acme", "main").apiKey();
    }

    @Test
    void relateThenQueryThenSubgraph() {
        ExecutableRun.Result related = albert(server, key).run("graph", "relate", "checkout-service", "uses", "postgres",
                "--target-type", "database", "-o", "json");
        assertEquals(0, related.exitCode(), related.toString());
        JsonNode edge = json(related);
        assertEquals("checkout-service", edge.get("source_name").asText());
        assertEquals("database", edge.get("target_type").asText());
        albert(server, key).run("graph", "relate", "postgres", "runs_on", "db-host-1", "--source-type", "database");

        ExecutableRun.Result plain = albert(server, key).run("graph", "query", "checkout", "-o", "plain");
        assertEquals(0, plain.exitCode(), plain.toString());
        assertTrue(plain.stdout().startsWith(edge.get("id").asText() + "\tcheckout-service\tuses\tpostgres\t"), plain.stdout());

        ExecutableRun.Result fields = albert(server, key).run("graph", "query", "checkout", "--fields",
                "source_name,relation_type,target_name", "-o", "plain");
        assertEquals("checkout-service\tuses\tpostgres\n", fields.stdout(), fields.toString());

        ExecutableRun.Result subgraph = albert(server, key).run("graph", "subgraph", edge.get("source_entity_id").asText(),
                "--hops", "2", "-o", "json");
        assertEquals(0, subgraph.exitCode(), subgraph.toString());
        assertEquals(2, json(subgraph).size(), subgraph.toString());
    }

    @Test
    void queryWithoutMatchesExits1() {
        ExecutableRun.Result none = albert(server, key).run("graph", "query", "zzzunknownzzz");
        assertEquals(1, none.exitCode(), none.toString());
        assertEquals("", none.stdout());
        ExecutableRun.Result missing = albert(server, key).run("graph", "subgraph", UUID.randomUUID().toString());
        assertEquals(1, missing.exitCode(), missing.toString());
        assertEquals("error: Entity not found\n", missing.stderr());
    }

    @Test
    void badInputAndPermissions() {
        ExecutableRun offline = ExecutableRun.of(AlbertMain::execute).env(server.env(key))
                .env("ALBERT_API_URL", "http://127.0.0.1:" + CommandTestSupport.closedPort());
        for (List<String> args : List.of(
                List.of("graph"),
                List.of("graph", "relate", "a", "uses"),
                List.of("graph", "relate", " ", "uses", "b"),
                List.of("graph", "relate", "a", "uses", "b", "--confidence", "2"),
                List.of("graph", "query", "x", "--limit", "0"),
                List.of("graph", "query", "x", "--fields", "nope"),
                List.of("graph", "query", "x", "--jq", ".[] |"),
                List.of("graph", "subgraph", "not-an-id"),
                List.of("graph", "subgraph", UUID.randomUUID().toString(), "--hops", "6"))) {
            ExecutableRun.Result result = offline.run(args.toArray(String[]::new));
            assertEquals(2, result.exitCode(), args + "\n" + result);
            assertTrue(result.stderr().startsWith("error: "), result.toString());
        }
        String readOnly = server.issueKey(key, List.of("memory.read"));
        ExecutableRun.Result refused = albert(server, readOnly).run("graph", "relate", "a", "uses", "b");
        assertEquals(4, refused.exitCode(), refused.toString());
        assertEquals("error: Missing capability: graph.write\n", refused.stderr());
        assertEquals(4, albert(server, readOnly).run("graph", "query", "postgres").exitCode());
    }
}

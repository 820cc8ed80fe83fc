package dev.albert.capture;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.tomakehurst.wiremock.WireMockServer;
import dev.albert.api.Json;
import dev.albert.capture.bench.StubCaptureServer;
import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.QueueConfig;
import dev.albert.capture.queue.QueueLocation;
import dev.albert.capture.testing.Events;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.Map;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** albert-capture record and queue stats|list|flush|purge through the real entry point. */
class CaptureCommandsTest {
    private static final String KEY = "alb_test_0123456789abcdefghijklmnop";

    @TempDir
    Path home;

    private StubCaptureServer stub;

    @BeforeEach
    void start() throws IOException {
        stub = StubCaptureServer.start();
    }

    @AfterEach
    void stop() {
        stub.close();
    }

    private ExecutableRun capture(String url, String key) {
        ExecutableRun run = ExecutableRun.of(CaptureMain::execute)
                .env("HOME", home.toString())
                .env("ALBERT_CONFIG_DIR", home.resolve("config").toString())
                .env("ALBERT_API_URL", url);
        return key == null ? run : run.env("ALBERT_API_KEY", key);
    }

    private ExecutableRun capture() {
        return capture(stub.baseUrl().toString(), KEY);
    }

    private ExecutableRun offline() {
        return capture("http://127.0.0.1:" + closedPort(), KEY);
    }

    private Path queueDir() {
        return QueueLocation.directory(Map.of("HOME", home.toString()));
    }

    private static JsonNode json(ExecutableRun.Result result) {
        try {
            return Json.mapper().readTree(result.stdout());
        } catch (IOException e) {
            throw new UncheckedIOException("not JSON:\n" + result, e);
        }
    }

    private JsonNode stats() {
        ExecutableRun.Result result = capture().run("queue", "stats", "--output", "json");
        assertEquals(0, result.exitCode(), result.toString());
        return json(result);
    }

    @Test
    void recordQueuesThenDeliversAndPrintsTheEventId() {
        // A generous deadline: delivery returns as soon as the stub answers; the default 500 ms is too
        // short for a cold HTTP client on a busy machine.
        ExecutableRun.Result result = capture().run("record", "--deadline-ms", "20000", "--host", "claude-code", "--session", "s-1",
                "--class", "decision", "--turn", "t-9", "--project", "prj_demo", "--branch", "main",
                "--meta", "tool=Bash", "Use WAL mode for the queue");
        assertEquals(0, result.exitCode(), result.toString());
        String id = result.stdout().strip();
        assertEquals(1, stub.events().size());
        JsonNode sent = stub.events().getFirst();
        assertEquals(id, sent.get("event_id").asText());
        assertEquals("decision", sent.get("class").asText());
        assertEquals("Use WAL mode for the queue", sent.get("text").asText());
        assertEquals("t-9", sent.get("turn_key").asText());
        assertEquals("Bash", sent.get("metadata").get("tool").asText());
        JsonNode stats = stats();
        assertEquals(0, stats.get("queued").asLong());
        assertEquals(1, stats.get("delivered").asLong());
    }

    @Test
    void recordReadsStdinAndRedactsSecretsBeforeAnythingLeaves() {
        String token = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";
        ExecutableRun.Result result = capture().stdin("deploy with " + token + "\n")
                .run("record", "--deadline-ms", "20000", "--host", "codex", "--session", "s-2", "--class", "tool_outcome", "-");
        assertEquals(0, result.exitCode(), result.toString());
        assertTrue(result.stderr().contains("redacted"), result.toString());
        assertFalse(result.stderr().contains(token));
        String sent = stub.events().getFirst().get("text").asText();
        assertFalse(sent.contains(token), sent);
        assertTrue(sent.startsWith("deploy with [REDACTED:"), sent);
    }

    @Test
    void recordWithTheServerDownStillExitsZeroAndKeepsTheEvent() {
        // A closed port refuses at once; the generous deadline keeps a busy machine from running out of
        // time before the attempt (then there is no failure to warn about, only a deadline).
        ExecutableRun.Result result = offline().run("record", "--host", "claude-code", "--session", "s-1",
                "--class", "note", "--deadline-ms", "20000", "remember the failing test");
        assertEquals(0, result.exitCode(), result.toString());
        assertTrue(result.stderr().lines().anyMatch(l -> l.startsWith("warning: ") && l.contains("unavailable")
                && l.contains("stays queued")), "the documented warning: " + result);
        assertEquals(1, stats().get("queued").asLong());
    }

    @Test
    void recordWithoutAKeyQueuesAndDoesNotCallTheServer() {
        ExecutableRun.Result result = capture(stub.baseUrl().toString(), null)
                .run("record", "--host", "claude-code", "--session", "s-1", "--class", "note", "kept for later");
        assertEquals(0, result.exitCode(), result.toString());
        assertEquals(0, stub.requests());
        assertEquals(1, stats().get("queued").asLong());
    }

    @Test
    void recordWithNoDeliverOnlyQueues() {
        ExecutableRun.Result result = capture().run("record", "--host", "claude-code", "--session", "s-1",
                "--class", "checkpoint", "--no-deliver", "session_end");
        assertEquals(0, result.exitCode(), result.toString());
        assertEquals(0, stub.requests());
        assertEquals(1, stats().get("queued").asLong());
    }

    @Test
    void invalidInputExitsTwoAndQueuesNothing() {
        ExecutableRun.Result badClass = capture().run("record", "--host", "claude-code", "--session", "s-1",
                "--class", "gossip", "text");
        assertEquals(2, badClass.exitCode(), badClass.toString());
        assertTrue(badClass.stderr().startsWith("error: --class: unknown event class 'gossip'"), badClass.toString());

        ExecutableRun.Result badHost = capture().run("record", "--host", "Claude Code", "--session", "s-1",
                "--class", "note", "text");
        assertEquals(2, badHost.exitCode(), badHost.toString());

        ExecutableRun.Result empty = capture().stdin("   \n").run("record", "--host", "codex", "--session", "s",
                "--class", "note", "-");
        assertEquals(2, empty.exitCode(), empty.toString());

        ExecutableRun.Result missing = capture().run("record", "--session", "s", "--class", "note", "x");
        assertEquals(2, missing.exitCode(), missing.toString());

        assertEquals(0, stats().get("queued").asLong());
    }

    @Test
    void aStdinThatNeverClosesCannotHoldTheCommandPastItsDeadline() {
        InputStream neverCloses = new InputStream() {
            @Override
            public int read() {
                try {
                    Thread.sleep(60_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return -1;
            }
        };
        long started = System.nanoTime();
        ExecutableRun.Result result = capture().stdin(neverCloses).run("record", "--host", "codex", "--session", "s",
                "--class", "note", "--deadline-ms", "300", "-");
        long elapsedMs = (System.nanoTime() - started) / 1_000_000;
        assertEquals(2, result.exitCode(), result.toString());
        // A bound for correctness (it did not wait for the 60 s reader), not a speed goal: a busy machine is slow.
        assertTrue(elapsedMs < 30_000, "took " + elapsedMs + " ms");
    }

    @Test
    void statsJsonHasTheDocumentedFields() {
        offline().run("record", "--host", "codex", "--session", "s", "--class", "note", "--deadline-ms", "100", "one");
        JsonNode stats = stats();
        for (String field : List.of("queued", "bytes", "dropped", "parked", "tampered", "delivered", "oldest_age_seconds")) {
            assertTrue(stats.has(field), field + " in " + stats);
        }
        assertEquals(1, stats.get("queued").asLong());
        assertTrue(stats.get("bytes").asLong() > 0);
    }

    @Test
    void listShowsIdsClassesAndAttemptsButNeverContent() {
        // A closed port refuses at once; the generous deadline only keeps a busy machine from skipping the attempt.
        offline().run("record", "--host", "codex", "--session", "s", "--class", "correction", "--deadline-ms", "20000",
                "CONTENT-THAT-MUST-NOT-SHOW");
        ExecutableRun.Result table = capture().terminal(true).run("queue", "list");
        assertEquals(0, table.exitCode(), table.toString());
        assertTrue(table.stdout().contains("correction"), table.toString());
        assertFalse(table.stdout().contains("CONTENT-THAT"), table.toString());

        ExecutableRun.Result jsonl = capture().run("queue", "list", "--output", "jsonl");
        JsonNode item = Json.mapper().valueToTree(parse(jsonl.stdout().strip()));
        assertEquals("correction", item.get("event_class").asText());
        assertEquals(1, item.get("attempts").asInt());
        assertTrue(item.get("reason").asText().contains("cannot connect"), item.toString());
        assertFalse(jsonl.stdout().contains("CONTENT-THAT"));
    }

    @Test
    void flushDeliversWhatIsQueued() {
        try (CaptureQueue q = CaptureQueue.open(QueueConfig.at(queueDir()))) {
            for (int i = 0; i < 150; i++) {
                q.enqueue(Events.numbered("f", i));
            }
        }
        ExecutableRun.Result result = capture().run("queue", "flush", "--output", "json");
        assertEquals(0, result.exitCode(), result.toString());
        JsonNode report = json(result);
        assertEquals(150, report.get("delivered").asInt());
        assertEquals(0, report.get("queued").asInt());
        assertEquals(150, stub.distinctEvents());
        assertEquals(2, stub.requests());
    }

    @Test
    void flushWithBadCredentialsExitsFourAndKeepsEverything() {
        WireMockServer server = new WireMockServer(options().dynamicPort());
        server.start();
        try {
            server.stubFor(post(urlEqualTo("/v1/capture/events"))
                    .willReturn(aResponse().withStatus(401).withBody("{\"detail\":\"Invalid API key\"}")));
            try (CaptureQueue q = CaptureQueue.open(QueueConfig.at(queueDir()))) {
                q.enqueue(Events.note("a"));
            }
            ExecutableRun.Result result = capture(server.baseUrl(), KEY).run("queue", "flush");
            assertEquals(4, result.exitCode(), result.toString());
            assertTrue(result.stderr().contains("capture.write"), result.toString());
            assertEquals(1, stats().get("queued").asLong());
        } finally {
            server.stop();
        }
    }

    @Test
    void flushWithTheServerDownExitsFive() {
        try (CaptureQueue q = CaptureQueue.open(QueueConfig.at(queueDir()))) {
            q.enqueue(Events.note("a"));
        }
        ExecutableRun.Result result = offline().run("queue", "flush", "--deadline-ms", "2000");
        assertEquals(5, result.exitCode(), result.toString());
        assertTrue(result.stderr().startsWith("error: delivery stopped: cannot connect"), result.toString());
    }

    @Test
    void flushWithoutAKeyExitsFour() {
        ExecutableRun.Result result = capture(stub.baseUrl().toString(), null).run("queue", "flush");
        assertEquals(4, result.exitCode(), result.toString());
        assertTrue(result.stderr().contains("no API key"), result.toString());
    }

    @Test
    void flushReportsTamperedRecordsWithExitSix() throws Exception {
        String id;
        try (CaptureQueue q = CaptureQueue.open(QueueConfig.at(queueDir()))) {
            id = q.enqueue(Events.note("a")).eventId();
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + queueDir().resolve("queue.db"));
             PreparedStatement s = c.prepareStatement("UPDATE records SET nonce = zeroblob(12) WHERE event_id = ?")) {
            s.setString(1, id);
            s.executeUpdate();
        }
        ExecutableRun.Result result = capture().run("queue", "flush");
        assertEquals(6, result.exitCode(), result.toString());
        assertEquals(0, stub.requests(), "a tampered record is never sent");
        ExecutableRun.Result tampered = capture().run("queue", "list", "--tampered");
        assertTrue(tampered.stdout().contains(id), tampered.toString());
        assertEquals(1, stats().get("tampered").asLong());
    }

    @Test
    void purgeNeedsYesWhenNotOnATerminal() {
        offline().run("record", "--host", "codex", "--session", "s", "--class", "note", "--deadline-ms", "100", "one");
        ExecutableRun.Result refused = capture().run("queue", "purge");
        assertEquals(2, refused.exitCode(), refused.toString());
        assertEquals(1, stats().get("queued").asLong());

        ExecutableRun.Result purged = capture().run("queue", "purge", "--yes", "--output", "json");
        assertEquals(0, purged.exitCode(), purged.toString());
        assertEquals(1, json(purged).get("purged").asInt());
        assertEquals(0, stats().get("queued").asLong());
    }

    @Test
    void purgeOnATerminalAsksAndHonoursTheAnswer() {
        offline().run("record", "--host", "codex", "--session", "s", "--class", "note", "--deadline-ms", "100", "one");
        ExecutableRun.Result declined = capture().terminal(true).stdin("n\n").run("queue", "purge");
        assertEquals(0, declined.exitCode(), declined.toString());
        assertTrue(declined.stderr().contains("[y/N]"), declined.toString());
        assertEquals(1, stats().get("queued").asLong());

        ExecutableRun.Result accepted = capture().terminal(true).stdin("y\n").run("queue", "purge");
        assertEquals(0, accepted.exitCode(), accepted.toString());
        assertEquals(0, stats().get("queued").asLong());
    }

    @Test
    void everyCommandHasHelpWithAnExample() {
        for (String[] args : List.of(new String[] {"--help"}, new String[] {"record", "--help"},
                new String[] {"queue", "--help"}, new String[] {"queue", "stats", "--help"},
                new String[] {"queue", "list", "--help"}, new String[] {"queue", "flush", "--help"},
                new String[] {"queue", "purge", "--help"})) {
            ExecutableRun.Result help = capture().run(args);
            assertEquals(0, help.exitCode(), help.toString());
            assertTrue(help.stdout().contains("albert-capture"), help.toString());
            assertTrue(help.stdout().contains("Examples:"), help.toString());
        }
        ExecutableRun.Result bare = capture().run("queue");
        assertEquals(2, bare.exitCode(), bare.toString());
    }

    private static Object parse(String json) {
        try {
            return Json.mapper().readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(json, e);
        }
    }

    private static int closedPort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

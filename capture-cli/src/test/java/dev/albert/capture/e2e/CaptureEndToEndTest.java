package dev.albert.capture.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.api.capture.CaptureEventClass;
import dev.albert.api.capture.CaptureEventResult;
import dev.albert.api.capture.CaptureEventStatus;
import dev.albert.capture.CaptureMain;
import dev.albert.capture.delivery.HttpCaptureSink;
import dev.albert.capture.delivery.SendResult;
import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.EventIds;
import dev.albert.capture.queue.EventPayload;
import dev.albert.capture.queue.NewEvent;
import dev.albert.capture.queue.QueueConfig;
import dev.albert.capture.queue.QueuedEvent;
import dev.albert.capture.testing.ChildJvm;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * albert-capture against the real embedded server (in-process, real HTTP, real SQLite): what {@code record} and
 * {@code queue flush} queue arrives once, is readable back, and leaves the local queue empty.
 */
class CaptureEndToEndTest {
    @RegisterExtension
    static final EmbeddedAlbert albert = new EmbeddedAlbert();
    static EmbeddedAlbert.Tenant admin;

    @TempDir
    Path data;

    @TempDir
    Path logs;

    @BeforeAll
    static void tenant() {
        admin = albert.bootstrap("Acme", "main");
    }

    private Map<String, String> env(String key) {
        Map<String, String> env = new LinkedHashMap<>(albert.env(key));
        env.put("XDG_DATA_HOME", data.toString());
        return env;
    }

    private ExecutableRun capture(String key) {
        return ExecutableRun.of(CaptureMain::execute).env(env(key));
    }

    private static JsonNode json(ExecutableRun.Result result) {
        try {
            return Json.mapper().readTree(result.stdout());
        } catch (IOException e) {
            throw new UncheckedIOException("not JSON:\n" + result, e);
        }
    }

    private JsonNode stats() {
        ExecutableRun.Result result = capture(admin.apiKey()).run("queue", "stats", "--output", "json");
        assertEquals(0, result.exitCode(), result.toString());
        return json(result);
    }

    private List<String> readBack(String host, String session) {
        return ReadBack.eventIds(albert.url(), admin.apiKey(), host, session);
    }

    /** Queues {@code count} events without delivering them; their ids in queue order. */
    private List<String> enqueue(String session, int count) {
        List<String> ids = new ArrayList<>();
        try (CaptureQueue q = CaptureQueue.open(QueueConfig.forUser(env(admin.apiKey())))) {
            for (int i = 0; i < count; i++) {
                ids.add(q.enqueue(NewEvent.of("claude-code", session, CaptureEventClass.TOOL_OUTCOME, session + " event " + i)
                        .withContext("turn-" + i, "prj_e2e", "main")).eventId());
            }
        }
        return ids;
    }

    private static void assertStoredExactlyOnce(List<String> expected, List<String> stored) {
        assertEquals(expected.size(), stored.size(), "stored events");
        assertEquals(new HashSet<>(expected), new HashSet<>(stored), "the stored ids are the queued ids");
        assertEquals(stored.size(), new HashSet<>(stored).size(), "no event stored twice");
    }

    @Test
    void recordedEventsArriveAreReadableBackAndLeaveTheQueueEmpty() {
        List<String> ids = new ArrayList<>();
        for (String text : List.of("Make the build green", "Use WAL mode for the queue", "The tests pass again")) {
            ExecutableRun.Result result = capture(admin.apiKey()).run("record", "--host", "claude-code",
                    "--session", "e2e-record", "--class", "decision", "--turn", "t-1", "--project", "prj_demo",
                    "--branch", "main", "--meta", "tool=Bash", "--deadline-ms", "10000", text);
            assertEquals(0, result.exitCode(), result.toString());
            assertFalse(result.stderr().contains("warning"), result.toString());
            ids.add(result.stdout().strip());
        }
        List<JsonNode> stored = ReadBack.events(albert.url(), admin.apiKey(), "claude-code", "e2e-record");
        assertEquals(ids, stored.stream().map(e -> e.get("event_id").asText()).toList());
        JsonNode first = stored.getFirst();
        assertEquals("Make the build green", first.get("text").asText());
        assertEquals("decision", first.get("class").asText());
        assertEquals("t-1", first.get("turn_key").asText());
        assertEquals("prj_demo", first.get("project_ref").asText());
        assertEquals("main", first.get("branch").asText());
        assertEquals("Bash", first.get("metadata").get("tool").asText());
        assertEquals(admin.workspaceId(), first.get("workspace_id").asText());
        JsonNode stats = stats();
        assertEquals(0, stats.get("queued").asLong());
        assertEquals(0, stats.get("parked").asLong());
        assertEquals(3, stats.get("delivered").asLong());
    }

    @Test
    void aSecretNeverReachesTheServer() {
        String token = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8";
        ExecutableRun.Result result = capture(admin.apiKey()).stdin("deploy with " + token + "\n").run("record",
                "--host", "codex", "--session", "e2e-secret", "--class", "tool_outcome", "--deadline-ms", "10000", "-");
        assertEquals(0, result.exitCode(), result.toString());
        String stored = ReadBack.events(albert.url(), admin.apiKey(), "codex", "e2e-secret").getFirst()
                .get("text").asText();
        assertEquals("deploy with [REDACTED:github-pat]", stored);
    }

    @Test
    void aReplayedBatchIsADuplicateAndIsNotStoredTwice() {
        // The same event id recorded twice (a retried hook): the second delivery is a duplicate on the server.
        String id = new EventIds(Clock.systemUTC(), new SecureRandom()).next().toString();
        for (int i = 0; i < 2; i++) {
            ExecutableRun.Result result = capture(admin.apiKey()).run("record", "--host", "cursor", "--session",
                    "e2e-replay", "--class", "note", "--event-id", id, "--deadline-ms", "10000", "attempt " + i);
            assertEquals(0, result.exitCode(), result.toString());
        }
        assertEquals(List.of(id), readBack("cursor", "e2e-replay"));
        assertEquals(2, stats().get("delivered").asLong(), "both copies acknowledged, so both left the queue");

        // A whole batch sent twice (a lost acknowledgement): every event comes back duplicate, nothing is added.
        EventIds ids = new EventIds(Clock.systemUTC(), new SecureRandom());
        List<QueuedEvent> batch = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            batch.add(new QueuedEvent(ids.next().toString(), "cursor", "e2e-replay-batch", CaptureEventClass.NOTE,
                    Instant.now(), 0, 0, new EventPayload("batch event " + i, null, null, null, Map.of())));
        }
        try (HttpCaptureSink sink = new HttpCaptureSink(URI.create(albert.url()), admin.apiKey(), Clock.systemUTC())) {
            for (CaptureEventStatus expected : List.of(CaptureEventStatus.ACCEPTED, CaptureEventStatus.DUPLICATE)) {
                SendResult result = sink.send(batch, Instant.now().plusSeconds(10));
                SendResult.Answered answered = assertInstanceOf(SendResult.Answered.class, result);
                assertEquals(50, answered.results().size());
                for (CaptureEventResult r : answered.results()) {
                    assertEquals(expected, r.status(), r.toString());
                }
            }
        }
        assertStoredExactlyOnce(batch.stream().map(QueuedEvent::eventId).toList(), readBack("cursor", "e2e-replay-batch"));
    }

    @Test
    void aKeyWithoutCaptureWriteKeepsEventsQueuedUntilTheKeyIsFixed() throws InterruptedException {
        String readOnly = albert.issueKey(admin.apiKey(), List.of("memory.read", "memory.write"));
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            ExecutableRun.Result result = capture(readOnly).run("record", "--host", "claude-code", "--session",
                    "e2e-key", "--class", "note", "--deadline-ms", "10000", "kept " + i);
            assertEquals(0, result.exitCode(), "a hook never fails: " + result);
            assertTrue(result.stderr().contains("capture.write"), result.toString());
            ids.add(result.stdout().strip());
        }
        // queue flush with the same key: refused (exit 4) once the records are due again; never parked.
        ExecutableRun.Result refused = awaitFlush(readOnly, r -> r.exitCode() != 0);
        assertEquals(4, refused.exitCode(), refused.toString());
        assertTrue(refused.stderr().contains("Missing capability: capture.write"), refused.toString());
        JsonNode stats = stats();
        assertEquals(3, stats.get("queued").asLong());
        assertEquals(0, stats.get("parked").asLong());
        assertEquals(List.of(), readBack("claude-code", "e2e-key"));

        // With a key that has capture.write, the same queue delivers everything.
        String writer = albert.issueKey(admin.apiKey(), List.of("capture.write"));
        awaitFlush(writer, r -> {
            assertEquals(0, r.exitCode(), r.toString());
            return stats().get("queued").asLong() == 0;
        });
        // Records wait out their own jittered backoff, so they may arrive in any order.
        assertStoredExactlyOnce(ids, readBack("claude-code", "e2e-key"));
        assertEquals(0, stats().get("parked").asLong());
    }

    /**
     * Runs {@code queue flush} until {@code done} says so: a record that failed waits out its backoff (at most 2 s,
     * then 4 s) before a flush sends it again, and a flush with nothing due ends at once with exit 0.
     */
    private ExecutableRun.Result awaitFlush(String key, java.util.function.Predicate<ExecutableRun.Result> done)
            throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (true) {
            ExecutableRun.Result result = capture(key).run("queue", "flush", "--deadline-ms", "10000");
            if (done.test(result)) {
                return result;
            }
            if (System.nanoTime() > until) {
                fail("queue flush did not get there in 30 s; last run:\n" + result + "\nstats: " + stats());
            }
            Thread.sleep(200);
        }
    }

    @Test
    void twoFlusherProcessesAtOnceStoreEveryEventOnce() throws Exception {
        List<String> ids = enqueue("e2e-processes", 2000);
        List<Process> flushers = new ArrayList<>();
        Path stderr = logs.resolve("flushers.txt");
        for (int i = 0; i < 2; i++) {
            flushers.add(ChildJvm.start(CaptureMain.class, stderr, env(admin.apiKey()), "queue", "flush",
                    "--deadline-ms", "120000", "--output", "json"));
        }
        int delivered = 0;
        for (Process p : flushers) {
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(150, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue(), out + "\n" + ChildJvm.read(stderr));
            delivered += Json.mapper().readTree(out).get("delivered").asInt();
        }
        assertEquals(2000, delivered, "each event acknowledged to exactly one flusher (leases)");
        assertStoredExactlyOnce(ids, readBack("claude-code", "e2e-processes"));
        assertEquals(0, stats().get("queued").asLong());
    }

    @Test
    void threeFlusherThreadsAtOnceStoreEveryEventOnce() throws Exception {
        List<String> ids = enqueue("e2e-threads", 1000);
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            List<Future<ExecutableRun.Result>> runs = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                runs.add(pool.submit(() -> capture(admin.apiKey()).run("queue", "flush", "--deadline-ms", "120000",
                        "--output", "json")));
            }
            int delivered = 0;
            for (Future<ExecutableRun.Result> run : runs) {
                ExecutableRun.Result result = run.get(150, TimeUnit.SECONDS);
                assertEquals(0, result.exitCode(), result.toString());
                delivered += json(result).get("delivered").asInt();
            }
            assertEquals(1000, delivered);
        } finally {
            pool.shutdownNow();
        }
        assertStoredExactlyOnce(ids, readBack("claude-code", "e2e-threads"));
        assertEquals(0, stats().get("queued").asLong());
    }

    @Test
    void anotherOrganizationNeverSeesCapturedEvents() throws IOException {
        ExecutableRun.Result result = capture(admin.apiKey()).run("record", "--host", "openclaw", "--session",
                "e2e-tenant", "--class", "note", "--deadline-ms", "10000", "only for Acme");
        assertEquals(0, result.exitCode(), result.toString());
        // A second organization needs the server's one-time bootstrap token.
        String token = Files.readString(albert.server().bootstrapTokenPath()).strip();
        String otherKey = albert.post("/v1/bootstrap", null, Map.of("organization", "Other", "workspace", "main",
                "bootstrap_token", token)).get("api_key").asText();
        assertEquals(List.of(), ReadBack.eventIds(albert.url(), otherKey, "openclaw", "e2e-tenant"));
        assertEquals(1, readBack("openclaw", "e2e-tenant").size());
    }
}

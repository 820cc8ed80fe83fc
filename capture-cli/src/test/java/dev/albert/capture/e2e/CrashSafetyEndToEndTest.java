package dev.albert.capture.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.api.Json;
import dev.albert.capture.CaptureMain;
import dev.albert.capture.queue.QueueLocation;
import dev.albert.capture.testing.KillRound;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Crash safety end to end: a child JVM enqueueing numbered events is SIGKILLed at random moments, round after
 * round; then {@code albert-capture queue flush} delivers the queue to the real embedded server, and the server's
 * read-back shows every acknowledged enqueue stored exactly once (none missing, none twice).
 */
class CrashSafetyEndToEndTest {
    private static final int ROUNDS = 12;

    @RegisterExtension
    static final EmbeddedAlbert albert = new EmbeddedAlbert();

    @TempDir
    Path data;

    @TempDir
    Path logs;

    @Test
    void everyAcknowledgedEnqueueIsDeliveredExactlyOnceAfterKillMinus9() throws Exception {
        EmbeddedAlbert.Tenant admin = albert.bootstrap("Acme", "main");
        Map<String, String> env = new LinkedHashMap<>(albert.env(admin.apiKey()));
        env.put("XDG_DATA_HOME", data.toString());
        Path queue = QueueLocation.directory(env);
        Path stderr = logs.resolve("children.txt");
        Random random = new Random();
        KillRound rounds = new KillRound(queue, stderr, random);
        Map<String, Set<String>> acknowledged = new HashMap<>();
        int promised = 0;
        for (int round = 0; round < ROUNDS; round++) {
            String label = "r" + round;
            // Early in some rounds (opening: key file, schema), mid-stream in the others.
            Set<String> ids;
            if (round % 4 == 0) {
                ids = rounds.whileOpening(label);
            } else {
                int n = 1 + random.nextInt(8);
                promised += n;
                ids = rounds.afterAcknowledged(label, n);
            }
            acknowledged.computeIfAbsent("session-" + label, k -> new HashSet<>()).addAll(ids);
        }
        int total = acknowledged.values().stream().mapToInt(Set::size).sum();
        assertTrue(total >= promised, "every round acknowledged what it waited for: " + total + " < " + promised);

        ExecutableRun.Result flush = ExecutableRun.of(CaptureMain::execute).env(env)
                .run("queue", "flush", "--deadline-ms", "120000", "--output", "json");
        assertEquals(0, flush.exitCode(), flush.toString());
        JsonNode report = Json.mapper().readTree(flush.stdout());
        assertEquals(0, report.get("queued").asInt(), flush.toString());
        assertEquals(0, report.get("parked").asInt(), flush.toString());
        assertEquals(0, report.get("tampered").asInt(), flush.toString());

        int stored = 0;
        for (Map.Entry<String, Set<String>> session : acknowledged.entrySet()) {
            List<JsonNode> events = ReadBack.events(albert.url(), admin.apiKey(), "claude-code", session.getKey());
            Map<String, Integer> copies = new HashMap<>();
            for (JsonNode e : events) {
                copies.merge(e.get("event_id").asText(), 1, Integer::sum);
            }
            for (String id : session.getValue()) {
                assertEquals(1, copies.getOrDefault(id, 0), "acknowledged event " + id + " stored exactly once");
            }
            assertTrue(copies.values().stream().allMatch(n -> n == 1), "no event stored twice");
            stored += events.size();
        }
        // A child may be killed after its commit but before it printed "ok": such events are delivered too.
        assertTrue(stored >= total, stored + " stored, " + total + " acknowledged");
        assertEquals(stored, report.get("delivered").asInt(), "everything delivered was stored, once");
    }
}

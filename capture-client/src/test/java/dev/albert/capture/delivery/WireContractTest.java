package dev.albert.capture.delivery;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.api.Json;
import dev.albert.api.capture.CaptureEvent;
import dev.albert.api.capture.CaptureEventClass;
import dev.albert.api.capture.CaptureEventResult;
import dev.albert.api.capture.CaptureEventStatus;
import dev.albert.api.capture.CaptureEventsResponse;
import dev.albert.api.capture.CaptureLimits;
import dev.albert.capture.queue.EventPayload;
import dev.albert.capture.queue.QueuedEvent;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The capture client sends and reads albert-api's capture records (the ones the server binds and the OpenAPI
 * document describes): what a queued event becomes on the wire, and which replies count as answered.
 */
class WireContractTest {
    private static final ObjectMapper JSON = Json.mapper();
    private final HttpCaptureSink sink = new HttpCaptureSink(URI.create("http://127.0.0.1:9"), "k", Clock.systemUTC());

    private static Set<String> names(JsonNode node) {
        Set<String> out = new TreeSet<>();
        node.fieldNames().forEachRemaining(out::add);
        return out;
    }

    @Test
    void aQueuedEventGoesOutWithEveryFieldOfTheContractsEvent() throws Exception {
        QueuedEvent queued = new QueuedEvent("0192f0c4-6a4e-7c1d-9b2a-3f5e7d9c1b20", "claude-code", "s-1",
                CaptureEventClass.DECISION, Instant.parse("2026-12-01T10:00:00.123Z"), 0, 10,
                new EventPayload("text", "t-1", "prj_x", "main", Map.of("tool", "Bash")));
        JsonNode sent = JSON.valueToTree(HttpCaptureSink.wire(queued));
        assertEquals(Set.of("event_id", "host", "session_key", "class", "text", "created_at", "turn_key",
                "project_ref", "branch", "metadata"), names(sent));
        assertEquals("decision", sent.path("class").asText());
        CaptureEvent read = JSON.treeToValue(sent, CaptureEvent.class);
        assertEquals(Instant.parse("2026-12-01T10:00:00.123Z"), read.createdAt());
        assertEquals(Map.of("tool", "Bash"), read.metadata());
        assertEquals("t-1", read.turnKey());
    }

    @Test
    void theServersReplyIsReadWithItsRedactedField() throws Exception {
        String reply = JSON.writeValueAsString(new CaptureEventsResponse(List.of(
                new CaptureEventResult("a", CaptureEventStatus.ACCEPTED, null, List.of("github-pat")),
                new CaptureEventResult("b", CaptureEventStatus.DUPLICATE, null, List.of()),
                new CaptureEventResult("c", CaptureEventStatus.REJECTED, "invalid_class: class: must be one of …",
                        List.of()))));
        assertTrue(reply.contains("\"redacted\":[\"github-pat\"]"), reply);
        List<CaptureEventResult> results = sink.results(reply.getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of(CaptureEventStatus.ACCEPTED, CaptureEventStatus.DUPLICATE, CaptureEventStatus.REJECTED),
                results.stream().map(CaptureEventResult::status).toList());
        assertEquals("invalid_class: class: must be one of …", results.get(2).reason());
    }

    @Test
    void aReplyWithoutResultsOrWithAnIncompleteResultIsNotAnAnswer() {
        for (String body : List.of("{}", "{\"results\":null}", "{\"results\":{}}",
                "{\"results\":[{\"status\":\"accepted\"}]}", "{\"results\":[{\"event_id\":\"a\"}]}",
                "{\"results\":[{\"event_id\":\"a\",\"status\":\"maybe\"}]}", "[]")) {
            assertThrows(Exception.class, () -> sink.results(body.getBytes(StandardCharsets.UTF_8)), body);
        }
    }

    @Test
    void aFullBatchFitsTheServersLimits() {
        assertTrue(FlushPolicy.DEFAULT_MAX_BATCH_EVENTS <= CaptureLimits.BATCH_MAX);
        assertTrue(FlushPolicy.DEFAULT_MAX_BATCH_BYTES * 2 <= CaptureLimits.BODY_MAX_BYTES,
                "a full batch fits the server's body limit even with JSON escaping");
    }
}

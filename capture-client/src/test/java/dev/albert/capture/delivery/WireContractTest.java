package dev.albert.capture.delivery;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.api.Json;
import dev.albert.api.capture.CaptureEvent;
import dev.albert.api.capture.CaptureEventClass;
import dev.albert.api.capture.CaptureEventsResponse;
import dev.albert.api.capture.CaptureLimits;
import dev.albert.api.capture.CaptureSessionRead;
import dev.albert.capture.queue.EventClass;
import dev.albert.capture.queue.EventPayload;
import dev.albert.capture.queue.QueuedEvent;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The capture client's wire records against the contract in albert-api (which the server implements and the
 * OpenAPI document describes), so the two sides cannot drift apart silently.
 */
class WireContractTest {
    private static final ObjectMapper JSON = Json.mapper();

    private static Set<String> names(JsonNode node) {
        Set<String> out = new TreeSet<>();
        node.fieldNames().forEachRemaining(out::add);
        return out;
    }

    @Test
    void anEventAsSentHasExactlyTheContractsFields() throws Exception {
        QueuedEvent queued = new QueuedEvent("0192f0c4-6a4e-7c1d-9b2a-3f5e7d9c1b20", "claude-code", "s-1",
                EventClass.DECISION, Instant.parse("2026-12-01T10:00:00.123Z"), 0, 10,
                new EventPayload("text", "t-1", "prj_x", "main", Map.of("tool", "Bash")));
        JsonNode sent = JSON.valueToTree(CaptureEventWire.of(queued));
        JsonNode contract = JSON.valueToTree(new CaptureEvent("id", "h", "s", CaptureEventClass.NOTE, "t",
                Instant.EPOCH, null, null, null, Map.of()));
        assertEquals(names(contract), names(sent));
        CaptureEvent read = JSON.treeToValue(sent, CaptureEvent.class);
        assertEquals(CaptureEventClass.DECISION, read.eventClass());
        assertEquals(Instant.parse("2026-12-01T10:00:00.123Z"), read.createdAt());
        assertEquals(Map.of("tool", "Bash"), read.metadata());
    }

    @Test
    void theServersReplyIsReadableWithItsRedactedField() throws Exception {
        String reply = JSON.writeValueAsString(new CaptureEventsResponse(List.of(
                new dev.albert.api.capture.CaptureEventResult("a", dev.albert.api.capture.CaptureEventStatus.ACCEPTED,
                        null, List.of("github-pat")),
                new dev.albert.api.capture.CaptureEventResult("b", dev.albert.api.capture.CaptureEventStatus.DUPLICATE,
                        null, List.of()),
                new dev.albert.api.capture.CaptureEventResult("c", dev.albert.api.capture.CaptureEventStatus.REJECTED,
                        "invalid_class: class: must be one of …", List.of()))));
        assertTrue(reply.contains("\"redacted\":[\"github-pat\"]"), reply);
        List<CaptureEventResult> results = JSON.readValue(reply,
                dev.albert.capture.delivery.CaptureEventsResponse.class).results();
        assertEquals(List.of(CaptureEventStatus.ACCEPTED, CaptureEventStatus.DUPLICATE, CaptureEventStatus.REJECTED),
                results.stream().map(CaptureEventResult::status).toList());
        assertEquals("invalid_class: class: must be one of …", results.get(2).reason());
    }

    @Test
    void enumsAndLimitsAgree() {
        assertEquals(Arrays.stream(CaptureEventClass.values()).map(CaptureEventClass::wireName).toList(),
                Arrays.stream(EventClass.values()).map(EventClass::wireName).toList());
        assertEquals(Arrays.stream(dev.albert.api.capture.CaptureEventStatus.values())
                        .map(dev.albert.api.capture.CaptureEventStatus::wireName).toList(),
                Arrays.stream(CaptureEventStatus.values()).map(CaptureEventStatus::wireName).toList());
        assertEquals(CaptureLimits.BATCH_MAX, CaptureEventsRequest.MAX_EVENTS);
        assertTrue(FlushPolicy.DEFAULT_MAX_BATCH_BYTES * 2 <= CaptureLimits.BODY_MAX_BYTES,
                "a full batch fits the server's body limit even with JSON escaping");
    }

    @Test
    void sessionRecordsMatchTheContract() throws Exception {
        JsonNode request = JSON.valueToTree(new CaptureSessionRequest("codex", "s", "prj_x", "main",
                UUID.randomUUID().toString()));
        JsonNode contractRequest = JSON.valueToTree(new dev.albert.api.capture.CaptureSessionRequest("codex", "s",
                "prj_x", "main", UUID.randomUUID()));
        assertEquals(names(contractRequest), names(request));
        CaptureSessionRead read = new CaptureSessionRead("cs_0123", "codex", "s", null, "main", UUID.randomUUID(),
                Instant.EPOCH, null);
        CaptureSessionResponse parsed = JSON.readValue(JSON.writeValueAsString(read), CaptureSessionResponse.class);
        assertEquals(names(JSON.valueToTree(read)), names(JSON.valueToTree(parsed)));
        assertEquals("cs_0123", parsed.id());
        assertEquals(read.workspaceId().toString(), parsed.workspaceId());
    }
}

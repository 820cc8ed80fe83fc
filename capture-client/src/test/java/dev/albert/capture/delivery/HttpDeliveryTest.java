package dev.albert.capture.delivery;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.http.Fault;
import dev.albert.api.capture.CaptureEventClass;
import dev.albert.api.capture.CaptureSessionRead;
import dev.albert.api.capture.CaptureSessionRequest;
import dev.albert.capture.queue.CaptureQueue;
import dev.albert.capture.queue.NewEvent;
import dev.albert.capture.queue.QueueConfig;
import dev.albert.capture.queue.RecordStatus;
import dev.albert.capture.queue.RecordSummary;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.random.RandomGenerator;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The HTTP sink and the flusher against faults a real server cannot produce on demand (WireMock):
 * hangs, resets, 5xx, 429, 4xx, garbage replies.
 */
class HttpDeliveryTest {
    private static final String EVENTS = "/v1/capture/events";
    private static final String KEY = "alb_test_0123456789abcdefghijklmnop";

    @TempDir
    Path dir;

    private WireMockServer server;
    private CaptureQueue queue;
    private final Clock clock = Clock.systemUTC();
    /** Always the largest jittered delay, so "retried later" is deterministic. */
    private final RandomGenerator maxJitter = new RandomGenerator() {
        @Override
        public long nextLong() {
            return 0;
        }

        @Override
        public long nextLong(long bound) {
            return bound - 1;
        }
    };

    @BeforeEach
    void start() {
        server = new WireMockServer(options().dynamicPort());
        server.start();
        queue = CaptureQueue.open(QueueConfig.at(dir).withClock(clock));
    }

    @AfterEach
    void stop() {
        queue.close();
        server.stop();
    }

    /**
     * The budget of a flush whose server answers at once: the flush ends when the answer comes, so a long budget
     * costs nothing, and a short one failed here on a loaded machine (a cold JVM's first request took over 2 s).
     */
    private static final Duration ANSWERED = Duration.ofSeconds(60);

    private FlushReport flush(Duration budget) {
        try (HttpCaptureSink sink = new HttpCaptureSink(URI.create(server.baseUrl()), KEY, clock)) {
            return new QueueFlusher(queue, sink, clock, maxJitter, FlushPolicy.defaults()).flush(budget);
        }
    }

    private String enqueueOne() {
        return queue.enqueue(NewEvent.of("claude-code", "sess-1", CaptureEventClass.USER_GOAL, "make the build green")
                .withContext("turn-3", "prj_demo", "main")).eventId();
    }

    private static String results(String id, String status, String reason) {
        return "{\"results\":[{\"event_id\":\"" + id + "\",\"status\":\"" + status + "\",\"reason\":"
                + (reason == null ? "null" : "\"" + reason + "\"") + "}]}";
    }

    @Test
    void postsTheDocumentedBodyWithTheBearerKeyAndDeletesOnAcceptance() {
        String id = enqueueOne();
        RecordSummary stored = queue.list(1).getFirst();
        server.stubFor(post(urlEqualTo(EVENTS)).willReturn(aResponse().withStatus(200)
                .withHeader("Content-Type", "application/json").withBody(results(id, "accepted", null))));

        FlushReport report = flush(ANSWERED);

        assertEquals(1, report.delivered());
        assertEquals(0, queue.stats().queued());
        String createdAt = DateTimeFormatter.ISO_INSTANT.format(stored.createdAt());
        server.verify(postRequestedFor(urlEqualTo(EVENTS))
                .withHeader("Authorization", equalTo("Bearer " + KEY))
                .withHeader("Content-Type", equalTo("application/json"))
                .withRequestBody(equalToJson("""
                        {"events":[{"event_id":"%s","host":"claude-code","session_key":"sess-1","class":"user_goal",
                          "text":"make the build green","created_at":"%s","turn_key":"turn-3","project_ref":"prj_demo",
                          "branch":"main","metadata":{}}]}""".formatted(id, createdAt))));
    }

    @Test
    void aHangingServerCannotMakeTheFlushOverrunItsDeadline() {
        enqueueOne();
        server.stubFor(post(urlEqualTo(EVENTS)).willReturn(aResponse().withStatus(200).withFixedDelay(30_000)));

        long started = System.nanoTime();
        FlushReport report = flush(Duration.ofMillis(500)); // includes closing the HTTP client
        long elapsedMs = (System.nanoTime() - started) / 1_000_000;

        // The server would answer after 30 s: finishing in well under half of that shows the deadline cut the
        // call, whatever the machine's speed (the time itself is measured by scripts/bench-hooks.sh).
        assertTrue(elapsedMs < 15_000, "took " + elapsedMs + " ms for a 500 ms budget");
        assertEquals(FlushReport.Stop.SERVER_UNAVAILABLE, report.stop());
        RecordSummary r = queue.list(1).getFirst();
        assertEquals(1, r.attempts());
        assertFalse(r.leased());
        assertEquals(1, queue.stats().queued());
    }

    @Test
    void aBodyThatStopsHalfWayIsAlsoCutAtTheDeadline() {
        enqueueOne();
        server.stubFor(post(urlEqualTo(EVENTS)).willReturn(aResponse().withStatus(200)
                .withBody("{\"results\":[" + " ".repeat(10_000) + "]}").withChunkedDribbleDelay(50, 30_000)));
        long started = System.nanoTime();
        flush(Duration.ofMillis(400));
        long elapsedMs = (System.nanoTime() - started) / 1_000_000;
        assertTrue(elapsedMs < 15_000, "took " + elapsedMs + " ms; the body dribbles for 30 s");
        assertEquals(1, queue.stats().queued());
    }

    @Test
    void aConnectionResetKeepsTheEventForLater() {
        enqueueOne();
        server.stubFor(post(urlEqualTo(EVENTS)).willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));
        FlushReport report = flush(ANSWERED);
        assertEquals(SendResult.Failure.UNAVAILABLE, report.failure());
        assertEquals(1, queue.stats().queued());
        assertEquals(1, queue.list(1).getFirst().attempts());
    }

    @Test
    void anUnreachableServerKeepsTheEventForLater() throws Exception {
        int closedPort;
        try (ServerSocket s = new ServerSocket(0)) {
            closedPort = s.getLocalPort();
        }
        enqueueOne();
        try (HttpCaptureSink sink = new HttpCaptureSink(URI.create("http://127.0.0.1:" + closedPort), KEY, clock)) {
            FlushReport report = new QueueFlusher(queue, sink, clock, maxJitter, FlushPolicy.defaults())
                    .flush(ANSWERED);
            assertTrue(report.lastError().contains("cannot connect"), report.lastError());
        }
        assertEquals(1, queue.stats().queued());
    }

    @Test
    void a500IsRetriedLaterWithBackoffNotInTheSameFlush() {
        String id = enqueueOne();
        server.stubFor(post(urlEqualTo(EVENTS)).willReturn(aResponse().withStatus(500).withBody("{\"detail\":\"boom\"}")));
        Instant before = Instant.now();
        FlushReport report = flush(ANSWERED);
        assertEquals(FlushReport.Stop.SERVER_UNAVAILABLE, report.stop());
        assertEquals(1, server.getAllServeEvents().size());

        RecordSummary r = queue.list(1).getFirst();
        assertEquals("HTTP 500: boom", r.lastError());
        assertTrue(r.nextAttemptAt().isAfter(before.plus(Backoff.defaults().ceiling(0)).minusMillis(100)));

        // An immediate second flush does not hammer the server: the record is not due yet.
        flush(ANSWERED);
        assertEquals(1, server.getAllServeEvents().size());
        assertEquals(id, queue.list(1).getFirst().eventId());
    }

    @Test
    void a429RetryAfterInSecondsIsHonoured() {
        enqueueOne();
        server.stubFor(post(urlEqualTo(EVENTS)).willReturn(aResponse().withStatus(429).withHeader("Retry-After", "3600")));
        Instant before = Instant.now();
        flush(ANSWERED);
        Instant next = queue.list(1).getFirst().nextAttemptAt();
        assertFalse(next.isBefore(before.plusSeconds(3600).minusMillis(5)), next.toString());
    }

    @Test
    void a503RetryAfterAsAnHttpDateIsHonoured() {
        enqueueOne();
        Instant notBefore = Instant.now().plus(Duration.ofHours(2)).truncatedTo(ChronoUnit.SECONDS);
        server.stubFor(post(urlEqualTo(EVENTS)).willReturn(aResponse().withStatus(503)
                .withHeader("Retry-After", DateTimeFormatter.RFC_1123_DATE_TIME.format(notBefore.atZone(ZoneOffset.UTC)))));
        flush(ANSWERED);
        assertEquals(notBefore, queue.list(1).getFirst().nextAttemptAt());
    }

    @Test
    void a400ParksTheRecordWithTheServersReason() {
        enqueueOne();
        server.stubFor(post(urlEqualTo(EVENTS)).willReturn(aResponse().withStatus(400)
                .withHeader("Content-Type", "application/json").withBody("{\"detail\":\"events[0].class is invalid\"}")));
        FlushReport report = flush(ANSWERED);
        assertEquals(1, report.parked());
        RecordSummary r = queue.list(1).getFirst();
        assertEquals(RecordStatus.PARKED, r.status());
        assertEquals("HTTP 400: events[0].class is invalid", r.lastError());
        assertEquals(0, queue.stats().queued());
        assertEquals(1, queue.stats().parked());
    }

    @Test
    void aRejectedEventIsParkedWithItsReason() {
        String id = enqueueOne();
        server.stubFor(post(urlEqualTo(EVENTS)).willReturn(aResponse().withStatus(200)
                .withBody(results(id, "rejected", "credential_shaped"))));
        flush(ANSWERED);
        assertEquals("rejected by the server: credential_shaped", queue.list(1).getFirst().lastError());
    }

    @Test
    void aGarbageReplyKeepsTheEventQueued() {
        enqueueOne();
        server.stubFor(post(urlEqualTo(EVENTS)).willReturn(aResponse().withStatus(200).withBody("<html>proxy says hi")));
        FlushReport report = flush(ANSWERED);
        assertTrue(report.lastError().startsWith("unreadable reply"), report.lastError());
        assertEquals(1, queue.stats().queued());
        assertEquals(0, queue.stats().parked());
    }

    @Test
    void randomBytesThenCloseKeepTheEventQueued() {
        enqueueOne();
        server.stubFor(post(urlEqualTo(EVENTS)).willReturn(aResponse().withFault(Fault.RANDOM_DATA_THEN_CLOSE)));
        flush(ANSWERED);
        assertEquals(1, queue.stats().queued());
    }

    @Test
    void badCredentialsNeverPark() {
        enqueueOne();
        server.stubFor(post(urlEqualTo(EVENTS)).willReturn(aResponse().withStatus(401).withBody("{\"detail\":\"Invalid API key\"}")));
        FlushReport auth = flush(ANSWERED);
        assertEquals(SendResult.Failure.AUTHENTICATION, auth.failure());
        assertTrue(auth.lastError().contains("capture.write"), auth.lastError());
        assertEquals(1, queue.stats().queued());
        assertEquals(0, queue.stats().parked());
    }

    @Test
    void aServerWithoutTheCaptureEndpointNeverParks() {
        enqueueOne();
        server.stubFor(post(urlEqualTo(EVENTS)).willReturn(aResponse().withStatus(404).withBody("{\"detail\":\"Not Found\"}")));
        FlushReport missing = flush(ANSWERED);
        assertEquals(SendResult.Failure.NOT_SUPPORTED, missing.failure());
        assertEquals(1, queue.stats().queued());
        assertEquals(0, queue.stats().parked());
    }

    @Test
    void aSessionCanBeDeclared() {
        server.stubFor(post(urlEqualTo("/v1/capture/sessions")).willReturn(aResponse().withStatus(201).withBody("""
                {"id":"cs_1","host":"codex","session_key":"s","project_ref":"prj_x","branch":"main",
                 "workspace_id":"0192f0c4-6a4e-7c1d-9b2a-3f5e7d9c1b20","created_at":"2026-12-01T10:00:00Z","last_event_at":null}""")));
        try (HttpCaptureSink sink = new HttpCaptureSink(URI.create(server.baseUrl()), KEY, clock)) {
            CaptureSessionRead session = sink.openSession(
                    new CaptureSessionRequest("codex", "s", "prj_x", "main", null), Instant.now().plusSeconds(2)).orElseThrow();
            assertEquals("cs_1", session.id());
            assertEquals("prj_x", session.projectRef());
        }
        server.verify(postRequestedFor(urlEqualTo("/v1/capture/sessions")).withRequestBody(equalToJson(
                "{\"host\":\"codex\",\"session_key\":\"s\",\"project_ref\":\"prj_x\",\"branch\":\"main\"}")));
    }
}

package dev.albert.client;

import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import com.github.tomakehurst.wiremock.stubbing.Scenario;
import dev.albert.api.memory.MemoryCreate;
import dev.albert.api.search.SearchRequest;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Failures;
import org.junit.jupiter.api.Test;
import dev.albert.client.http.JsonTransport;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.random.RandomGenerator;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Faults a real server cannot produce on demand: overload, resets, hangs (SPEC §7). */
@ParameterizedClass
@EnumSource(JsonTransport.class)
class RetryPolicyTest {
    /** Every call runs over each transport that serves its method (PATCH and streams always go over OkHttp). */
    @Parameter
    JsonTransport transport;

    @RegisterExtension
    static WireMockExtension server = WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

    private static final UUID ID = UUID.fromString("0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90");
    private static final String MEMORY_JSON = """
            {"id": "%s", "subject": "s", "content": "c", "memory_type": "fact", "sensitivity": "internal",
             "confidence": 1.0, "status": "active", "metadata_": {"k": "v"}}""".formatted(ID);

    private final RecordingSleeper sleeper = new RecordingSleeper();

    private AlbertClient client() {
        return client(Timeouts.DEFAULTS);
    }

    private AlbertClient client(Timeouts timeouts) {
        ClientConfig config = ClientConfig.of(server.baseUrl(), "alb_prefix_secret").withTimeouts(timeouts);
        return AlbertClient.builder(config).transport(transport).sleeper(sleeper).random(new FixedRandom()).build();
    }

    @Test
    void getIsRetriedAfter503AndSucceeds() {
        server.stubFor(get(urlEqualTo("/v1/memories/" + ID)).inScenario("flaky")
                .whenScenarioStateIs(Scenario.STARTED).willReturn(aResponse().withStatus(503)
                        .withBody("{\"detail\": \"Database unavailable\"}"))
                .willSetStateTo("recovered"));
        server.stubFor(get(urlEqualTo("/v1/memories/" + ID)).inScenario("flaky")
                .whenScenarioStateIs("recovered").willReturn(okJson(MEMORY_JSON)));
        try (AlbertClient client = client()) {
            assertEquals(ID, client.getMemory(ID).id());
            assertEquals("v", client.getMemory(ID).metadata().get("k"), "metadata_ is read");
        }
        server.verify(3, getRequestedFor(urlEqualTo("/v1/memories/" + ID)));
        assertEquals(1, sleeper.delays.size());
    }

    @Test
    void retriesAreBoundedAndTheLastAnswerIsReported() {
        server.stubFor(get(urlEqualTo("/v1/health/ready")).willReturn(aResponse().withStatus(503)
                .withBody("{\"detail\": \"Database unavailable\"}")));
        try (AlbertClient client = client()) {
            HttpFailure failure = assertThrows(HttpFailure.class, client::ready);
            assertEquals(503, failure.status());
            assertEquals("Albert failed: Database unavailable (HTTP 503)", failure.getMessage());
            assertEquals(ExitCode.UNAVAILABLE, Failures.exitCode(failure));
        }
        server.verify(RetryPolicy.DEFAULTS.maxAttempts(), getRequestedFor(urlEqualTo("/v1/health/ready")));
        // full jitter below an exponential ceiling: 200 ms, then 400 ms (FixedRandom picks the top)
        assertEquals(List.of(Duration.ofMillis(200), Duration.ofMillis(400)), sleeper.delays);
    }

    @Test
    void memoryPostIsNeverRetriedOn503() {
        server.stubFor(post(urlEqualTo("/v1/memories")).willReturn(aResponse().withStatus(503)));
        try (AlbertClient client = client()) {
            HttpFailure failure = assertThrows(HttpFailure.class, () -> client.createMemory(MemoryCreate.of("hello")));
            assertEquals(503, failure.status());
        }
        server.verify(1, postRequestedFor(urlEqualTo("/v1/memories")));
        assertTrue(sleeper.delays.isEmpty());
    }

    @Test
    void memoryPostIsNeverRetriedOnAConnectionReset() {
        server.stubFor(post(urlEqualTo("/v1/memories")).willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));
        try (AlbertClient client = client()) {
            Unavailable failure = assertThrows(Unavailable.class, () -> client.createMemory(MemoryCreate.of("hello")));
            assertEquals(ExitCode.UNAVAILABLE, Failures.exitCode(failure));
        }
        server.verify(1, postRequestedFor(urlEqualTo("/v1/memories")));
    }

    @Test
    void searchPostIsRetriedOnAConnectionReset() {
        server.stubFor(post(urlEqualTo("/v1/search")).inScenario("reset")
                .whenScenarioStateIs(Scenario.STARTED).willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER))
                .willSetStateTo("ok"));
        server.stubFor(post(urlEqualTo("/v1/search")).inScenario("reset")
                .whenScenarioStateIs("ok").willReturn(okJson("{\"hits\": [], \"degraded\": []}")));
        try (AlbertClient client = client()) {
            assertTrue(client.search(SearchRequest.of("x", 5)).hits().isEmpty());
        }
        server.verify(2, postRequestedFor(urlEqualTo("/v1/search")));
    }

    @Test
    void retryAfterIsHonouredUpToTheCap() {
        server.stubFor(post(urlEqualTo("/v1/search")).inScenario("busy")
                .whenScenarioStateIs(Scenario.STARTED).willReturn(aResponse().withStatus(429).withHeader("Retry-After", "3"))
                .willSetStateTo("very busy"));
        server.stubFor(post(urlEqualTo("/v1/search")).inScenario("busy")
                .whenScenarioStateIs("very busy").willReturn(aResponse().withStatus(503).withHeader("Retry-After", "3600"))
                .willSetStateTo("ok"));
        server.stubFor(post(urlEqualTo("/v1/search")).inScenario("busy")
                .whenScenarioStateIs("ok").willReturn(okJson("{\"hits\": [], \"degraded\": []}")));
        try (AlbertClient client = client()) {
            client.search(SearchRequest.of("x", 5));
        }
        assertEquals(List.of(Duration.ofSeconds(3), RetryPolicy.DEFAULTS.maxRetryAfter()), sleeper.delays);
    }

    @Test
    void otherClientErrorsAreNeverRetried() {
        for (int status : new int[] {400, 401, 403, 404, 409, 413, 422}) {
            server.resetAll();
            server.stubFor(get(urlEqualTo("/v1/memories/" + ID)).willReturn(aResponse().withStatus(status)
                    .withBody("{\"detail\": \"nope\"}")));
            try (AlbertClient client = client()) {
                HttpFailure failure = assertThrows(HttpFailure.class, () -> client.getMemory(ID));
                assertEquals(status, failure.status());
            }
            server.verify(1, getRequestedFor(urlEqualTo("/v1/memories/" + ID)));
        }
        assertTrue(sleeper.delays.isEmpty());
    }

    @Test
    void aHangingServerHitsTheCallTimeoutFast() {
        server.stubFor(get(urlEqualTo("/v1/memories/" + ID)).willReturn(okJson(MEMORY_JSON).withFixedDelay(30_000)));
        long started = System.nanoTime();
        try (AlbertClient client = client(new Timeouts(Duration.ofMillis(300), Duration.ofMillis(400), Duration.ofMillis(400)))) {
            Unavailable failure = assertThrows(Unavailable.class, () -> client.getMemory(ID));
            assertEquals(Unavailable.Reason.TIMEOUT, failure.reason());
            assertTrue(failure.getMessage().startsWith("Albert at " + server.baseUrl() + " did not answer in time"),
                    failure.getMessage());
            assertEquals(ExitCode.UNAVAILABLE, Failures.exitCode(failure));
        }
        long millis = Duration.ofNanos(System.nanoTime() - started).toMillis();
        assertTrue(millis < 15_000, "took " + millis + " ms; the server answers after 30 s");
        assertTrue(sleeper.delays.isEmpty(), "read timeouts are not retried");
    }

    @Test
    void connectionRefusedIsRetriedForReadsButNotForMemoryWrites() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        ClientConfig config = ClientConfig.of("http://127.0.0.1:" + closedPort, null);
        try (AlbertClient client = AlbertClient.builder(config).transport(transport).sleeper(sleeper).random(new FixedRandom()).build()) {
            Unavailable failure = assertThrows(Unavailable.class, () -> client.getMemory(ID));
            assertEquals("cannot reach Albert at http://127.0.0.1:" + closedPort
                    + " (connection refused); is the server running? set ALBERT_API_URL or --url", failure.getMessage());
            assertEquals(2, sleeper.delays.size(), "3 attempts, 2 pauses");

            sleeper.delays.clear();
            assertInstanceOf(Unavailable.class, assertThrows(Unavailable.class, () -> client.createMemory(MemoryCreate.of("x"))));
            assertTrue(sleeper.delays.isEmpty());
        }
    }

    @Test
    void noRetryWhenTheBackOffWouldOutlastTheCallTimeout() {
        // Retry-After 10 s (the policy's ceiling) against a 9 s call: generous enough that a loaded machine
        // still gets the 503 back in time, and the wait would still outlast the call.
        server.stubFor(get(urlEqualTo("/v1/health/live")).willReturn(aResponse().withStatus(503).withHeader("Retry-After", "10")));
        try (AlbertClient client = client(new Timeouts(Duration.ofSeconds(5), Duration.ofSeconds(9), Duration.ofSeconds(9)))) {
            assertEquals(503, assertThrows(HttpFailure.class, client::live).status());
        }
        server.verify(1, getRequestedFor(urlEqualTo("/v1/health/live")));
    }

    @Test
    void jitterStaysBelowTheExponentialCeiling() {
        RetryPolicy policy = RetryPolicy.DEFAULTS;
        assertEquals(Duration.ofMillis(200), policy.ceiling(1));
        assertEquals(Duration.ofMillis(400), policy.ceiling(2));
        assertEquals(Duration.ofMillis(1600), policy.ceiling(4));
        assertEquals(Duration.ofSeconds(2), policy.ceiling(5));
        assertEquals(Duration.ofSeconds(2), policy.ceiling(60));
    }

    /** Always picks the top of the jitter range, so delays are predictable. */
    static final class FixedRandom implements RandomGenerator {
        @Override
        public long nextLong() {
            return 0;
        }

        @Override
        public long nextLong(long bound) {
            return bound - 1;
        }
    }
}

package dev.albert.hook;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import dev.albert.capture.queue.QueueLocation;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.any;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static dev.albert.hook.HookFixtures.env;
import static dev.albert.hook.HookFixtures.fixture;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Hosts × faults × agent on/off: whatever goes wrong, the hook exits 0, prints exactly the host's
 * "do nothing" reply (host-hooks.md §5.3) and ends within its budget (a generous bound for correctness
 * only: timings are measured by scripts/bench-hook-faults.sh, recorded in docs/hooks.md §6). Where the
 * fault leaves somewhere to keep the event, it is kept: queued by the agent, or spooled without one.
 */
class HookFaultMatrixTest {
    /** One host's entry point: its prompt event, a payload of it, and the exact no-op reply (host-hooks.md §5.3). */
    record Host(String name, String event, String payload, String noOp) {
        @Override
        public String toString() {
            return name;
        }
    }

    static final List<Host> HOSTS = List.of(
            new Host("claude-code", "UserPromptSubmit", fixture("UserPromptSubmit.json"), ""),
            new Host("codex", "UserPromptSubmit", "{\"session_id\":\"cx-1\",\"turn_id\":\"t-1\",\"cwd\":\"/tmp\","
                    + "\"hook_event_name\":\"UserPromptSubmit\",\"model\":\"gpt-5\",\"prompt\":\"Why does the build fail on CI?\"}", ""),
            new Host("cursor", "beforeSubmitPrompt", "{\"conversation_id\":\"cur-1\",\"generation_id\":\"g-1\","
                    + "\"hook_event_name\":\"beforeSubmitPrompt\",\"workspace_roots\":[\"/tmp\"],\"prompt\":\"Why does the build fail on CI?\"}",
                    "{\"continue\":true}"),
            new Host("openclaw", "before_prompt_build", "{\"version\":1,\"event\":\"before_prompt_build\",\"sessionKey\":\"agent:main:dm:1\","
                    + "\"runId\":\"r-1\",\"workspaceDir\":\"/tmp\",\"currentUserMessage\":\"Why does the build fail on CI?\"}", ""));

    enum Fault {
        SERVER_DOWN(true), HANGING(true), STATUS_5XX(true), GARBAGE_BODY(true), RESET(true),
        DISK_FULL(false), CORRUPT_QUEUE(true), MALFORMED_STDIN(false), NEVER_CLOSED_STDIN(false);

        /** Whether the event must survive the fault (false: there is nothing valid to keep, or nowhere to keep it). */
        final boolean keepsTheEvent;

        Fault(boolean keepsTheEvent) {
            this.keepsTheEvent = keepsTheEvent;
        }
    }

    static List<Arguments> cells() {
        List<Arguments> cells = new ArrayList<>();
        for (Host host : HOSTS) {
            for (Fault fault : Fault.values()) {
                cells.add(Arguments.of(host, fault, true));
                cells.add(Arguments.of(host, fault, false));
            }
        }
        return cells;
    }

    @TempDir
    Path root;
    WireMockServer wiremock;
    final List<AutoCloseable> cleanup = new ArrayList<>();

    @BeforeEach
    void start() {
        wiremock = new WireMockServer(options().dynamicPort());
        wiremock.start();
    }

    @AfterEach
    void stop() throws Exception {
        HookFixtures.stopAgents();
        for (AutoCloseable c : cleanup) {
            c.close();
        }
        wiremock.stop();
    }

    @ParameterizedTest(name = "{0} × {1} × agent on: {2}")
    @MethodSource("cells")
    void everyFaultGivesTheHostsNoOpReplyWithinTheBudget(Host host, Fault fault, boolean agentOn) throws Exception {
        Map<String, String> env = env(root, url(fault), "alb_test_key");
        String stdin = host.payload();
        switch (fault) {
            case DISK_FULL -> {
                // A data folder that cannot hold anything: the path is a regular file.
                Path notADirectory = root.resolve("full");
                Files.writeString(notADirectory, "not a folder");
                env.put("XDG_DATA_HOME", notADirectory.toString());
                env.put("ALBERT_HOOK_AGENT_DIR", root.resolve("run").toString());
            }
            case CORRUPT_QUEUE -> {
                Path queue = QueueLocation.directory(env);
                Files.createDirectories(queue);
                Files.write(queue.resolve("queue.db"), "garbage, not SQLite ".repeat(500).getBytes(StandardCharsets.US_ASCII));
            }
            case MALFORMED_STDIN -> stdin = "{\"session_id\": \"5f1c2a9e\", \"prompt\": ";
            default -> {
            }
        }
        if (agentOn) {
            HookFixtures.startAgent(env);
        }

        ExecutableRun run = ExecutableRun.of(HookMain::execute);
        if (fault == Fault.NEVER_CLOSED_STDIN) {
            PipedOutputStream writer = new PipedOutputStream();
            PipedInputStream reader = new PipedInputStream(writer);
            cleanup.add(writer);
            writer.write(stdin.substring(0, stdin.length() / 2).getBytes(StandardCharsets.UTF_8));
            writer.flush();
            run = run.stdin(reader);
        } else {
            run = run.stdin(stdin);
        }
        HookFixtures.Timed result = HookFixtures.hook(env, host.event(), run, host.name());

        assertEquals(0, result.result().exitCode(), result.result().toString());
        assertEquals(host.noOp(), result.result().stdout(), "the exact no-op reply of " + host);
        HookFixtures.assertFinishedWithinBudget(result, host.name(), host.event());
        if (fault.keepsTheEvent) {
            if (agentOn) {
                assertEquals(1, HookFixtures.queued(env).size(), "the agent queued the event");
            } else {
                assertEquals(1, HookFixtures.spooled(env), "the hook handed the event to the spool");
                assertEquals(1, HookFixtures.drain(env), "the next agent queues it");
            }
        }
    }

    private String url(Fault fault) throws IOException {
        ResponseDefinitionBuilder response = switch (fault) {
            case SERVER_DOWN -> null;
            case HANGING -> aResponse().withStatus(200).withFixedDelay(5_000).withBody("{\"context\":\"late\"}");
            case STATUS_5XX -> aResponse().withStatus(503).withBody("{\"detail\":\"unavailable\"}");
            case GARBAGE_BODY -> aResponse().withStatus(200).withBody("\u0000\u0001 not json at all");
            case RESET -> aResponse().withFault(com.github.tomakehurst.wiremock.http.Fault.CONNECTION_RESET_BY_PEER);
            // the other faults are local: the server answers recall with nothing to add
            default -> aResponse().withStatus(200).withBody("{\"context\":\"\",\"items\":[],\"degraded\":[]}");
        };
        if (response == null) {
            try (ServerSocket s = new ServerSocket(0)) {
                return "http://127.0.0.1:" + s.getLocalPort(); // closed again: nothing listens
            }
        }
        wiremock.stubFor(any(anyUrl()).willReturn(response));
        return wiremock.baseUrl();
    }
}

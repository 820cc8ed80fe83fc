package dev.albert.hook;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.WireMockServer;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;

import java.nio.file.Path;
import java.util.Map;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;

/** What the per-host hook tests share: running a host's event, and a recall stub with non-ASCII text. */
final class HostHookCases {
    static final String BLOCK = "<albert-memory source=\"albert\">\n[1] [verified] Herr Müller pins the CI zone to UTC (日本).\n</albert-memory>";

    private HostHookCases() {
    }

    static HookFixtures.Timed run(Map<String, String> env, String host, String event, String stdin) {
        return HookFixtures.hook(env, event, ExecutableRun.of(HookMain::execute).stdin(stdin), host);
    }

    static void stubRecall(WireMockServer wiremock) throws Exception {
        String body = new ObjectMapper().writeValueAsString(Map.of("context", BLOCK, "items", java.util.List.of(), "degraded", java.util.List.of()));
        wiremock.stubFor(post(urlEqualTo("/v1/context/session-start")).willReturn(aResponse().withStatus(200).withBody(body)));
    }

    /** The JSON string literal of the block, as Jackson writes it (UTF-8, not \\u-escaped). */
    static String quoted(String s) throws Exception {
        return new ObjectMapper().writeValueAsString(s);
    }

    /** A key that may read but not capture: the server refuses delivery, so what the hook queued stays for the test to read. */
    static String readOnlyKey(EmbeddedAlbert albert, String org) {
        return albert.issueKey(albert.bootstrap(org, "hooks").apiKey(), java.util.List.of("memory.read"));
    }

    static Map<String, String> env(Path root, String url, String key) {
        return HookFixtures.env(root, url, key);
    }

    /**
     * The environment for a test that checks what a recall event replies: the recall phase may take up to 9 s
     * (ALBERT_HOOK_RECALL_BUDGET_MS), and the agent's call to the server all of what is left of it
     * (ALBERT_HOOK_RECALL_MS; by default 1 s, which a loaded machine's server, busy with the host beside it, can miss),
     * so a loaded machine changes how long it takes, never what it sees.
     */
    static Map<String, String> recallEnv(Path root, String url, String key) {
        Map<String, String> env = new java.util.HashMap<>(HookFixtures.env(root, url, key));
        env.put("ALBERT_HOOK_RECALL_BUDGET_MS", "9000");
        env.put("ALBERT_HOOK_RECALL_MS", "9000");
        return env;
    }
}

package dev.albert.hook;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.albert.capture.CaptureMain;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static dev.albert.hook.HookFixtures.env;
import static dev.albert.hook.HookFixtures.fixture;
import static dev.albert.hook.HookFixtures.hook;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The hook against a server that has recall and checkpoint promotion: what REST remembered comes back as the
 * prompt's additional context, and a session's prompt and reply become memories after its checkpoint.
 */
class RecallEndToEndTest {
    @RegisterExtension
    EmbeddedAlbert albert = new EmbeddedAlbert(); // a fresh server per test

    @TempDir
    Path root;

    private static final ObjectMapper JSON = new ObjectMapper();

    @org.junit.jupiter.api.BeforeEach
    void startAgent() {
        HookFixtures.startAgent(env(root, albert.url(), null)); // serves every environment of this test
    }

    @org.junit.jupiter.api.AfterEach
    void stopAgent() {
        HookFixtures.stopAgents();
    }

    private String hookKey(EmbeddedAlbert.Tenant admin) {
        return albert.issueKey(admin.apiKey(), List.of("capture.write", "memory.read"));
    }

    @Test
    void userPromptSubmitPrintsTheRememberedFactAsAdditionalContext() throws Exception {
        var admin = albert.bootstrap("Recall Org", "main");
        String fact = "The CI image runs in UTC; the checkout test must pin the zone.";
        albert.post("/v1/memories", admin.apiKey(), Map.of("subject", "CI time zone", "content", fact,
                "project_ref", Provenance.ref("folder:shop")));

        String key = hookKey(admin);
        Map<String, String> env = env(root, albert.url(), key);
        env.put("ALBERT_HOOK_RECALL_MS", "10000"); // all the budget has left: a busy machine recalls slowly
        env.put("ALBERT_HOOK_RECALL_BUDGET_MS", "9000"); // and the budget is the longest a slow machine may have
        // The server's first recall is cold (search indexes, code paths); the hook has a 3 s budget. Warm it, so
        // this checks what the hook makes of a real answer rather than how fast a cold server is.
        albert.post("/v1/context/session-start", key, Map.of("query", "warm-up", "host", "claude-code", "session_key", "warm"));
        var run = hook(env, "UserPromptSubmit", fixture("UserPromptSubmit.json"));

        assertEquals(0, run.result().exitCode());
        JsonNode out = JSON.readTree(run.result().stdout());
        assertEquals("UserPromptSubmit", out.at("/hookSpecificOutput/hookEventName").asText());
        String context = out.at("/hookSpecificOutput/additionalContext").asText();
        assertTrue(context.startsWith("<albert-memory version=\"1\" project=\"" + Provenance.ref("folder:shop")
                + "\" items=\"1\">"), context);
        assertTrue(context.contains("[1] [verified] CI time zone: " + fact), context);
        assertTrue(context.endsWith("</albert-memory>"), context);
    }

    @Test
    void aSessionsPromptAndReplyBecomeMemoriesAfterItsCheckpoint() throws Exception {
        var admin = albert.bootstrap("Promotion Org", "main");
        Map<String, String> env = env(root, albert.url(), hookKey(admin));
        env.put("ALBERT_HOOK_RECALL_MS", "10000");
        for (String event : List.of("UserPromptSubmit", "Stop", "SessionEnd")) {
            var run = hook(env, event, fixture(event + ".json"));
            assertEquals(0, run.result().exitCode(), event);
        }
        HookFixtures.settle(env); // the agent delivers in the background; the flush sends what it left
        var flush = ExecutableRun.of(CaptureMain::execute).env(env).run("queue", "flush", "--deadline-ms", "10000");
        assertEquals(0, flush.exitCode(), flush.toString());

        Map<String, JsonNode> byClass = new HashMap<>();
        JsonNode hits = albert.post("/v1/search", admin.apiKey(), Map.of("query", "checkout test CI UTC zone",
                "include_graph", false)).get("hits");
        for (JsonNode hit : hits) {
            JsonNode memory = JSON.readTree(get("/v1/memories/" + hit.get("memory_id").asText(), admin.apiKey()));
            byClass.put(memory.at("/metadata_/captured/class").asText(), memory);
        }
        // The user's question is the session's goal, not a memory: the answer carries it.
        assertNull(byClass.get("user_goal"), byClass.toString());
        JsonNode reply = byClass.get("assistant_outcome");
        assertNotNull(reply, byClass.toString());
        assertTrue(reply.get("content").asText().startsWith("The CI image uses UTC"));
        assertEquals("untrusted", reply.get("trust").asText());
        assertEquals(Provenance.ref("folder:shop"), reply.get("project_ref").asText());
        assertEquals("5f1c2a9e", reply.at("/metadata_/captured/session_key").asText());
        assertEquals("Why does the checkout test fail on CI but not locally?", reply.at("/metadata_/captured/session_goal").asText());

        // The next prompt of a later session recalls the answer, not the question.
        var next = hook(env, "UserPromptSubmit", fixture("UserPromptSubmit.json").replace("5f1c2a9e", "6a7b8c9d"));
        String context = JSON.readTree(next.result().stdout()).at("/hookSpecificOutput/additionalContext").asText();
        assertFalse(context.contains("Why does the checkout test fail on CI"), context);
        assertTrue(context.contains("[untrusted] The CI image uses UTC"), context);
    }

    private String get(String path, String key) throws Exception {
        try (var http = java.net.http.HttpClient.newHttpClient()) {
            var request = java.net.http.HttpRequest.newBuilder(java.net.URI.create(albert.url() + path))
                    .header("Authorization", "Bearer " + key).GET().build();
            var response = http.send(request, java.net.http.HttpResponse.BodyHandlers.ofString());
            assertEquals(200, response.statusCode(), response.body());
            return response.body();
        }
    }
}

package dev.albert.hook;

import com.fasterxml.jackson.databind.JsonNode;
import dev.albert.capture.CaptureMain;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import dev.albert.testkit.hosts.HostProcess;
import dev.albert.testkit.hosts.NpmPackages;
import dev.albert.testkit.hosts.StandInModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The real Codex CLI 0.169 ({@code @openai/codex} from npm, cached in target/real-hosts) runs
 * {@code codex exec} offline in a temporary CODEX_HOME against a stand-in Responses endpoint
 * (reference/real-hosts-codex-openclaw.md §1, §4), after {@code albert-capture connect codex} wrote its
 * hooks.json and the trust entries — no {@code --dangerously-bypass-hook-trust}. A fact remembered on the
 * embedded server reaches the model request; the prompt and the outcome are delivered, and Stop's
 * checkpoint promotes them into memories; with the server down the turn runs without memory.
 */
@Tag("real-host")
class RealCodexTest {
    static final String VERSION = "0.169.0";
    static final String REPLY = "Added exponential backoff to PaymentClient.";
    static final String PROMPT = "Add a retry to the payment client";
    static final String FACT = "The payment client must retry at most 3 times with jittered backoff (Herr Muller agreed).";

    @RegisterExtension
    EmbeddedAlbert albert = new EmbeddedAlbert();

    @TempDir
    Path root;
    StandInModel model;
    Map<String, String> env;

    @AfterEach
    void stop() throws Exception {
        if (model != null) {
            model.close();
        }
        if (env != null) {
            RealHosts.stopAgent(env);
        }
    }

    @Test
    void codexExecRecallsTheRememberedFactAndItsTurnBecomesMemories() throws Exception {
        Path codex = NpmPackages.install("codex-" + VERSION, "@openai/codex@" + VERSION, "node_modules/.bin/codex", Map.of());

        model = StandInModel.start("/v1/responses", body -> sse(REPLY));
        var admin = albert.bootstrap("Codex Org", "main");
        albert.post("/v1/memories", admin.apiKey(), Map.of("subject", "payment retries", "content", FACT, "project_ref", Provenance.ref("folder:proj")));
        String key = albert.issueKey(admin.apiKey(), List.of("capture.write", "memory.read"));

        Path home = Files.createDirectories(root.resolve("home"));
        Path codexHome = Files.createDirectories(root.resolve("codex-home"));
        Path project = Files.createDirectories(root.resolve("proj"));
        // The user's own Codex settings: the stand-in model provider. connect must keep them byte-for-byte.
        String userConfig = "model = \"standin-model\"\nmodel_provider = \"standin\"\n\n[model_providers.standin]\nname = \"Standin\"\n"
                + "base_url = \"" + model.baseUrl() + "/v1\"\nenv_key = \"OPENAI_API_KEY\"\nwire_api = \"responses\"\n";
        Files.writeString(codexHome.resolve("config.toml"), userConfig);

        env = new HashMap<>(HostHookCases.recallEnv(root, albert.url(), key)); // the suite's 9 s recall budget: see RealClaudeCodeTest
        env.put("HOME", home.toString());
        env.put("CODEX_HOME", codexHome.toString());
        env.put("XDG_RUNTIME_DIR", Files.createDirectories(root.resolve("run")).toString());
        env.put("ALBERT_HOOK_AGENT", "on");
        env.put("ALBERT_HOOK_AGENT_IDLE_MS", "120000");

        Path launcher = RealHosts.launcher(root);
        var connect = ExecutableRun.of(CaptureMain::execute).env(env).workingDirectory(project)
                .run("connect", "codex", "--hook-command", launcher.toString(), "--no-aot");
        assertEquals(0, connect.exitCode(), connect.toString());
        assertTrue(Files.readString(codexHome.resolve("config.toml")).startsWith(userConfig));

        // A warm agent before the turn, so the hooks' budgets hold on a loaded machine (the first hook would start it anyway).
        HookClient.ensureAgent(env);

        String output = exec(codex, project, env, PROMPT);
        assertTrue(output.contains(REPLY), output);

        // Recall reached the model: the trusted SessionStart/UserPromptSubmit hooks' context is a developer message.
        assertTrue(model.requests().stream().anyMatch(b -> RealHostChecks.carries(b, "jittered backoff")),
                "no model request carried the recalled block (" + model.requests().size() + " requests)");

        // Capture: the prompt and the outcome reach the server, and Stop's checkpoint promotes them into memories.
        Map<String, JsonNode> promoted = RealHostChecks.promoted(albert, admin.apiKey(), "codex", PROMPT + " " + REPLY,
                List.of("user_goal", "assistant_outcome"), 60_000);
        assertTrue(promoted.containsKey("user_goal"), promoted.keySet().toString());
        assertEquals(PROMPT, promoted.get("user_goal").get("content").asText());
        assertEquals(Provenance.ref("folder:proj"), promoted.get("user_goal").get("project_ref").asText());
        assertTrue(promoted.containsKey("assistant_outcome"), promoted.keySet().toString());
        assertEquals(REPLY, promoted.get("assistant_outcome").get("content").asText());

        // Server down: the hooks give Codex's no-op (empty stdout), the turn completes without memory.
        int before = model.requests().size();
        Map<String, String> down = new HashMap<>(env);
        down.put("ALBERT_API_URL", RealHosts.closedPort());
        String second = exec(codex, project, down, "Say hello");
        assertTrue(second.contains(REPLY), second);
        List<String> later = model.requests().subList(before, model.requests().size());
        assertFalse(later.isEmpty());
        assertTrue(later.stream().noneMatch(b -> b.contains("albert-memory")), "recall with the server down");
    }

    private static String exec(Path codex, Path project, Map<String, String> env, String prompt) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(codex.toString(), "exec", "--skip-git-repo-check", prompt).directory(project.toFile());
        pb.environment().putAll(env);
        pb.environment().put("OPENAI_API_KEY", "sk-fake-0000");
        pb.environment().put("SHELL", "/bin/sh"); // hooks run under $SHELL -lc
        return HostProcess.run(pb, 240);
    }

    /** The minimal Responses stream Codex 0.169 accepts: one message item, then completed. */
    static String sse(String text) {
        String escaped = text.replace("\\", "\\\\").replace("\"", "\\\"");
        return "event: response.output_item.done\n"
                + "data: {\"type\":\"response.output_item.done\",\"output_index\":0,\"item\":{\"id\":\"msg_1\",\"type\":\"message\",\"status\":\"completed\",\"role\":\"assistant\",\"content\":[{\"type\":\"output_text\",\"text\":\"" + escaped + "\",\"annotations\":[]}]}}\n\n"
                + "event: response.completed\n"
                + "data: {\"type\":\"response.completed\",\"response\":{\"id\":\"resp_1\"}}\n\n";
    }
}

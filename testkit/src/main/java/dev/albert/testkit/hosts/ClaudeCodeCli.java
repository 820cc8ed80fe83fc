package dev.albert.testkit.hosts;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/** The real Claude Code CLI of the real-host tests (reference/real-hosts.md): one pinned version, one install. */
public final class ClaudeCodeCli {
    public static final String VERSION = "2.1.328";

    private ClaudeCodeCli() {
    }

    /** {@code node_modules/.bin/claude} of the shared install; the test is skipped when npm cannot install it. */
    public static Path install() throws IOException, InterruptedException {
        return NpmPackages.install("claude-code-" + VERSION, "@anthropic-ai/claude-code@" + VERSION, "node_modules/.bin/claude", Map.of());
    }

    /** What makes a {@code claude} run offline against {@code model}: its base URL, a dummy key, no updater or telemetry. */
    public static Map<String, String> offline(StandInModel model) {
        return Map.of("ANTHROPIC_BASE_URL", model.baseUrl(),
                "ANTHROPIC_API_KEY", "sk-ant-test-0000",
                "DISABLE_AUTOUPDATER", "1",
                "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1",
                // SessionEnd hooks share 1.5 s (raised only to the largest timeout in settings files, never by a
                // plugin's): a hook started from the test class path on a loaded machine can need more, and the
                // checkpoint it queues is what the tests look for. The documented override keeps them off the clock.
                "CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS", "60000");
    }
}

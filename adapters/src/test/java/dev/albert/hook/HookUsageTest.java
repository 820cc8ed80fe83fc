package dev.albert.hook;

import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** albert-hook --help / --version and unknown hosts or events: stdout stays the host's, exit 0, a line in the log. */
class HookUsageTest {
    @TempDir
    Path root;

    @Test
    void helpAndVersionGoToStderrAndExitZero() {
        Map<String, String> env = HookFixtures.env(root, "http://127.0.0.1:9", null);
        for (String flag : new String[] {"--help", "-h"}) {
            var run = ExecutableRun.of(HookMain::execute).env(env).run(flag);
            assertEquals(0, run.exitCode());
            assertEquals("", run.stdout());
            assertTrue(run.stderr().contains("usage: albert-hook <host> <event>"), run.stderr());
            assertTrue(run.stderr().contains("codex") && run.stderr().contains("cursor") && run.stderr().contains("openclaw"), run.stderr());
        }
        var version = ExecutableRun.of(HookMain::execute).env(env).run("--version");
        assertEquals(0, version.exitCode());
        assertEquals("", version.stdout());
        assertTrue(version.stderr().startsWith("albert-hook "), version.stderr());
    }

    @Test
    void anUnknownHostOrEventIsASilentNoOpWithALogLine() throws Exception {
        Map<String, String> env = HookFixtures.env(root, "http://127.0.0.1:9", null);
        var host = ExecutableRun.of(HookMain::execute).env(env).stdin("{}").run("emacs", "UserPromptSubmit");
        assertEquals(0, host.exitCode());
        assertEquals("", host.stdout());
        assertEquals("", host.stderr());
        var event = ExecutableRun.of(HookMain::execute).env(env).stdin("{}").run("codex", "SessionEnd");
        assertEquals("", event.stdout());
        String log = Files.readString(HookPaths.logFile(env));
        assertTrue(log.contains("ignored unsupported hook emacs UserPromptSubmit"), log);
        assertTrue(log.contains("ignored unsupported hook codex SessionEnd"), log);
    }
}

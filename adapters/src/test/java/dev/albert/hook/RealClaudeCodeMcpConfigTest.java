package dev.albert.hook;

import dev.albert.capture.CaptureMain;
import dev.albert.testkit.EmbeddedAlbert;
import dev.albert.testkit.ExecutableRun;
import dev.albert.testkit.hosts.ClaudeCodeCli;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What {@code albert-capture connect claude-code --mcp} writes is what the real Claude Code loads: after connect,
 * {@code claude mcp get albert} (offline, reference/real-hosts.md) reports our stdio server from the user config, with
 * the key file in its arguments and no key anywhere; after disconnect Claude Code no longer knows it.
 */
@Tag("real-host")
class RealClaudeCodeMcpConfigTest {
    @RegisterExtension
    final EmbeddedAlbert albert = new EmbeddedAlbert();

    @TempDir
    Path root;

    @Test
    void claudeCodeLoadsTheRegisteredServer() throws Exception {
        Path claude = ClaudeCodeCli.install();
        EmbeddedAlbert.Tenant tenant = albert.bootstrap("Mcp Org", "dev");
        Path home = Files.createDirectories(root.resolve("home"));
        Path albertCommand = root.resolve("bin").resolve("albert");
        Files.createDirectories(albertCommand.getParent());
        Files.writeString(albertCommand, "#!/bin/sh\nexit 1\n"); // never asked to answer here: only the configuration is checked
        Files.setPosixFilePermissions(albertCommand, PosixFilePermissions.fromString("rwxr-xr-x"));
        ExecutableRun capture = ExecutableRun.of(CaptureMain::execute)
                .env("HOME", home.toString())
                .env("ALBERT_CONFIG_DIR", root.resolve("config").toString())
                .env("XDG_DATA_HOME", root.resolve("data").toString())
                .env("ALBERT_API_URL", albert.url())
                .env("ALBERT_API_KEY", tenant.apiKey())
                .workingDirectory(root);
        var connect = capture.run("connect", "claude-code", "--mcp", "--albert-command", albertCommand.toString());
        assertEquals(0, connect.exitCode(), connect.toString());
        Path keyFile = root.resolve("config").resolve("mcp").resolve("claude-code-user.key");
        String key = Files.readString(keyFile).strip();

        String shown = get(claude, home);
        assertTrue(shown.startsWith("exit 0"), shown);
        assertTrue(shown.contains(albertCommand.toString()), shown);
        assertTrue(shown.contains("--api-key-file") && shown.contains(keyFile.toString()), shown);
        assertTrue(shown.toLowerCase(java.util.Locale.ROOT).contains("user"), "from the user configuration: " + shown);
        assertFalse(shown.contains(key), "no key in what Claude Code shows");

        var disconnect = capture.run("disconnect", "claude-code", "--mcp");
        assertEquals(0, disconnect.exitCode(), disconnect.toString());
        String gone = get(claude, home);
        assertFalse(gone.contains(albertCommand.toString()), gone);
    }

    private static String get(Path claude, Path home) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(claude.toString(), "mcp", "get", "albert")
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .redirectErrorStream(true);
        pb.environment().put("HOME", home.toString());
        pb.environment().put("DISABLE_AUTOUPDATER", "1");
        pb.environment().put("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC", "1");
        pb.environment().remove("ANTHROPIC_API_KEY");
        Process p = pb.start();
        StringBuilder out = new StringBuilder();
        Thread reader = Thread.ofVirtual().start(() -> {
            try {
                out.append(new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
            } catch (java.io.IOException ignored) {
                // the process went away
            }
        });
        if (!p.waitFor(180, java.util.concurrent.TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("claude mcp get did not finish within 180 s");
        }
        reader.join(10_000);
        return "exit " + p.exitValue() + "\n" + out;
    }
}

package dev.albert.hook;

import dev.albert.testkit.hosts.TestLauncher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * What the hook's real-host tests share beyond testkit's hosts package (npm installs, stand-in models, bounded runs,
 * test launchers): the albert-hook launcher, stopping the agent our hooks started, and a
 * closed port.
 */
final class RealHosts {
    private RealHosts() {
    }

    /** bin/albert-hook as the hosts run it, but on the test class path (the code under test, not an installed jar). */
    static Path launcher(Path root) throws IOException {
        return TestLauncher.write(root.resolve("albert/bin/albert-hook"), HookClient.class);
    }

    /** Stops the agent our hooks started in this environment. */
    static void stopAgent(Map<String, String> env) throws IOException {
        Path pid = HookPaths.agentDirectory(env).resolve("agent.pid");
        if (Files.exists(pid)) {
            ProcessHandle.of(Long.parseLong(Files.readString(pid).strip())).ifPresent(ProcessHandle::destroy);
        }
    }

    /** A closed local port: the "server down" address. */
    static String closedPort() throws IOException {
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            return "http://127.0.0.1:" + s.getLocalPort();
        }
    }
}

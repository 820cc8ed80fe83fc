package dev.albert.hook;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

/**
 * What the hook's real-host tests share beyond testkit's hosts package (npm installs, stand-in models, bounded runs):
 * a launcher that runs our real entry point from the test class path, stopping the agent our hooks started, and a
 * closed port.
 */
final class RealHosts {
    private RealHosts() {
    }

    /** bin/albert-hook as the hosts run it, but on the test class path (the code under test, not an installed jar). */
    static Path launcher(Path root) throws IOException {
        Path bin = Files.createDirectories(root.resolve("albert/bin"));
        Path launcher = bin.resolve("albert-hook");
        String java = ProcessHandle.current().info().command().orElseThrow();
        Files.writeString(launcher, "#!/bin/sh\nexec '" + java + "' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC --enable-native-access=ALL-UNNAMED -cp '"
                + System.getProperty("java.class.path") + "' dev.albert.hook.HookClient \"$@\"\n");
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        return launcher;
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

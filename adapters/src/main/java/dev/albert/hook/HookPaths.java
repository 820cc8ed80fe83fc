package dev.albert.hook;

import java.nio.file.Path;
import java.util.Map;

/**
 * Where the hook client keeps its files, from the environment it was given (never the process's, so
 * tests point it anywhere). JDK classes only.
 * <ul>
 *   <li>data: {@code $XDG_DATA_HOME/albert} (absolute values only), else {@code ~/.local/share/albert};</li>
 *   <li>log: {@code <data>/logs/hook.log};</li>
 *   <li>agent socket: {@code $XDG_RUNTIME_DIR/albert/agent.sock} when that is set and absolute, else
 *       {@code <data>/run/agent.sock}; the directory is 0700, the socket 0600.</li>
 * </ul>
 */
public final class HookPaths {
    private HookPaths() {
    }

    public static Path dataDirectory(Map<String, String> env) {
        String xdg = env.get("XDG_DATA_HOME");
        if (xdg != null && !xdg.isBlank() && xdg.startsWith("/")) {
            return Path.of(xdg, "albert");
        }
        return home(env).resolve(".local").resolve("share").resolve("albert");
    }

    public static Path logFile(Map<String, String> env) {
        return dataDirectory(env).resolve("logs").resolve("hook.log");
    }

    public static Path agentDirectory(Map<String, String> env) {
        String explicit = env.get("ALBERT_HOOK_AGENT_DIR");
        if (explicit != null && explicit.startsWith("/")) {
            return Path.of(explicit);
        }
        String runtime = env.get("XDG_RUNTIME_DIR");
        if (runtime != null && !runtime.isBlank() && runtime.startsWith("/")) {
            return Path.of(runtime, "albert");
        }
        return dataDirectory(env).resolve("run");
    }

    public static Path agentSocket(Map<String, String> env) {
        return agentDirectory(env).resolve("agent.sock");
    }

    static Path home(Map<String, String> env) {
        String home = env.get("HOME");
        return Path.of(home == null || home.isBlank() ? System.getProperty("user.home") : home);
    }
}

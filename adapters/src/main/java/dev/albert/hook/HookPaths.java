package dev.albert.hook;

import dev.albert.capture.agent.AgentSocket;
import dev.albert.capture.queue.QueueLocation;

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

    /** {@code <XDG data home>/albert}, resolved by the one rule the queue uses too ({@link QueueLocation#dataHome}). */
    public static Path dataDirectory(Map<String, String> env) {
        return QueueLocation.dataHome(env).resolve("albert");
    }

    public static Path logFile(Map<String, String> env) {
        return dataDirectory(env).resolve("logs").resolve("hook.log");
    }

    /** The agent's folder, by the rule {@code albert-capture status} uses too ({@link AgentSocket#directory}). */
    public static Path agentDirectory(Map<String, String> env) {
        return AgentSocket.directory(env);
    }

    public static Path agentSocket(Map<String, String> env) {
        return agentDirectory(env).resolve("agent.sock");
    }

}

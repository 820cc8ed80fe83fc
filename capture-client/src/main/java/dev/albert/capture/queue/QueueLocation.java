package dev.albert.capture.queue;

import dev.albert.client.config.FilePermissions;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * Where the user's capture queue lives: {@code $XDG_DATA_HOME/albert/capture/}, else
 * {@code ~/.local/share/albert/capture/}. Both {@code albert/} and {@code capture/} are 0700. The
 * environment is passed in (never read from the process here), so tests point it anywhere.
 */
public final class QueueLocation {
    private QueueLocation() {
    }

    /** The queue directory for this environment (not created). */
    public static Path directory(Map<String, String> env) {
        return dataHome(env).resolve("albert").resolve("capture");
    }

    /**
     * {@code $XDG_DATA_HOME} when set to an absolute path (the XDG spec says relative values are
     * ignored), else {@code $HOME/.local/share}, else the JVM's {@code user.home}.
     */
    public static Path dataHome(Map<String, String> env) {
        String xdg = env.get("XDG_DATA_HOME");
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg);
        }
        String home = env.get("HOME");
        if (home == null || home.isBlank()) {
            home = System.getProperty("user.home");
        }
        return Path.of(home, ".local", "share");
    }

    /**
     * Creates the directory and its parent {@code albert/} as 0700, and tightens them to 0700 if
     * they exist with wider permissions (they hold only our files).
     */
    static void prepare(Path queueDirectory) throws IOException {
        Path parent = queueDirectory.getParent();
        if (parent != null && parent.getFileName() != null && parent.getFileName().toString().equals("albert")) {
            FilePermissions.ensurePrivateDirectory(parent);
        }
        FilePermissions.ensurePrivateDirectory(queueDirectory);
    }
}

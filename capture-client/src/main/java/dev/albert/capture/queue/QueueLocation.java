package dev.albert.capture.queue;

import dev.albert.client.config.FilePermissions;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Set;

/**
 * Where the user's capture queue lives: {@code $XDG_DATA_HOME/albert/capture/}, else
 * {@code ~/.local/share/albert/capture/}. Both {@code albert/} and {@code capture/} are 0700. The
 * environment is passed in (never read from the process here), so tests point it anywhere.
 */
public final class QueueLocation {
    static final Set<PosixFilePermission> OWNER_ONLY_DIR = FilePermissions.PRIVATE_DIRECTORY;
    static final Set<PosixFilePermission> OWNER_ONLY_FILE = FilePermissions.PRIVATE_FILE;

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
            ownerOnlyDirectory(parent);
        }
        ownerOnlyDirectory(queueDirectory);
    }

    private static void ownerOnlyDirectory(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            if (dir.getParent() != null) {
                Files.createDirectories(dir.getParent());
            }
            try {
                if (posix(dir.getParent())) {
                    Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(OWNER_ONLY_DIR));
                } else {
                    Files.createDirectory(dir);
                }
            } catch (FileAlreadyExistsException raced) {
                // another process created it first; fall through to the permission check
            }
        }
        restrict(dir, OWNER_ONLY_DIR);
    }

    /** Sets the permissions if the file system is POSIX and they differ (umask may widen nothing, but a user may). */
    static void restrict(Path path, Set<PosixFilePermission> wanted) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(path, PosixFileAttributeView.class);
        if (view != null && !view.readAttributes().permissions().equals(wanted)) {
            view.setPermissions(wanted);
        }
    }

    static boolean posix(Path anyPathOnTheFileSystem) {
        Path probe = anyPathOnTheFileSystem == null ? Path.of("") : anyPathOnTheFileSystem;
        return probe.getFileSystem().supportedFileAttributeViews().contains("posix");
    }
}

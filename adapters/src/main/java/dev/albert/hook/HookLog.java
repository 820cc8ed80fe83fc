package dev.albert.hook;

import dev.albert.client.config.FilePermissions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.Map;

/**
 * The hook's diagnostics: {@code <data>/logs/hook.log}, 0600 in a 0700 directory, at most
 * {@value #MAX_BYTES} bytes (then it becomes {@code hook.log.1}). Lines name what failed and how,
 * never prompt text, replies, keys or other content. Logging never throws. JDK classes only.
 */
public final class HookLog {
    static final long MAX_BYTES = 256 * 1024;
    /** Set on a thread while it runs work whose every line must not bring a removed data folder back. */
    private static final ThreadLocal<Boolean> KEEP_REMOVED = ThreadLocal.withInitial(() -> Boolean.FALSE);

    private HookLog() {
    }

    public static void write(Map<String, String> env, String line) {
        append(env, line, true);
    }

    /**
     * Writes the line only while Albert's data folder (the log folder's parent) still exists: for what a process says
     * as it exits because that folder may have been removed under it (the resident agent), which must not bring the
     * removed folder back to say so.
     */
    public static void writeIfDataFolderExists(Map<String, String> env, String line) {
        append(env, line, false);
    }

    /**
     * Runs the work with every line it writes on this thread written as by {@link #writeIfDataFolderExists}: for the
     * resident agent's delivery rounds, whose shared parts ({@code Delivery}, {@code SpoolDrain}) log through
     * {@link #write} because in a hook the folder is there, while in the agent the user may remove it mid-round.
     */
    static void keepingRemovedDataFolder(Runnable work) {
        boolean outer = KEEP_REMOVED.get();
        KEEP_REMOVED.set(Boolean.TRUE);
        try {
            work.run();
        } finally {
            KEEP_REMOVED.set(outer);
        }
    }

    private static void append(Map<String, String> env, String line, boolean mayCreateDataFolder) {
        try {
            Path file = HookPaths.logFile(env);
            Path dir = file.getParent();
            if ((!mayCreateDataFolder || KEEP_REMOVED.get()) && !Files.isDirectory(dir.getParent())) {
                return;
            }
            FilePermissions.createPrivateDirectory(dir); // also when another hook creates it at the same moment
            if (Files.exists(file) && Files.size(file) > MAX_BYTES) {
                Files.move(file, dir.resolve("hook.log.1"), StandardCopyOption.REPLACE_EXISTING);
            }
            if (!Files.exists(file)) {
                try {
                    Files.createFile(file, FilePermissions.privateFileAttributes(dir));
                } catch (java.nio.file.FileAlreadyExistsException raced) {
                    // fine
                }
            }
            String text = Instant.now() + " pid " + ProcessHandle.current().pid() + " " + oneLine(line) + "\n";
            Files.write(file, text.getBytes(StandardCharsets.UTF_8), StandardOpenOption.APPEND);
        } catch (IOException | RuntimeException ignored) {
            // a hook must not fail because its log cannot be written
        }
    }

    static String oneLine(String s) {
        String flat = String.valueOf(s).replaceAll("[\\r\\n\\t]+", " ");
        return flat.length() > 400 ? flat.substring(0, 400) + "…" : flat;
    }
}

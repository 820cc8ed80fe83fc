package dev.albert.capture.connect;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.albert.client.cli.Streams;

import java.nio.file.Path;
import java.util.List;

/**
 * One host's installer: where its configuration lives and what our entries look like there. The
 * transaction ({@link FileTransaction}), the diff, the output and the exit codes are host-neutral
 * ({@link ConnectCommand}). A closed set, one per host that {@code albert-capture connect} knows.
 */
sealed interface HostInstaller permits ClaudeCodeInstaller, CodexInstaller, CursorInstaller, OpenClawInstaller, McpInstaller {
    /** The host's name on the command line, e.g. {@code claude-code}. */
    String id();

    /** The host's name for people, e.g. {@code Claude Code}. */
    String title();

    /** The scopes this host has; the first is the default. */
    List<ClaudeCode.Scope> scopes();

    /** What connecting ({@code launcher} non-null) or disconnecting ({@code launcher} null) would change. */
    Plan plan(Streams streams, ClaudeCode.Scope scope, String launcher);

    /** What is installed in one scope. */
    StatusCommand.ScopeView status(Streams streams, ClaudeCode.Scope scope);

    /** What connect installs, for messages: "albert-hook entries". */
    default String entries() {
        return "albert-hook entries";
    }

    /** What the plan's installed items are, for messages: "events". */
    default String itemsLabel() {
        return "events";
    }

    /** Facts about this host a user should know (e.g. what it cannot do). */
    default List<String> notes() {
        return List.of();
    }

    /** The installers, in the order of {@code --help}. */
    List<HostInstaller> ALL = List.of(new ClaudeCodeInstaller(), new CodexInstaller(), new CursorInstaller(), new OpenClawInstaller());

    static HostInstaller named(String id) {
        for (HostInstaller h : ALL) {
            if (h.id().equals(id)) {
                return h;
            }
        }
        return null;
    }

    static String names() {
        return String.join(", ", ALL.stream().map(HostInstaller::id).toList());
    }

    /**
     * What one connect or disconnect does.
     *
     * @param files    the files to replace, all or nothing
     * @param events   our events installed (after connect) or still installed (after disconnect)
     * @param commands host commands to run after the files (OpenClaw's CLI), each all or nothing with the files
     * @param guarded  files the commands change, restored as they were when a command fails
     * @param notes    lines for the user after a change
     */
    record Plan(List<FileChange> files, List<String> events, List<Step> commands, List<Path> guarded, List<String> notes) {
        static Plan ofFiles(List<FileChange> files, List<String> events, List<String> notes) {
            return new Plan(files, events, List.of(), List.of(), notes);
        }

        boolean changes() {
            return !commands.isEmpty() || files.stream().anyMatch(FileChange::changes);
        }
    }

    /** A host command to run: its arguments (the first is the executable) and what to send on its stdin (or null). */
    record Step(List<String> argv, String stdin) {
        String shown() {
            return String.join(" ", argv.stream().map(a -> a.matches("[A-Za-z0-9_./+@:,=-]+") ? a : "'" + a.replace("'", "'\\''") + "'").toList())
                    + (stdin == null ? "" : " <<'EOF'\n" + stdin + "\nEOF");
        }
    }

    /** A configuration we must not touch, or cannot read: one line, exit 2 (or 5 for I/O). */
    final class Refused extends RuntimeException {
        final int exitCode;

        Refused(int exitCode, String message) {
            super(message);
            this.exitCode = exitCode;
        }
    }

    /** Reads a JSON hooks file for editing; a syntax error or wrong top level refuses with one line. */
    static ObjectNode readJson(Path file, byte[] bytes) {
        try {
            return ClaudeSettings.parse(bytes == null ? new byte[0] : bytes);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
            throw new Refused(2, file + " is not valid JSON" + where + "; fix it first, nothing was changed");
        } catch (IllegalStateException e) {
            throw new Refused(2, file + ": " + e.getMessage() + "; nothing was changed");
        }
    }

    /** Reads a file, refusing with exit 5 when it cannot be read. */
    static byte[] read(Path file) {
        try {
            return SettingsFile.read(file);
        } catch (SettingsFile.Failure e) {
            throw new Refused(5, e.getMessage());
        }
    }

    /** The home folder of the run. */
    static Path home(Streams streams) {
        String home = streams.env("HOME");
        return Path.of(home != null ? home : System.getProperty("user.home"));
    }
}

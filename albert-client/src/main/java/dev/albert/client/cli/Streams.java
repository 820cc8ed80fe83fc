package dev.albert.client.cli;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;

/**
 * What an executable gets from its process: standard streams, environment, working directory and
 * whether a person is at a terminal. Executables never read {@code System.*} directly, so tests run
 * them in-process through the same entry point with their own streams and environment.
 *
 * @param stdoutIsTerminal whether stdout is a terminal (tables and colour only then)
 * @param stdinIsTerminal  whether stdin is a terminal (prompts only then, never in hooks or CI)
 */
public record Streams(InputStream in, PrintStream out, PrintStream err, Map<String, String> env, Path workingDirectory,
                      boolean stdoutIsTerminal, boolean stdinIsTerminal) {

    public Streams {
        env = Map.copyOf(env);
    }

    /** The real process: UTF-8 output whatever the platform encoding. */
    public static Streams system() {
        boolean console = interactiveConsole();
        return new Streams(
                new FileInputStream(FileDescriptor.in),
                new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8),
                new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8),
                System.getenv(),
                Path.of("").toAbsolutePath(),
                console,
                console);
    }

    /**
     * Whether stdin and stdout are a terminal. From JDK 22 {@code System.console()} may exist for
     * redirected streams too, and {@code Console.isTerminal()} tells; on 21 a console means a terminal.
     */
    private static boolean interactiveConsole() {
        java.io.Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(console);
        } catch (ReflectiveOperationException | RuntimeException olderJdk) {
            return true;
        }
    }

    public String env(String name) {
        String value = env.get(name);
        return value == null || value.isBlank() ? null : value;
    }

    /** {@code NO_COLOR} set (to anything) or output not a terminal: no colour, no progress bars. */
    public boolean colour() {
        return stdoutIsTerminal && env.get("NO_COLOR") == null;
    }
}

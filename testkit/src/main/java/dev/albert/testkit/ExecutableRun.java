package dev.albert.testkit;

import dev.albert.client.cli.Streams;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * Runs an executable in-process through its real entry point: arguments and stdin in; exit code,
 * stdout and stderr out. The environment is exactly what the test gives (never the machine's), so
 * configuration resolution is tested for real.
 */
public final class ExecutableRun {
    private final Executable executable;
    private final Map<String, String> env = new HashMap<>();
    private InputStream stdin = new ByteArrayInputStream(new byte[0]);
    private Path workingDirectory = Path.of("").toAbsolutePath();
    private boolean terminal;

    private ExecutableRun(Executable executable) {
        this.executable = executable;
    }

    public static ExecutableRun of(Executable executable) {
        return new ExecutableRun(executable);
    }

    public ExecutableRun env(String name, String value) {
        env.put(name, value);
        return this;
    }

    public ExecutableRun env(Map<String, String> values) {
        env.putAll(values);
        return this;
    }

    public ExecutableRun stdin(String text) {
        return stdin(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    public ExecutableRun stdin(InputStream in) {
        this.stdin = in;
        return this;
    }

    public ExecutableRun workingDirectory(Path dir) {
        this.workingDirectory = dir;
        return this;
    }

    /** Pretend stdin and stdout are a terminal (interactive prompts, tables). */
    public ExecutableRun terminal(boolean terminal) {
        this.terminal = terminal;
        return this;
    }

    public Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = executable.execute(args, new Streams(stdin, o, e, env, workingDirectory, terminal, terminal));
        }
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** What a run produced. */
    public record Result(int exitCode, String stdout, String stderr) {
        @Override
        public String toString() {
            return "exit " + exitCode + "\n--- stdout ---\n" + stdout + "--- stderr ---\n" + stderr;
        }
    }
}

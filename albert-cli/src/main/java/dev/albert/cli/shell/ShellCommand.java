package dev.albert.cli.shell;

import dev.albert.cli.AlbertMain;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Launcher;
import dev.albert.client.cli.Streams;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import dev.albert.client.config.FilePermissions;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.ByteArrayOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/** {@code albert shell}: albert's commands at an interactive prompt. */
@Command(name = "shell",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "An interactive shell over albert's commands: each line is one command without the leading 'albert'. Tab completes commands, options, option values and the ids printed earlier in the session; history is kept in $XDG_STATE_HOME/albert/shell_history (else ~/.local/state/albert/shell_history, owner-only).",
                "Ctrl-C cancels the running command (or clears the line), Ctrl-D or 'exit' leaves. A command reads nothing from stdin in the shell: give text as arguments or files. Needs a terminal: exits 2 when stdin or stdout is a pipe.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert shell",
                "  albert> search deploy --limit 3",
                "  albert> get 7a8b<TAB>",
        })
public final class ShellCommand implements Callable<Integer> {
    static final String PROMPT = "albert> ";
    /** The exit code a command cancelled with Ctrl-C reports (128 + SIGINT, as shells do). */
    static final int CANCELLED = 130;
    private static final int CAPTURE_MAX = 256 * 1024;

    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    VerboseOption verbose;

    public ShellCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws IOException {
        Streams streams = context.streams();
        if (!streams.stdinIsTerminal() || !streams.stdoutIsTerminal() || Terminal.TYPE_DUMB.equals(streams.env("TERM"))) {
            throw new CommandLine.ParameterException(spec.commandLine(), "albert shell needs a terminal on stdin and "
                    + "stdout; from a script or a pipe, run the albert commands themselves");
        }
        SeenIds ids = new SeenIds();
        CommandLine tree = Launcher.commandLine(AlbertMain.class, context);
        try (Terminal terminal = openTerminal()) {
            LineReaderBuilder builder = LineReaderBuilder.builder()
                    .terminal(terminal)
                    .appName("albert")
                    .completer(new CommandCompleter(tree, ids))
                    .option(LineReader.Option.HISTORY_IGNORE_SPACE, true)
                    .option(LineReader.Option.HISTORY_IGNORE_DUPS, true);
            Path history = historyFile(streams);
            if (history != null) {
                builder.variable(LineReader.HISTORY_FILE, history);
            }
            LineReader reader = builder.build();
            try {
                loop(reader, terminal, ids);
            } finally {
                if (history != null) {
                    reader.getHistory().save();
                    restrict(history);
                }
            }
        }
        return ExitCode.OK.code();
    }

    private void loop(LineReader reader, Terminal terminal, SeenIds ids) {
        while (true) {
            String line;
            try {
                line = reader.readLine(PROMPT);
            } catch (UserInterruptException clearLine) {
                continue;
            } catch (EndOfFileException leave) {
                return;
            }
            List<String> words = new ArrayList<>();
            for (String word : reader.getParsedLine().words()) {
                if (!word.isEmpty()) {
                    words.add(word);
                }
            }
            if (!words.isEmpty() && words.getFirst().equals("albert")) {
                words.removeFirst();
            }
            if (words.isEmpty()) {
                continue;
            }
            if (words.getFirst().equals("exit") || words.getFirst().equals("quit")) {
                return;
            }
            if (words.getFirst().equals("shell")) {
                terminal.writer().println("already in the albert shell");
                terminal.writer().flush();
                continue;
            }
            run(words.toArray(String[]::new), terminal, ids);
        }
    }

    /**
     * One command on a worker thread, with the shell's streams and settings; Ctrl-C while it runs abandons it:
     * the prompt comes back at once and whatever the abandoned command still writes is dropped.
     */
    int run(String[] args, Terminal terminal, SeenIds ids) {
        AtomicBoolean cancelled = new AtomicBoolean();
        ByteArrayOutputStream seen = new ByteArrayOutputStream();
        OutputStream screen = new Gate(terminal.output(), cancelled);
        PrintStream out = new PrintStream(new Tee(screen, seen), true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(screen, true, StandardCharsets.UTF_8);
        Streams outer = context.streams();
        Streams inner = new Streams(InputStream.nullInputStream(), out, err, outer.env(), outer.workingDirectory(),
                true, false);
        AtomicInteger code = new AtomicInteger(ExitCode.INTERNAL.code());
        CountDownLatch finished = new CountDownLatch(1);
        Thread worker = Thread.ofPlatform().daemon().name("albert-shell-command").start(() -> {
            try {
                code.set(Launcher.execute(AlbertMain.class, args, context.withStreams(inner)));
            } finally {
                finished.countDown();
            }
        });
        Terminal.SignalHandler previous = terminal.handle(Terminal.Signal.INT, signal -> {
            cancelled.set(true);
            worker.interrupt();
            finished.countDown();
        });
        try {
            finished.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            cancelled.set(true);
        } finally {
            terminal.handle(Terminal.Signal.INT, previous);
        }
        if (cancelled.get()) {
            PrintWriter writer = terminal.writer();
            writer.println("^C cancelled");
            writer.flush();
            return CANCELLED;
        }
        try {
            worker.join(TimeUnit.SECONDS.toMillis(1));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        ids.addFrom(seen.toString(StandardCharsets.UTF_8));
        return code.get();
    }

    /** The terminal the person sits at (stdin and stdout are both that terminal; checked by {@link #call}). */
    private static Terminal openTerminal() throws IOException {
        return TerminalBuilder.builder().system(true).encoding(StandardCharsets.UTF_8).build();
    }

    /** {@code $XDG_STATE_HOME/albert/shell_history}, else {@code ~/.local/state/albert/shell_history}; null without a home. */
    static Path historyFile(Streams streams) throws IOException {
        String state = streams.env("XDG_STATE_HOME");
        Path base;
        if (state != null && state.startsWith("/")) {
            base = Path.of(state);
        } else if (streams.env("HOME") != null && !streams.env("HOME").isBlank()) {
            base = Path.of(streams.env("HOME"), ".local", "state");
        } else {
            return null;
        }
        Path directory = base.resolve("albert");
        FilePermissions.createPrivateDirectory(directory);
        Path file = directory.resolve("shell_history");
        if (!Files.exists(file)) {
            FilePermissions.writePrivateFile(file, new byte[0]);
        }
        return file;
    }

    private static void restrict(Path history) {
        try {
            Files.setPosixFilePermissions(history, FilePermissions.PRIVATE_FILE);
        } catch (IOException | UnsupportedOperationException ignored) {
            // created 0600 above; a file system without POSIX permissions has nothing to restrict
        }
    }

    /** Drops everything once the command was cancelled, so an abandoned command cannot write over the prompt. */
    private static final class Gate extends FilterOutputStream {
        private final AtomicBoolean closed;

        Gate(OutputStream out, AtomicBoolean closed) {
            super(out);
            this.closed = closed;
        }

        @Override
        public void write(int b) throws IOException {
            if (!closed.get()) {
                out.write(b);
            }
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (!closed.get()) {
                out.write(b, off, len);
            }
        }

        @Override
        public void flush() throws IOException {
            if (!closed.get()) {
                out.flush();
            }
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }

    /** What a command prints goes to the screen and, up to a bound, to the shell (for the ids it shows). */
    private static final class Tee extends OutputStream {
        private final OutputStream screen;
        private final ByteArrayOutputStream copy;

        Tee(OutputStream screen, ByteArrayOutputStream copy) {
            this.screen = screen;
            this.copy = copy;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            screen.write(b, off, len);
            int room = CAPTURE_MAX - copy.size();
            if (room > 0) {
                copy.write(b, off, Math.min(room, len));
            }
        }

        @Override
        public void flush() throws IOException {
            screen.flush();
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}

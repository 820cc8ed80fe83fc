package dev.albert.clikit;

import dev.albert.client.cli.Streams;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Asks a person at a terminal, with JLine's line reader: questions on stderr (stdout carries data),
 * answers from stdin. Commands use it only when stdin is a terminal — never in hooks or CI, where a
 * missing value is a usage error instead. Loaded only by commands that prompt, so others never pay
 * for JLine.
 */
public final class Prompter implements AutoCloseable {
    private final Terminal terminal;
    private final LineReader reader;

    private Prompter(Terminal terminal) {
        this.terminal = terminal;
        this.reader = LineReaderBuilder.builder().terminal(terminal).build();
    }

    /** A prompter over the command's own streams; callers check {@link Streams#stdinIsTerminal()} first. */
    public static Prompter open(Streams streams) {
        try {
            String type = streams.env("TERM");
            if (type != null && !Terminal.TYPE_DUMB.equals(type)) {
                // A person at a real terminal: JLine drives it (raw mode, its own echo and line editing).
                return new Prompter(TerminalBuilder.builder().system(true).encoding(StandardCharsets.UTF_8).build());
            }
            // No terminal type (tests, pipes that claim a terminal): a dumb terminal over the command's streams.
            return new Prompter(TerminalBuilder.builder()
                    .system(false)
                    // The process's own streams: closing the prompter must not close stdin or stderr.
                    .streams(new FilterInputStream(streams.in()) {
                        @Override
                        public void close() {
                        }
                    }, new FilterOutputStream(streams.err()) {
                        @Override
                        public void close() throws IOException {
                            flush();
                        }
                    })
                    .type(Terminal.TYPE_DUMB)
                    .encoding(StandardCharsets.UTF_8)
                    .dumb(true)
                    .build());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the terminal to ask on", e);
        }
    }

    /** The answer, stripped; {@code null} when the person ends input (Ctrl-D) or interrupts (Ctrl-C). */
    public String ask(String question) {
        try {
            String line = reader.readLine(question);
            return line == null ? null : line.strip();
        } catch (EndOfFileException | UserInterruptException ended) {
            return null;
        }
    }

    @Override
    public void close() {
        try {
            terminal.close();
        } catch (IOException ignored) {
            // the streams belong to the process; nothing else to release
        }
    }
}

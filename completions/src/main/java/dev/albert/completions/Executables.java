package dev.albert.completions;

import dev.albert.admin.AdminMain;
import dev.albert.capture.CaptureMain;
import dev.albert.cli.AlbertMain;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.Launcher;
import dev.albert.client.cli.Streams;
import dev.albert.server.ServerMain;
import picocli.CommandLine;

import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The toolkit's picocli executables and their command trees, as completion scripts, man pages and the help
 * tests see them. Commands are found by walking each tree, so a command added to an executable is covered
 * without touching this list; only a new executable is added here.
 */
public final class Executables {
    /** One executable: its name on the PATH, its configured picocli tree and its real entry point. */
    public record Executable(String name, Supplier<CommandLine> tree, Entry entry) {
    }

    /** What {@code main} runs, with the process's streams given. */
    @FunctionalInterface
    public interface Entry {
        int run(String[] args, Streams streams);
    }

    private Executables() {
    }

    public static List<Executable> all() {
        return List.of(
                client("albert", AlbertMain.class, AlbertMain::execute),
                client("albert-admin", AdminMain.class, AdminMain::execute),
                client("albert-capture", CaptureMain.class, CaptureMain::execute),
                new Executable("albert-server", () -> new CommandLine(new ServerMain()), Executables::server));
    }

    private static Executable client(String name, Class<?> root, Entry entry) {
        return new Executable(name, () -> Launcher.commandLine(root, CommandContext.of(quietStreams())), entry);
    }

    /**
     * The server's {@code main} for the requests that return (help, version, a bad flag): it prints to
     * System.out/err, so those are pointed at the given streams for the call.
     */
    private static int server(String[] args, Streams streams) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        System.setOut(streams.out());
        System.setErr(streams.err());
        try {
            ServerMain.main(args);
            return 0;
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    /** Every command of a tree, the root first, depth first; hidden commands and picocli's help command left out. */
    public static List<CommandLine> walk(CommandLine root) {
        List<CommandLine> commands = new ArrayList<>();
        collect(root, commands);
        return commands;
    }

    private static void collect(CommandLine command, List<CommandLine> into) {
        into.add(command);
        for (CommandLine sub : subcommands(command)) {
            collect(sub, into);
        }
    }

    /** The subcommands a person sees: distinct (no aliases twice), not hidden, not picocli's {@code help}. */
    public static List<CommandLine> subcommands(CommandLine command) {
        return command.getSubcommands().values().stream()
                .distinct()
                .filter(sub -> !sub.getCommandSpec().usageMessage().hidden())
                .filter(sub -> !(sub.getCommand() instanceof CommandLine.HelpCommand))
                .toList();
    }

    /** {@code albert keys list} → {@code [keys, list]}: the words after the executable's name. */
    public static List<String> path(CommandLine command) {
        List<String> words = new ArrayList<>();
        for (CommandLine at = command; at.getParent() != null; at = at.getParent()) {
            words.addFirst(at.getCommandName());
        }
        return words;
    }

    /** Streams for building a tree only: nothing is read or written through them. */
    private static Streams quietStreams() {
        PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
        return new Streams(new ByteArrayInputStream(new byte[0]), nowhere, nowhere, Map.of(), Path.of(""), false, false);
    }
}

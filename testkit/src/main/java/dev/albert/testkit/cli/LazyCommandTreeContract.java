package dev.albert.testkit.cli;

import dev.albert.client.cli.Streams;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.Launcher;
import dev.albert.testkit.Executable;
import dev.albert.testkit.ExecutableRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayInputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every CLI module's {@code LazyCommandTreeTest} checks: a run builds only the commands its arguments can reach
 * (cli-kit's lazy tree, for start-up), and what it prints and returns must be exactly what picocli's whole tree
 * gives ({@link Launcher#executeWithWholeTree}): for every command, its help, an unknown option, and for every group
 * its bare name, an unknown command, a typo of its first command and the help command. None of these runs a command.
 * A module's test extends this and names its command class and entry point.
 */
public abstract class LazyCommandTreeContract {
    private static final String UNKNOWN_OPTION = "--no-such-option-xyz";

    /** The top-level picocli command class. */
    protected abstract Class<?> command();

    /** Its real entry point. */
    protected abstract Executable entryPoint();

    @TempDir
    Path home;

    @Test
    void everyRunPrintsWhatTheWholeTreePrints() {
        List<List<String>> runs = new ArrayList<>();
        collect(wholeTree(), List.of(), runs);
        assertTrue(runs.size() > 10, "the tree has commands: " + runs.size());
        List<String> differences = new ArrayList<>();
        Executable reference = (args, streams) -> Launcher.executeWithWholeTree(command(), args, CommandContext.of(streams));
        for (List<String> run : runs) {
            String[] args = run.toArray(String[]::new);
            ExecutableRun.Result lazy = run(entryPoint(), args);
            ExecutableRun.Result whole = run(reference, args);
            if (!lazy.equals(whole)) {
                differences.add(String.join(" ", run) + "\n  lazy:  " + lazy + "\n  whole: " + whole);
            }
        }
        assertEquals(List.of(), differences);
    }

    /**
     * Every command is built from the model the build wrote of it (cli-kit {@code CommandModel}) into exactly what
     * picocli builds by reflection: the same arguments with the same attributes, members and help.
     */
    @Test
    void everyCommandModelIsWhatPicocliReflects() throws Exception {
        Streams quiet = new Streams(new ByteArrayInputStream(new byte[0]), new PrintStream(PrintStream.nullOutputStream()),
                new PrintStream(PrintStream.nullOutputStream()), Map.of(), home, false, false);
        CommandModelComparison.Result result = CommandModelComparison.compare(wholeTree(),
                Launcher.modelledCommandLine(command(), CommandContext.of(quiet)));
        assertEquals(List.of(), result.differences());
        assertTrue(result.modelled() > 3, "commands built from models: " + result.modelled());
    }

    private ExecutableRun.Result run(Executable executable, String[] args) {
        return ExecutableRun.of(executable).env(Map.of("HOME", home.toString(), "XDG_CONFIG_HOME", home.resolve("config").toString()))
                .workingDirectory(home).run(args);
    }

    private CommandLine wholeTree() {
        Streams quiet = new Streams(new ByteArrayInputStream(new byte[0]), new PrintStream(PrintStream.nullOutputStream()),
                new PrintStream(PrintStream.nullOutputStream()), Map.of(), home, false, false);
        return Launcher.commandLine(command(), CommandContext.of(quiet));
    }

    private static void collect(CommandLine command, List<String> path, List<List<String>> runs) {
        runs.add(with(path, "--help"));
        runs.add(with(path, UNKNOWN_OPTION));
        Map<String, CommandLine> subcommands = command.getSubcommands();
        if (!subcommands.isEmpty()) {
            runs.add(path);
            runs.add(with(path, "no-such-command-xyz"));
            String first = subcommands.keySet().iterator().next();
            if (first.length() > 2) {
                runs.add(with(path, first.substring(0, first.length() - 1)));
            }
            runs.add(with(with(path, UNKNOWN_OPTION), first));
            if (subcommands.containsKey("help")) {
                runs.add(with(path, "help"));
                runs.add(with(with(path, "help"), first));
            }
        }
        for (Map.Entry<String, CommandLine> sub : subcommands.entrySet()) {
            collect(sub.getValue(), with(path, sub.getKey()), runs);
        }
    }

    private static List<String> with(List<String> path, String arg) {
        List<String> next = new ArrayList<>(path);
        next.add(arg);
        return next;
    }
}

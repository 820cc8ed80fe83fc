package dev.albert.clikit;

import dev.albert.client.cli.Streams;
import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * Runs an executable's picocli root command with a {@link Streams}: data to stdout, everything else
 * to stderr; parameter errors as {@code error: <what>} plus {@code try '<command> --help'} (exit 2);
 * failures as one {@code error:} line and the exit code of {@link Failures}; a stack trace only with
 * {@code --verbose}. {@code @file} expansion is off, so text like {@code @alice} stays text.
 */
public final class Launcher {
    static final int DEFAULT_HELP_WIDTH = 80;
    /** picocli's smallest usage width. */
    static final int MIN_HELP_WIDTH = 55;
    static final int MAX_HELP_WIDTH = 200;
    private static final String EXIT_CODES_HEADING = "%nExit codes:%n";

    static {
        // picocli's default factory looks for Groovy's Closure class when it is first used: a class the class path
        // lacks, so the lookup opens every jar of the run (docs/cli-startup.md). No command of ours is Groovy.
        if (System.getProperty("picocli.disable.closures") == null) {
            System.setProperty("picocli.disable.closures", "true");
        }
    }

    private Launcher() {
    }

    public static int execute(Class<?> rootCommand, String[] args, Streams streams) {
        return execute(rootCommand, args, CommandContext.of(streams));
    }

    public static int execute(Class<?> rootCommand, String[] args, CommandContext context) {
        if (HelpSnapshot.print(rootCommand, args, context.streams())) {
            return ExitCode.OK.code();
        }
        return executeWithoutSnapshot(rootCommand, args, context);
    }

    /** As {@link #execute(Class, String[], CommandContext)}, always through picocli (what {@link HelpSnapshot} records). */
    static int executeWithoutSnapshot(Class<?> rootCommand, String[] args, CommandContext context) {
        return run(rootCommand, args, context, false);
    }

    /**
     * As {@link #execute(Class, String[], CommandContext)} with picocli's whole command tree instead of the tree
     * one run needs ({@link LazyCommandTree}) and without the help snapshot: the reference the lazy tree is tested
     * against (testkit's {@code LazyCommandTreeContract}), never used by the executables.
     */
    public static int executeWithWholeTree(Class<?> rootCommand, String[] args, CommandContext context) {
        return run(rootCommand, args, context, true);
    }

    private static int run(Class<?> rootCommand, String[] args, CommandContext context, boolean wholeTree) {
        Streams streams = context.streams();
        PrintWriter out = new PrintWriter(new OutputStreamWriter(streams.out(), StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(streams.err(), StandardCharsets.UTF_8), true);
        try {
            CommandLine commandLine = wholeTree ? commandLine(rootCommand, context) : commandLine(rootCommand, context, args);
            commandLine.setOut(out);
            commandLine.setErr(err);
            commandLine.setExecutionStrategy(Launcher::refuseUnmatched);
            commandLine.setParameterExceptionHandler((failure, arguments) -> {
                CommandLine failed = failure.getCommandLine();
                failed.getErr().println("error: " + Failures.message(failure));
                if (failure instanceof UnmatchedArgumentException unmatched && !unmatched.getSuggestions().isEmpty()) {
                    failed.getErr().println("did you mean: " + String.join(", ", unmatched.getSuggestions()) + "?");
                }
                failed.getErr().println("try '" + failed.getCommandSpec().qualifiedName() + " --help'");
                if (context.verbose()) {
                    failure.printStackTrace(failed.getErr());
                }
                failed.getErr().flush();
                return ExitCode.USAGE.code();
            });
            commandLine.setExecutionExceptionHandler((failure, failed, parseResult) -> {
                streams.out().flush();
                PrintWriter stderr = failed.getErr();
                stderr.println("error: " + Failures.message(failure));
                if (context.verbose()) {
                    failure.printStackTrace(stderr);
                }
                stderr.flush();
                return Failures.exitCode(failure).code();
            });
            commandLine.setExitCodeExceptionMapper(failure -> Failures.exitCode(failure).code());
            return commandLine.execute(args);
        } catch (RuntimeException | Error bug) {
            err.println("error: " + Failures.message(bug));
            if (context.verbose()) {
                bug.printStackTrace(err);
            }
            return ExitCode.INTERNAL.code();
        } finally {
            out.flush();
            err.flush();
            streams.out().flush();
            streams.err().flush();
        }
    }

    /** The configured command tree, also for completion and man-page generators. */
    public static CommandLine commandLine(Class<?> rootCommand, CommandContext context) {
        return configured(new CommandLine(rootCommand, new ContextFactory(context)), context);
    }

    /**
     * The whole configured tree built from the command models the build wrote ({@link CommandModel}), picocli's
     * reflection only for classes without one: what a run builds of it, compared in tests with
     * {@link #commandLine(Class, CommandContext)}.
     */
    public static CommandLine modelledCommandLine(Class<?> rootCommand, CommandContext context) throws Exception {
        return configured(LazyCommandTree.whole(rootCommand, new ContextFactory(context)), context);
    }

    /**
     * The tree one run with these arguments needs ({@link LazyCommandTree}): what it parses and prints is what
     * the whole tree would, without picocli reflecting over the commands it does not name.
     */
    static CommandLine commandLine(Class<?> rootCommand, CommandContext context, String[] args) {
        ContextFactory factory = new ContextFactory(context);
        CommandLine tree;
        try {
            tree = LazyCommandTree.build(rootCommand, args, factory).orElse(null);
        } catch (Exception unexpected) {
            tree = null;   // the whole tree reports what is wrong in picocli's words
        }
        return configured(tree != null ? tree : new CommandLine(rootCommand, factory), context);
    }

    private static CommandLine configured(CommandLine commandLine, CommandContext context) {
        commandLine.setExpandAtFiles(false);
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.setColorScheme(CommandLine.Help.defaultColorScheme(context.streams().colour() ? Ansi.ON : Ansi.OFF));
        // picocli's auto width forks `stty` on every run; the shell's COLUMNS costs nothing.
        commandLine.setUsageHelpAutoWidth(false);
        commandLine.setUsageHelpWidth(helpWidth(context.streams()));
        commandLine.setHelpFactory(WordWrappingHelp::new);
        documentExitCodes(commandLine, true);
        return commandLine;
    }

    /** Help is wrapped to $COLUMNS when the shell exports it, else to 80 columns. */
    static int helpWidth(Streams streams) {
        String columns = streams.env("COLUMNS");
        if (columns != null && columns.matches("\\d{1,4}")) {
            return Math.clamp(Integer.parseInt(columns), MIN_HELP_WIDTH, MAX_HELP_WIDTH);
        }
        return DEFAULT_HELP_WIDTH;
    }

    /**
     * Exit-code sections from the one {@link ExitCode} table: the executable's whole table on its root, a
     * command's own list where it says more precisely what a code means ({@link CommandExitCodes}).
     */
    private static void documentExitCodes(CommandLine command, boolean root) {
        UsageMessageSpec usage = command.getCommandSpec().usageMessage();
        if (command.getCommand() instanceof CommandExitCodes own) {
            usage.exitCodeListHeading(EXIT_CODES_HEADING).exitCodeList(ExitCode.describe(own.exitCodes()));
        } else if (root || !"help".equals(command.getCommandName())) {
            // every command's help shows the table: a script author reads one command's help, not the root's
            usage.exitCodeListHeading(EXIT_CODES_HEADING).exitCodeList(ExitCode.table());
        }
        for (CommandLine sub : command.getSubcommands().values()) {
            if (LazyCommandTree.isSummary(sub)) {
                continue;   // listed by name and summary only; its own help is never printed
            }
            documentExitCodes(sub, false);
        }
    }

    /**
     * picocli lets unmatched words through when help is requested ({@code albert serch --help} printed the
     * top-level help and exited 0): any unmatched word is a usage error, with or without --help.
     */
    private static int refuseUnmatched(ParseResult parsed) {
        for (ParseResult level = parsed; level != null; level = level.subcommand()) {
            if (!level.unmatched().isEmpty()) {
                throw new UnmatchedArgumentException(level.commandSpec().commandLine(), level.unmatched());
            }
        }
        return new CommandLine.RunLast().execute(parsed);
    }

    /** For group commands run without a subcommand: the usage on stderr and exit 2. */
    public static int missingSubcommand(CommandLine.Model.CommandSpec spec) {
        CommandLine commandLine = spec.commandLine();
        commandLine.getErr().println("error: missing command; choose one of: "
                + String.join(", ", commandLine.getSubcommands().keySet().stream()
                        .filter(name -> !commandLine.getSubcommands().get(name).getCommandSpec().usageMessage().hidden())
                        .toList()));
        commandLine.usage(commandLine.getErr());
        commandLine.getErr().flush();
        return ExitCode.USAGE.code();
    }
}

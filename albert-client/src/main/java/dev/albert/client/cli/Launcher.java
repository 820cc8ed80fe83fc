package dev.albert.client.cli;

import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi;

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
    private Launcher() {
    }

    public static int execute(Class<?> rootCommand, String[] args, Streams streams) {
        return execute(rootCommand, args, CommandContext.of(streams));
    }

    public static int execute(Class<?> rootCommand, String[] args, CommandContext context) {
        Streams streams = context.streams();
        PrintWriter out = new PrintWriter(new OutputStreamWriter(streams.out(), StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(streams.err(), StandardCharsets.UTF_8), true);
        try {
            CommandLine commandLine = commandLine(rootCommand, context);
            commandLine.setOut(out);
            commandLine.setErr(err);
            commandLine.setParameterExceptionHandler((failure, arguments) -> {
                CommandLine failed = failure.getCommandLine();
                failed.getErr().println("error: " + Failures.message(failure));
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
        CommandLine commandLine = new CommandLine(rootCommand, new ContextFactory(context));
        commandLine.setExpandAtFiles(false);
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.setColorScheme(CommandLine.Help.defaultColorScheme(context.streams().colour() ? Ansi.ON : Ansi.OFF));
        commandLine.setUsageHelpAutoWidth(false);
        inheritExitCodes(commandLine, commandLine.getCommandSpec().usageMessage());
        return commandLine;
    }

    /** Every subcommand documents the root's exit codes unless it lists its own (one table, written once). */
    private static void inheritExitCodes(CommandLine parent, CommandLine.Model.UsageMessageSpec root) {
        if (root.exitCodeList().isEmpty()) {
            return;
        }
        for (CommandLine sub : parent.getSubcommands().values()) {
            CommandLine.Model.UsageMessageSpec usage = sub.getCommandSpec().usageMessage();
            if (usage.exitCodeList().isEmpty() && !"help".equals(sub.getCommandName())) {
                usage.exitCodeListHeading(root.exitCodeListHeading());
                usage.exitCodeList(root.exitCodeList());
            }
            inheritExitCodes(sub, root);
        }
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

package dev.albert.cli.apply;

import dev.albert.clikit.CommandContext;
import dev.albert.clikit.Prompter;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The options of a command that changes many things at once and shows them first: {@code --dry-run} (the default),
 * {@code --apply}, and {@code --yes} for a script. One place decides when {@code --apply} may go ahead: after a "y" on
 * a terminal, or with {@code --yes}; never silently where nobody can be asked.
 */
public final class DryRunOrApply {
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @ArgGroup(exclusive = true)
    Mode mode = new Mode();

    static final class Mode {
        @Option(names = "--dry-run", description = "Only show what --apply would change (the default).")
        boolean dryRun;

        @Option(names = "--apply", description = "Make the changes, after a confirmation (or --yes).")
        boolean apply;
    }

    @Option(names = "--yes", description = "With --apply: do not ask (needed when stdin is not a terminal).")
    boolean yes;

    public boolean applying() {
        return mode.apply;
    }

    /**
     * Refuses {@code --yes} without {@code --apply}, and {@code --apply} without {@code --yes} when stdin is not a
     * terminal (exit 2 before any request). {@code consequence} completes "--apply …", e.g. "changes memories".
     */
    public void check(CommandContext context, String consequence) {
        if (yes && !mode.apply) {
            throw new ParameterException(command.commandLine(), "--yes only goes with --apply");
        }
        if (mode.apply && !yes && !context.streams().stdinIsTerminal()) {
            throw new ParameterException(command.commandLine(), "--apply " + consequence + ": confirm on a terminal, or pass --yes");
        }
    }

    /** Whether to go ahead with {@code --apply}: {@code --yes}, or "y"/"yes" to {@code question} on the terminal. */
    public boolean confirmed(CommandContext context, String question) {
        if (yes) {
            return true;
        }
        try (Prompter in = Prompter.open(context.streams())) {
            String answer = in.ask(question + " [y/N] ");
            return answer != null && (answer.equalsIgnoreCase("y") || answer.equalsIgnoreCase("yes"));
        }
    }
}

package dev.albert.cli.workingmemory;

import dev.albert.clikit.Launcher;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert working-memory}: mutable state of a task in progress. */
@Command(name = "working-memory",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Keep the state of a task in progress: start it, record progress, and complete or fail it (which releases its locks).",
        subcommands = {WorkingMemoryStartCommand.class, WorkingMemoryUpdateCommand.class, WorkingMemoryGetCommand.class,
                WorkingMemoryCompleteCommand.class, WorkingMemoryFailCommand.class},
        footerHeading = "%nExamples:%n",
        footer = {
                "  id=$(albert working-memory start release-42 --description 'Cut release 4.2' --output plain | cut -f1)",
                "  albert working-memory update \"$id\" --progress '{\"step\": \"tagging\"}'",
                "  albert working-memory complete \"$id\" --notes 'Released; changelog in CHANGES.md'",
        })
public final class WorkingMemoryCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Launcher.missingSubcommand(spec);
    }
}

package dev.albert.capture.queue;

import dev.albert.clikit.Launcher;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert-capture queue}: the group of queue commands. */
@Command(name = "queue",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Inspect, deliver and empty the local capture queue (content is never shown).",
        subcommands = {QueueStatsCommand.class, QueueListCommand.class, QueueFlushCommand.class, QueuePurgeCommand.class},
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-capture queue stats",
                "  albert-capture queue list --limit 20",
                "  albert-capture queue flush --deadline-ms 30000",
                "  albert-capture queue purge --yes",
        })
public final class QueueCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Launcher.missingSubcommand(spec);
    }
}

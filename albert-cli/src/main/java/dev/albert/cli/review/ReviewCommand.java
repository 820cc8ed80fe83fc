package dev.albert.cli.review;

import dev.albert.clikit.Launcher;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert review}: the quarantine queue. */
@Command(name = "review",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Review quarantined memories (text that looked like injected instructions): list them with their reason codes, release the ones that are fine, reject the rest. Release and reject need memory.review.",
        subcommands = {ReviewListCommand.class, ReviewDecisionCommand.Release.class, ReviewDecisionCommand.Reject.class},
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert review list",
                "  albert review release 0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90 --note 'a quoted attack from the security runbook'",
                "  albert review reject 0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90",
        })
public final class ReviewCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Launcher.missingSubcommand(spec);
    }
}

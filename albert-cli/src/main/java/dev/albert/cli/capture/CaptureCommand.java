package dev.albert.cli.capture;

import dev.albert.clikit.Launcher;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert capture-policy} (not "capture": its man page would be albert-capture.1, the executable's): the server side of automatic capture, its profiles and retention. */
@Command(name = "capture-policy",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Manage what automatic capture keeps on the server: capture profiles (the event classes kept, bounds, retention and trust per class) and retention housekeeping. Delivering events is albert-capture's job.",
        subcommands = {CaptureProfilesCommand.class, RetentionCommand.class},
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert capture-policy profiles list",
                "  albert capture-policy profiles set default --retention tool_outcome=14 --max-trust decision=untrusted",
                "  albert capture-policy retention",
                "  albert capture-policy retention --apply --yes",
        })
public final class CaptureCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Launcher.missingSubcommand(spec);
    }
}

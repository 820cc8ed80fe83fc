package dev.albert.admin.links;

import dev.albert.clikit.Launcher;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert-admin links}: one-time connection links. */
@Command(name = "links",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Create one-time connection links that redeem into a scoped API key (needs keys.manage or admin).",
        subcommands = {LinksCreateCommand.class},
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin links create --capabilities memory.read,memory.write \\",
                "      --expires-in 15m",
        })
public final class LinksCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Launcher.missingSubcommand(spec);
    }
}

package dev.albert.admin.principals;

import dev.albert.clikit.Launcher;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert-admin principals}: who holds keys. */
@Command(name = "principals",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Create, list and deactivate principals, the agents, people and services that hold keys (needs principals.manage or admin).",
        subcommands = {PrincipalsCreateCommand.class, PrincipalsListCommand.class, PrincipalsDeactivateCommand.class},
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin principals create --name build-bot --type service --workspace \\",
                "      5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f",
                "  albert-admin principals list --output json",
                "  albert-admin principals deactivate 5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f",
        })
public final class PrincipalsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Launcher.missingSubcommand(spec);
    }
}

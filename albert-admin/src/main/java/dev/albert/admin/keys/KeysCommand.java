package dev.albert.admin.keys;

import dev.albert.clikit.Launcher;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert-admin keys}: the group of key commands. */
@Command(name = "keys",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Issue, list, revoke and rotate API keys (needs a key with keys.manage or admin).",
        subcommands = {KeysCreateCommand.class, KeysListCommand.class, KeysRevokeCommand.class, KeysRotateCommand.class},
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin keys create --capabilities memory.read,memory.write --name ci",
                "  albert-admin keys list --output json",
                "  albert-admin keys revoke 5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f",
                "  albert-admin keys rotate 5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f > ci.key",
        })
public final class KeysCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Launcher.missingSubcommand(spec);
    }
}

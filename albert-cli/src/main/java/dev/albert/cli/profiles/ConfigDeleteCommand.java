package dev.albert.cli.profiles;

import dev.albert.clikit.CommandContext;
import dev.albert.clikit.VersionProvider;
import dev.albert.client.config.ConfigFile;
import picocli.CommandLine.Command;

/** {@code albert config delete <name>}. */
@Command(name = "delete",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Remove a profile and the key stored in it (the key itself stays valid on the server: revoke it with albert-admin keys revoke). Exits 1 when it is not defined.",
        footerHeading = "%nExamples:%n",
        footer = "  albert config delete old-staging")
public final class ConfigDeleteCommand extends ProfileChangeCommand {
    public ConfigDeleteCommand(CommandContext context) {
        super(context);
    }

    @Override
    ConfigFile change(ConfigFile config, String name) {
        return Profiles.without(config, name);
    }

    @Override
    String done() {
        return "deleted";
    }

    @Override
    String note(String name) {
        return "Deleted profile '" + name + "'";
    }
}

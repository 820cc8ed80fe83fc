package dev.albert.cli.profiles;

import dev.albert.clikit.CommandContext;
import dev.albert.clikit.VersionProvider;
import dev.albert.client.config.ConfigFile;
import picocli.CommandLine.Command;

/** {@code albert config use <name>}. */
@Command(name = "use",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Make a profile the current one. Exits 1 when it is not defined.",
        footerHeading = "%nExamples:%n",
        footer = "  albert config use prod")
public final class ConfigUseCommand extends ProfileChangeCommand {
    public ConfigUseCommand(CommandContext context) {
        super(context);
    }

    @Override
    ConfigFile change(ConfigFile config, String name) {
        return config.withCurrentProfile(name);
    }

    @Override
    String done() {
        return "used";
    }

    @Override
    String note(String name) {
        return "Now using profile '" + name + "'";
    }
}

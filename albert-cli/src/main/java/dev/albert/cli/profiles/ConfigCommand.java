package dev.albert.cli.profiles;

import dev.albert.clikit.Launcher;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert config}: named profiles, like kubectl contexts. */
@Command(name = "config",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Manage profiles: named servers and keys in config.json ($ALBERT_CONFIG_DIR, else $XDG_CONFIG_HOME/albert, else ~/.config/albert), kept 0600. Commands use the current profile unless --profile, ALBERT_PROFILE or ALBERT_API_URL/ALBERT_API_KEY say otherwise.",
        subcommands = {ConfigListCommand.class, ConfigCurrentCommand.class, ConfigUseCommand.class, ConfigSetCommand.class,
                ConfigDeleteCommand.class},
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert login --profile prod --url https://albert.example.com --api-key-file ~/prod.key",
                "  albert config list",
                "  albert config use staging",
        })
public final class ConfigCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Launcher.missingSubcommand(spec);
    }
}

package dev.albert.cli.profiles;

import dev.albert.cli.output.Output;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import dev.albert.client.config.ConfigFile;
import dev.albert.client.config.ConfigResolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.util.concurrent.Callable;

/** {@code albert config current}. */
@Command(name = "current",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Print the profile commands use now ($ALBERT_PROFILE, else the file's current profile, else one named default). Exits 1 when there is none.",
        footerHeading = "%nExamples:%n",
        footer = "  albert config current")
public final class ConfigCurrentCommand implements Callable<Integer> {
    private final CommandContext context;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    public ConfigCurrentCommand(CommandContext context) {
        this.context = context;
    }

    /** What --output json prints. */
    public record Current(String name) {
    }

    static String current(CommandContext context, ConfigFile config) {
        String fromEnv = context.streams().env(ConfigResolver.ENV_PROFILE);
        if (fromEnv != null) {
            return fromEnv.strip();
        }
        if (config.currentProfile() != null && !config.currentProfile().isBlank()) {
            return config.currentProfile();
        }
        return config.profiles().containsKey(ConfigResolver.DEFAULT_PROFILE) ? ConfigResolver.DEFAULT_PROFILE : null;
    }

    @Override
    public Integer call() {
        output.expect(Current.class);
        String name = current(context, context.configResolver().readConfigFile());
        if (name == null) {
            context.note("No current profile; choose one with 'albert config use <name>'.");
            return ExitCode.NOT_FOUND.code();
        }
        output.render(new Current(name), () -> name, () -> name);
        return ExitCode.OK.code();
    }
}

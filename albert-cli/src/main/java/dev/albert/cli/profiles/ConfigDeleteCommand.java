package dev.albert.cli.profiles;

import dev.albert.cli.output.Output;
import dev.albert.client.cli.CommandContext;
import dev.albert.client.cli.ExitCode;
import dev.albert.client.cli.VerboseOption;
import dev.albert.client.cli.VersionProvider;
import dev.albert.client.config.ConfigFile;
import dev.albert.client.config.ConfigResolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert config delete <name>}. */
@Command(name = "delete",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Remove a profile and the key stored in it (the key itself stays valid on the server: revoke it with albert-admin keys revoke). Exits 1 when it is not defined.",
        footerHeading = "%nExamples:%n",
        footer = "  albert config delete old-staging")
public final class ConfigDeleteCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<name>", description = "The profile's name.")
    String name;

    public ConfigDeleteCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(Profiles.Changed.class);
        Profiles.checkName(spec, name);
        ConfigResolver resolver = context.configResolver();
        ConfigFile config = resolver.readConfigFile();
        if (!config.profiles().containsKey(name)) {
            context.streams().err().println("error: profile '" + name + "' is not defined in " + resolver.configFile());
            return ExitCode.NOT_FOUND.code();
        }
        resolver.writeConfigFile(Profiles.without(config, name));
        context.note("Deleted profile '" + name + "'");
        output.render(new Profiles.Changed(name, "deleted"), () -> "", () -> "");
        return ExitCode.OK.code();
    }
}

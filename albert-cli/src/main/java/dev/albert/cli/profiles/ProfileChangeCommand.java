package dev.albert.cli.profiles;

import dev.albert.cli.output.Output;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.VerboseOption;
import dev.albert.client.config.ConfigFile;
import dev.albert.client.config.ConfigResolver;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/**
 * Changes one profile that must already exist ({@code config use}, {@code config delete}): exit 1, naming the
 * profiles that are defined, when it does not; otherwise the changed file is written in one step.
 */
abstract class ProfileChangeCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<name>", description = "The profile's name.")
    String name;

    ProfileChangeCommand(CommandContext context) {
        this.context = context;
    }

    /** The configuration with the change made to profile {@code name}. */
    abstract ConfigFile change(ConfigFile config, String name);

    /** The past participle for {@code --output json} ({@code used}, {@code deleted}). */
    abstract String done();

    /** The line printed on stderr after the change. */
    abstract String note(String name);

    @Override
    public Integer call() {
        output.expect(Profiles.Changed.class);
        Profiles.checkName(spec, name);
        ConfigResolver resolver = context.configResolver();
        ConfigFile config = resolver.readConfigFile();
        if (!config.profiles().containsKey(name)) {
            context.streams().err().println("error: profile '" + name + "' is not defined in " + resolver.configFile()
                    + (config.profiles().isEmpty() ? "" : " (profiles: " + String.join(", ", config.profiles().keySet()) + ")"));
            return ExitCode.NOT_FOUND.code();
        }
        resolver.writeConfigFile(change(config, name));
        context.note(note(name));
        output.render(new Profiles.Changed(name, done()), () -> "", () -> "");
        return ExitCode.OK.code();
    }
}

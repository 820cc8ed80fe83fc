package dev.albert.cli.profiles;

import dev.albert.client.ClientConfig;
import dev.albert.client.InvalidConfig;
import dev.albert.cli.output.Output;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import dev.albert.client.config.ConfigFile;
import dev.albert.client.config.ConfigResolver;
import dev.albert.client.config.Profile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code albert config set <name> --url … [--api-key-file …|--api-key-stdin]}: without checking the key (login checks). */
@Command(name = "set",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Add or change a profile without contacting the server (albert login checks the key first). Values not given are kept.",
                "The key is read from a file or stdin, never from the command line, and stored in config.json, mode 0600.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert config set staging --url https://albert-staging.example.com --api-key-file ~/staging.key",
                "  pass show albert/prod | albert config set prod --url https://albert.example.com --api-key-stdin",
        })
public final class ConfigSetCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<name>", description = "The profile's name.")
    String name;

    @Option(names = "--url", paramLabel = "<url>", description = "The server's base URL.")
    String url;

    @Option(names = "--api-key-file", paramLabel = "<file>", description = "Read the API key from the first line of this file.")
    Path apiKeyFile;

    @Option(names = "--api-key-stdin", description = "Read the API key from stdin.")
    boolean apiKeyStdin;

    @Option(names = "--use", description = "Also make it the current profile.")
    boolean use;

    public ConfigSetCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(Profiles.Changed.class);
        Profiles.checkName(spec, name);
        String normalized = url == null ? null : normalize(spec, url);
        String key = Profiles.readKey(spec, context, apiKeyFile, apiKeyStdin);
        ConfigResolver resolver = context.configResolver();
        ConfigFile config = resolver.readConfigFile();
        Profile old = config.profiles().get(name);
        if (old == null && normalized == null) {
            throw new ParameterException(spec.commandLine(), "a new profile needs --url");
        }
        Profile profile = new Profile(normalized != null ? normalized : old.url(),
                key != null ? key : old == null ? null : old.apiKey(),
                key != null || old == null ? null : old.apiKeyFile());
        ConfigFile updated = config.withProfile(name, profile);
        resolver.writeConfigFile(use ? updated.withCurrentProfile(name) : updated);
        context.note((old == null ? "Added" : "Updated") + " profile '" + name + "' in " + resolver.configFile());
        output.render(new Profiles.Changed(name, "saved"), () -> "", () -> "");
        return ExitCode.OK.code();
    }

    static String normalize(CommandSpec spec, String url) {
        try {
            return ClientConfig.normalizeUrl(url, "--url");
        } catch (InvalidConfig e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }
}

package dev.albert.cli.profiles;

import dev.albert.api.identity.WhoAmI;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.client.ClientConfig;
import dev.albert.client.Version;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.Details;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Prompter;
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
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code albert login}: checks a key against the server, then saves it as a profile and makes it current. */
@Command(name = "login",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Check an API key against a server and save both as a profile (config.json, mode 0600), which becomes the current one.",
                "The key comes from --api-key-file, --api-key-stdin or, at a terminal, a prompt; never from the command line. A key the server refuses exits 4 and nothing is saved.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert login --url http://127.0.0.1:8080 --api-key-file ~/.albert-key",
                "  pass show albert/prod | albert login --profile prod --url https://albert.example.com --api-key-stdin",
        })
public final class LoginCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--profile", paramLabel = "<name>", defaultValue = ConfigResolver.DEFAULT_PROFILE,
            description = "The profile to save (default: ${DEFAULT-VALUE}).")
    String profile;

    @Option(names = "--url", paramLabel = "<url>", description = "The server's base URL (default: the profile's, else $ALBERT_API_URL, else http://127.0.0.1:8080).")
    String url;

    @Option(names = "--api-key-file", paramLabel = "<file>", description = "Read the API key from the first line of this file.")
    Path apiKeyFile;

    @Option(names = "--api-key-stdin", description = "Read the API key from stdin.")
    boolean apiKeyStdin;

    public LoginCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(WhoAmI.class);
        Profiles.checkName(spec, profile);
        ConfigResolver resolver = context.configResolver();
        ConfigFile config = resolver.readConfigFile();
        Profile old = config.profiles().get(profile);
        String base = url != null ? url : old != null && old.url() != null ? old.url()
                : context.streams().env(ConfigResolver.ENV_URL) != null ? context.streams().env(ConfigResolver.ENV_URL)
                : ClientConfig.DEFAULT_URL;
        String normalized = ConfigSetCommand.normalize(spec, base);
        String key = Profiles.readKey(spec, context, apiKeyFile, apiKeyStdin);
        if (key == null) {
            key = ask();
        }
        WhoAmI me;
        try (AlbertClient client = context.client(ClientConfig.of(normalized, key)
                .withUserAgent("albert/" + Version.current()))) {
            me = client.whoAmI();
        }
        resolver.writeConfigFile(config.withProfile(profile, new Profile(normalized, key, null)).withCurrentProfile(profile));
        if (!output.structured()) {
            context.note("Logged in to " + normalized + " as " + me.principalName() + " (" + me.organizationName()
                    + (me.workspaceName() == null ? "" : " / " + me.workspaceName()) + "); profile '" + profile
                    + "' saved to " + resolver.configFile() + " and now current");
        }
        output.render(me, () -> Details.of().field("principal", me.principalName()).field("organization", me.organizationName())
                .field("workspace", me.workspaceName()).field("capabilities", String.join(", ", me.capabilities())).render(),
                () -> "");
        return ExitCode.OK.code();
    }

    private String ask() {
        if (!context.streams().stdinIsTerminal()) {
            throw new ParameterException(spec.commandLine(), "give --api-key-file or --api-key-stdin (no terminal to ask on)");
        }
        String answer;
        try (Prompter prompter = Prompter.open(context.streams())) {
            answer = prompter.ask("API key: ");
        }
        if (answer == null || answer.isBlank() || dev.albert.api.auth.ApiKeyFormat.parse(answer).isEmpty()) {
            throw new ParameterException(spec.commandLine(), "that is not an Albert API key (expected alb_<prefix>_<secret>)");
        }
        return answer;
    }
}

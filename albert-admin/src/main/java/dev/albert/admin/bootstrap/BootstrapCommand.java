package dev.albert.admin.bootstrap;

import dev.albert.api.identity.BootstrapRequest;
import dev.albert.api.identity.BootstrapResponse;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.Prompter;
import dev.albert.clikit.ServerOptions;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import dev.albert.client.config.ConfigResolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code albert-admin bootstrap}: creates the first organization, workspace and administrator over
 * REST ({@code POST /v1/bootstrap}) and prints the administrator's key, once. Needs no key.
 */
@Command(name = "bootstrap",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Create the first organization, workspace and administrator, and print the administrator's API key.",
                "Allowed only while the server has no organization, or with the server's one-time bootstrap token. The key is shown once: store it securely.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin bootstrap --organization Acme --workspace main",
                "  albert-admin bootstrap --organization Acme --workspace main --principal 'Ops Team' \\",
                "      --url https://albert.example.com --bootstrap-token-file \\",
                "      /run/secrets/albert-bootstrap",
                "  albert-admin bootstrap --organization Acme --workspace main --output json \\",
                "      | jq -r .api_key",
        })
public final class BootstrapCommand implements Callable<Integer> {
    static final String BANNER = "Bootstrap complete. Store this key securely; it will not be shown again:";

    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ServerOptions server;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--organization", paramLabel = "<name>",
            description = "Name of the organization (the tenant); asked for on a terminal when missing.")
    String organization;

    @Option(names = "--workspace", paramLabel = "<name>",
            description = "Name of its first workspace; asked for on a terminal when missing.")
    String workspace;

    @Option(names = "--principal", paramLabel = "<name>", defaultValue = "Administrator",
            description = "Name of the administrator principal (default: ${DEFAULT-VALUE}).")
    String principal;

    @Option(names = "--bootstrap-token-file", paramLabel = "<file>",
            description = "File holding the server's one-time bootstrap token (needed once an organization exists).")
    Path tokenFile;

    public BootstrapCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        askForMissingNames();
        requireName("--organization", organization);
        requireName("--workspace", workspace);
        requireName("--principal", principal);
        String token = null;
        if (tokenFile != null) {
            List<String> warnings = new ArrayList<>();
            token = ConfigResolver.readKeyFile(context.streams().workingDirectory().resolve(tokenFile),
                    "--bootstrap-token-file", warnings);
            warnings.forEach(context::warn);
        }
        BootstrapResponse response;
        try (AlbertClient client = server.connectWithoutKey()) {
            response = client.bootstrap(new BootstrapRequest(organization.strip(), workspace.strip(), principal.strip(), token));
        }
        String text = BANNER + "\n" + response.apiKey() + "\n";
        output.renderer().render(response, () -> text, () -> text);
        return ExitCode.OK.code();
    }

    /** On a terminal, missing names are asked for; in scripts and CI they are a usage error (never a hang). */
    private void askForMissingNames() {
        if (organization != null && workspace != null) {
            return;
        }
        if (!context.streams().stdinIsTerminal()) {
            throw new ParameterException(spec.commandLine(), "missing " + (organization == null ? "--organization" : "--workspace")
                    + " (there is no terminal to ask on)");
        }
        try (Prompter prompter = Prompter.open(context.streams())) {
            if (organization == null) {
                organization = prompter.ask("Organization (the tenant): ");
            }
            if (workspace == null && organization != null) {
                workspace = prompter.ask("First workspace: ");
            }
        }
        if (organization == null || workspace == null) {
            throw new ParameterException(spec.commandLine(), "no answer; nothing was created");
        }
    }

    private void requireName(String option, String value) {
        if (value == null || value.isBlank()) {
            throw new ParameterException(spec.commandLine(), option + " must not be empty");
        }
    }
}

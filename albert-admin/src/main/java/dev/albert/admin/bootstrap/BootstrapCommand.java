package dev.albert.admin.bootstrap;

import dev.albert.api.identity.BootstrapRequest;
import dev.albert.api.identity.BootstrapResponse;
import dev.albert.client.AlbertClient;
import dev.albert.client.cli.CommandContext;
import dev.albert.client.cli.ExitCode;
import dev.albert.client.cli.OutputOptions;
import dev.albert.client.cli.ServerOptions;
import dev.albert.client.cli.VerboseOption;
import dev.albert.client.cli.VersionProvider;
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
                "Allowed only while the server has no organization, or with the server's one-time bootstrap token.",
                "The key is shown once: store it securely.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin bootstrap --organization Acme --workspace main",
                "  albert-admin bootstrap --organization Acme --workspace main --principal 'Ops Team' \\",
                "      --url https://albert.example.com --bootstrap-token-file /run/secrets/albert-bootstrap",
                "  albert-admin bootstrap --organization Acme --workspace main --output json | jq -r .api_key",
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

    @Option(names = "--organization", required = true, paramLabel = "<name>", description = "Name of the organization (the tenant).")
    String organization;

    @Option(names = "--workspace", required = true, paramLabel = "<name>", description = "Name of its first workspace.")
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

    private void requireName(String option, String value) {
        if (value == null || value.isBlank()) {
            throw new ParameterException(spec.commandLine(), option + " must not be empty");
        }
    }
}

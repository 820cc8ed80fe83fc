package dev.albert.admin.principals;

import dev.albert.api.auth.PrincipalType;
import dev.albert.api.identity.PrincipalCreate;
import dev.albert.api.identity.PrincipalRead;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Inputs;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert-admin principals create}: {@code POST /v1/principals}; prints the new principal's id. */
@Command(name = "create",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Create a principal and print its id.",
                "Without --workspace it is organization-scoped, which only an organization-scoped key may create. Issue it keys with: keys create --principal <id>.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin principals create --name build-bot --type service --workspace \\",
                "      5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f",
                "  albert-admin principals create --name 'Ada Lovelace' --type human --output \\",
                "      json",
        })
public final class PrincipalsCreateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--name", paramLabel = "<name>", required = true, description = "Display name (not unique).")
    String name;

    @Option(names = "--type", paramLabel = "<type>", converter = PrincipalTypes.class, completionCandidates = PrincipalTypes.class,
            defaultValue = "agent",
            description = "agent, human or service (default: ${DEFAULT-VALUE}); humans' memories start verified, the others' untrusted.")
    PrincipalType type;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "The principal's workspace (default: none, organization-scoped).")
    UUID workspace;

    @Override
    public Integer call() {
        if (name.isBlank()) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--name is empty");
        }
        Inputs.maxLength(spec, "--name", name, 200);
        PrincipalRead principal;
        try (AlbertClient client = connection.connect()) {
            principal = client.createPrincipal(new PrincipalCreate(name, type, workspace));
        }
        output.renderer().render(principal, () -> principal.id().toString(), () -> principal.id().toString());
        return ExitCode.OK.code();
    }
}

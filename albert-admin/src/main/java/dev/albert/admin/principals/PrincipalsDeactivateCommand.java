package dev.albert.admin.principals;

import dev.albert.api.identity.PrincipalRead;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert-admin principals deactivate <id>}: {@code POST /v1/principals/{id}/deactivate}. */
@Command(name = "deactivate",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Deactivate a principal: every key it holds stops working at once. Exits 1 when there is no such principal.",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin principals deactivate 5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f",
        })
public final class PrincipalsDeactivateCommand implements Callable<Integer> {
    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "The principal's id (see principals list).")
    UUID id;

    @Override
    public Integer call() {
        PrincipalRead principal;
        try (AlbertClient client = connection.connect()) {
            principal = client.deactivatePrincipal(id);
        }
        output.renderer().render(principal, () -> "Principal deactivated", () -> "Principal deactivated");
        return ExitCode.OK.code();
    }
}

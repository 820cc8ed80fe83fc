package dev.albert.admin.keys;

import dev.albert.api.identity.KeyRead;
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

/** {@code albert-admin keys revoke <id>}: deactivates a key ({@code POST /v1/keys/{id}/revoke}); the row stays for audit. */
@Command(name = "revoke",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Revoke an API key: it stops working at once. Exits 1 when there is no such key.",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin keys revoke 5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f",
        })
public final class KeysRevokeCommand implements Callable<Integer> {
    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<id>", converter = Converters.UuidConverter.class, description = "The key's id (see keys list).")
    UUID id;

    @Override
    public Integer call() {
        KeyRead key;
        try (AlbertClient client = connection.connect()) {
            key = client.revokeKey(id);
        }
        output.renderer().render(key, () -> "API key revoked", () -> "API key revoked");
        return ExitCode.OK.code();
    }
}

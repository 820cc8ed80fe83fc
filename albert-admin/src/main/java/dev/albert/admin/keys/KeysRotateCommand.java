package dev.albert.admin.keys;

import dev.albert.api.identity.KeyCreated;
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

/** {@code albert-admin keys rotate <id>}: a new key with the same grant, the old one revoked ({@code POST /v1/keys/{id}/rotate}). */
@Command(name = "rotate",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Rotate an API key: issue a new key with the same name, capabilities, principal and expiry, and revoke the old one.",
                "The new key is printed once, on stdout: store it securely. Exits 1 when there is no such key.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin keys rotate 5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f > ci.key",
                "  albert-admin keys rotate 5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f --output json",
        })
public final class KeysRotateCommand implements Callable<Integer> {
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
        KeyCreated key;
        try (AlbertClient client = connection.connect()) {
            key = client.rotateKey(id);
        }
        output.renderer().render(key, () -> key.apiKey(), () -> key.apiKey());
        return ExitCode.OK.code();
    }
}

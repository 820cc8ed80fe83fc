package dev.albert.admin.keys;

import dev.albert.api.identity.KeyRead;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.OutputOptions;
import dev.albert.clikit.Renderer;
import dev.albert.clikit.Table;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert-admin keys list}: keys without their secrets ({@code GET /v1/keys}). */
@Command(name = "list",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "List API keys (never their secrets).",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin keys list",
                "  albert-admin keys list --principal 5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f \\",
                "      --output plain",
                "  albert-admin keys list --output jsonl | jq -r 'select(.active) | .id'",
        })
public final class KeysListCommand implements Callable<Integer> {
    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--principal", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Only keys of this principal.")
    UUID principal;

    @Override
    public Integer call() {
        List<KeyRead> keys;
        try (AlbertClient client = connection.connect()) {
            keys = client.listKeys(principal);
        }
        output.renderer().render(keys, keys, () -> table(keys), () -> plain(keys));
        return ExitCode.OK.code();
    }

    private static String table(List<KeyRead> keys) {
        Table table = Table.of("id", "name", "prefix", "principal", "active", "expires");
        for (KeyRead key : keys) {
            table.row(key.id(), key.name(), key.prefix(), key.principalId(), key.active() ? "yes" : "no", key.expiresAt());
        }
        return table.render();
    }

    /** The seed's {@code list-keys} line shape, tab-separated, with the principal added. */
    private static String plain(List<KeyRead> keys) {
        StringBuilder out = new StringBuilder();
        for (KeyRead key : keys) {
            out.append(key.id()).append('\t')
                    .append(Renderer.oneLine(key.name())).append('\t')
                    .append("prefix=").append(key.prefix()).append('\t')
                    .append("principal=").append(key.principalId()).append('\t')
                    .append("active=").append(key.active() ? "True" : "False").append('\t')
                    .append("expires=").append(key.expiresAt() == null ? "-" : key.expiresAt().toString())
                    .append('\n');
        }
        return out.toString();
    }
}

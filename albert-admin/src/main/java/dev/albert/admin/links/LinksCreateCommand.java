package dev.albert.admin.links;

import dev.albert.admin.keys.Capabilities;
import dev.albert.admin.keys.ExpiresIn;
import dev.albert.api.identity.LinkCreate;
import dev.albert.api.identity.LinkCreated;
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

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert-admin links create}: a one-time connection link ({@code POST /v1/links}); its URL and token are shown once. */
@Command(name = "create",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Create a one-time connection link.",
                "Whoever redeems it (POST /v1/links/redeem) gets a key with exactly these capabilities, once. Prints the redeem URL and the token, once, on stdout: hand them over securely. A link is never wider than the key that creates it (a wider request is refused, exit 4).",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert-admin links create --capabilities memory.read,memory.write \\",
                "      --expires-in 15m",
                "  albert-admin links create --capabilities memory.read --principal \\",
                "      5f0c2a9e-1b7d-4c3e-8a2f-6d9e0b1c4a7f --output json",
        })
public final class LinksCreateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--capabilities", paramLabel = "<a,b>", split = ",", required = true,
            description = "Comma-separated capabilities of the key the link redeems into.")
    List<String> capabilities = new ArrayList<>();

    @Option(names = "--name", paramLabel = "<name>", defaultValue = "connection link",
            description = "Name of the key the link redeems into (default: ${DEFAULT-VALUE}).")
    String name;

    @Option(names = "--principal", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Principal the redeemed key acts as (default: your own).")
    UUID principal;

    @Option(names = "--expires-in", paramLabel = "<duration>", converter = ExpiresIn.class,
            description = "How long the link can be redeemed, 1m to 24h, e.g. 15m (default: the server's, 15m).")
    Duration expiresIn;

    @Override
    public Integer call() {
        List<String> wanted = Capabilities.valid(spec, capabilities);
        Inputs.maxLength(spec, "--name", name, 200);
        Integer seconds = expiresIn == null ? null : ExpiresIn.seconds(spec, "--expires-in", expiresIn, 60, 86_400, "1m and 24h");
        LinkCreated link;
        try (AlbertClient client = connection.connect()) {
            link = client.createLink(new LinkCreate(name, wanted, principal, seconds));
        }
        String text = "url\t" + link.url() + "\ntoken\t" + link.token() + "\nexpires\t" + link.expiresAt() + "\n";
        output.renderer().render(link, () -> text, () -> text);
        return ExitCode.OK.code();
    }
}

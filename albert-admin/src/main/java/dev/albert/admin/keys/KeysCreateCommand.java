package dev.albert.admin.keys;

import dev.albert.api.identity.KeyCreate;
import dev.albert.api.identity.KeyCreated;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
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
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert-admin keys create}: issues a key ({@code POST /v1/keys}) and prints it, once. */
@Command(name = "create",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Issue an API key and print it. The key is shown once: store it securely.",
                "A key is never wider than the key that issues it (a wider request is refused, exit 4).",
        },
        footerHeading = "%nCapabilities:%n",
        footer = {
                "  memory.read memory.write memory.delete memory.export memory.import graph.query graph.write working_memory.read working_memory.write locks.acquire console.read memory.confidential memory.restricted keys.manage capture.write admin",
                "%nExamples:",
                "  albert-admin keys create --capabilities memory.read,memory.write --name ci \\",
                "      > ci.key",
                "  albert-admin keys create --capabilities memory.read --expires-at \\",
                "      2026-12-31T23:59:00Z --output json",
                "  albert-admin keys create --capabilities memory.read --expires-in 30d",
        })
public final class KeysCreateCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    OutputOptions output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--capabilities", paramLabel = "<a,b>", split = ",", defaultValue = "memory.read,memory.write,graph.query",
            description = "Comma-separated capabilities (default: ${DEFAULT-VALUE}).")
    List<String> capabilities = new ArrayList<>();

    @Option(names = "--name", paramLabel = "<name>", defaultValue = "agent key", description = "A label for the key (default: ${DEFAULT-VALUE}).")
    String name;

    @Option(names = "--principal", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Principal the key belongs to (default: your own).")
    UUID principal;

    @Option(names = "--expires-at", paramLabel = "<iso>", converter = Converters.InstantConverter.class,
            description = "When the key stops working, ISO-8601 (default: never).")
    Instant expiresAt;

    @Option(names = "--expires-in", paramLabel = "<duration>", converter = ExpiresIn.class,
            description = "How long the key works, e.g. 12h, 30d, 1w (60 s to 10 years; instead of --expires-at).")
    Duration expiresIn;

    public KeysCreateCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        List<String> wanted = Capabilities.valid(spec, capabilities);
        Inputs.maxLength(spec, "--name", name, 200);
        if (expiresAt != null && !expiresAt.isAfter(context.clock().instant())) {
            throw new ParameterException(spec.commandLine(), "--expires-at " + expiresAt + " is not in the future");
        }
        if (expiresAt != null && expiresIn != null) {
            throw new ParameterException(spec.commandLine(), "give --expires-at or --expires-in, not both");
        }
        Integer seconds = expiresIn == null ? null
                : ExpiresIn.seconds(spec, "--expires-in", expiresIn, 60, 315_360_000L, "1m and 3650d");
        KeyCreated key;
        try (AlbertClient client = connection.connect()) {
            key = client.createKey(new KeyCreate(name, wanted, principal, expiresAt, seconds));
        }
        output.renderer().render(key, () -> key.apiKey(), () -> key.apiKey());
        return ExitCode.OK.code();
    }
}

package dev.albert.admin.keys;

import dev.albert.api.auth.Capability;
import dev.albert.api.identity.KeyCreate;
import dev.albert.api.identity.KeyCreated;
import dev.albert.client.AlbertClient;
import dev.albert.client.cli.CommandContext;
import dev.albert.client.cli.ConnectionOptions;
import dev.albert.client.cli.Converters;
import dev.albert.client.cli.ExitCode;
import dev.albert.client.cli.Inputs;
import dev.albert.client.cli.OutputOptions;
import dev.albert.client.cli.VerboseOption;
import dev.albert.client.cli.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
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
                "  memory.read memory.write memory.delete memory.export memory.import graph.query graph.write",
                "  working_memory.read working_memory.write locks.acquire console.read memory.confidential",
                "  memory.restricted keys.manage capture.write admin",
                "%nExamples:",
                "  albert-admin keys create --capabilities memory.read,memory.write --name ci > ci.key",
                "  albert-admin keys create --capabilities memory.read --expires-at 2026-12-31T23:59:00Z --output json",
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

    public KeysCreateCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        List<String> wanted = validCapabilities();
        Inputs.maxLength(spec, "--name", name, 200);
        if (expiresAt != null && !expiresAt.isAfter(context.clock().instant())) {
            throw new ParameterException(spec.commandLine(), "--expires-at " + expiresAt + " is not in the future");
        }
        KeyCreated key;
        try (AlbertClient client = connection.connect()) {
            key = client.createKey(new KeyCreate(name, wanted, principal, expiresAt));
        }
        output.renderer().render(key, () -> key.apiKey(), () -> key.apiKey());
        return ExitCode.OK.code();
    }

    /** Trimmed, de-duplicated, and each one known; unknown ones are refused before any network call. */
    private List<String> validCapabilities() {
        Set<String> wanted = new LinkedHashSet<>();
        List<String> unknown = new ArrayList<>();
        Set<String> known = new LinkedHashSet<>(Arrays.stream(Capability.values()).map(Capability::wireName).toList());
        for (String capability : capabilities) {
            String trimmed = capability.strip();
            if (trimmed.isEmpty()) {
                continue;
            }
            if (known.contains(trimmed)) {
                wanted.add(trimmed);
            } else if (!unknown.contains(trimmed)) {
                unknown.add(trimmed);
            }
        }
        if (!unknown.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "Unknown capabilities: " + String.join(", ", unknown));
        }
        if (wanted.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--capabilities names no capability");
        }
        return List.copyOf(wanted);
    }
}

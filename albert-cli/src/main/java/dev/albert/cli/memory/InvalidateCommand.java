package dev.albert.cli.memory;

import dev.albert.api.memory.MemoryInvalidate;
import dev.albert.api.memory.MemoryRead;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Inputs;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert invalidate <id> --reason}: ends a memory's validity now, without a successor. */
@Command(name = "invalidate",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Mark a memory as no longer true: it stops being valid now and leaves search and context, but stays readable by id and in its history with the reason.",
                "Exits 3 when it is already no longer current.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert invalidate 0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90 --reason 'the staging cluster was retired'",
        })
public final class InvalidateCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<id>", converter = Converters.UuidConverter.class, description = "The memory's id.")
    UUID id;

    @Option(names = "--reason", paramLabel = "<text>", required = true, description = "Why it is no longer true (kept in its history).")
    String reason;

    public InvalidateCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(MemoryRead.class);
        if (reason.isBlank()) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--reason must not be blank");
        }
        Inputs.maxLength(spec, "--reason", reason, dev.albert.api.Limits.INVALIDATE_REASON_MAX);
        MemoryRead memory;
        try (AlbertClient client = connection.connect()) {
            memory = client.invalidateMemory(id, new MemoryInvalidate(reason.strip()));
        }
        if (!output.structured()) {
            context.note("Invalidated memory " + id + " (valid until " + memory.validUntil() + ")");
        }
        output.render(memory, () -> "", () -> "");
        return ExitCode.OK.code();
    }
}

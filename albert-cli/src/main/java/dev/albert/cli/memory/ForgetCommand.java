package dev.albert.cli.memory;

import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.cli.output.Output;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert forget <id>}: scrubs a memory ({@code DELETE /v1/memories/{id}}). */
@Command(name = "forget",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Forget a memory: its subject, content and metadata are erased and it leaves search.",
                "Prints nothing on stdout (a confirmation on stderr); exits 1 when there is no such memory.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert forget 0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90",
                "  albert search 'old staging host' --output plain | cut -f1 | xargs -n1 \\",
                "      albert forget",
        })
public final class ForgetCommand implements Callable<Integer> {
    private final CommandContext context;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<id>", converter = Converters.UuidConverter.class, description = "The memory's id.")
    UUID id;

    public ForgetCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(Deleted.class);
        try (AlbertClient client = connection.connect()) {
            client.deleteMemory(id);
        }
        if (output.structured()) {
            output.render(new Deleted(id, true), () -> "", () -> "");
        } else {
            context.note("Forgot memory " + id);
        }
        return ExitCode.OK.code();
    }

    /** What --output json prints. */
    public record Deleted(UUID id, boolean deleted) {
    }
}

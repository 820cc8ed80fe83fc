package dev.albert.cli.memory;

import dev.albert.api.memory.MemoryRead;
import dev.albert.client.AlbertClient;
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

/** {@code albert get <id>}: one memory ({@code GET /v1/memories/{id}}). */
@Command(name = "get",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Show one memory. Exits 1 when it does not exist, was forgotten, or is hidden from your key.",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert get 0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90",
                "  albert get 0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90 --output json | jq -r \\",
                "      .content",
        })
public final class GetCommand implements Callable<Integer> {
    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<id>", converter = Converters.UuidConverter.class, description = "The memory's id.")
    UUID id;

    @Override
    public Integer call() {
        output.expect(MemoryRead.class);
        MemoryRead memory;
        try (AlbertClient client = connection.connect()) {
            memory = client.getMemory(id);
        }
        output.render(memory, () -> MemoryViews.details(memory), () -> MemoryViews.details(memory));
        return ExitCode.OK.code();
    }
}

package dev.albert.cli.workingmemory;

import dev.albert.api.working.WorkingMemoryRead;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert working-memory get <id>}. */
@Command(name = "get",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Show a task's working memory: status, progress, expiry. Exits 1 when there is no such record.",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert working-memory get 7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
                "  albert working-memory get 7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d --jq .progress.step",
        })
public final class WorkingMemoryGetCommand implements Callable<Integer> {
    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<id>", converter = Converters.UuidConverter.class, description = "The working memory's id.")
    UUID id;

    @Override
    public Integer call() {
        output.expect(WorkingMemoryRead.class);
        WorkingMemoryRead w;
        try (AlbertClient client = connection.connect()) {
            w = client.getWorkingMemory(id);
        }
        output.render(w, () -> WorkingMemoryViews.details(w), () -> WorkingMemoryViews.plain(w));
        return ExitCode.OK.code();
    }
}

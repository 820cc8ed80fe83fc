package dev.albert.cli.workingmemory;

import dev.albert.api.Limits;
import dev.albert.api.working.WorkingMemoryFinish;
import dev.albert.api.working.WorkingMemoryRead;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Inputs;
import dev.albert.clikit.VerboseOption;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.UUID;
import java.util.concurrent.Callable;

/**
 * Ends a working-memory task with optional consolidation notes: {@code complete} and {@code fail} differ
 * only in the endpoint they call.
 */
abstract class WorkingMemoryFinishCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<id>", converter = Converters.UuidConverter.class, description = "The working memory's id.")
    UUID id;

    @Option(names = "--notes", paramLabel = "<text>", description = "Consolidation notes: what was learnt, or - for stdin.")
    String notes;

    WorkingMemoryFinishCommand(CommandContext context) {
        this.context = context;
    }

    /** The call that ends the task. */
    abstract WorkingMemoryRead finish(AlbertClient client, UUID id, WorkingMemoryFinish notes);

    @Override
    public Integer call() {
        output.expect(WorkingMemoryRead.class);
        String text = notes == null ? "" : Inputs.text(spec, context.streams(), notes, "notes", Limits.CONSOLIDATION_NOTES_MAX);
        WorkingMemoryRead w;
        try (AlbertClient client = connection.connect()) {
            w = finish(client, id, new WorkingMemoryFinish(text));
        }
        output.render(w, () -> WorkingMemoryViews.details(w), () -> WorkingMemoryViews.plain(w));
        return ExitCode.OK.code();
    }
}

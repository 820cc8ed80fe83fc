package dev.albert.cli.workingmemory;

import dev.albert.api.Limits;
import dev.albert.api.working.WorkingMemoryFinish;
import dev.albert.api.working.WorkingMemoryRead;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.client.cli.CommandContext;
import dev.albert.client.cli.ConnectionOptions;
import dev.albert.client.cli.Converters;
import dev.albert.client.cli.ExitCode;
import dev.albert.client.cli.Inputs;
import dev.albert.client.cli.VerboseOption;
import dev.albert.client.cli.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert working-memory fail <id>} ({@code POST /v1/working-memory/{id}/fail}). */
@Command(name = "fail",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Mark a working-memory task as failed, with optional notes; its locks are released.",
                "Exits 3 when the task is no longer active, 4 when another principal owns it.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert working-memory fail 7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d --notes ''",
        })
public final class WorkingMemoryFailCommand implements Callable<Integer> {
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

    public WorkingMemoryFailCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(WorkingMemoryRead.class);
        String text = notes == null ? "" : Inputs.text(spec, context.streams(), notes, "notes", Limits.CONSOLIDATION_NOTES_MAX);
        WorkingMemoryRead w;
        try (AlbertClient client = connection.connect()) {
            w = client.failWorkingMemory(id, new WorkingMemoryFinish(text));
        }
        output.render(w, () -> WorkingMemoryViews.details(w), () -> WorkingMemoryViews.plain(w));
        return ExitCode.OK.code();
    }
}

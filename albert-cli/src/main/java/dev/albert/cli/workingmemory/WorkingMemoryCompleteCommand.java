package dev.albert.cli.workingmemory;

import dev.albert.api.working.WorkingMemoryFinish;
import dev.albert.api.working.WorkingMemoryRead;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.CommandContext;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;

import java.util.UUID;

/** {@code albert working-memory complete <id>} ({@code POST /v1/working-memory/{id}/complete}). */
@Command(name = "complete",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Mark a working-memory task as completed, with optional notes; its locks are released.",
                "Exits 3 when the task is no longer active, 4 when another principal owns it.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert working-memory complete 7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d --notes ''",
        })
public final class WorkingMemoryCompleteCommand extends WorkingMemoryFinishCommand {
    public WorkingMemoryCompleteCommand(CommandContext context) {
        super(context);
    }

    @Override
    WorkingMemoryRead finish(AlbertClient client, UUID id, WorkingMemoryFinish notes) {
        return client.completeWorkingMemory(id, notes);
    }
}

package dev.albert.cli.review;

import dev.albert.api.memory.MemoryPage;
import dev.albert.api.memory.MemoryRead;
import dev.albert.cli.output.Output;
import dev.albert.cli.output.Paging;
import dev.albert.cli.timeline.MemoryRows;
import dev.albert.client.AlbertClient;
import dev.albert.client.MemoryFilter;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert review list}: quarantined memories, oldest first ({@code GET /v1/memories?quarantined=true}). */
@Command(name = "list",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "List quarantined memories, oldest first, with their reason codes. An empty queue prints nothing and exits 0.",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert review list",
                "  albert review list --all --fields id,quarantine_reasons,subject --output plain",
        })
public final class ReviewListCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Paging paging;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Override
    public Integer call() {
        output.expect(MemoryRead.class);
        paging.validate(spec);
        Paging.Page<MemoryRead> page;
        try (AlbertClient client = connection.connect()) {
            page = paging.fetch((limit, cursor) -> client.listMemories(MemoryFilter.NONE.withQuarantined(true), limit, cursor),
                    MemoryPage::items, MemoryPage::nextCursor, output.structured(), "albert review list");
        }
        MemoryPage shown = new MemoryPage(page.items(), page.nextCursor());
        output.render(shown, shown.items(), () -> MemoryRows.table(shown.items(), true), () -> MemoryRows.plain(shown.items()));
        return ExitCode.OK.code();
    }
}

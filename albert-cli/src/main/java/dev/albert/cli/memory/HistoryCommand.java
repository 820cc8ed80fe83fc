package dev.albert.cli.memory;

import dev.albert.api.memory.MemoryHistory;
import dev.albert.api.memory.MemoryHistoryEntry;
import dev.albert.cli.output.Output;
import dev.albert.client.AlbertClient;
import dev.albert.clikit.ConnectionOptions;
import dev.albert.clikit.Converters;
import dev.albert.clikit.ExitCode;
import dev.albert.clikit.Table;
import dev.albert.clikit.VerboseOption;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.util.List;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert history <id>}: the supersession chain of a memory and what happened to each link. */
@Command(name = "history",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Show a memory's history: every memory of its supersession chain, oldest first, and the events (created, superseded, invalidated, quarantine_released) with who and when.",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert history 0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90",
                "  albert history 0b9f3c1e-5d2a-4f7e-9a61-3c2d8e7f1a90 --jq '.chain[-1]'     # the current memory",
        })
public final class HistoryCommand implements Callable<Integer> {
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
        output.expect(MemoryHistoryEntry.class);
        MemoryHistory history;
        try (AlbertClient client = connection.connect()) {
            history = client.memoryHistory(id);
        }
        List<MemoryHistoryEntry> events = Objects.requireNonNullElse(history.events(), List.of());
        output.render(history, events, () -> table(events), () -> plain(events));
        return ExitCode.OK.code();
    }

    private static String table(List<MemoryHistoryEntry> events) {
        Table table = Table.of("at", "event", "memory", "related", "reason");
        for (MemoryHistoryEntry e : events) {
            table.row(e.at(), e.event() == null ? null : e.event().wireName(), e.memoryId(), e.relatedMemoryId(), e.reason());
        }
        return table.render();
    }

    private static String plain(List<MemoryHistoryEntry> events) {
        StringBuilder out = new StringBuilder();
        for (MemoryHistoryEntry e : events) {
            out.append(e.at()).append('\t').append(e.event() == null ? "-" : e.event().wireName()).append('\t')
                    .append(e.memoryId()).append('\t')
                    .append(e.relatedMemoryId() == null ? "-" : e.relatedMemoryId()).append('\t')
                    .append(e.reason() == null ? "-" : dev.albert.clikit.Text.oneLine(e.reason())).append('\n');
        }
        return out.toString();
    }
}

package dev.albert.cli.stats;

import dev.albert.api.stats.StatsResponse;
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
import picocli.CommandLine.Option;

import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert stats} ({@code GET /v1/stats}). */
@Command(name = "stats",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Count the memories your key can read: by type, trust, status and workspace, how many are quarantined or no longer valid, episodes, and the entities with the most relationships.",
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert stats",
                "  albert stats --output json | jq .by_type",
        })
public final class StatsCommand implements Callable<Integer> {
    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Only this workspace (default: the key's own workspace, or all for an organization key).")
    UUID workspace;

    @Override
    public Integer call() {
        output.expect(StatsResponse.class);
        StatsResponse stats;
        try (AlbertClient client = connection.connect()) {
            stats = client.stats(workspace);
        }
        output.render(stats, () -> text(stats), () -> text(stats));
        return ExitCode.OK.code();
    }

    private static String text(StatsResponse s) {
        Table table = Table.of("count", "of", "value");
        table.row(s.memories(), "memories", "active");
        table.row(s.quarantined(), "memories", "quarantined");
        table.row(s.noLongerValid(), "memories", "no longer valid");
        table.row(s.episodes(), "episodes", "");
        rows(table, "type", s.byType());
        rows(table, "trust", s.byTrust());
        rows(table, "status", s.byStatus());
        rows(table, "workspace", s.byWorkspace());
        for (dev.albert.api.stats.EntityCount e : s.topEntities()) {
            table.row(e.relationships(), "relationships of", e.name() + " (" + e.entityType() + ")");
        }
        return table.render();
    }

    private static void rows(Table table, String what, Map<String, Long> counts) {
        counts.forEach((key, count) -> table.row(count, what, key));
    }
}

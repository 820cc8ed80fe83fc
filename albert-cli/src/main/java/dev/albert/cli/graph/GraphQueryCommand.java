package dev.albert.cli.graph;

import dev.albert.api.Limits;
import dev.albert.api.graph.GraphQuery;
import dev.albert.api.graph.RelationshipRead;
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

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;

/** {@code albert graph query <text>} ({@code POST /v1/graph/query}). */
@Command(name = "query",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Find relationships whose entities or relation type contain any word of the query, most confident first.",
                "Exits 1 when none match.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert graph query postgres",
                "  albert graph query 'checkout payments' --limit 20 --output json",
                "  albert graph query postgres --as-of 2026-06-01T00:00:00Z --fields source_name,relation_type,target_name",
        })
public final class GraphQueryCommand implements Callable<Integer> {
    private final CommandContext context;

    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<query>", description = "Words to look for in entity names and relation types, or - for stdin.")
    String query;

    @Option(names = "--limit", paramLabel = "<n>", defaultValue = "50", description = "At most this many relationships, 1 to 200 (default: ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--as-of", paramLabel = "<time>", converter = Converters.InstantConverter.class,
            description = "Relationships valid at this time (ISO-8601; default: now).")
    Instant asOf;

    @Option(names = "--workspace", paramLabel = "<id>", converter = Converters.UuidConverter.class,
            description = "Only this workspace (default: the key's own workspace).")
    UUID workspace;

    public GraphQueryCommand(CommandContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        output.expect(RelationshipRead.class);
        Inputs.range(spec, "--limit", limit, 1, Limits.GRAPH_LIMIT_MAX);
        String text = Inputs.text(spec, context.streams(), query, "query", Limits.GRAPH_QUERY_MAX);
        List<RelationshipRead> edges;
        try (AlbertClient client = connection.connect()) {
            edges = client.queryGraph(new GraphQuery(text, workspace, null, limit, asOf));
        }
        output.render(edges, edges, () -> Relationships.table(edges), () -> Relationships.plain(edges));
        if (edges.isEmpty()) {
            if (!output.structured()) {
                context.note("No relationships match '" + dev.albert.clikit.Text.oneLine(text) + "'.");
            }
            return ExitCode.NOT_FOUND.code();
        }
        return ExitCode.OK.code();
    }
}

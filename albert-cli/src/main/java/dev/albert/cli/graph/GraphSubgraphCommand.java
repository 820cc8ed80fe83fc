package dev.albert.cli.graph;

import dev.albert.api.Limits;
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

/** {@code albert graph subgraph <entity-id>} ({@code GET /v1/graph/entities/{id}/subgraph}). */
@Command(name = "subgraph",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
                "Show the relationships around an entity, breadth first, up to --hops steps away.",
                "Entity ids come from graph query or graph relate (source_entity_id, target_entity_id). Exits 1 when the entity does not exist.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert graph subgraph 2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60",
                "  albert graph subgraph 2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60 --hops 3 --limit 100 --output json",
        })
public final class GraphSubgraphCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ConnectionOptions connection;

    @Mixin
    Output output;

    @Mixin
    VerboseOption verbose;

    @Parameters(index = "0", paramLabel = "<entity-id>", converter = Converters.UuidConverter.class, description = "The entity's id.")
    UUID entity;

    @Option(names = "--hops", paramLabel = "<n>", defaultValue = "2", description = "How many steps from the entity, 1 to 5 (default: ${DEFAULT-VALUE}).")
    int hops;

    @Option(names = "--limit", paramLabel = "<n>", defaultValue = "50", description = "At most this many relationships, 1 to 200 (default: ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--as-of", paramLabel = "<time>", converter = Converters.InstantConverter.class,
            description = "Relationships valid at this time (ISO-8601; default: now).")
    Instant asOf;

    public GraphSubgraphCommand(CommandContext context) {
    }

    @Override
    public Integer call() {
        output.expect(RelationshipRead.class);
        Inputs.range(spec, "--hops", hops, 1, Limits.GRAPH_HOPS_MAX);
        Inputs.range(spec, "--limit", limit, 1, Limits.GRAPH_LIMIT_MAX);
        List<RelationshipRead> edges;
        try (AlbertClient client = connection.connect()) {
            edges = client.subgraph(entity, hops, limit, asOf);
        }
        output.render(edges, edges, () -> Relationships.table(edges), () -> Relationships.plain(edges));
        return ExitCode.OK.code();
    }
}

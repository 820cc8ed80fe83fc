package dev.albert.cli.graph;

import dev.albert.clikit.Launcher;
import dev.albert.clikit.VersionProvider;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code albert graph}: the knowledge graph of entities and relationships. */
@Command(name = "graph",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Query and extend the knowledge graph: entities and the relationships between them.",
        subcommands = {GraphQueryCommand.class, GraphSubgraphCommand.class, GraphRelateCommand.class},
        footerHeading = "%nExamples:%n",
        footer = {
                "  albert graph relate checkout-service uses postgres",
                "  albert graph query postgres",
                "  albert graph subgraph 2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60 --hops 2",
        })
public final class GraphCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return Launcher.missingSubcommand(spec);
    }
}
